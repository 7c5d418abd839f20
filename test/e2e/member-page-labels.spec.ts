/**
 * The member page's labels say what is true (issue 38): member file updates name the phone an
 * entry is about; a survey's goal card and the Survey tab give it the same state; the resource hub
 * does not say a member with an action has none.
 */
import { DEMO_MEMBER } from '../../server/seed/fixtures.ts';
import { DEMO_ACCOUNTS, expect, test } from './fixtures.ts';
import { freshPhoneNumber, MemberInfoScreen, memberToEdit, shownPhone } from './member-info-screen.ts';
import { MemberPageScreen } from './member-page-screen.ts';
import { NeedsApi, ResourceHubScreen, takeMember } from './resource-hub-screen.ts';

const guide = DEMO_ACCOUNTS.guide;

test('a new primary phone and the one it replaced each show their number in the member file updates', async ({
  page,
  loginScreen,
}) => {
  const screen = new MemberPageScreen(page);
  const info = new MemberInfoScreen(page);
  const api = await screen.signIn(loginScreen);
  const member = await memberToEdit(api, guide.id, [DEMO_MEMBER.id]);
  const { phoneNumbers } = await api.get<{ phoneNumbers: { number: string; primary: boolean }[] }>(
    `/users/${member.id}?include-details=true`,
  );
  const formerPrimary = phoneNumbers.find((phone) => phone.primary);
  if (!formerPrimary) throw new Error(`${member.name} has no primary phone`);
  const number = freshPhoneNumber();
  await api.post('/interaction/phone-numbers', { memberId: member.id, number, description: 'Work', primary: true });

  await screen.open(guide.id, member);
  await info.button('Member file updates').click();
  await expect(info.fileUpdates().filter({ hasText: `Phone number ${shownPhone(number)}: Added` })).toHaveCount(1);
  // The entry that only says 'Primary: Yes -> No' names the phone it is about.
  const cleared = info
    .fileUpdates()
    .filter({ hasText: `Phone number ${shownPhone(formerPrimary.number)}: Updated` })
    .first();
  await expect(cleared).toBeVisible();
  await expect(cleared.locator('dt')).toHaveText(['Primary']);
});

test('a survey not started yet reads Not started on its goal card and on the Survey tab alike', async ({
  page,
  loginScreen,
}) => {
  const screen = new MemberPageScreen(page);
  const api = await screen.signIn(loginScreen);
  const { data } = await api.get<{ data: { id: string }[] }>('/users?showOnlyMyMembers=true&page-size=100');
  let member: { id: string; name: string } | undefined;
  for (const { id } of [...data].reverse()) {
    const surveys = await api.get<{ data: unknown[] }>(`/surveys/v2/assigned?memberId=${id}`);
    if (!surveys.data.length) {
      member = await api.get<{ id: string; name: string }>(`/users/${id}`);
      break;
    }
  }
  if (!member) throw new Error('No member of the demo guide without surveys');
  await screen.open(guide.id, member, '?showGoals=true');

  await page.getByRole('tab', { name: 'Survey', exact: true }).click();
  const surveyTab = page.getByRole('tabpanel', { name: 'Survey', exact: true });
  await surveyTab.getByLabel('Survey to assign').selectOption({ label: 'Monthly check-in' });
  await surveyTab.getByRole('button', { name: 'Assign survey' }).click();
  await expect(surveyTab.locator('[data-assigned-survey]')).toContainText('Not started');

  // Issue 38: the goal card read 'In progress' for the survey the Survey tab called 'Not started'.
  const goals = page.getByRole('tabpanel', { name: /^Goals/ });
  await expect(goals.locator('[data-goal-kind="survey"]').filter({ hasText: 'Monthly check-in' })).toContainText(
    'Not started',
  );
});

test('the hub says a member’s actions are all on closed needs, not that they have none', async ({
  page,
  loginScreen,
}) => {
  const screen = new MemberPageScreen(page);
  const hub = new ResourceHubScreen(page);
  const api = await screen.signIn(loginScreen);
  const needs = new NeedsApi(api);
  // A member with no action yet, so the one this test adds, on a need it then fulfils, is their only one.
  let member = await takeMember(api);
  while ((await api.get<{ data: unknown[] }>(`/care/user-needs/actions?memberId=${member.id}`)).data.length)
    member = await takeMember(api);
  const closed = await needs.createNeed(member.id, 'food-insecurity');
  await needs.addAction(closed.id, 'Signed her up for the pantry');
  await needs.fulfil(closed.id, 'She has a weekly pantry slot now.');

  await screen.open(guide.id, member);
  await page.getByRole('link', { name: 'Find resources' }).click();
  await hub.zipcode.fill('60608');
  await hub.terms.fill('legal aid');
  await hub.program(/^Legal Aid Clinic$/).click();
  await expect(hub.dialog).toContainText(`${member.name}'s actions are all on closed needs`);
  await expect(hub.dialog).not.toContainText('has no actions yet');
});

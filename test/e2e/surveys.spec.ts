/**
 * The member page's Survey tab against the real server: a guide assigns the social-needs screening
 * to a member of theirs, pauses it at the 'not reached' checkpoint, comes back after a reload to
 * find the saved answer, answers along the path (the wrong number is refused with the spec's
 * words and Next stays disabled), submits it complete and reviews the answers; the tab in Spanish;
 * axe on the open dialog. Each test takes a member with no surveys that no other test uses.
 */
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, test } from './fixtures.ts';
import type { GuideApi } from './docket-screen.ts';
import { expectAccessible } from './axe.ts';
import { MemberPageScreen } from './member-page-screen.ts';

const guide = DEMO_ACCOUNTS.guide;
const taken = new Set<string>();

async function takeMemberWithoutSurveys(
  api: GuideApi,
  { withoutNeeds = false } = {},
): Promise<{ id: string; name: string; firstName: string; lastName: string }> {
  const { data } = await api.get<{ data: { id: string }[] }>('/users?showOnlyMyMembers=true&page-size=100');
  for (const { id } of data) {
    if (taken.has(id)) continue;
    const surveys = await api.get<{ data: unknown[] }>(`/surveys/v2/assigned?memberId=${id}`);
    if (surveys.data.length) continue;
    // A need already open is not offered again: a test of the offer takes a member with none.
    if (withoutNeeds && (await api.get<{ data: unknown[] }>(`/care/user-needs?memberId=${id}`)).data.length) continue;
    taken.add(id);
    return api.get(`/users/${id}`);
  }
  throw new Error('No member of the demo guide without surveys');
}

class SurveyScreen {
  constructor(readonly page: Page) {}
  get panel() {
    return this.page.getByRole('tabpanel', { name: /^(Survey|Encuesta)$/ });
  }
  get dialog() {
    return this.page.getByRole('dialog');
  }
  card(name: string) {
    return this.panel.getByRole('listitem').filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }
  button(name: string) {
    return this.dialog.getByRole('button', { name, exact: true });
  }
  async assign(survey: string) {
    await this.panel.getByLabel('Survey to assign').selectOption({ label: survey });
    await this.panel.getByRole('button', { name: 'Assign survey' }).click();
    await expect(this.card(survey)).toBeVisible();
  }
  async choose(option: string) {
    await this.dialog.getByRole('radio', { name: option, exact: true }).check();
    await this.button('Next').click();
  }
}

test('a guide assigns a survey, pauses it, finds the saved answer after a reload, completes it and reviews it', async ({
  page,
  loginScreen,
}, testInfo) => {
  // Some thirty steps through the dialog, a reload and an axe scan: 16 s alone, 40 s beside a busy worker.
  test.setTimeout(120_000);
  const screen = new MemberPageScreen(page);
  const surveys = new SurveyScreen(page);
  const api = await screen.signInBeforeOpening(loginScreen);
  const member = await takeMemberWithoutSurveys(api);
  await screen.open(guide.id, member);
  await screen.tab('Survey').click();
  await surveys.assign('Social needs screening');
  const card = surveys.card('Social needs screening');
  await expect(card).toContainText('Not started');

  await card.getByRole('button', { name: 'Start' }).click();
  await expect(
    surveys.dialog.getByRole('heading', { name: `Survey for ${member.firstName} ${member.lastName.slice(0, 1)}` }),
  ).toBeVisible();
  await expectAccessible(page, testInfo, 'survey dialog');
  await surveys.choose('No, try again later');
  await expect(surveys.dialog.getByRole('heading', { name: 'Member not reached' })).toBeVisible();
  await surveys.button('Submit').click();
  await expect(page.getByText('Succesfully saved survey')).toBeVisible();
  await expect(card).toContainText('Paused: Member not reached');

  // The checkpoint's Next asks the first question again, showing the answer that led there; the new
  // answer autosaves, and after a reload the dialog goes on from there.
  await card.getByRole('button', { name: 'Continue' }).click();
  await surveys.button('Next').click();
  await expect(surveys.dialog.getByRole('radio', { name: 'No, try again later', exact: true })).toBeChecked();
  await surveys.dialog.getByRole('radio', { name: 'Yes', exact: true }).check();
  await expect(surveys.dialog.locator('[data-save-indicator="SAVED"]')).toBeVisible();
  await page.reload();
  await screen.tab('Survey').click();
  await surveys.card('Social needs screening').getByRole('button', { name: 'Continue' }).click();
  // It opens where the answers stop (the info question needs none); going back shows the saved answer.
  await expect(surveys.dialog.getByText('What is your living situation today?')).toBeVisible();
  await surveys.button('Back').click();
  await expect(surveys.dialog.getByText('Before you start')).toBeVisible();
  await surveys.button('Back').click();
  await expect(surveys.dialog.getByRole('radio', { name: 'Yes', exact: true })).toBeChecked();
  await surveys.button('Next').click();
  await surveys.button('Next').click();

  await surveys.choose('I have a steady place to live');
  await surveys.choose('Never true');
  await surveys.button('Next').click(); // transport is optional
  const adults = surveys.dialog.getByLabel(/How many adults live in your home/);
  await adults.fill('0');
  await expect(surveys.dialog.getByText('Value must be at 1 or more.')).toBeVisible();
  await expect(surveys.button('Next')).toBeDisabled();
  await adults.fill('2');
  await surveys.button('Next').click();
  // The halfway checkpoint: Submit would pause here; Next goes on to the last question.
  await expect(surveys.dialog.getByRole('heading', { name: 'Screening halfway' })).toBeVisible();
  await surveys.button('Next').click();
  await expect(surveys.dialog.getByText('Checkpoint passed: Screening halfway')).toBeVisible();
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await surveys.dialog.getByLabel('When would you like us to follow up?').fill(tomorrow);
  await surveys.button('Next').click();
  await expect(surveys.dialog.getByRole('heading', { name: 'Screening complete' })).toBeVisible();
  await surveys.dialog.getByLabel('Notes').fill('Prefers calls after 3 pm.');
  await surveys.button('Submit').click();
  await expect(surveys.card('Social needs screening')).toContainText('Complete');

  await surveys.card('Social needs screening').getByRole('button', { name: 'Review' }).click();
  await expect(surveys.dialog.getByText('Never true')).toBeVisible();
  await expect(surveys.dialog.getByText('2', { exact: true })).toBeVisible();
  const stored = await api.get<{ data: { completed: boolean; notes: string | null }[] }>(
    `/surveys/v2/assigned?memberId=${member.id}`,
  );
  expect(stored.data).toEqual([expect.objectContaining({ completed: true, notes: 'Prefers calls after 3 pm.' })]);
});

test("a guide reads the survey's learn-more content from its dialog and goes back to the question", async ({
  page,
  loginScreen,
}, testInfo) => {
  const screen = new MemberPageScreen(page);
  const surveys = new SurveyScreen(page);
  const api = await screen.signInBeforeOpening(loginScreen);
  const member = await takeMemberWithoutSurveys(api);
  await screen.open(guide.id, member);
  await screen.tab('Survey').click();
  await surveys.assign('Social needs screening');
  await surveys.card('Social needs screening').getByRole('button', { name: 'Start' }).click();
  await expect(surveys.dialog.getByText('Were you able to reach the member?')).toBeVisible();

  await surveys.button('Learn more').click();
  const learnMore = page.getByRole('dialog', { name: 'Learn more' });
  await expect(learnMore.getByText('Why we screen for social needs')).toBeVisible();
  await expect(learnMore.getByRole('listitem').filter({ hasText: 'about five minutes' })).toBeVisible();
  const question = learnMore.getByText('Who sees my answers?');
  const answer = learnMore.getByText('Their care team, and the people they agree to share them with.');
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toBeVisible();
  await expectAccessible(page, testInfo, 'survey learn-more dialog');

  await learnMore.getByRole('button', { name: 'Close' }).click();
  await expect(learnMore).toHaveCount(0);
  await expect(page.getByText('Were you able to reach the member?')).toBeVisible();
});

test('answers that point to needs offer them on submit; the guide keeps one, and the Needs tab shows it', async ({
  page,
  loginScreen,
}) => {
  test.setTimeout(120_000);
  const screen = new MemberPageScreen(page);
  const surveys = new SurveyScreen(page);
  const api = await screen.signInBeforeOpening(loginScreen);
  const member = await takeMemberWithoutSurveys(api, { withoutNeeds: true });
  await screen.open(guide.id, member);
  await screen.tab('Survey').click();
  await surveys.assign('Social needs screening');
  await surveys.card('Social needs screening').getByRole('button', { name: 'Start' }).click();
  await surveys.choose('Yes');
  await surveys.button('Next').click(); // the info page
  await surveys.choose('I have a place to live today, but I am worried about losing it');
  await surveys.button('Next').click(); // housing details are optional
  await surveys.choose('Often true');
  await surveys.button('Next').click(); // transport is optional
  await surveys.dialog.getByLabel(/How many adults live in your home/).fill('1');
  await surveys.button('Next').click();
  await surveys.button('Next').click(); // past the halfway checkpoint
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await surveys.dialog.getByLabel('When would you like us to follow up?').fill(tomorrow);
  await surveys.button('Next').click();

  // Both needs are offered, checked, before anything is added.
  const offer = surveys.dialog.getByRole('group', { name: 'Needs heard in this survey' });
  const housing = offer.getByRole('checkbox', { name: 'Housing instability, at risk of homelessness (Z59.811)' });
  const food = offer.getByRole('checkbox', { name: 'Food insecurity (Z59.41)' });
  await expect(housing).toBeChecked();
  await expect(food).toBeChecked();
  await food.uncheck();
  await surveys.button('Submit').click();
  await expect(page.getByText('Needs added: 1')).toBeVisible();

  // The member may have needs of their own already: the survey's are those it identified.
  const stored = await api.get<{ data: { issueLabel: string | null; assignedSurveyId: string | null }[] }>(
    `/care/user-needs?memberId=${member.id}`,
  );
  const assigned = await api.get<{ data: { id: string }[] }>(`/surveys/v2/assigned?memberId=${member.id}`);
  const surveyId = assigned.data[0]!.id;
  expect(stored.data.filter((need) => need.assignedSurveyId === surveyId).map((need) => need.issueLabel)).toEqual([
    'Housing instability, at risk of homelessness',
  ]);
  await screen.tab('Needs').click();
  await expect(
    page.getByRole('tabpanel', { name: 'Needs' }).getByText('Housing instability, at risk of homelessness'),
  ).toBeVisible();
});

test('the Survey tab speaks Spanish', async ({ page, loginScreen }, testInfo) => {
  const screen = new MemberPageScreen(page);
  const api = await screen.signInBeforeOpening(loginScreen);
  const member = await takeMemberWithoutSurveys(api);
  await page.evaluate(() => localStorage.setItem('language', 'es'));
  await screen.open(guide.id, member);
  await screen.tab('Encuesta').click();
  const panel = page.getByRole('tabpanel', { name: 'Encuesta' });
  await expect(panel.getByText('No hay encuestas asignadas a este miembro.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Asignar encuesta' })).toBeDisabled();
  await expectAccessible(page, testInfo, 'survey tab in Spanish');
});

/**
 * The member page's Goals tab (the demo customer has the goals-tracking flag) against the real
 * server: `showGoals=true` opens it; a need's card follows its status live when it is fulfilled
 * elsewhere, with the in-progress count; a consent's card follows the member's answer live; the
 * tab in Spanish; axe on the open cards.
 */
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { MemberPageScreen } from './member-page-screen.ts';
import { NeedsApi, takeMember } from './resource-hub-screen.ts';

const guide = DEMO_ACCOUNTS.guide;

const goalsTab = (page: Page) => page.getByRole('tab', { name: /^(Goals|Metas)/ });
const goalsPanel = (page: Page) => page.getByRole('tabpanel', { name: /^(Goals|Metas)/ });
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const card = (page: Page, title: string) =>
  goalsPanel(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(escaped(title)) }) });
const inProgress = async (page: Page) => Number(/(\d+)/.exec((await goalsTab(page).textContent()) ?? '')?.[1] ?? NaN);

test('goal cards follow a need fulfilled and a consent answered elsewhere, live, with the in-progress count', async ({
  page,
  loginScreen,
}, testInfo) => {
  const screen = new MemberPageScreen(page);
  const api = await screen.signIn(loginScreen);
  const needs = new NeedsApi(api);
  const member = await takeMember(api);
  const need = await needs.createNeed(member.id, 'transportation-insecurity');
  const terms = await api.get<{
    data: { id: string; key: string; identityRequired: boolean; texts: { en: { name: string } } }[];
  }>(`/consent/terms?memberId=${member.id}`);
  const answers = await api.get<{ data: { termId: string; consented: boolean | null }[] }>(
    `/consent/answers?memberId=${member.id}`,
  );
  // A term answered without an identity check, never answered yet.
  const open = terms.data.find(
    (term) =>
      !term.identityRequired &&
      !answers.data.some(
        (answer) => answer.termId === term.id && answer.consented !== null && answer.consented !== undefined,
      ),
  );

  await screen.open(guide.id, member, '?showGoals=true');
  await expect(goalsTab(page)).toHaveAttribute('aria-selected', 'true');
  const needCard = card(page, need.label);
  await expect(needCard).toContainText('Identified');
  await needCard.getByRole('button').click();
  await expect(needCard).toContainText('Keep working with the member on this need.');
  await expectAccessible(page, testInfo, 'goals tab');
  await expect.poll(() => inProgress(page)).toBeGreaterThan(0);
  const before = await inProgress(page);

  await needs.fulfil(need.id, 'Rides arranged with the volunteer drivers');
  await expect(needCard).toContainText('Fulfilled: Rides arranged with the volunteer drivers');
  await expect.poll(() => inProgress(page)).toBe(before - 1);

  if (open) {
    const consentCard = card(page, open.texts.en.name);
    await expect(consentCard).toContainText('Incomplete');
    await needs.send('POST', '/consent', { memberId: member.id, termId: open.id, consented: false });
    await expect(consentCard).toContainText('Rejected');
    await expect.poll(() => inProgress(page)).toBe(before - 2);
  }
});

test('the Goals tab in Spanish', async ({ page, loginScreen }) => {
  const screen = new MemberPageScreen(page);
  const api = await screen.signInBeforeOpening(loginScreen);
  const member = await takeMember(api);
  const need = await new NeedsApi(api).createNeed(member.id, 'social-isolation');
  await page.evaluate(() => localStorage.setItem('language', 'es'));
  await screen.open(guide.id, member);
  await goalsTab(page).click();
  const needCard = card(page, need.label);
  await expect(needCard).toContainText('Identificada');
  await needCard.getByRole('button').click();
  await expect(needCard).toContainText('Siga trabajando con el miembro en esta necesidad.');
  await expect(page.getByRole('tab', { name: 'Actividad' })).toBeVisible();
});

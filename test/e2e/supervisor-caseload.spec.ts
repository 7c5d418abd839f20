/**
 * A supervisor's view of the caseload (issue #35) against the real server: reached from the
 * profile menu, per team and guide, the figures the server counts; a status figure opens the guide's
 * member list filtered by that status, even when that list was kept alive; a visit recorded elsewhere moves the figures live; a zero is not a link; Spanish,
 * axe; a guide is kept out.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { accessTokenOf, GuideApi } from './docket-screen.ts';
import { DEMO_ACCOUNTS, expect, fullName, test } from './fixtures.ts';
import { expectGuideKeptOut } from './kept-out.ts';
import { MemberListScreen } from './member-list-screen.ts';
import { statusName } from './member-page-screen.ts';
import { ShellScreen } from './shell-screen.ts';

const supervisor = DEMO_ACCOUNTS.supervisor;
const guide = DEMO_ACCOUNTS.guide;

interface Summary {
  guides: {
    guideId: string;
    guideName: string;
    members: number;
    byStatus: { memberStatusId: number | null; members: number }[];
    noContact14: number;
    noContact30: number;
    noContact60: number;
    needsExpiring: number;
    consentsExpiring: number;
    hospitalFollowUps: number;
  }[];
}

async function summaryOf(page: Page): Promise<Summary> {
  const answer = await page.request.get('/api/caseload/summary', {
    headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as Summary;
}

const guideRow = (page: Page, guideId: string) => page.locator(`tr[data-guide-id="${guideId}"]`);

test('a supervisor reads the caseload per guide, and a status figure opens the filtered member list', async ({
  page,
  loginScreen,
}, testInfo) => {
  test.setTimeout(120_000);
  const shell = new ShellScreen(page);
  await shell.signIn(loginScreen, supervisor);
  await shell.chooseFromProfileMenu(fullName(supervisor), 'Caseload');
  await expect(page).toHaveURL('/caseload');
  await expect(page.getByRole('heading', { level: 1, name: 'Caseload' })).toBeVisible();

  const summary = await summaryOf(page);
  const figures = summary.guides.find((row) => row.guideId === guide.id);
  if (!figures) throw new Error('The demo guide has no caseload');
  const row = guideRow(page, guide.id);
  await expect(row.getByRole('rowheader')).toHaveText(figures.guideName);
  await expect(row.getByRole('cell').first()).toHaveText(String(figures.members));
  await expect(row.getByRole('cell').nth(2)).toHaveText(String(figures.noContact14));
  await expectAccessible(page, testInfo, 'caseload');

  // Every count links to the list or docket it counts, and a zero is plain text: no link to nothing.
  const counted = (row: Summary['guides'][number]) =>
    [
      row.members,
      row.noContact14,
      row.noContact30,
      row.noContact60,
      row.needsExpiring,
      row.consentsExpiring,
      row.hospitalFollowUps,
    ].map(String);
  const shown = await page.locator('tbody tr[data-guide-id]').evaluateAll((rows) =>
    rows.map((tr) => ({
      guideId: tr.getAttribute('data-guide-id'),
      // The cells after the row header, the by-status list left out.
      figures: [...tr.querySelectorAll('td')]
        .filter((_, index) => index !== 1)
        .map((td) => ({ text: td.textContent?.trim(), linked: td.querySelector('a') !== null })),
    })),
  );
  expect(shown.map((row) => row.guideId).sort()).toEqual(summary.guides.map((row) => row.guideId).sort());
  for (const row of shown) {
    const expected = counted(summary.guides.find((guideRow) => guideRow.guideId === row.guideId)!);
    expect(row.figures).toEqual(expected.map((text) => ({ text, linked: text !== '0' })));
  }
  // The demo has both kinds, so the rule is seen at work.
  const all = shown.flatMap((row) => row.figures);
  expect(all.some((figure) => figure.linked) && all.some((figure) => !figure.linked)).toBe(true);

  // The members figure opens the guide's whole list; the list stays alive when the supervisor goes back.
  const list = new MemberListScreen(page);
  await row.getByRole('cell').first().getByRole('link').click();
  await expect(page).toHaveURL(`/member-list/guide/${guide.id}`);
  await expect(
    page.getByText(`${figures.members} member${figures.members === 1 ? '' : 's'}`, { exact: true }),
  ).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/caseload');

  // The largest status of the guide's members: its figure opens their list with that status only, the
  // list kept alive taking the figure's settings.
  const status = [...figures.byStatus]
    .filter((entry) => entry.memberStatusId !== null)
    .sort((a, b) => b.members - a.members)[0]!;
  const api = new GuideApi(page.url().replace(/\/caseload$/, ''), await accessTokenOf(page));
  const name = await statusName(api, status.memberStatusId);
  await row.getByRole('link', { name: `${name}: ${status.members}` }).click();
  await expect(page).toHaveURL(`/member-list/guide/${guide.id}`);
  await expect(list.table).toBeVisible();
  await expect(
    page.getByText(`${status.members} member${status.members === 1 ? '' : 's'}`, { exact: true }),
  ).toBeVisible();
  const statuses = await list.column(1);
  expect(statuses.length).toBeGreaterThan(0);
  expect(new Set(statuses)).toEqual(new Set([name]));
});

test('the caseload speaks Spanish and is accessible; a guide is kept out', async ({
  page,
  loginScreen,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  await loginScreen.signInQuietly(supervisor.email);
  await page.evaluate(() => localStorage.setItem('language', 'es'));
  await page.goto('/caseload');
  await expect(page.getByRole('heading', { level: 1, name: 'Carga de casos' })).toBeVisible();
  await expect(guideRow(page, guide.id)).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Sin contacto en 30 días' }).first()).toBeVisible();
  await expectAccessible(page, testInfo, 'caseload in Spanish');

  await expectGuideKeptOut(browser, baseURL, { screen: '/caseload', api: '/caseload/summary' });
});

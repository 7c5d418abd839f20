/**
 * The CHW minutes report against the real server: a supervisor opens it from the profile menu,
 * reads last month (the demo's 90 days of calls and visits), opens a member's activities, downloads
 * the CSV; a visit recorded meanwhile is counted into this month on the open page. In Spanish, with
 * axe; a guide is kept out on screen and by the server.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { expectAccessible } from './axe.ts';
import { accessTokenOf, GuideApi } from './docket-screen.ts';
import { DEMO_ACCOUNTS, expect, fullName, test } from './fixtures.ts';
import { expectGuideKeptOut } from './kept-out.ts';
import { ShellScreen } from './shell-screen.ts';
import { recordVisitNow } from './status-change-request-screen.ts';

const supervisor = DEMO_ACCOUNTS.supervisor;

interface ReportAnswer {
  rows: { memberId: string; memberName: string; minutes: number }[];
}

/** yyyy-MM of now, moved back some months (the report's months are the organisation's; the demo's is New York). */
function monthOf(back: number): string {
  return Temporal.Now.plainDateISO('America/New_York').toPlainYearMonth().subtract({ months: back }).toString();
}

async function reportOf(page: Page, month: string, guideId?: string): Promise<ReportAnswer> {
  const token = await accessTokenOf(page);
  const answer = await page.request.get(
    `/api/reports/chw-minutes?month=${month}${guideId ? `&guideId=${guideId}` : ''}`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
  expect(answer.status()).toBe(200);
  return (await answer.json()) as ReportAnswer;
}

const minutesCell = (page: Page, memberName: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: memberName, exact: true }) })
    .getByRole('cell')
    .nth(3);

test('a supervisor reads last month’s minutes, a member’s activities and the CSV, and sees a new visit counted live', async ({
  page,
  loginScreen,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const shell = new ShellScreen(page);
  await shell.signIn(loginScreen, supervisor);
  await shell.chooseFromProfileMenu(fullName(supervisor), 'CHW minutes');
  await expect(page).toHaveURL('/reports/chw-minutes');
  await expect(page.getByRole('heading', { level: 1, name: 'CHW minutes' })).toBeVisible();
  await expect(
    page.getByText('The initiating visit and the billing practitioner are outside this product.', { exact: false }),
  ).toBeVisible();

  const lastMonth = monthOf(1);
  const expected = await reportOf(page, lastMonth);
  expect(expected.rows.length).toBeGreaterThan(0);
  await page.getByRole('combobox', { name: 'Month' }).selectOption(lastMonth);
  const table = page.getByRole('table', { name: /^CHW minutes of / });
  // A page of 25 at most, the header row besides.
  await expect(table.getByRole('row')).toHaveCount(Math.min(expected.rows.length, 25) + 1);
  const top = expected.rows[0]!;
  await expect(minutesCell(page, top.memberName)).toHaveText(String(top.minutes));
  await expectAccessible(page, testInfo, 'chw minutes');

  // The server sends a page at a time; the counts above the table are the whole month's.
  expect(expected.rows.length).toBeGreaterThan(25);
  const total = expected.rows.length;
  await expect(page.getByText(`1–25 of ${total}`)).toBeVisible();
  await expect(page.getByText(new RegExp(` of ${total} members reach G0019 in `))).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Pages of CHW minutes' });
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(`26–${Math.min(total, 50)} of ${total}`)).toBeVisible();
  const onPageTwo = expected.rows[25]!;
  await expect(minutesCell(page, onPageTwo.memberName)).toHaveText(String(onPageTwo.minutes));
  await pages.getByRole('button', { name: 'Previous' }).click();

  // Narrowed to one guide's caseload: the demo guide's members only, counted apart.
  const guide = DEMO_ACCOUNTS.guide;
  const caseload = await reportOf(page, lastMonth, guide.id);
  expect(caseload.rows.length).toBeGreaterThan(0);
  expect(caseload.rows.length).toBeLessThan(total);
  await page.getByRole('combobox', { name: 'Guide' }).selectOption({ label: fullName(guide) });
  await expect(page.getByText(`1–${Math.min(caseload.rows.length, 25)} of ${caseload.rows.length}`)).toBeVisible();
  await expect(minutesCell(page, caseload.rows[0]!.memberName)).toHaveText(String(caseload.rows[0]!.minutes));
  await page.getByRole('combobox', { name: 'Guide' }).selectOption({ label: 'All guides' });
  await expect(page.getByText(`1–25 of ${total}`)).toBeVisible();

  await page.getByRole('button', { name: `Activities of ${top.memberName}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`${top.minutes} minutes counted`)).toBeVisible();
  const counted = await dialog
    .getByRole('row')
    .evaluateAll((rows) => rows.slice(1).map((row) => Number(row.lastElementChild?.textContent ?? 'NaN')));
  // The activities' counted minutes add up to the total, give or take a rounded-down minute each.
  const sum = counted.reduce((a, b) => a + b, 0);
  expect(sum).toBeLessThanOrEqual(top.minutes);
  expect(sum).toBeGreaterThanOrEqual(top.minutes - counted.length);
  await expectAccessible(page, testInfo, 'chw minutes activities');
  await dialog.getByRole('button', { name: 'Close' }).click();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`chw-minutes-${lastMonth}.csv`);
  const lines = (await readFile(await file.path(), 'utf8')).trimEnd().split('\r\n');
  expect(lines[0]).toMatch(/^month,timeZone,memberId,memberName,/);
  expect(lines).toHaveLength(expected.rows.length + 1);
  expect(lines[1]).toContain(top.memberId);

  // Last month has ended: closed for billing, then reopened, each after asking; the report says who closed it.
  await page.getByRole('button', { name: 'Close month' }).click();
  const confirm = page.getByRole('alertdialog', { name: /^Close / });
  await expect(confirm).toContainText('later edits to its calls, visits and actions will not be counted');
  await confirm.getByRole('button', { name: 'Close month' }).click();
  await expect(page.getByText(`Closed on `).filter({ hasText: `by ${fullName(supervisor)}` })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: / is closed\.$/ })).toBeVisible();
  await expectAccessible(page, testInfo, 'chw minutes, a closed month');
  await page.getByRole('button', { name: 'Reopen month' }).click();
  await page
    .getByRole('alertdialog', { name: /^Reopen / })
    .getByRole('button', { name: 'Reopen month' })
    .click();
  await expect(page.getByText(/^Once .+ is billed, close it/)).toBeVisible();
  // The demo closed the month before last, as billed.
  await page.getByRole('combobox', { name: 'Month' }).selectOption(monthOf(2));
  await expect(page.getByText(`Closed on `).filter({ hasText: `by ${fullName(supervisor)}` })).toBeVisible();

  // This month, live: a visit the supervisor records through the API counts in without a reload.
  const thisMonth = monthOf(0);
  await page.getByRole('combobox', { name: 'Month' }).selectOption(thisMonth);
  const before = (await reportOf(page, thisMonth)).rows.find((row) => row.memberId === top.memberId)?.minutes ?? 0;
  await recordVisitNow(new GuideApi(baseURL!, await accessTokenOf(page)), top.memberId);
  await expect(async () => {
    expect(Number(await minutesCell(page, top.memberName).textContent({ timeout: 2_000 }))).toBeGreaterThan(before);
  }).toPass({ timeout: 20_000 });
});

test('the report speaks Spanish, and a guide is kept out on screen and by the server', async ({
  page,
  loginScreen,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  await loginScreen.signInQuietly(supervisor.email);
  await page.evaluate(() => localStorage.setItem('language', 'es'));
  await page.goto('/reports/chw-minutes');
  await expect(page.getByRole('heading', { level: 1, name: 'Minutos de CHW' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Mes' })).toBeVisible();
  // The report in first: it enables Download CSV, whose colours fade in, and axe read one half-way (CI, 2026-12-04).
  await expect(page.getByText(/^Los meses se cuentan en la zona horaria de la organización/)).toBeVisible();
  await expectAccessible(page, testInfo, 'chw minutes in Spanish');
  await page.getByRole('combobox', { name: 'Mes' }).selectOption(monthOf(2));
  await expect(page.getByText(/^Cerrado el .+ por .+: sus minutos quedan como estaban entonces/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reabrir el mes' })).toBeVisible();

  await expectGuideKeptOut(browser, baseURL, {
    screen: '/reports/chw-minutes',
    api: `/reports/chw-minutes?month=${monthOf(0)}`,
  });
});

import { Temporal } from 'temporal-polyfill';
import { accessTokenOf, GuideApi } from './docket-screen.ts';
import { DEMO_ACCOUNTS, expect, fullName, test } from './fixtures.ts';

const guide = DEMO_ACCOUNTS.guide;

test('a signed-out deep link returns to the same path and query after sign-in', async ({
  page,
  loginScreen,
  portal,
}) => {
  const deepLink = `/docket/guide/${guide.id}?day=2026-01-05`;
  await page.goto(deepLink);
  await expect(page).toHaveURL('/login');

  await loginScreen.signInAs(guide.email);

  await expect(page).toHaveURL(deepLink);
  await expect(portal.heading(fullName(guide))).toBeVisible();
  await expect(page.getByRole('group', { name: 'Docket date' }).locator('time')).toHaveText('Jan 05, 2026');
});

test('an invalid day is dropped from the address and today is shown', async ({ page, loginScreen }) => {
  await page.goto(`/docket/guide/${guide.id}?day=2026-02-30`);
  await loginScreen.signInAs(guide.email);

  await expect(page).toHaveURL(`/docket/guide/${guide.id}`);
  await expect(page.getByRole('button', { name: 'Today' })).toBeDisabled();
});

test('a docket left open past midnight turns to the new day', async ({ page, loginScreen, baseURL }) => {
  await page.goto(`/docket/guide/${guide.id}`);
  await loginScreen.signInAs(guide.email);
  const api = new GuideApi(baseURL!, await accessTokenOf(page));
  const { user } = await api.get<{ user: { timeZone: string } }>('/users/user/verify');
  // A minute before the last midnight in the guide's zone (a past time: the session's token holds).
  const today = Temporal.Now.plainDateISO(user.timeZone);
  const beforeMidnight = today
    .subtract({ days: 1 })
    .toZonedDateTime({ timeZone: user.timeZone, plainTime: Temporal.PlainTime.from('23:59') });
  await page.clock.install({ time: beforeMidnight.epochMilliseconds });
  await page.reload();

  const shownDay = page.getByRole('group', { name: 'Docket date' }).locator('time');
  await expect(shownDay).toHaveText(headerDate(today.subtract({ days: 1 })));
  await page.clock.fastForward('02:00');
  await expect(shownDay).toHaveText(headerDate(today));
  await expect(page.getByRole('button', { name: 'Today' })).toBeDisabled();
  await expect(page).toHaveURL(`/docket/guide/${guide.id}`);
});

/** The date bar's 'MMM dd, yyyy', in English. */
function headerDate(day: Temporal.PlainDate): string {
  const month = new Intl.DateTimeFormat('en', { month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(day.year, day.month - 1, day.day)),
  );
  return `${month} ${String(day.day).padStart(2, '0')}, ${day.year}`;
}

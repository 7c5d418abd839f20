import { DEMO_ACCOUNTS, expect, fullName, test } from './fixtures.ts';

const guide = DEMO_ACCOUNTS.guide;

test('a signed-out deep link returns to the same path and query after sign-in', async ({ page, loginScreen, portal }) => {
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

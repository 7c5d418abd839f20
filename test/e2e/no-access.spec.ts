import { DEMO_ACCOUNTS, expect, test } from './fixtures.ts';

test('a user without app access lands on no-access with the countdown', async ({ page, loginScreen }) => {
  // The page's clock is the test's (it still runs), so the ten seconds can pass at once.
  await page.clock.install();
  await loginScreen.goto();
  await loginScreen.signInAs(DEMO_ACCOUNTS.noAccess.email);

  await expect(page).toHaveURL('/no-access');
  await expect(
    page.getByText(
      'You do not currently have access to the application. If you believe this is a mistake, contact your administrator',
    ),
  ).toBeVisible();
  await expect(page.getByText(/Logging you out in (10 seconds|9 seconds)/)).toBeVisible();
  await page.clock.runFor(5_000);
  await expect(page.getByText(/Logging you out in (5 seconds|4 seconds)/)).toBeVisible();
  // After 10 s the page logs out and the browser lands on /login.
  await page.clock.runFor(5_000);
  await expect(page).toHaveURL('/login');
});

import { DEMO_ACCOUNTS, expect, test } from './fixtures.ts';

test('a user without app access lands on no-access with the countdown', async ({ page, loginScreen }) => {
  await loginScreen.goto();
  await loginScreen.signInAs(DEMO_ACCOUNTS.noAccess.email);

  await expect(page).toHaveURL('/no-access');
  await expect(
    page.getByText('You do not currently have access to the application. If you believe this is a mistake, contact your administrator'),
  ).toBeVisible();
  await expect(page.getByText(/Logging you out in \d+ seconds?/)).toBeVisible();
  // After 10 s the page logs out and the browser lands on /login.
  await expect(page).toHaveURL('/login', { timeout: 20_000 });
});

import { DEMO_ACCOUNTS, expect, fullName, test } from './fixtures.ts';

const guide = DEMO_ACCOUNTS.guide;

// The refused token is the point: the browser reports the API's 401s, and the portal's logout call
// (refused the same way) says so in the console.
test.use({ expectedConsoleErrors: /status of 401 \(Unauthorized\)|Logout call failed/ });

test('a token the API refuses shows "Not logged in", logs out after 1.5 s and comes back after sign-in', async ({
  page,
  loginScreen,
  portal,
}) => {
  await loginScreen.goto();
  await loginScreen.signInAs(guide.email);
  await expect(portal.heading(fullName(guide))).toBeVisible();

  // A token that is unexpired by its own account but fails the API's signature check.
  await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    if (!key) throw new Error('no stored user');
    const user = JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token: string };
    sessionStorage.setItem(key, JSON.stringify({ ...user, access_token: `${user.access_token}tampered` }));
  });
  const deepLink = `/docket/guide/${guide.id}?day=2026-01-05`;
  await page.goto(deepLink);

  await expect(page.getByRole('heading', { name: 'Not logged in' })).toBeVisible();
  await expect(page.getByText('Redirecting you to login page')).toBeVisible();
  await expect(page).toHaveURL('/login', { timeout: 15_000 });

  await loginScreen.signInAs(guide.email);
  await expect(page).toHaveURL(deepLink);
});

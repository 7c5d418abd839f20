import { DEMO_ACCOUNTS, expect, fullName, test } from './fixtures.ts';

const guide = DEMO_ACCOUNTS.guide;

test('the demo guide signs in through the popup, lands on their docket and logs out', async ({
  page,
  loginScreen,
  portal,
}) => {
  await loginScreen.goto();
  await expect(page.getByRole('heading', { name: 'Welcome to Care Portal' })).toBeVisible();

  await loginScreen.signInAs(guide.email);

  await expect(page).toHaveURL(`/docket/guide/${guide.id}`);
  await expect(portal.heading(fullName(guide))).toBeVisible();
  // The date bar: Today (disabled on today), previous/next, 'MMM dd, yyyy'.
  await expect(page.getByRole('button', { name: 'Today' })).toBeDisabled();
  await expect(page.getByRole('group', { name: 'Docket date' }).locator('time')).toHaveText(
    /^[A-Z][a-z]{2} \d{2}, \d{4}$/,
  );
  await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(page).toHaveURL(/\?day=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('button', { name: 'Today' })).toBeEnabled();

  await portal.logOutWithKeyboard(fullName(guide));

  await expect(page).toHaveURL('/login');
  await expect(loginScreen.signInButton).toBeEnabled();
  // Signed out for real: a protected page sends us back to /login ...
  await page.goto(`/docket/guide/${guide.id}`);
  await expect(page).toHaveURL('/login');
  // ... and the provider session ended too: signing in asks for the password again.
  await loginScreen.signInAs(guide.email);
  await expect(portal.heading(fullName(guide))).toBeVisible();
});

test('a stored session survives a reload: the signed-in user skips the login page', async ({
  page,
  loginScreen,
  portal,
}) => {
  await loginScreen.goto();
  await loginScreen.signInAs(guide.email);
  await expect(portal.heading(fullName(guide))).toBeVisible();

  await page.goto('/login');
  await expect(page).toHaveURL(`/docket/guide/${guide.id}`);
  await page.reload();
  await expect(portal.heading(fullName(guide))).toBeVisible();
});

test('a session whose access token lapsed is renewed silently on the next load', async ({
  page,
  loginScreen,
  portal,
}) => {
  await loginScreen.goto();
  await loginScreen.signInAs(guide.email);
  await expect(portal.heading(fullName(guide))).toBeVisible();

  // Age the stored token instead of waiting an hour: oidc-client-ts keeps the user in session storage.
  const oldToken = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    if (!key) throw new Error('no stored user');
    const user = JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token: string; expires_at: number };
    sessionStorage.setItem(key, JSON.stringify({ ...user, expires_at: Math.floor(Date.now() / 1000) - 60 }));
    return user.access_token;
  });
  await page.reload();

  await expect(portal.heading(fullName(guide))).toBeVisible();
  const newToken = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return (JSON.parse(sessionStorage.getItem(key ?? '') ?? '{}') as { access_token?: string }).access_token;
  });
  expect(newToken).toBeTruthy();
  expect(newToken).not.toBe(oldToken);
});

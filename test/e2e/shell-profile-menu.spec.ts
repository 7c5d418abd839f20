import { DEMO_ACCOUNTS, expect, fullName, test } from './fixtures.ts';
import { ShellScreen } from './shell-screen.ts';

const guide = DEMO_ACCOUNTS.guide;
const admin = DEMO_ACCOUNTS.admin;

test('a guide sees Switch Guide View, Log Out and Build info, without the admin entries', async ({
  page,
  loginScreen,
}) => {
  const shell = new ShellScreen(page);
  await shell.signIn(loginScreen, guide);
  await shell.openProfileMenu(fullName(guide));
  await expect(page.getByRole('menuitem')).toHaveText([
    'Switch Guide View',
    'Update Voicemail Greeting',
    'Log Out',
    'Build info',
  ]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(shell.profileMenuButton(fullName(guide))).toBeFocused();

  // Nor can they reach the admin portal by its address.
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(`/docket/guide/${guide.id}`);
});

test('an admin switches to the admin portal and back', async ({ page, loginScreen }) => {
  const shell = new ShellScreen(page);
  await shell.signIn(loginScreen, admin);
  await shell.openProfileMenu(fullName(admin));
  await expect(page.getByRole('menuitem')).toHaveText([
    'Switch Guide View',
    'CHW minutes',
    'Caseload',
    'Switch to Admin Portal',
    'Update Voicemail Greeting',
    'Log Out',
    'Copy Token',
    'Build info',
  ]);
  await shell.menuItem('Switch to Admin Portal').click();
  await expect(page).toHaveURL('/admin-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeVisible();

  await shell.chooseFromProfileMenu(fullName(admin), 'Exit Admin Portal');
  await expect(page).toHaveURL(`/docket/guide/${admin.id}`);
});

test('an admin copies their access token', async ({ page, context, loginScreen }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const shell = new ShellScreen(page);
  await shell.signIn(loginScreen, admin);

  await shell.chooseFromProfileMenu(fullName(admin), 'Copy Token');
  await expect(page.getByRole('status').filter({ hasText: 'Token copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const stored = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return (JSON.parse(sessionStorage.getItem(key ?? '') ?? '{}') as { access_token?: string }).access_token;
  });
  expect(copied).toBe(stored);
});

test('Build info shows the frontend and server builds, each copyable, from the keyboard', async ({
  page,
  context,
  loginScreen,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const shell = new ShellScreen(page);
  await shell.signIn(loginScreen, guide);
  const server = (
    (await (await request.get('/api/client-config')).json()) as { build: { time: string; revision: string } }
  ).build;

  await shell.profileMenuButton(fullName(guide)).focus();
  await page.keyboard.press('Enter');
  await shell.menuItem('Build info').press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Build info' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Frontend' })).toContainText(/Build time\s*\d{4}-\d{2}-\d{2}T/);
  await expect(dialog.getByRole('region', { name: 'Server' })).toContainText(server.time);
  await expect(dialog.getByRole('region', { name: 'Server' })).toContainText(server.revision);

  await dialog.getByRole('button', { name: 'Copy server revision' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Copied to the clipboard');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(server.revision);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

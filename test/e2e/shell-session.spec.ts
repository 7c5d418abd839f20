import { DEMO_ACCOUNTS, expect, test } from './fixtures.ts';
import { ShellScreen } from './shell-screen.ts';

// The idle timeout signs out, ending the provider session: these tests sign in for themselves.
test.use({ freshSignIn: true });

const guide = DEMO_ACCOUNTS.guide;

test('an idle session warns with the time left, stays on request, then logs out at 30 minutes', async ({
  page,
  loginScreen,
}) => {
  const shell = new ShellScreen(page);
  await shell.signIn(loginScreen, guide);

  // The browser's clock from here on is the test's; it still runs, so the page behaves normally.
  await page.clock.install();
  await page.reload();
  await expect(shell.tab('Docket')).toBeVisible();

  // 20 minutes and a bit of nothing: less than 10 minutes remain.
  await page.clock.fastForward('20:05');
  const warning = shell.sessionWarning();
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(/you will be logged out in 9:[0-5]\d\./);
  await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeFocused();

  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toBeHidden();

  // The timer started again: 20 minutes later the warning is back, not a logout.
  await page.clock.fastForward('20:05');
  await expect(warning).toBeVisible();
  await expect(page).toHaveURL(`/docket/guide/${guide.id}`);

  // Nobody answers: at 30 minutes the session ends and the browser lands on /login.
  await page.clock.fastForward('10:00');
  await expect(page).toHaveURL('/login');
  await expect(loginScreen.signInButton).toBeEnabled();
  await page.goto(`/docket/guide/${guide.id}`);
  await expect(page).toHaveURL('/login');
});

test('a key press anywhere restarts the inactivity timer', async ({ page, loginScreen }) => {
  const shell = new ShellScreen(page);
  await shell.signIn(loginScreen, guide);
  await page.clock.install();
  await page.reload();
  await expect(shell.tab('Docket')).toBeVisible();

  await page.clock.fastForward('25:00');
  await expect(shell.sessionWarning()).toBeVisible();
  await page.keyboard.press('Shift');
  await expect(shell.sessionWarning()).toBeHidden();

  // Had the press not counted, this would be past 30 minutes.
  await page.clock.fastForward('15:00');
  await expect(page).toHaveURL(`/docket/guide/${guide.id}`);
  await expect(shell.sessionWarning()).toBeHidden();
});

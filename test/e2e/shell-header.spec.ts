import type { Locator } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, test, type LoginScreen } from './fixtures.ts';
import { ShellScreen } from './shell-screen.ts';

const guide = DEMO_ACCOUNTS.guide;
const admin = DEMO_ACCOUNTS.admin;

test('a guide moves between sections with the header tabs; the current one is marked', async ({
  page,
  loginScreen,
}) => {
  const shell = new ShellScreen(page);
  await shell.signIn(loginScreen, guide);

  await expect(shell.header).toBeVisible();
  await expect(shell.main).toBeVisible();
  await expect(shell.tab('Docket')).toHaveAttribute('aria-current', 'page');
  // Hospitalizations is for users who administer a client.
  await expect(shell.nav.getByRole('link')).toHaveText(['Docket', 'Members', 'Calls and texts', /^Dashboard/]);

  await shell.tab('Members').click();
  await expect(page).toHaveURL(`/member-list/guide/${guide.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await expect(shell.tab('Members')).toHaveAttribute('aria-current', 'page');
  await expect(shell.tab('Docket')).not.toHaveAttribute('aria-current', 'page');

  await shell.tab('Calls and texts').click();
  await expect(page).toHaveURL('/calls');
  await expect(page.getByRole('heading', { level: 1, name: 'Calls and texts' })).toBeVisible();

  // The Dashboard opens the analytics workbook in a new tab, without a handle back to the portal.
  const dashboard = shell.tab(/^Dashboard/);
  await expect(dashboard).toHaveAccessibleName('Dashboard (opens in a new tab)');
  await expect(dashboard).toHaveAttribute('target', '_blank');
  await expect(dashboard).toHaveAttribute('rel', /\bnoopener\b/);
  await expect(dashboard).toHaveAttribute('href', /^https?:\/\//);

  // A guide typing the address does not get the admins' section either.
  await page.goto('/hospitalizations');
  await expect(page).toHaveURL(/\/docket\/guide\//);
});

test('an admin also gets the Hospitalizations tab', async ({ page, loginScreen }) => {
  const shell = new ShellScreen(page);
  await shell.signIn(loginScreen, admin);
  await shell.tab('Hospitalizations').click();
  await expect(page).toHaveURL('/hospitalizations');
  await expect(page.getByRole('heading', { level: 1, name: 'Checking in on Our Hospitalized Members' })).toBeVisible();
  await expect(shell.tab('Hospitalizations')).toHaveAttribute('aria-current', 'page');
});

/** An admin on the last section in a window `width` wide; answers a check that its tab lies wholly in the strip. */
async function onLastSectionAt(shell: ShellScreen, loginScreen: LoginScreen, width: number) {
  await shell.signIn(loginScreen, admin);
  await shell.page.setViewportSize({ width, height: 844 });
  await shell.page.goto('/hospitalizations');
  await expect(shell.tab('Hospitalizations')).toHaveAttribute('aria-current', 'page');
  return async () => {
    const strip = (await shell.nav.boundingBox())!;
    const current = (await shell.tab('Hospitalizations').boundingBox())!;
    return current.x >= strip.x - 1 && current.x + current.width <= strip.x + strip.width + 1;
  };
}

test('in a narrow window the tabs scroll sideways, and a page opened at the last section shows its tab', async ({
  page,
  loginScreen,
}) => {
  const shell = new ShellScreen(page);
  const currentInView = await onLastSectionAt(shell, loginScreen, 640);
  // The strip is wider than the window, and scrolled so the current tab is wholly inside it.
  await expect.poll(() => shell.nav.evaluate((nav) => nav.scrollLeft)).toBeGreaterThan(0);
  // Polled: the strip may be read between its first scroll and the one after its tabs' last resize.
  await expect.poll(currentInView).toBe(true);
});

test('on a phone the tabs take a row of their own below the controls, the current one in view', async ({
  page,
  loginScreen,
}) => {
  const shell = new ShellScreen(page);
  const currentInView = await onLastSectionAt(shell, loginScreen, 390);
  // The controls leave no room beside them: the strip spans the window below them, not squeezed to nothing.
  const strip = (await shell.nav.boundingBox())!;
  const bell = (await page
    .getByRole('button', { name: /notification/i })
    .first()
    .boundingBox())!;
  expect(strip.width).toBeGreaterThan(300);
  expect(strip.y).toBeGreaterThanOrEqual(bell.y + bell.height - 1);
  // Scrolled so the current tab is wholly inside it; the first ones a swipe back.
  await expect.poll(currentInView).toBe(true);
  await shell.nav.evaluate((nav) => (nav.scrollLeft = 0));
  await shell.tab('Docket').click();
  await expect(page).toHaveURL(/\/docket/);
});

test('the keyboard reaches the page past the header, and the tabs in order', async ({ page, loginScreen }) => {
  const shell = new ShellScreen(page);
  await shell.signIn(loginScreen, guide);
  await page.reload();
  await expect(shell.tab('Docket')).toBeVisible();

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Care Portal' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(shell.tab('Docket')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(shell.tab('Members')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/member-list/guide/${guide.id}`);

  await skip.focus();
  await page.keyboard.press('Enter');
  await expect(shell.main).toBeFocused();
});

test('the language switch sits in the header and translates the shell', async ({ page, loginScreen }) => {
  const shell = new ShellScreen(page);
  await shell.signIn(loginScreen, guide);

  await shell.header.getByLabel('Language').selectOption('es');
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await expect(nav.getByRole('link', { name: 'Agenda' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Miembros' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Llamadas y mensajes de texto' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
});

test('in June the product name turns rainbow and a celebration banner shows', async ({ page, loginScreen }) => {
  const shell = new ShellScreen(page);
  await shell.signIn(loginScreen, guide);

  // The last June that has passed, so the stored token is not yet expired on the page's clock;
  // the month before it first, where no banner shows.
  const today = new Date();
  const year = today.getMonth() > 5 ? today.getFullYear() : today.getFullYear() - 1;
  await page.clock.install({ time: new Date(`${year}-05-15T15:00:00Z`) });
  await page.reload();
  await expect(page.getByRole('link', { name: 'Care Portal' })).toBeVisible();
  await expect(shell.banner(/Happy Pride Month/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Care Portal' })).not.toHaveAttribute('data-rainbow', '');

  await page.clock.setSystemTime(new Date(`${year}-06-15T15:00:00Z`));
  await page.reload();

  await expect(shell.banner(/Happy Pride Month/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Care Portal' })).toHaveAttribute('data-rainbow', '');
});

// Issue #38: at 820 px the header wrapped onto three rows (the tabs under the name, the controls under them).
test('the header stays one row at 820 px, in English and in Spanish, with every tab reachable', async ({
  page,
  loginScreen,
}) => {
  const shell = new ShellScreen(page);
  await shell.signIn(loginScreen, admin);
  await expect(shell.tab('Hospitalizations')).toBeVisible();
  const oneRow = (await shell.header.boundingBox())!.height;
  // The profile menu's trigger: the header's last button.
  const profile = shell.header.getByRole('button').last();
  const rowOf = async (locator: Locator) => {
    const box = (await locator.boundingBox())!;
    return Math.round(box.y + box.height / 2);
  };

  await page.setViewportSize({ width: 820, height: 900 });
  for (const [language, hospitalizations] of [
    ['en', 'Hospitalizations'],
    ['es', 'Hospitalizaciones'],
  ] as const) {
    await shell.header.getByRole('combobox').selectOption(language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    // One row (two were over 100 px; the tabs' scroll bar may add a few).
    await expect.poll(async () => (await shell.header.boundingBox())!.height).toBeLessThan(oneRow * 1.4);
    // The name, the tabs and the controls on one line.
    const line = await rowOf(shell.header.getByRole('link').first());
    expect(Math.abs((await rowOf(shell.header.getByRole('navigation'))) - line)).toBeLessThanOrEqual(4);
    expect(Math.abs((await rowOf(profile)) - line)).toBeLessThanOrEqual(4);
    // A tab past the edge scrolls into view and is followed like any other.
    const tab = shell.header.getByRole('link', { name: hospitalizations, exact: true });
    await tab.click();
    await expect(page).toHaveURL('/hospitalizations');
    await expect(tab).toBeInViewport();
    await shell.header.getByRole('link', { name: language === 'en' ? 'Docket' : 'Agenda', exact: true }).click();
  }
});

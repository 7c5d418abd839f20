/**
 * The Secret Training Admin Page against the real server: an admin opens it from the admin
 * sidebar, sees the training characters with their guide, toggles the training client's provider
 * status (it sticks after a reload, and is put back), and resets the characters after confirming.
 * In Spanish; axe on the page and the confirmation; a guide is kept out on screen and by the server.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { DEMO_ACCOUNTS, expect, test } from './fixtures.ts';
import { expectGuideKeptOut } from './kept-out.ts';
import { ShellScreen } from './shell-screen.ts';

const admin = DEMO_ACCOUNTS.admin;
const guideName = `${DEMO_ACCOUNTS.guide.firstName} ${DEMO_ACCOUNTS.guide.lastName}`;
const CHARACTERS = ['Tara Practice', 'Tess Practice', 'Theo Practice'];

class TrainingScreen {
  constructor(readonly page: Page) {}
  get table() {
    return this.page.getByRole('table', { name: 'Training characters' });
  }
  get providerSwitch() {
    return this.page.getByRole('switch', { name: 'The training client is a provider client' });
  }
  row(name: string) {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }
}

test('an admin toggles the provider status, which sticks after a reload, and resets the training characters', async ({
  page,
  loginScreen,
}, testInfo) => {
  test.setTimeout(180_000);
  const training = new TrainingScreen(page);
  await new ShellScreen(page).openAdminTool(loginScreen, admin, 'Training', '/admin-dashboard/training-admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Secret Training Admin Page');
  await expect(page.getByText('Only admins have an effect', { exact: false })).toBeVisible();
  for (const name of CHARACTERS) await expect(training.row(name)).toContainText(guideName, { timeout: 30_000 });
  await expectAccessible(page, testInfo, 'training page');

  const before = (await training.providerSwitch.getAttribute('aria-checked')) === 'true';
  const after = String(!before);
  await training.providerSwitch.click();
  await expect(training.providerSwitch).toHaveAttribute('aria-checked', after);
  // Confirmed by the server: a reload reads it back from there.
  await expect(async () => {
    await page.reload();
    await expect(training.providerSwitch).toHaveAttribute('aria-checked', after, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await training.providerSwitch.click();
  await expect(training.providerSwitch).toHaveAttribute('aria-checked', String(before));

  await page.getByRole('button', { name: 'Reset training characters' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Reset training characters' });
  await expect(confirm).toContainText('goes back to its seeded status, stage and guide');
  await expectAccessible(page, testInfo, 'reset confirmation');
  await confirm.getByRole('button', { name: 'Yes, reset now' }).click();
  await expect(page.getByText('Training characters reset successfully')).toBeVisible({ timeout: 30_000 });
  await expect(confirm).toHaveCount(0);
  for (const name of CHARACTERS) await expect(training.row(name)).toContainText(guideName);
});

test('the training page speaks Spanish, and a guide is kept out on screen and by the server', async ({
  page,
  loginScreen,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  await loginScreen.signInQuietly(admin.email);
  await page.evaluate(() => localStorage.setItem('language', 'es'));
  await page.goto('/admin-dashboard/training-admin');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Página secreta de administración de capacitación' }),
  ).toBeVisible();
  await expect(page.getByRole('switch', { name: 'El cliente de capacitación es un cliente proveedor' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Personajes de capacitación' })).toContainText('Tara Practice');
  await page.getByRole('button', { name: 'Restablecer personajes de capacitación' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('vuelve a su estado, etapa y guía iniciales');
  await expectAccessible(page, testInfo, 'training page in Spanish');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar' }).click();

  await expectGuideKeptOut(browser, baseURL, {
    screen: '/admin-dashboard/training-admin',
    api: '/users/training-characters',
  });
});

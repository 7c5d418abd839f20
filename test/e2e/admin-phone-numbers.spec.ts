/**
 * Phone Number Management against the real server: an admin opens it from the admin sidebar, is
 * refused an empty form and an invalid number in the drawer, adds a number typed as people write it
 * (shown as read, stored in E.164) and makes it the default, finds it by its digits and renames it;
 * a second admin's browser follows each change live, the old default cleared included. In Spanish;
 * axe on the page and the drawer; a guide is kept out on screen and by the server.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { DEMO_ACCOUNTS, expect, LoginScreen, test } from './fixtures.ts';
import { expectGuideKeptOut } from './kept-out.ts';
import { ShellScreen } from './shell-screen.ts';

const admin = DEMO_ACCOUNTS.admin;

class PhoneNumbersScreen {
  constructor(readonly page: Page) {}
  get table() {
    return this.page.getByRole('table', { name: 'Phone numbers' });
  }
  get drawer() {
    return this.page.getByRole('dialog');
  }
  row(name: string) {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }
  /** The rows whose Default column (the fifth) says Yes. */
  defaults() {
    return this.table.locator('tbody tr').filter({ has: this.page.locator('td:nth-child(5)', { hasText: /^Yes$/ }) });
  }
  async open(): Promise<void> {
    await this.page.goto('/admin-dashboard/phone-numbers');
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Phone Number Management');
  }
}

/** A valid Chicago number no other run holds: 312, an exchange from 200, four digits. */
function uniqueDigits(): string {
  const exchange = 200 + Math.floor(Math.random() * 700);
  const line = String(Math.floor(Math.random() * 10000)).padStart(4, '0');
  return `312${exchange}${line}`;
}

test('an admin adds a default number, finds it and renames it, and another admin sees each change live', async ({
  page,
  loginScreen,
  browser,
  baseURL,
}, testInfo) => {
  // Two browsers, three axe scans and a dozen saves: over two minutes on two busy cores.
  test.setTimeout(180_000);
  const shell = new ShellScreen(page);
  const numbers = new PhoneNumbersScreen(page);
  await shell.openAdminTool(loginScreen, admin, 'Phone Number Management', '/admin-dashboard/phone-numbers');
  await expect(numbers.table.getByRole('row')).not.toHaveCount(0);
  await expectAccessible(page, testInfo, 'phone number management');

  const other = await browser.newContext({ baseURL });
  try {
    const otherPage = await other.newPage();
    const otherNumbers = new PhoneNumbersScreen(otherPage);
    await new ShellScreen(otherPage).signIn(new LoginScreen(otherPage), DEMO_ACCOUNTS.superAdmin);
    await otherNumbers.open();
    await expect(otherNumbers.defaults()).toHaveCount(1);

    const name = `Outreach line ${Date.now() % 100000}`;
    const digits = uniqueDigits();
    const read = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
    await page.getByRole('button', { name: 'Add new number' }).click();
    await expect(numbers.drawer).toHaveAccessibleName('Add new number');
    await numbers.drawer.getByRole('button', { name: 'Save' }).click();
    await expect(numbers.drawer.getByText('Display name is required.')).toBeVisible();
    await expect(numbers.drawer.getByText('Phone number is required.')).toBeVisible();
    await numbers.drawer.getByLabel(/^Display name/).fill(name);
    await numbers.drawer.getByLabel(/^Phone number/).fill('555');
    await numbers.drawer.getByRole('button', { name: 'Save' }).click();
    await expect(numbers.drawer.getByText('Enter a valid phone number.')).toBeVisible();
    await numbers.drawer
      .getByLabel(/^Phone number/)
      .fill(`${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)}`);
    await numbers.drawer.getByLabel(/^Time zone/).selectOption('America/Denver');
    await numbers.drawer.getByLabel('Default number').check();
    await numbers.drawer.getByLabel(/^SID/).fill('PN0123456789');
    await expectAccessible(page, testInfo, 'add number drawer');
    await numbers.drawer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Phone number created successfully')).toBeVisible();
    await expect(numbers.drawer).toHaveCount(0);
    // The new row arrives with its change (an add has no optimistic row): allow a loaded machine its lag.
    await expect(numbers.row(name)).toContainText(read, { timeout: 30_000 });
    await expect(numbers.row(name)).toContainText('America/Denver');
    // The one default moved here, on both screens.
    await expect(numbers.defaults()).toHaveCount(1);
    await expect(numbers.defaults()).toContainText(name);
    await expect(otherNumbers.row(name)).toBeVisible();
    await expect(otherNumbers.defaults()).toHaveCount(1);
    await expect(otherNumbers.defaults()).toContainText(name);

    // The search finds it by its digits as stored, and only what matches.
    await page.getByLabel('Search phone numbers').fill(digits);
    await expect(numbers.table.getByRole('row')).toHaveCount(2); // the header and the number
    await page.getByLabel('Search phone numbers').fill('');

    await numbers
      .row(name)
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    await expect(numbers.drawer).toHaveAccessibleName('Edit number');
    await expect(numbers.drawer.getByLabel(/^Phone number/)).toHaveValue(`+1${digits}`);
    await numbers.drawer.getByLabel(/^Display name/).fill(`${name} north`);
    await numbers.drawer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Phone number updated successfully')).toBeVisible();
    await expect(numbers.row(`${name} north`)).toBeVisible();
    await expect(otherNumbers.row(`${name} north`)).toBeVisible();
    await expect(otherNumbers.row(name)).toHaveCount(0);
  } finally {
    await other.close();
  }
});

test('Phone Number Management speaks Spanish, and a guide is kept out on screen and by the server', async ({
  page,
  loginScreen,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  await loginScreen.signInQuietly(admin.email);
  await page.evaluate(() => localStorage.setItem('language', 'es'));
  await page.goto('/admin-dashboard/phone-numbers');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de números de teléfono' })).toBeVisible();
  await page.getByRole('button', { name: 'Agregar nuevo número' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('dialog').getByText('Nombre para mostrar es obligatorio.')).toBeVisible();
  await expectAccessible(page, testInfo, 'add number drawer in Spanish');

  await expectGuideKeptOut(browser, baseURL, {
    screen: '/admin-dashboard/phone-numbers',
    api: '/users/internal-phone-number/get-all-internal-numbers',
  });
});

/**
 * Customers against the real server: an admin opens them from the admin sidebar, adds a customer in
 * the drawer (refused empty), then makes it valid step by step on its page while the list's Is Valid
 * column (in a second admin's browser, live) shrinks from the missing items to a check mark; edits
 * the configs block, a CHW threshold included, and Cancel with unsaved changes asks first. In
 * Spanish; axe on the list, the drawers and the customer page; a guide is kept out.
 */
import type { Page } from '@playwright/test';
import { AuditTrailScreen } from './audit-trail-screen.ts';
import { expectAccessible } from './axe.ts';
import { DEMO_ACCOUNTS, expect, LoginScreen, test } from './fixtures.ts';
import { expectGuideKeptOut } from './kept-out.ts';
import { ShellScreen } from './shell-screen.ts';

const admin = DEMO_ACCOUNTS.admin;

class CustomersScreen {
  constructor(readonly page: Page) {}
  get table() {
    return this.page.getByRole('table', { name: 'Customers' });
  }
  get drawer() {
    return this.page.getByRole('dialog');
  }
  row(name: string) {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }
  /** The row's Is Valid cell (the third). */
  isValid(name: string) {
    return this.row(name).locator('td:nth-child(3)');
  }
  block(name: string) {
    return this.page.getByRole('region', { name });
  }
  async open(): Promise<void> {
    await this.page.goto('/admin-dashboard/customer');
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Customers');
  }
  /** Picks the n-th offered number in a numbers picker of the record block. */
  async pickNumber(label: RegExp, nth: number): Promise<void> {
    await this.block('Customer record').getByRole('button', { name: label }).click();
    await this.page.getByRole('option').nth(nth).click();
    await this.page.keyboard.press('Escape');
  }
}

test('an admin adds a customer and makes it valid step by step while another admin watches the Is Valid column', async ({
  page,
  loginScreen,
  browser,
  baseURL,
}, testInfo) => {
  // Two browsers, four axe scans and a handful of saves: minutes on two busy cores.
  test.setTimeout(240_000);
  const shell = new ShellScreen(page);
  const customers = new CustomersScreen(page);
  await shell.openAdminTool(loginScreen, admin, 'Customers', '/admin-dashboard/customer');
  await expect(customers.table.getByRole('row')).not.toHaveCount(0);
  await expectAccessible(page, testInfo, 'customers list');

  const other = await browser.newContext({ baseURL });
  try {
    const otherPage = await other.newPage();
    const watcher = new CustomersScreen(otherPage);
    await new ShellScreen(otherPage).signIn(new LoginScreen(otherPage), DEMO_ACCOUNTS.superAdmin);
    await watcher.open();

    const name = `Lakeside Health ${Date.now() % 100000}`;
    await page.getByRole('button', { name: 'Add New Customer' }).click();
    await expect(page).toHaveURL('/admin-dashboard/customer/new');
    await expect(customers.drawer).toHaveAccessibleName('Add New Customer');
    await customers.drawer.getByRole('button', { name: 'Save' }).click();
    await expect(customers.drawer.getByText('Name is required.', { exact: true })).toBeVisible();
    await customers.drawer.getByRole('textbox', { name: /^Name/ }).fill(name);
    await customers.drawer.getByRole('textbox', { name: /^Display name/ }).fill(name);
    // A website on the wrong scheme: accepted, but the customer is not valid until it is fixed.
    await customers.drawer.getByRole('textbox', { name: /^Website/ }).fill('http://lakeside.example');
    await expectAccessible(page, testInfo, 'add customer drawer');
    await customers.drawer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Customer created successfully')).toBeVisible();
    await expect(page).toHaveURL('/admin-dashboard/customer');
    await expect(customers.isValid(name)).toHaveText('Missing: market numbers, feedback numbers, website');
    await expect(customers.row(name)).toContainText('CG Only');
    await expect(watcher.isValid(name)).toHaveText('Missing: market numbers, feedback numbers, website', {
      timeout: 30_000,
    });

    await customers
      .row(name)
      .getByRole('button', { name: `View details of ${name}` })
      .click();
    await expect(customers.drawer).toHaveAccessibleName(`Customer details: ${name}`);
    await expect(customers.drawer.getByText('Website should start with "https://"')).toBeVisible();
    await expect(customers.drawer.getByText('No Consents configured for customer')).toBeVisible();
    await expectAccessible(page, testInfo, 'customer details drawer');
    await customers.drawer.getByRole('link', { name: 'Open customer page' }).click();
    await expect(page).toHaveURL(/\/admin-dashboard\/customer\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expectAccessible(page, testInfo, 'customer page');

    // Step 1: the website.
    const record = customers.block('Customer record');
    await record.getByRole('button', { name: 'Edit Customer record' }).click();
    await record.getByRole('textbox', { name: /^Website/ }).fill('https://lakeside.example');
    await record.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Customer updated successfully').first()).toBeVisible();
    await expect(record.getByText('https://lakeside.example')).toBeVisible();
    await expect(watcher.isValid(name)).toHaveText('Missing: market numbers, feedback numbers', { timeout: 30_000 });

    // Step 2: a market number; step 3: a feedback number, and the column shows a check mark.
    await record.getByRole('button', { name: 'Edit Customer record' }).click();
    await customers.pickNumber(/^Market numbers/, 0);
    await record.getByRole('button', { name: 'Save' }).click();
    await expect(watcher.isValid(name)).toHaveText('Missing: feedback numbers', { timeout: 30_000 });
    await record.getByRole('button', { name: 'Edit Customer record' }).click();
    // Another number: one chosen as both keeps its market role.
    await customers.pickNumber(/^Feedback numbers/, 1);
    await record.getByRole('button', { name: 'Save' }).click();
    await expect(watcher.isValid(name)).toHaveText('Valid', { timeout: 30_000 });
    await expect(watcher.isValid(name).locator('svg')).toBeVisible();

    // The configs block: Cancel with unsaved changes asks; then a CHW threshold is saved.
    const configs = customers.block('Customer configs');
    await configs.getByRole('button', { name: 'Edit Customer configs' }).click();
    const initial = configs.getByRole('spinbutton', { name: /^CHW initial minutes/ });
    await initial.fill('75');
    await configs.getByRole('button', { name: 'Cancel' }).click();
    const question = page.getByRole('alertdialog', { name: 'Unsaved changes' });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect(initial).toHaveValue('75');
    await configs.getByRole('spinbutton', { name: /^CHW add-on minutes/ }).fill('25');
    await configs.getByRole('button', { name: 'Save' }).click();
    await expect(configs.getByRole('button', { name: 'Edit Customer configs' })).toBeVisible();
    await expect(configs.getByText('75', { exact: true })).toBeVisible();
    await expect(configs.getByText('25', { exact: true })).toBeVisible();

    // Cancel without changes closes at once; with changes, Close without saving drops them.
    await configs.getByRole('button', { name: 'Edit Customer configs' }).click();
    await configs.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toHaveCount(0);
    await configs.getByRole('button', { name: 'Edit Customer configs' }).click();
    await configs.getByRole('spinbutton', { name: /^CHW initial minutes/ }).fill('80');
    await configs.getByRole('button', { name: 'Cancel' }).click();
    await question.getByRole('button', { name: 'Close without saving' }).click();
    await expect(configs.getByText('75', { exact: true })).toBeVisible();
  } finally {
    await other.close();
  }
});

test('Customers speak Spanish, and a guide is kept out on screen and by the server', async ({
  page,
  loginScreen,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  await loginScreen.signInQuietly(admin.email);
  await page.evaluate(() => localStorage.setItem('language', 'es'));
  await page.goto('/admin-dashboard/customer');
  await expect(page.getByRole('columnheader', { name: 'Es válido' })).toBeVisible();
  await page.getByRole('button', { name: 'Agregar nuevo cliente' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('dialog').getByText('Nombre es obligatorio.', { exact: true })).toBeVisible();
  await expectAccessible(page, testInfo, 'add customer drawer in Spanish');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();

  // The main customer's page: its segments in Spanish, and a taken name refused in Spanish.
  await page.goto('/admin-dashboard/customer/00000000-0000-4000-8000-000000000001');
  const segments = page.getByRole('region', { name: 'Segmentos' });
  await expect(segments.getByRole('cell', { name: 'High risk', exact: true })).toBeVisible();
  await segments.getByRole('button', { name: 'Agregar segmento' }).click();
  await page
    .getByRole('dialog')
    .getByRole('textbox', { name: /^Nombre del segmento/ })
    .fill('High risk');
  await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('dialog').getByText('Otro segmento de este cliente tiene este nombre.')).toBeVisible();

  await expectGuideKeptOut(browser, baseURL, { screen: '/admin-dashboard/customer', api: '/clients' });
});

test("an admin adds a customer's consent with its Spanish texts, then withdraws it, and the completeness follows", async ({
  page,
  loginScreen,
}, testInfo) => {
  test.setTimeout(180_000);
  const shell = new ShellScreen(page);
  const customers = new CustomersScreen(page);
  await shell.openAdminTool(loginScreen, admin, 'Customers', '/admin-dashboard/customer');
  const name = `Riverside Care ${Date.now() % 100000}`;
  await page.getByRole('button', { name: 'Add New Customer' }).click();
  await customers.drawer.getByRole('textbox', { name: /^Name/ }).fill(name);
  await customers.drawer.getByRole('textbox', { name: /^Display name/ }).fill(name);
  await customers.drawer.getByRole('textbox', { name: /^Website/ }).fill('https://riverside.example');
  await customers.drawer.getByRole('button', { name: 'Save' }).click();
  await customers
    .row(name)
    .getByRole('button', { name: `View details of ${name}` })
    .click();
  await customers.drawer.getByRole('link', { name: 'Open customer page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const completeness = page.getByRole('region', { name: 'Completeness' });
  await expect(completeness.getByText('No Consents configured for customer')).toBeVisible();

  const consents = page.getByRole('region', { name: 'Consents' });
  await expect(consents.getByText('No consents')).toBeVisible();
  await consents.getByRole('button', { name: 'Add consent' }).click();
  await expect(customers.drawer).toHaveAccessibleName('Add consent');
  await customers.drawer.getByRole('textbox', { name: /^Key/ }).fill('Records Sharing');
  await customers.drawer.getByRole('button', { name: 'Save' }).click();
  await expect(customers.drawer.getByText(/^Key must be lower-case words joined by hyphens/)).toBeVisible();
  await expect(customers.drawer.getByText('Consent text is required.')).toBeVisible();
  await expectAccessible(page, testInfo, 'add consent drawer');

  const english = customers.drawer.getByRole('group', { name: 'English' });
  const spanish = customers.drawer.getByRole('group', { name: 'Spanish' });
  await customers.drawer.getByRole('textbox', { name: /^Key/ }).fill('records-sharing');
  await english.getByRole('textbox', { name: /^Name/ }).fill('Consent to share records');
  await english.getByRole('textbox', { name: /^Short name/ }).fill('Sharing');
  await english.getByRole('textbox', { name: /^Consent text/ }).fill('I agree that my care team may share my records.');
  await english.getByRole('textbox', { name: /^Accept button/ }).fill('I agree');
  await spanish.getByRole('textbox', { name: /^Name/ }).fill('Consentimiento para compartir registros');
  await customers.drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Consent created successfully')).toBeVisible();
  const row = consents.getByRole('row').filter({ hasText: 'Consent to share records' });
  await expect(row).toContainText('records-sharing');
  await expect(row).toContainText('Offered');
  await expect(completeness.getByText('No Consents configured for customer')).toHaveCount(0);

  // Reopened, it holds what was saved; withdrawn, the customer lacks a consent again.
  await row.getByRole('button', { name: 'Edit Consent to share records' }).click();
  await expect(spanish.getByRole('textbox', { name: /^Name/ })).toHaveValue('Consentimiento para compartir registros');
  await expect(spanish.getByRole('textbox', { name: /^Short name/ })).toHaveValue('');
  await customers.drawer.getByRole('checkbox', { name: 'Offered to members' }).uncheck();
  await customers.drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Consent updated successfully')).toBeVisible();
  await expect(row).toContainText('Withdrawn');
  await expect(completeness.getByText('No Consents configured for customer')).toBeVisible();

  // The audit trail says what the edit changed: the term offered before, withdrawn after.
  await page.goto('/admin-dashboard/audit-trail');
  const trail = new AuditTrailScreen(page);
  await trail.filter({ operation: 'updateCustomerTerm' });
  await expect(trail.rows.first()).toContainText('consentTerm updated');
  await expect(trail.rows.first()).toContainText('isActive: true → false');
});

/**
 * Message Templates against the real server: an admin opens All Categories from the admin sidebar,
 * adds a category (refused an empty name) and, in it, a template (refused a variable the text
 * dialog cannot fill), previewed at 50 characters with an ellipsis; a guide whose text dialog is
 * already open in another browser is offered the new category and template at once, and the
 * template fills the message with the member's values. The template is edited, and the open dialog
 * follows. Spanish; axe on the list, a category page and the drawer.
 */
import type { Page } from '@playwright/test';
import { DEMO_MEMBER } from '../../server/seed/fixtures.ts';
import { expectAccessible } from './axe.ts';
import { DEMO_ACCOUNTS, expect, LoginScreen, test } from './fixtures.ts';
import { memberToEdit } from './member-info-screen.ts';
import { MemberPageScreen } from './member-page-screen.ts';
import { ShellScreen } from './shell-screen.ts';
import { addPhone, TextDialogScreen, uniqueNumber } from './texts-screen.ts';

const admin = DEMO_ACCOUNTS.admin;
const guide = DEMO_ACCOUNTS.guide;

class TemplatesScreen {
  constructor(readonly page: Page) {}
  get categories() {
    return this.page.getByRole('navigation', { name: 'Template categories' });
  }
  get drawer() {
    return this.page.getByRole('dialog');
  }
  async open(): Promise<void> {
    await this.page.goto('/admin-dashboard/message-templates');
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Message Templates');
  }
}

test('a template an admin adds is offered at once in a guide’s open text dialog, and follows its edit', async ({
  page,
  loginScreen,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const shell = new ShellScreen(page);
  const templates = new TemplatesScreen(page);
  await shell.openAdminTool(loginScreen, admin, 'Message Templates', '/admin-dashboard/message-templates');
  await expect(page.getByRole('table', { name: 'Template categories' })).toContainText('Introductions');
  await expectAccessible(page, testInfo, 'all categories');

  // The guide's text dialog is open before the template exists.
  const other = await browser.newContext({ baseURL });
  try {
    const guidePage = await other.newPage();
    const member = new MemberPageScreen(guidePage);
    const api = await member.signInBeforeOpening(new LoginScreen(guidePage));
    const someone = await memberToEdit(api, guide.id, [DEMO_MEMBER.id]);
    const phoneId = await addPhone(api, someone.id, uniqueNumber('7777'), 'Texts');
    await member.open(guide.id, someone);
    const texts = new TextDialogScreen(guidePage);
    await texts.open();
    await texts.choosePhone(phoneId);

    const category = `Welcome ${Date.now() % 100000}`;
    await page.getByRole('button', { name: 'Add category' }).click();
    await expect(page).toHaveURL('/admin-dashboard/message-templates/categories/new');
    await expect(templates.drawer).toHaveAccessibleName('Add category');
    await templates.drawer.getByLabel(/^Category name/).fill('');
    await templates.drawer.getByRole('button', { name: 'Save' }).click();
    await expect(templates.drawer.getByText('Category name is required.')).toBeVisible();
    await templates.drawer.getByLabel(/^Category name/).fill(category);
    await templates.drawer.getByLabel(/^Sort order/).fill('1');
    await templates.drawer.getByLabel(/^Member stage/).selectOption('outreach');
    await templates.drawer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Message template category created successfully')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: category })).toBeVisible();
    await expect(templates.categories.getByRole('link', { name: category })).toHaveAttribute('aria-current', 'page');

    const text = `Hello {{memberFirstName}}, welcome to the program! This is {{guideFirstName}}, your guide.`;
    await page.getByRole('button', { name: 'Add template' }).click();
    await expect(templates.drawer).toHaveAccessibleName('Add template');
    await templates.drawer.getByLabel(/^Template/).fill('Your number is {{memberSSN}}');
    await templates.drawer.getByRole('button', { name: 'Save' }).click();
    await expect(
      templates.drawer.getByText('The template names a variable the text dialog cannot fill.'),
    ).toBeVisible();
    await templates.drawer.getByLabel(/^Template/).fill(text);
    await expect(templates.drawer.getByLabel(/^Category/)).toHaveValue(/.+/);
    await expectAccessible(page, testInfo, 'add template drawer');
    await templates.drawer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Message template created successfully')).toBeVisible();
    await expect(templates.drawer).toHaveCount(0);
    const table = page.getByRole('table', { name: `Templates of ${category}` });
    await expect(table).toContainText(`${text.slice(0, 50)}…`);
    await expect(table).toContainText('All customers');
    await expectAccessible(page, testInfo, 'a category page');

    // In the guide's open dialog: the category and its template, filled with the member's values.
    await texts.dialog.getByLabel('Template category').selectOption({ label: category });
    await texts.dialog.getByLabel('Template', { exact: true }).selectOption({ index: 1 });
    await expect(texts.message()).toHaveValue(
      new RegExp(`welcome to the program! This is ${guide.firstName}, your guide\\.`),
    );
    await expect(texts.message()).not.toHaveValue(/\{\{/);

    // Edited here, the dialog offers the new words.
    await table.getByRole('button', { name: /^Edit template/ }).click();
    await expect(page).toHaveURL(/\/templates\/[0-9a-f-]+\/edit$/);
    await templates.drawer.getByLabel(/^Template/).fill('See you soon, {{memberFirstName}}.');
    await templates.drawer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Message template updated successfully')).toBeVisible();
    await expect(table).toContainText('See you soon, {{memberFirstName}}.');
    await expect(texts.dialog.getByLabel('Template', { exact: true })).toContainText('See you soon');
  } finally {
    await other.close();
  }
});

test('Message Templates speaks Spanish', async ({ page, loginScreen }, testInfo) => {
  test.setTimeout(120_000);
  await loginScreen.signInQuietly(admin.email);
  await page.evaluate(() => localStorage.setItem('language', 'es'));
  await page.goto('/admin-dashboard/message-templates/categories/introductions');
  await expect(page.getByRole('heading', { level: 1, name: 'Plantillas de mensajes' })).toBeVisible();
  await page.getByRole('button', { name: 'Agregar plantilla' }).click();
  await page
    .getByRole('dialog')
    .getByLabel(/^Plantilla/)
    .fill('');
  await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('dialog').getByText('Plantilla es obligatorio.')).toBeVisible();
  await expectAccessible(page, testInfo, 'add template drawer in Spanish');
});

/**
 * Needs Content against the real server: an admin opens it from the admin sidebar, adds a needs
 * issue of this test's own (an empty form is refused with the field messages and adds nothing), and
 * a guide whose Add need dialog is already open in another browser finds it at once; the admin
 * edits it at its own address and the guide's open dialog follows (its label and target window).
 * Closing a changed dialog asks first. A Z-code carries its key, overview, issues and assistances. Spanish; axe on
 * the page and the dialog; a guide is kept out.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { accessTokenOf } from './docket-screen.ts';
import { DEMO_ACCOUNTS, expect, LoginScreen, test } from './fixtures.ts';
import { memberToEdit } from './member-info-screen.ts';
import { MemberPageScreen } from './member-page-screen.ts';
import { NeedsScreen } from './needs-screen.ts';
import { ShellScreen } from './shell-screen.ts';

const admin = DEMO_ACCOUNTS.admin;
const guide = DEMO_ACCOUNTS.guide;
const ISSUES_PATH = '/admin-dashboard/needs-content/issues';

class NeedsContentScreen {
  constructor(readonly page: Page) {}
  get kinds() {
    return this.page.getByRole('navigation', { name: 'Needs metadata kinds' });
  }
  get dialog() {
    return this.page.getByRole('dialog');
  }
  field(label: RegExp) {
    return this.dialog.getByLabel(label);
  }
  async save(): Promise<void> {
    await this.dialog.getByRole('button', { name: /^(Save|Guardar)$/ }).click();
  }
}

test('an issue an admin adds is found at once in a guide’s open need dialog, which follows its edit', async ({
  page,
  loginScreen,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const shell = new ShellScreen(page);
  const content = new NeedsContentScreen(page);
  await shell.openAdminTool(loginScreen, admin, 'Needs Content', ISSUES_PATH);
  await expect(content.kinds.getByRole('link', { name: 'Issues' })).toHaveAttribute('aria-current', 'page');
  const table = page.getByRole('table', { name: 'Issues' });
  await expect(table).toContainText('Food insecurity');
  await expectAccessible(page, testInfo, 'issues page');

  // The activities table cuts its overview at 50 characters.
  await content.kinds.getByRole('link', { name: 'Activities' }).click();
  await expect(page).toHaveURL('/admin-dashboard/needs-content/activities');
  await expect(page.getByRole('table', { name: 'Activities' })).toContainText(
    'Connect the member with a community program that m…',
  );
  await content.kinds.getByRole('link', { name: 'Issues' }).click();

  // The guide's Add need dialog is open before the issue exists.
  const other = await browser.newContext({ baseURL });
  try {
    const guidePage = await other.newPage();
    const member = new MemberPageScreen(guidePage);
    const needs = new NeedsScreen(guidePage);
    const api = await member.signInBeforeOpening(new LoginScreen(guidePage));
    await member.open(guide.id, await memberToEdit(api, guide.id));
    await needs.tab().click();
    await needs.panel.getByRole('button', { name: 'Add need' }).click();
    await expect(needs.dialog).toHaveAccessibleName('Add need');

    const stamp = Date.now() % 1_000_000;
    const label = `Rent arrears ${stamp}`;
    await page.getByRole('button', { name: 'Add New Needs Issue' }).click();
    await expect(content.dialog).toHaveAccessibleName('Add New Needs Issue');
    await content.field(/^Label/).fill(label);
    await content.field(/^Key/).fill(`rent-arrears-${stamp}`);
    await content.field(/^Category/).selectOption({ label: 'Housing stability' });
    await content.field(/^Default time frame \(days\)/).fill('21');
    await content.field(/^Tag cloud/).fill('housing, rent');
    await expectAccessible(page, testInfo, 'add issue dialog');
    await content.save();
    await expect(page.getByText('Issue created successfully')).toBeVisible();
    await expect(content.dialog).toHaveCount(0);

    await needs.chooseIssue(`arrears ${stamp}`, label);
    await expect(needs.dialog.getByText('Target window: 21 days to work on this need.')).toBeVisible({
      timeout: 30_000,
    });

    // Edited at its own address (the new issue is on the last page); the guide's open dialog follows.
    const pages = page.getByRole('navigation', { name: 'Pages of Issues' });
    for (let turn = 0; turn < 20 && !(await table.getByRole('link', { name: label }).isVisible()); turn++)
      await pages.getByRole('button', { name: 'Next' }).click();
    await table.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(/\/admin-dashboard\/needs-content\/issues\/[0-9a-f-]+\/edit$/);
    await expect(content.dialog).toHaveAccessibleName('Edit Issue');
    await content.field(/^Label/).fill(`${label} renamed`);
    await content.field(/^Default time frame \(days\)/).fill('45');
    await content.save();
    await expect(page.getByText('Issue updated successfully')).toBeVisible();
    await expect(page).toHaveURL(ISSUES_PATH);
    await expect(table).toContainText(`${label} renamed`);
    await expect(needs.dialog.getByText('Target window: 45 days to work on this need.')).toBeVisible({
      timeout: 30_000,
    });
    // Its new label is what the guide's search finds now.
    await needs.chooseIssue(`${stamp} renamed`, `${label} renamed`);
  } finally {
    await other.close();
  }
});

test('an empty form shows the field messages and adds nothing; a changed dialog asks before closing', async ({
  page,
  loginScreen,
}) => {
  test.setTimeout(120_000);
  const content = new NeedsContentScreen(page);
  await new ShellScreen(page).signIn(loginScreen, admin, '/admin-dashboard/needs-content/domains');
  const table = page.getByRole('table', { name: 'Domains' });
  await expect(table).toContainText('Economic stability');
  const rows = await table.getByRole('row').count();

  await page.getByRole('button', { name: 'Add New Needs Domain' }).click();
  await content.field(/^Sort order/).fill('');
  await content.save();
  await expect(content.dialog.getByText('Label is required.')).toBeVisible();
  await expect(content.dialog.getByText('Key is required.')).toBeVisible();
  await expect(content.dialog.getByText('Sort order is required.')).toBeVisible();
  await content.field(/^Key/).fill('Bad Key');
  await content.save();
  await expect(
    content.dialog.getByText('Use only lower-case letters, digits and hyphens in the key, at most 100.'),
  ).toBeVisible();
  await content.field(/^Key/).fill('');
  await content.field(/^Sort order/).fill('0');
  await content.save();
  await expect(content.dialog.getByText('Sort order must be a whole number from 1 to 9999.')).toBeVisible();
  await content.dialog.getByRole('button', { name: 'Cancel' }).click();
  // Only the sort order differs from how it opened: it asks, and nothing was added.
  await page.getByRole('alertdialog').getByRole('button', { name: 'Close without saving' }).click();
  await expect(content.dialog).toHaveCount(0);
  await expect(table.getByRole('row')).toHaveCount(rows);

  // A changed item asks before it closes, and keeps what was typed when the admin keeps editing.
  await table.getByRole('link', { name: 'Economic stability' }).click();
  await expect(page).toHaveURL(/\/domains\/[0-9a-f-]+\/edit$/);
  await content.field(/^Label/).fill('Economic stability and more');
  await page.keyboard.press('Escape');
  const confirmation = page.getByRole('alertdialog');
  await expect(confirmation).toContainText('You have unsaved changes. Are you sure you want to close without saving?');
  await confirmation.getByRole('button', { name: 'Keep editing' }).click();
  await expect(content.field(/^Label/)).toHaveValue('Economic stability and more');
  await content.dialog.getByRole('button', { name: 'Cancel' }).click();
  await confirmation.getByRole('button', { name: 'Close without saving' }).click();
  await expect(content.dialog).toHaveCount(0);
  await expect(page).toHaveURL('/admin-dashboard/needs-content/domains');
  await expect(table).toContainText('Economic stability');
  await expect(table).not.toContainText('Economic stability and more');
});

test('a Z-code is added with its key, overview, issues and assistances, and its lists edited as comma-separated text', async ({
  page,
  loginScreen,
}) => {
  test.setTimeout(120_000);
  const content = new NeedsContentScreen(page);
  await new ShellScreen(page).signIn(loginScreen, admin, '/admin-dashboard/needs-content/zcodes');
  // The first page: the codes in order, each with its key.
  const table = page.getByRole('table', { name: 'Zcodes' });
  await expect(table.getByRole('row').filter({ hasText: 'Z55.0' })).toContainText('z55-0');
  // A code and key of this run's own: the demo's database outlives a retry.
  const suffix = Math.random().toString(36).slice(2, 6).toUpperCase();
  const code = `Z65.${suffix}`;
  await page.getByRole('button', { name: 'Add New Needs Zcode' }).click();
  await content.field(/^Label/).fill(code);
  await content.field(/^Key/).fill(`z65-${suffix.toLowerCase()}`);
  await content.field(/^Overview/).fill('Problems related to a damp home');
  await content.field(/^Issues/).fill('Mold at home,  No heating, ');
  await content.field(/^Assistances/).fill('Home repair referral');
  await content.save();
  await expect(page.getByRole('status').filter({ hasText: 'Zcode created successfully' })).toBeVisible();
  await expect(content.dialog).toHaveCount(0);

  await page.goto(`/admin-dashboard/needs-content/zcodes/${code}/edit`);
  await expect(content.dialog).toHaveAccessibleName('Edit Zcode');
  await expect(content.field(/^Label/)).toHaveValue(code);
  await expect(content.field(/^Label/)).toHaveAttribute('readonly', '');
  await expect(content.field(/^Issues/)).toHaveValue('Mold at home, No heating');
  await content.field(/^Assistances/).fill('Home repair referral, Space heater program');
  await content.save();
  await expect(page.getByRole('status').filter({ hasText: 'Zcode updated successfully' })).toBeVisible();
  await page.goto(`/admin-dashboard/needs-content/zcodes/${code}/edit`);
  await expect(content.field(/^Assistances/)).toHaveValue('Home repair referral, Space heater program');
});

test('Needs Content speaks Spanish', async ({ page, loginScreen }, testInfo) => {
  test.setTimeout(120_000);
  const content = new NeedsContentScreen(page);
  await loginScreen.signInQuietly(admin.email);
  await page.evaluate(() => localStorage.setItem('language', 'es'));
  await page.goto('/admin-dashboard/needs-content/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Contenido de necesidades' })).toBeVisible();
  await page.getByRole('button', { name: 'Agregar nueva categoría de necesidades' }).click();
  await content.save();
  await expect(content.dialog.getByText('Etiqueta es obligatorio.')).toBeVisible();
  await expect(content.dialog.getByText(/^Dominio es obligatorio/)).toBeVisible();
  await expectAccessible(page, testInfo, 'add category dialog in Spanish');
});

test('a guide is kept out of Needs Content, and the server refuses their write', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  // The shared helper probes a GET; Needs Content has none of its own for admins (the metadata is
  // every guide's to read), so the refusal checked here is of a write.
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await new ShellScreen(page).signIn(new LoginScreen(page), guide, ISSUES_PATH);
    await expect(page).toHaveURL(`/docket/guide/${guide.id}`);
    const answer = await page.request.post('/api/needs/metadata/domains', {
      headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
      data: { id: crypto.randomUUID(), key: 'kept-out', name: 'Kept out', sortOrder: 1 },
    });
    expect(answer.status()).toBe(403);
  } finally {
    await context.close();
  }
});

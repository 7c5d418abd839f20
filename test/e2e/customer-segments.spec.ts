/**
 * Customers' segments against the real server (#34): the supervisor, in a browser of their own, has
 * a member's Member info open on its Segment choice; an admin, on the member's customer's page, is
 * refused an empty name, adds a segment, is refused the same name again; the supervisor sees it
 * offered live and puts the member in it; the admin renames it and the member's choice follows;
 * the admin deletes it (asked first) and the member has no segment, live. Axe on the block and
 * its dialog.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { consoleErrorsOf } from './console-guard.ts';
import { accessTokenOf, GuideApi } from './docket-screen.ts';
import { DEMO_ACCOUNTS, expect, test } from './fixtures.ts';
import { memberToEdit, openInSecondBrowser } from './member-info-screen.ts';
import { MemberPageScreen } from './member-page-screen.ts';
import { ShellScreen } from './shell-screen.ts';

const admin = DEMO_ACCOUNTS.admin;

class SegmentsBlock {
  constructor(readonly page: Page) {}
  get region() {
    return this.page.getByRole('region', { name: 'Segments' });
  }
  get dialog() {
    return this.page.getByRole('dialog');
  }
  row(name: string) {
    return this.region.getByRole('row').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }
  async add(name: string): Promise<void> {
    await this.region.getByRole('button', { name: 'Add segment' }).click();
    await expect(this.dialog).toHaveAccessibleName('Add segment');
    await this.dialog.getByRole('textbox', { name: /^Segment name/ }).fill(name);
    await this.dialog.getByRole('button', { name: 'Save' }).click();
  }
}

test("an admin adds, renames and deletes a customer's segment while a member's Segment choice follows live", async ({
  page,
  loginScreen,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const shell = new ShellScreen(page);
  const block = new SegmentsBlock(page);
  await shell.openAdminTool(loginScreen, admin, 'Customers', '/admin-dashboard/customer');

  const api = new GuideApi(new URL(page.url()).origin, await accessTokenOf(page));
  const member = await memberToEdit(api, DEMO_ACCOUNTS.guide.id);
  const { clientId } = await api.get<{ clientId: string }>(`/users/${member.id}`);
  const { context, info } = await openInSecondBrowser(browser, baseURL!, member.assignedGuideId!, member);
  const supervisorErrors = consoleErrorsOf(context);
  try {
    await new MemberPageScreen(info.page).tab('Member info').click();
    const choice = info.panel.getByRole('combobox', { name: 'Segment' });
    // The customer's demo segments are offered (which one the member is in, an earlier run may have changed).
    await expect(choice.getByRole('option', { name: 'High risk' })).toHaveCount(1);

    await page.goto(`/admin-dashboard/customer/${clientId}`);
    await expect(block.row('High risk')).toBeVisible();
    await expect(block.region.getByRole('row')).toHaveCount(4);
    await block.add('  ');
    await expect(block.dialog.getByText('Name is required.')).toBeVisible();
    await expectAccessible(page, testInfo, 'add segment dialog');
    const name = `Pilot ${Date.now() % 100000}`;
    await block.dialog.getByRole('textbox', { name: /^Segment name/ }).fill(name);
    await block.dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Segment added successfully')).toBeVisible();
    await expect(block.row(name)).toBeVisible();
    await block.add(name);
    await expect(block.dialog.getByText('Another segment of this customer has this name.')).toBeVisible();
    await block.dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Close without saving' }).click();
    await expect(block.dialog).toHaveCount(0);
    await expectAccessible(page, testInfo, 'customer page with segments');

    // Offered live on Member info; chosen, the member is in it.
    await choice.selectOption({ label: name });
    await expect(info.toast('Segment updated successfully')).toBeVisible();
    await expect(choice.locator('option:checked')).toHaveText(name);

    await block
      .row(name)
      .getByRole('button', { name: `Rename ${name}` })
      .click();
    await expect(block.dialog).toHaveAccessibleName('Rename segment');
    await block.dialog.getByRole('textbox', { name: /^Segment name/ }).fill(`${name} B`);
    await block.dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Segment renamed successfully')).toBeVisible();
    await expect(choice.locator('option:checked')).toHaveText(`${name} B`);

    await block
      .row(`${name} B`)
      .getByRole('button', { name: `Delete ${name} B` })
      .click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Its members will have no segment.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Segment deleted successfully')).toBeVisible();
    await expect(block.row(`${name} B`)).toHaveCount(0);
    await expect(choice.locator('option:checked')).toHaveText('No segment');
    await expect(choice.getByRole('option', { name: `${name} B` })).toHaveCount(0);
    expect(supervisorErrors, "the supervisor's browser shows no console error").toEqual([]);
  } finally {
    await context.close();
  }
});

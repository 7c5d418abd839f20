/** The admin portal's audit trail page (/admin-dashboard/audit-trail), as an examiner uses it. */
import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';

export class AuditTrailScreen {
  readonly heading: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly adminTools: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Audit trail' });
    this.table = page.getByRole('table', { name: 'Audit trail entries, newest first' });
    this.rows = this.table.locator('tbody tr[data-row-id]');
    this.adminTools = page.getByRole('navigation', { name: 'Admin tools' });
  }

  /** From the admin portal's sidebar. */
  async openFromSidebar(): Promise<void> {
    const link = this.adminTools.getByRole('link', { name: 'Audit trail' });
    await link.click();
    await expect(this.page).toHaveURL('/admin-dashboard/audit-trail');
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(this.heading).toBeVisible();
  }

  field(label: string): Locator {
    return this.page.getByRole('form', { name: 'Audit trail filters' }).getByLabel(label, { exact: true });
  }

  async filter(values: { member?: string; user?: string; operation?: string }): Promise<void> {
    if (values.member !== undefined) await this.field('Member').fill(values.member);
    if (values.user !== undefined) await this.field('User').fill(values.user);
    if (values.operation !== undefined) await this.field('Operation').selectOption(values.operation);
    await this.page.getByRole('button', { name: 'Apply filters' }).click();
  }

  /** Clicks Export CSV and answers the downloaded file's text. */
  async exportCsv(): Promise<{ name: string; text: string }> {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    const path = await file.path();
    return { name: file.suggestedFilename(), text: await readFile(path, 'utf8') };
  }

  async verifyChain(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Verify chain' }).click();
    return this.page.getByRole('status').filter({ hasText: /^The chain is / });
  }
}

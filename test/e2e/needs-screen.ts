/** The member page's Needs tab and its dialogs, as a guide uses them. */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import type { GuideApi } from './docket-screen.ts';

export class NeedsScreen {
  readonly panel: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('tabpanel', { name: /^(Needs|Necesidades)$/ });
    this.dialog = page.getByRole('dialog');
  }

  tab(): Locator {
    return this.page.getByRole('tab', { name: /^(Needs|Necesidades)$/ });
  }

  /** A need of the list, found by a piece of its text (its reason). */
  need(text: string): Locator {
    return this.panel.getByRole('listitem').filter({ hasText: text });
  }

  async menu(need: Locator, item: string): Promise<void> {
    await need.getByRole('button', { name: /^(Actions for|Acciones para)/ }).click();
    await this.page.getByRole('menuitem', { name: item, exact: true }).click();
  }

  toast(text: string): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }

  async chooseIssue(search: string, label: string): Promise<void> {
    const input = this.dialog.getByRole('combobox', { name: /^(Issue|Problema)/ });
    await input.fill(search);
    await this.page.getByRole('option', { name: new RegExp(`^${label}`) }).click();
  }

  async typeReason(text: string): Promise<void> {
    const editor = this.dialog.getByRole('textbox', { name: /^(Reason|Motivo)/ });
    await editor.click();
    await this.page.keyboard.type(text);
  }

  async save(): Promise<void> {
    await this.dialog.getByRole('button', { name: /^(Save|Guardar)$/ }).click();
  }
}

/** A member of another guide with a fresh need list for the test (the API answers the member's name). */
export async function memberDetails(api: GuideApi, memberId: string): Promise<{ id: string; name: string }> {
  const user = await api.get<{ id: string; name: string }>(`/users/${memberId}`);
  return { id: user.id, name: user.name };
}

export { expect };

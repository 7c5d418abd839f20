/**
 * The Note and Visit dialogs as a user drives them from the member page: the 'New interaction'
 * speed dial, the rich-text note, the draft's save indicator, the visit's fields, and the feed
 * entries they leave.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export class NotesVisitsScreen {
  readonly dialog: Locator;
  readonly confirmation: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog');
    this.confirmation = page.getByRole('alertdialog');
  }

  /** Opens 'New interaction' and picks the item ('Note', 'Visit', or their Spanish). */
  async newInteraction(
    item: string,
    trigger: string | RegExp = /^(New interaction|Nueva interacción)$/,
  ): Promise<void> {
    await this.page.getByRole('button', { name: trigger }).click();
    await this.page.getByRole('menuitem', { name: item, exact: true }).click();
    await expect(this.dialog).toBeVisible();
  }

  /** The dialog's rich-text box labelled Note (Nota), '(Required)' or not. */
  editor(): Locator {
    return this.dialog.getByRole('textbox', { name: /^(Note|Nota)(\s*\((Required|Requerido)\))?$/ });
  }

  /** Types at the end of the rich-text box, as a user does. */
  async type(text: string): Promise<void> {
    const editor = this.editor();
    await editor.click();
    await this.page.keyboard.press('ControlOrMeta+End');
    await this.page.keyboard.type(text);
  }

  /** Empties the rich-text box (a draft another test left may have filled it). */
  async clear(): Promise<void> {
    await this.editor().click();
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.press('Delete');
  }

  /** The draft's save indicator. */
  get indicator(): Locator {
    return this.dialog.locator('[data-save-indicator]');
  }

  /** A field of the open dialog by its label (a required field's label may end '(Required)'). */
  field(label: string): Locator {
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.dialog.getByLabel(new RegExp(`^${escaped}(\\s*\\((Required|Requerido)\\))?$`));
  }

  async save(): Promise<void> {
    await this.dialog.getByRole('button', { name: /^(Save|Guardar)$/ }).click();
  }

  toast(text: string): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }
}

/** A text no other run has written. */
export const uniqueText = (what: string) =>
  `${what} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

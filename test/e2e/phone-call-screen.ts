/**
 * The Phone call dialog as a guide drives it: placing a call from the member page's 'New
 * interaction', its live state, the outcome select and note, the summary that arrives after, and
 * the review drawer its View summary opens.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export class PhoneCallScreen {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog');
  }

  /** Opens 'New interaction' and picks Phone call (or its Spanish). */
  async start(item = 'Phone call', trigger: RegExp = /^(New interaction|Nueva interacción)$/): Promise<void> {
    await this.page.getByRole('button', { name: trigger }).click();
    await this.page.getByRole('menuitem', { name: item, exact: true }).click();
    await expect(this.dialog).toBeVisible();
  }

  /** The call's state line (Connecting…, Connected, Call ended ...). */
  get state(): Locator {
    return this.dialog.getByRole('region', { name: /^(Call status|Estado de la llamada)$/ });
  }

  get outcome(): Locator {
    return this.dialog.getByLabel(/^(Outcome|Resultado)$/);
  }

  /** An outcome's option by its name (a locked one's label goes on with its reason in brackets). */
  option(name: string): Locator {
    return this.outcome.locator('option').filter({ hasText: new RegExp(`^${name}( \\(|$)`) });
  }

  get summary(): Locator {
    return this.dialog.getByRole('region', { name: /^(Call summary|Resumen de la llamada)$/ });
  }

  button(name: string | RegExp): Locator {
    return this.dialog.getByRole('button', { name });
  }

  /** The call review drawer (View summary), over the dialog: the dialog that holds 'My notes'. */
  get drawer(): Locator {
    return this.page
      .getByRole('dialog')
      .filter({ has: this.page.getByRole('heading', { name: /^(My notes|Mis notas)$/ }) });
  }

  /** The drawer's 'My notes' editor. */
  get myNotes(): Locator {
    return this.drawer.getByRole('textbox', { name: /^(My notes|Mis notas)$/ });
  }
}

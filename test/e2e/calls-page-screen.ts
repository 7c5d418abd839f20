/**
 * The calls and texts page's page object, and the simulated carrier's side of a call (the same
 * signed webhooks the simulator and `npm run simulate:call` deliver).
 */
import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import { DEFAULT_TELEPHONY_WEBHOOK_SECRET } from '../../server/config.ts';
import { inboundScript, newCallSid } from '../../server/telephony/call-scripts.ts';
import { deliverWebhook } from '../../server/telephony/deliver.ts';

/** The demo customer's market line (server/seed/staff.ts): calls to it belong to the demo organisation. */
export const DEMO_LINE = '+13125550180';

/** A number no member has: 737-555-01xx with four random digits. */
export function unknownNumber(): string {
  return `+1737555${String(Math.floor(1000 + Math.random() * 9000))}`;
}

/** '+17375551234' as the page shows it: '(737) 555-1234'. */
export const shownNumber = (number: string) => `(${number.slice(2, 5)}) ${number.slice(5, 8)}-${number.slice(8)}`;

/** A call from `from` that nobody answers, with a voicemail and its transcription, delivered now. */
export async function missedCallWithVoicemail(baseUrl: string, from: string, words: string): Promise<void> {
  const deliveries = inboundScript(
    { callSid: newCallSid(randomUUID), from, to: DEMO_LINE, talkSeconds: null, voicemail: { seconds: 6, text: words } },
    Date.now(),
  );
  for (const delivery of deliveries) {
    const answer = await deliverWebhook(baseUrl, DEFAULT_TELEPHONY_WEBHOOK_SECRET, delivery);
    if (answer.status >= 300)
      throw new Error(`${delivery.path} answered ${answer.status} ${JSON.stringify(answer.body)}`);
  }
}

export class CallsPageScreen {
  readonly heading: Locator;
  readonly calls: Locator;
  readonly texts: Locator;
  readonly search: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: /^(Calls and texts|Llamadas y mensajes de texto)$/ });
    this.calls = page.getByRole('table', { name: /^(Calls|Llamadas)$/ });
    this.texts = page.getByRole('table', { name: /^(Texts|Mensajes de texto)$/ });
    this.search = page.getByRole('combobox', {
      name: /^(Search by member name or phone number|Buscar por nombre del miembro o número de teléfono)$/,
    });
    this.dialog = page.getByRole('dialog');
  }

  async open(): Promise<void> {
    await this.page.goto('/calls');
    await expect(this.heading).toBeVisible();
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  checkbox(name: string): Locator {
    return this.page.getByRole('checkbox', { name, exact: true });
  }

  /** The rows of the shown table whose text includes `text`. */
  rows(table: Locator, text: string): Locator {
    return table.locator('tbody tr[data-row-id]').filter({ hasText: text });
  }

  /** Types into the search box (the page searches once typing pauses). */
  async searchFor(text: string): Promise<void> {
    await this.search.fill(text);
  }

  /** Opens the row's menu and picks an item. */
  async choose(row: Locator, item: string): Promise<void> {
    await row.getByRole('button', { name: /^(Actions for|Acciones para)/ }).click();
    await this.page.getByRole('menuitem', { name: item, exact: true }).click();
  }

  async menuItems(row: Locator): Promise<string[]> {
    await row.getByRole('button', { name: /^(Actions for|Acciones para)/ }).click();
    const items = await this.page.getByRole('menuitem').allTextContents();
    await this.page.keyboard.press('Escape');
    return items;
  }

  /** In an assign dialog: searches members by name and picks one. */
  async pickMember(name: string): Promise<void> {
    const box = this.dialog.getByRole('combobox', { name: /^(Member|Miembro)/ });
    await box.fill(name.split(' ')[0] ?? name);
    await this.page.getByRole('option', { name, exact: true }).click();
  }

  toast(text: string): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }
}

/**
 * The text message dialog's page object, the guide's API for setting a member's numbers up, and
 * the member's side of the conversation through the simulated SMS provider (`npm run simulate:sms`'s).
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import type { GuideApi } from './docket-screen.ts';

/** A number no other run uses, ending in digits that pick the simulated carrier's outcome ('7777' delivered, '0006' a landline). */
export function uniqueNumber(ending: string): string {
  return `+1312${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}${ending}`;
}

/** Adds a phone number to the member's record as the guide; answers its id. */
export async function addPhone(api: GuideApi, memberId: string, number: string, description: string): Promise<string> {
  const response = await fetch(`${api.baseUrl}/api/interaction/phone-numbers`, {
    method: 'POST',
    headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ memberId, number, description }),
  });
  if (!response.ok) throw new Error(`Adding a phone answered ${response.status}`);
  return String(((await response.json()) as { id: string | number }).id);
}

/** Sends a text as the guide through the API (what a second screen would do); answers the status. */
export async function sendTextByApi(
  api: GuideApi,
  memberId: string,
  phoneNumberId: string,
  text: string,
): Promise<{ status: number; body: { message?: string } }> {
  const response = await fetch(`${api.baseUrl}/api/chat/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ subjectId: memberId, text, phoneNumberId: Number(phoneNumberId) }),
  });
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

/** A 1x1 PNG, to attach. */
export const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export class TextDialogScreen {
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    title = /^(Text message|Mensaje de texto)$/,
  ) {
    this.dialog = page.getByRole('dialog', { name: title });
  }

  async open(item = 'Text message'): Promise<void> {
    await this.page.getByRole('button', { name: /^(New interaction|Nueva interacción)$/ }).click();
    await this.page.getByRole('menuitem', { name: item, exact: true }).click();
    await expect(this.dialog).toBeVisible();
  }

  phone(): Locator {
    return this.dialog.getByLabel(/^(Phone number|Número de teléfono)/);
  }

  async choosePhone(phoneId: string): Promise<void> {
    await this.phone().selectOption(phoneId);
  }

  async useTemplate(categoryId: string, templateId: string): Promise<void> {
    await this.dialog.getByLabel('Template category').selectOption(categoryId);
    await this.dialog.getByLabel('Template', { exact: true }).selectOption(templateId);
  }

  message(): Locator {
    return this.dialog.getByRole('textbox', { name: /^(Message|Mensaje)/ });
  }

  async attach(name: string, buffer: Buffer, mimeType: string): Promise<void> {
    await this.dialog.getByLabel(/^(Attachments|Archivos adjuntos)/).setInputFiles({ name, mimeType, buffer });
  }

  button(name: string | RegExp): Locator {
    return this.dialog.getByRole('button', { name, exact: typeof name === 'string' });
  }

  toast(text: string): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }

  /** The Schedule message dialog (the scheduled-sms flag), opened from this dialog's Schedule button. */
  async openSchedule(): Promise<Locator> {
    await this.button(/^(Schedule|Programar)$/).click();
    return this.page.getByRole('dialog', { name: /^(Schedule message|Programar mensaje)$/ });
  }

  /** Schedule: picks the day ('YYYY-MM-DD') and time ('HH:mm') and confirms. */
  async schedule(day: string, time: string): Promise<void> {
    const dialog = await this.openSchedule();
    await expect(dialog.getByLabel(/^(Date|Fecha)/)).toHaveValue(day);
    await dialog.getByLabel(/^(Time|Hora)/).selectOption(time);
    const confirm = dialog.getByRole('button', { name: /^(Schedule|Programar)$/ });
    // Enabled once the day's scheduling status has answered (asked after 0.5 s of quiet).
    await expect(confirm).toBeEnabled();
    await confirm.click();
  }
}

/** The member's '{n} text(s) scheduled' banner and its drawer. */
export class ScheduledTextsScreen {
  readonly drawer: Locator;

  constructor(readonly page: Page) {
    this.drawer = page.getByRole('dialog', { name: /^(Scheduled messages|Mensajes programados)$/ });
  }

  banner(count: number): Locator {
    return this.page
      .getByRole('status')
      .filter({ hasText: new RegExp(`^${count} (texts? scheduled|mensajes? programados?)`) });
  }

  /** The banner, whatever its count. */
  anyBanner(): Locator {
    return this.page.getByRole('status').filter({ hasText: /^\d+ (texts? scheduled|mensajes? programados?)/ });
  }

  async view(): Promise<void> {
    await this.anyBanner()
      .getByRole('button', { name: /^(View|Ver)$/ })
      .click();
    await expect(this.drawer).toBeVisible();
  }

  /** The drawer's entries, in the order shown. */
  entries(): Locator {
    return this.drawer.getByRole('list', { name: /^(Scheduled messages|Mensajes programados)$/ }).getByRole('listitem');
  }

  entry(text: string | RegExp): Locator {
    return this.entries().filter({ hasText: text });
  }

  toast(text: string): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }

  async close(): Promise<void> {
    await this.drawer
      .getByRole('button', { name: /^(Close|Cerrar)$/ })
      .last()
      .click();
    await expect(this.drawer).toHaveCount(0);
  }
}

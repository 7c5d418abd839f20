/**
 * Stored cross-site scripting: markup written into the free text the portal shows back (a
 * preferred name, an address line, a scheduled event's note, a note and its draft, a text and its
 * attachment's file name), through the real API as the demo guide; and the check that a screen
 * showing them ran nothing and built no element from them.
 */
import { expect, type Page } from '@playwright/test';
import type { GuideApi } from './docket-screen.ts';
import { dayIn, EventsApi } from './docket-events-screen.ts';
import { addPhone, PIXEL_PNG, uniqueNumber } from './texts-screen.ts';

/** Markup that runs if it is ever parsed into the live page: each run counts on `window.__xss`. */
export const PAYLOADS = {
  img: '<img src=x onerror="window.__xss=(window.__xss||0)+1">',
  script: '<script>window.__xss=1</script>',
} as const;

/** The texts one test stored, as the screens must show them (verbatim, as text). */
export interface StoredTexts {
  preferredName: string;
  addressLine: string;
  eventNote: string;
  /** The note's and the draft's visible text (their HTML also carries the raw markup, which must vanish). */
  noteText: string;
  draftText: string;
  messageText: string;
  fileName: string;
  /** The scheduled event's id: its docket row is keyed by it. */
  eventId: string;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A member of another guide no other spec changes: from the second hundred in name order (the
 * other specs' helpers pick from the first hundred, or the demo guide's own members), `index`
 * apart so each test has its own.
 */
export async function memberNobodyElseUses(
  api: GuideApi,
  notGuideId: string,
  index: number,
): Promise<{ id: string; name: string; lastName: string }> {
  type Row = { id: string; name: string; lastName: string; assignedGuideId: string | null };
  const { data } = await api.get<{ data: Row[] }>('/users?page-start=100&page-size=50&orderBy=name');
  const member = data.filter((row) => row.assignedGuideId && row.assignedGuideId !== notGuideId)[index];
  if (!member) throw new Error('Not enough members past the first hundred');
  return member;
}

/** Writes `payload` into every free text of the member that comes back verbatim; answers what the screens must show. */
export async function storeHostileTexts(api: GuideApi, memberId: string, payload: string): Promise<StoredTexts> {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const texts = {
    preferredName: `${payload} ${tag}`,
    addressLine: `${tag} ${payload}`,
    eventNote: `Call back ${tag} ${payload}`,
    noteText: `Note ${tag}: ${payload}`,
    draftText: `Draft ${tag}: ${payload}`,
    messageText: `Attached ${tag} ${payload}`,
  };
  await patch(api, `/users/${memberId}`, { preferredName: texts.preferredName });
  // Primary, so the member list's Address column shows it too.
  await api.post('/interaction/addresses', {
    memberId,
    line1: texts.addressLine,
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    primary: true,
  });
  const events = new EventsApi(api);
  const event = await events.schedule(memberId, {
    type: 'call',
    date: dayIn(await events.timeZone()),
    time: null,
    note: texts.eventNote,
  });
  // Notes are HTML: the payload once as text (which must show as text) and once as raw markup (which must vanish).
  const html = (text: string) => `<p>${escapeHtml(text)}</p>${payload}`;
  await api.post('/notes', { userId: memberId, text: html(texts.noteText) });
  await api.post(`/notes/auto-save?subjectId=${memberId}&type=notes`, { text: html(texts.draftText) });
  // The server keeps a file name's last path segment ('script>.png' of '<script>…</script>.png'): what it answers is what shows.
  const file = await uploadAttachment(api, memberId, `${payload}.png`);
  const phoneNumberId = await addPhone(api, memberId, uniqueNumber('7777'), 'Texts');
  await api.post('/chat/messages', {
    subjectId: memberId,
    text: texts.messageText,
    phoneNumberId: Number(phoneNumberId),
    fileIds: [file.id],
  });
  return { ...texts, fileName: file.name, eventId: event.id };
}

async function patch(api: GuideApi, path: string, body: unknown): Promise<void> {
  const headers = { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' };
  const response = await fetch(`${api.baseUrl}/api${path}`, { method: 'PATCH', headers, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`PATCH ${path} answered ${response.status}`);
}

/** Uploads a PNG under `fileName` as the text dialog does (ask, then PUT the bytes); answers the file's id and name. */
async function uploadAttachment(
  api: GuideApi,
  memberId: string,
  fileName: string,
): Promise<{ id: string; name: string }> {
  const asked = { fileName, mimeType: 'image/png', size: PIXEL_PNG.byteLength, memberId };
  const upload = await api.post<{ url: string; file: { id: string; name: string } }>('/files/presigned-url', asked);
  const response = await fetch(upload.url, {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: PIXEL_PNG,
  });
  if (!response.ok) throw new Error(`Uploading the attachment answered ${response.status}`);
  return upload.file;
}

/** The console's errors and the page's uncaught exceptions from now on: a stored payload that ran or was blocked shows there. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  return errors;
}

/** Nothing the stored markup holds ran, nor became an element of the page, and the console has no error (`errors`: `pageErrors`'). */
export async function expectNothingInjected(page: Page, where: string, errors: readonly string[]): Promise<void> {
  const found = await page.evaluate(() => ({
    ran: (window as unknown as { __xss?: unknown }).__xss ?? null,
    images: document.querySelectorAll('img[src="x"]').length,
    scripts: [...document.querySelectorAll('script')].filter((script) => script.textContent?.includes('__xss')).length,
    handlers: document.querySelectorAll('[onerror]').length,
  }));
  expect({ ...found, errors }, where).toEqual({ ran: null, images: 0, scripts: 0, handlers: 0, errors: [] });
}

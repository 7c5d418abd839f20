/**
 * The docket's Pending events, Late events and Outreach tabs, the member page's Pending events and
 * the Scheduled event dialog, as a user reaches them; and the few server-side steps the tests take
 * on the side (an event scheduled or read through the real API with the signed-in guide's token).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { GuideApi } from './docket-screen.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class DocketEventsScreen {
  readonly dialog: Locator;
  readonly confirmation: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog');
    this.confirmation = page.getByRole('alertdialog');
  }

  async openDocket(guideId: string, day?: string): Promise<void> {
    await this.page.goto(`/docket/guide/${guideId}${day ? `?day=${day}` : ''}`);
  }

  tab(name: RegExp): Locator {
    return this.page.getByRole('tab', { name });
  }

  pendingTab(): Locator {
    return this.tab(/^(Pending events|Eventos pendientes)/);
  }

  lateTab(): Locator {
    return this.tab(/^(Late events|Eventos atrasados)/);
  }

  outreachTab(): Locator {
    return this.tab(/^(Outreach|Contacto inicial)/);
  }

  /** The table of a docket tab (its caption names it). */
  table(name: RegExp): Locator {
    return this.page.getByRole('table', { name });
  }

  /** The count in the Late events badge; NaN while none shows. */
  async lateBadge(): Promise<number> {
    const count = /(\d+)\s*$/.exec((await this.lateTab().textContent()) ?? '')?.[1];
    return count === undefined ? Number.NaN : Number(count);
  }

  /** A table's rows of one member showing all of `texts` (an event, a date/time). */
  rows(table: Locator, memberName: string, ...texts: string[]): Locator {
    let rows = table
      .locator('tbody tr')
      .filter({ has: this.page.getByRole('link', { name: memberName, exact: true }) });
    for (const text of texts) rows = rows.filter({ hasText: text });
    return rows;
  }

  /**
   * The row of one event (by the id the server gave it) of one member, showing all of `texts`:
   * earlier runs' events of that member are not it. Pending events keys its rows by source
   * (`scheduledEvent:<id>`), so the row's key ends with the id.
   */
  eventRow(table: Locator, eventId: string, memberName: string, ...texts: string[]): Locator {
    return this.rows(table, memberName, ...texts).and(table.locator(`tbody tr[data-row-id$="${eventId}"]`));
  }

  /** Picks an item of a row's action menu. */
  async act(row: Locator, item: string | RegExp): Promise<void> {
    await row.getByRole('button', { name: /^(Actions for|Acciones para) / }).click();
    await this.page.getByRole('menuitem', { name: item }).click();
  }

  /** A field of the open dialog by its label (a required field's label ends '(Required)'). */
  field(label: string): Locator {
    return this.dialog.getByLabel(new RegExp(`^${escape(label)}(\\(Required\\)|\\(Requerido\\))?$`));
  }

  async save(): Promise<void> {
    await this.dialog.getByRole('button', { name: /^(Save|Guardar)$/ }).click();
  }

  toast(text: string): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }

  /** Fills the Scheduled event dialog and saves. */
  async schedule(event: { type: string; date: string; time: string; note: string }): Promise<void> {
    await this.field('Event type').selectOption({ label: event.type });
    await this.field('Date').fill(event.date);
    await this.field('Time').selectOption({ label: event.time });
    await this.field('Note').fill(event.note);
    await this.save();
  }
}

/** Today (and days around it) in the guide's zone, as yyyy-MM-dd; or the day of the instant `at`. */
export function dayIn(timeZone: string, offsetDays = 0, at = Date.now()): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offsetDays);
  return date.toISOString().slice(0, 10);
}

export interface ApiEvent {
  id: string;
  type: string;
  date: string;
  time: string | null;
  note: string | null;
  resolved: boolean;
  snoozedUntil: string | null;
  userId: string;
}

/** The scheduled event steps taken on the side, through the real API. */
export class EventsApi {
  constructor(readonly api: GuideApi) {}

  async timeZone(): Promise<string> {
    const { user } = await this.api.get<{ user: { timeZone: string | null } }>('/users/user/verify');
    return user.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  }

  async memberEvents(memberId: string): Promise<ApiEvent[]> {
    return (await this.api.get<{ data: ApiEvent[] }>(`/users/${memberId}/scheduled-events`)).data;
  }

  async schedule(
    memberId: string,
    event: { type: string; date: string; time: string | null; note: string; visitLocation?: string },
  ): Promise<ApiEvent> {
    const response = await fetch(`${this.api.baseUrl}/api/users/${memberId}/scheduled-events`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.api.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(event),
    });
    if (!response.ok) throw new Error(`Scheduling answered ${response.status}`);
    return (await response.json()) as ApiEvent;
  }

  /** A member of the organisation no other test of this file schedules for: one per test, from the end of the list. */
  async member(index: number): Promise<{ id: string; name: string }> {
    const { data } = await this.api.get<{ data: { id: string; name: string }[] }>('/users?page-size=100');
    const member = [...data].reverse()[index];
    if (!member) throw new Error('Not enough members');
    return member;
  }
}

export { expect };

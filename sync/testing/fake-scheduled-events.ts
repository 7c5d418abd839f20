/**
 * Kept for the docket tabs benchmark only (test/bench/docket-tabs.ts, which is not ours to change):
 * a scheduled event as the server presents it, and the reads of the docket's event and outreach
 * tabs, answered for the benchmark's fake backend (fake-backend.ts). The engine's tests of these
 * run on the real server (sync/scheduled-events.test.ts). Delete with fake-backend.ts.
 */
import { OPERATIONS, type EntityShape, type Operation } from '../../domain/index.ts';
import type { HttpResult } from '../ports.ts';
import type { HandDrivenBackend } from './hand-driven.ts';

type Input = { params?: Record<string, string>; query?: Record<string, unknown> };
type Event = EntityShape<'scheduledEvent'>;

const byDateAndTime = (a: Event, b: Event) =>
  a.date.localeCompare(b.date) || (a.time ?? '').localeCompare(b.time ?? '') || a.id.localeCompare(b.id);

export function makeScheduledEvent(id: string, overrides: Partial<Event> = {}): Event {
  return {
    id,
    type: 'call',
    date: '2026-11-20',
    time: '10:00',
    userId: 'g1',
    memberId: 'm1',
    createdBy: 'g1',
    note: 'Check in',
    visitLocationAddressId: null,
    visitLocation: null,
    resolved: false,
    snoozedUntil: null,
    member: { id: 'm1', name: 'Rosa Delgado', firstName: 'Rosa', lastName: 'Delgado' },
    ...overrides,
  };
}

/** Reads of the docket's event and outreach tabs and the member's pending events; undefined for any other. */
export function answerScheduledEventRead(
  backend: HandDrivenBackend,
  operation: Operation,
  input: Input,
): HttpResult | undefined {
  const events = () => [...backend.tables.scheduledEvent.values()].filter((e) => !e.resolved);
  if (operation === OPERATIONS.guideScheduledEvents)
    return {
      body: {
        data: structuredClone(
          events()
            .filter((e) => e.userId === input.params?.guideId)
            .sort(byDateAndTime),
        ),
      },
      head: backend.head,
    };
  if (operation === OPERATIONS.memberScheduledEvents)
    return {
      body: {
        data: structuredClone(
          events()
            .filter((e) => e.memberId === input.params?.memberId)
            .sort(byDateAndTime),
        ),
      },
      head: backend.head,
    };
  if (operation === OPERATIONS.guidePriorityContacts) {
    const data = [...backend.tables.priorityContact.values()]
      .filter((p) => p.guideId === input.params?.guideId)
      .sort((a, b) => a.sortOrder - b.sortOrder);
    return { body: { data: structuredClone(data) }, head: backend.head };
  }
  if (operation === OPERATIONS.guideInteractions) {
    const { startEpochTime = 0, endEpochTime = Number.MAX_SAFE_INTEGER } = (input.query ?? {}) as {
      startEpochTime?: number;
      endEpochTime?: number;
    };
    const data = [...backend.tables.interaction.values()].filter(
      (i) =>
        i.guideId === input.params?.guideId &&
        Date.parse(i.timestamp) >= startEpochTime &&
        Date.parse(i.timestamp) <= endEpochTime,
    );
    return { body: { data: structuredClone(data) }, head: backend.head };
  }
  return undefined;
}

/**
 * The hand-driven backend's scheduled events, priority contacts and guide interactions, answered as
 * server/routes/scheduled-events.ts and server/routes/docket.ts do: open events by date and time,
 * writes that record the event (a delete: a tombstone) and answer its change's sequence.
 */
import { OPERATIONS, type ChangeRow, type EntityShape, type Operation } from '../../domain/index.ts';
import type { HttpResult } from '../ports.ts';

/** What these answers need of the fake backend (named structurally: the backend imports this file). */
interface FakeBackend {
  readonly head: number;
  readonly tables: {
    [K in 'scheduledEvent' | 'priorityContact' | 'interaction' | 'user']: Map<string, EntityShape<K>>;
  };
  upsert(kind: 'scheduledEvent', row: EntityShape<'scheduledEvent'>): ChangeRow;
  remove(kind: 'scheduledEvent', id: string): ChangeRow;
}

type Input = { params?: Record<string, string>; query?: Record<string, unknown>; body?: Record<string, unknown> };
type Event = EntityShape<'scheduledEvent'>;

const notFound = () => ({ status: 404, body: { statusCode: 404, message: 'No record found' } });
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
  backend: FakeBackend,
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

/**
 * The scheduled event writes (the body already passed the contract's schema); undefined for any
 * other. The fake has no acting user: an event is scheduled by the member's guide.
 */
export function answerScheduledEventWrite(
  backend: FakeBackend,
  operation: Operation,
  input: Input,
): HttpResult | undefined {
  const params = input.params ?? {};
  const body = input.body ?? {};
  const existing = params.scheduledEventId ? backend.tables.scheduledEvent.get(params.scheduledEventId) : undefined;
  const saved = (event: Event): HttpResult => {
    const change = backend.upsert('scheduledEvent', event);
    return { body: change.data, seq: change.seq };
  };
  if (operation === OPERATIONS.createScheduledEvent) {
    const member = backend.tables.user.get(params.memberId ?? '');
    const id = (body.id as string | undefined) ?? crypto.randomUUID();
    const actingUserId = member?.assignedGuideId ?? 'g1';
    const repeat = backend.tables.scheduledEvent.get(id);
    if (repeat) return { body: repeat };
    return saved(
      makeScheduledEvent(id, {
        type: body.type as string,
        date: body.date as string,
        time: body.time as string | null,
        note: body.note as string,
        memberId: params.memberId!,
        userId: actingUserId,
        createdBy: actingUserId,
        visitLocationAddressId: (body.visitLocationAddressId as string | null | undefined) ?? null,
        visitLocation: (body.visitLocation as string | null | undefined) ?? null,
        member: member
          ? { id: member.id, name: member.name, firstName: member.firstName, lastName: member.lastName }
          : null,
      }),
    );
  }
  if (
    operation !== OPERATIONS.updateScheduledEvent &&
    operation !== OPERATIONS.deleteScheduledEvent &&
    operation !== OPERATIONS.snoozeScheduledEvent
  )
    return undefined;
  if (!existing || existing.memberId !== params.memberId) throw notFound();
  if (operation === OPERATIONS.updateScheduledEvent) return saved({ ...existing, ...(body as Partial<Event>) });
  if (operation === OPERATIONS.snoozeScheduledEvent) return saved({ ...existing, snoozedUntil: body.until as string });
  const change = backend.remove('scheduledEvent', existing.id);
  return { body: { id: existing.id }, seq: change.seq };
}

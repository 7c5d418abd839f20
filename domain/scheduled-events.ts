/**
 * Scheduled events and the docket's event tabs (spec part 2 sections 3, 5, 7 and 9; part 1
 * sections 2, 4 and 9): the request schemas the server validates with and the dialog resolves
 * with, when an event is late, the pending-event sort order, and the Outreach tab's rules
 * (priority tiers, when a priority contact leaves).
 *
 * An event's date and time are wall-clock values in the zone of whoever reads them (the docket
 * reads its guide's days in the viewer's zone), so every rule that turns them into instants takes
 * the zone.
 */
import { type } from 'arktype';
import { Temporal } from 'temporal-polyfill';
import { isoInstant, uuid } from './api/params.ts';
import { SCHEDULED_EVENT_TYPES } from './catalogues.ts';
import { isDocketDay } from './docket.ts';
import { optionalText, requiredText } from './member-info.ts';

export type ScheduledEventType = (typeof SCHEDULED_EVENT_TYPES)[number];

export const SCHEDULED_EVENT_LIMITS = {
  note: 2000,
  visitLocation: 200,
  /** Event times step by 15 minutes (part 2 section 9). */
  timeStepMinutes: 15,
} as const;

/** Every time of day an event may be at: '00:00', '00:15' ... '23:45'. */
export const EVENT_TIMES: readonly string[] = Array.from({ length: (24 * 60) / SCHEDULED_EVENT_LIMITS.timeStepMinutes }, (_, i) => {
  const minutes = i * SCHEDULED_EVENT_LIMITS.timeStepMinutes;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

const eventType = type.enumerated(...SCHEDULED_EVENT_TYPES).configure({ message: 'Event type must be call, message, visit, tbd or reminder.' });
/** A calendar day, yyyy-MM-dd, between the years 1900 and 9999. */
const eventDay = type('string')
  .narrow((value, ctx) => (isDocketDay(value) && value >= '1900-01-01' && value <= '9999-12-31') || ctx.reject({ message: 'Date is not a valid date.' }))
  .configure({ message: 'Date is not a valid date.' });
/** 'HH:mm' on a 15-minute step, or null for anytime. */
const eventTime = type(/^([01]\d|2[0-3]):(00|15|30|45)$/)
  .configure({ message: 'Time must be on a 15-minute step.' })
  .or('null');

/**
 * The Scheduled event dialog's fields. A new event needs its date, time (or anytime: null), type
 * and note (part 2 section 5); a visit's location is one of the member's addresses or a text.
 */
export const scheduledEventFields = type({
  type: eventType,
  date: eventDay,
  time: eventTime,
  note: requiredText('Note', SCHEDULED_EVENT_LIMITS.note),
  'visitLocationAddressId?': uuid.or('null'),
  'visitLocation?': optionalText('Visit location', SCHEDULED_EVENT_LIMITS.visitLocation),
});

/** POST /users/{memberId}/scheduled-events: the fields and a client-made id (the row shows at once under it). */
export const createScheduledEventBody = scheduledEventFields.and({ 'id?': uuid });

/** PATCH: any of the fields; `resolved: true` clears the event (it leaves the docket), which is not a snooze. */
export const updateScheduledEventBody = type({
  'type?': eventType,
  'date?': eventDay,
  'time?': eventTime,
  'note?': requiredText('Note', SCHEDULED_EVENT_LIMITS.note),
  'visitLocationAddressId?': uuid.or('null'),
  'visitLocation?': optionalText('Visit location', SCHEDULED_EVENT_LIMITS.visitLocation),
  'resolved?': 'boolean',
});

/** POST .../snooze: the late event leaves the Late events tab until then. */
export const snoozeScheduledEventBody = type({ until: isoInstant });

export interface EventTiming {
  date: string;
  time: string | null;
  resolved: boolean;
  snoozedUntil: string | null;
}

/**
 * When an event falls due, in epoch ms: its date and time in the zone; an anytime event (no time)
 * is due when its day ends.
 */
export function eventDueMs(date: string, time: string | null, timeZone: string): number {
  // Zone arithmetic costs tens of microseconds; a docket re-derives hundreds of rows on every
  // change, and the same few days and times recur, so each answer is kept (bounded).
  const key = `${date}|${time ?? ''}|${timeZone}`;
  const known = dueCache.get(key);
  if (known !== undefined) return known;
  const day = Temporal.PlainDate.from(date);
  const due =
    time === null ? day.add({ days: 1 }).toZonedDateTime({ timeZone }).epochMilliseconds : day.toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from(time) }).epochMilliseconds;
  if (dueCache.size >= DUE_CACHE_SIZE) dueCache.clear();
  dueCache.set(key, due);
  return due;
}

const DUE_CACHE_SIZE = 20_000;
const dueCache = new Map<string, number>();

/**
 * Late (part 1 section 4): open, its date and time have passed, and not snoozed past now. A
 * resolved event is neither late nor pending: it has left the lists.
 */
export function isLateEvent(event: EventTiming, nowMs: number, timeZone: string): boolean {
  if (event.resolved) return false;
  const snoozedUntilMs = event.snoozedUntil ? Date.parse(event.snoozedUntil) : 0;
  return eventDueMs(event.date, event.time, timeZone) <= nowMs && !(snoozedUntilMs > nowMs);
}

/**
 * Pending on a docket day: open, dated on or before that day (like a todo, shown only up to its
 * day), and not late.
 */
export function isPendingEvent(event: EventTiming, day: string, nowMs: number, timeZone: string): boolean {
  return !event.resolved && event.date <= day && !isLateEvent(event, nowMs, timeZone);
}

/** The kinds of pending item, in the pending-event sort order (part 1 section 9). */
export const PENDING_EVENT_ORDER = ['visit', 'call', 'message', 'statusChangeRequest', 'transferRequest', 'workflowPhase'] as const;
export type PendingEventKind = (typeof PENDING_EVENT_ORDER)[number] | 'tbd';

/** What a scheduled event of a type is in the pending list: a reminder is the workflow phase's. */
export function pendingKindOfEvent(eventType: string): PendingEventKind {
  if (eventType === 'visit' || eventType === 'call' || eventType === 'message') return eventType;
  return eventType === 'reminder' ? 'workflowPhase' : 'tbd';
}

/** Rank in the pending-event sort order; kinds outside it (a tbd event) sort after it. */
export function pendingEventRank(kind: PendingEventKind): number {
  const rank = (PENDING_EVENT_ORDER as readonly string[]).indexOf(kind);
  return rank < 0 ? PENDING_EVENT_ORDER.length : rank;
}

export type PriorityTier = 'high' | 'medium' | 'low';

/**
 * A priority contact's tier (part 1 section 2): a number of days reads high up to 3, medium 4 to
 * 9, low 10 to 15 (none past that); a stored tier name reads as itself.
 */
export function priorityTier(level: number | string | null): PriorityTier | null {
  if (level === 'high' || level === 'medium' || level === 'low') return level;
  const days = typeof level === 'number' ? level : typeof level === 'string' && /^\d+$/.test(level) ? Number(level) : Number.NaN;
  if (!Number.isInteger(days) || days < 0) return null;
  if (days <= 3) return 'high';
  if (days <= 9) return 'medium';
  return days <= 15 ? 'low' : null;
}

/** Interactions that take a member off the priority list (part 1 section 4). */
export const OUTREACH_CONTACT_TYPES: readonly string[] = ['visit', 'call', 'note', 'message'];

export interface OutreachActivity {
  /** The member's interactions (type and instant, epoch ms). */
  interactions: readonly { interactionType: string; timestampMs: number }[];
  /** The days (yyyy-MM-dd) of the member's scheduled events. */
  eventDates: readonly string[];
  /** The member's last event (a call, visit or message by anyone, another guide's too), ISO. */
  lastEventAt?: string | null;
}

/** Today's bounds [dayStart, dayEnd) in epoch ms and this month (yyyy-MM), in the zone. */
export interface OutreachWindow {
  dayStart: number;
  dayEnd: number;
  month: string;
}

export function outreachWindow(nowMs: number, timeZone: string): OutreachWindow {
  const today = Temporal.Instant.fromEpochMilliseconds(nowMs).toZonedDateTimeISO(timeZone).toPlainDate();
  return {
    dayStart: today.toZonedDateTime({ timeZone }).epochMilliseconds,
    dayEnd: today.add({ days: 1 }).toZonedDateTime({ timeZone }).epochMilliseconds,
    month: today.toString().slice(0, 7),
  };
}

/**
 * A priority contact leaves the Outreach tab once a visit, call, note or message of the member
 * exists for today, or one of the member's scheduled events falls in this month (part 1 section
 * 4). The engine's `docketOutreach` query applies the same test over the same window. Another
 * guide's contact counts through the member's last event, which every call, visit and text moves.
 */
export function priorityContactDone(activity: OutreachActivity, window: OutreachWindow): boolean {
  const today = (ms: number) => ms >= window.dayStart && ms < window.dayEnd;
  const contacted = activity.interactions.some((i) => OUTREACH_CONTACT_TYPES.includes(i.interactionType) && today(i.timestampMs));
  const lastEventToday = activity.lastEventAt != null && today(Date.parse(activity.lastEventAt));
  return contacted || lastEventToday || activity.eventDates.some((date) => date.slice(0, 7) === window.month);
}

/** 'Phase {value}' when the phase is one character long, else the value itself (part 1 section 2). */
export function outreachPhaseLabel(phase: string | null | undefined, phaseWord: (value: string) => string): string {
  if (!phase) return '';
  return phase.length === 1 ? phaseWord(phase) : phase;
}

export const SNOOZE_CHOICES = ['hour', 'tomorrow'] as const;
export type SnoozeChoice = (typeof SNOOZE_CHOICES)[number];

/** Until when a snooze lasts: an hour from now, or tomorrow at 8:00 in the zone (the start of a working day). */
export function snoozeUntil(choice: SnoozeChoice, nowMs: number, timeZone: string): string {
  if (choice === 'hour') return new Date(nowMs + 3_600_000).toISOString();
  const today = Temporal.Instant.fromEpochMilliseconds(nowMs).toZonedDateTimeISO(timeZone).toPlainDate();
  return new Date(today.add({ days: 1 }).toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from('08:00') }).epochMilliseconds).toISOString();
}

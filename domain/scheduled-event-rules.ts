/**
 * Scheduled events' rules without their request schemas (spec part 2 sections 3, 5, 7 and 9): the
 * limits and times, when an event is late, the pending-event sort order, and the Outreach tab's
 * rules. Apart from `scheduled-events.ts` (which re-exports all of it) so the docket and the sync
 * worker, which use these, do not load arktype with the dialog's schemas.
 *
 * An event's date and time are wall-clock values in the zone of whoever reads them, so every rule
 * that turns them into instants takes the zone.
 */
import { Temporal } from 'temporal-polyfill';
import type { SCHEDULED_EVENT_TYPES } from './catalogues.ts';

export type ScheduledEventType = (typeof SCHEDULED_EVENT_TYPES)[number];

export const SCHEDULED_EVENT_LIMITS = {
  note: 2000,
  visitLocation: 200,
  /** Event times step by 15 minutes (part 2 section 9). */
  timeStepMinutes: 15,
} as const;

/** Every time of day an event may be at: '00:00', '00:15' ... '23:45'. */
export const EVENT_TIMES: readonly string[] = Array.from(
  { length: (24 * 60) / SCHEDULED_EVENT_LIMITS.timeStepMinutes },
  (_, i) => {
    const minutes = i * SCHEDULED_EVENT_LIMITS.timeStepMinutes;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  },
);

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
    time === null
      ? day.add({ days: 1 }).toZonedDateTime({ timeZone }).epochMilliseconds
      : day.toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from(time) }).epochMilliseconds;
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
export const PENDING_EVENT_ORDER = [
  'visit',
  'call',
  'message',
  'statusChangeRequest',
  'transferRequest',
  'workflowPhase',
] as const;
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
  const days =
    typeof level === 'number' ? level : typeof level === 'string' && /^\d+$/.test(level) ? Number(level) : Number.NaN;
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
  const contacted = activity.interactions.some(
    (i) => OUTREACH_CONTACT_TYPES.includes(i.interactionType) && today(i.timestampMs),
  );
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
  return new Date(
    today.add({ days: 1 }).toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from('08:00') }).epochMilliseconds,
  ).toISOString();
}

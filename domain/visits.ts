/**
 * Visits (spec part 2 sections 3, 4, 5, 7 and 9): the limits, the request schemas the server
 * validates with and the dialog resolves with, and the rules: which outcomes a visit offers, which
 * need a note of 50 characters, when a visit is still to be completed, who may delete it, how long
 * a visit of two times of day lasts, and which lengths the dialog asks about before saving.
 *
 * The note rule, read from section 5 and the issue together: an outcome where the member (or
 * someone for them) was met ('engaged', 'answered', 'another-person') needs a note of at least 50
 * characters. A shorter note is refused ('Note must be atleast 50 characters'); no note at all is
 * accepted, and the visit waits for it as a 'Complete note' follow-up (INCOMPLETE_NOTE_VISIT), as
 * a visit without an outcome waits as 'Complete visit' (INCOMPLETE_VISIT).
 */
import { type } from 'arktype';
import { Temporal } from 'temporal-polyfill';
import { isoInstant, uuid } from './api/params.ts';
import { NOTE_LIMITS, NOTE_TOO_LONG_MESSAGE } from './notes.ts';
import { richTextPlain } from './rich-text.ts';
import { optionalText } from './member-info.ts';

export const VISIT_LIMITS = {
  location: 200,
  outcomeDetails: 1000,
  /** Characters a reader sees in the note, for the outcomes that need one. */
  noteMinimum: 50,
  /** Part 2 section 9: times in 15-minute steps, 15 minutes by default. */
  stepMinutes: 15,
  defaultDurationMinutes: 15,
  /** A visit lasts at most this long (a day's work). */
  longestMinutes: 12 * 60,
  /** A visit longer than this is rare enough that the dialog asks before saving it (issue 38). */
  askAboveMinutes: 4 * 60,
  /** The visit date options: today and the 9 days before it. */
  dateOptions: 10,
} as const;

export const VISIT_MESSAGES = {
  /** Part 2 section 5's rule 'Visit with address Other requires other-location text', in a guide's words. */
  otherLocation: 'Enter where the visit took place.',
  noteTooShort: 'Note must be atleast 50 characters',
  endAfterStart: 'The end must be after the start.',
  tooLong: `A visit lasts at most ${VISIT_LIMITS.longestMinutes / 60} hours.`,
  quarterHours: 'Times go in 15-minute steps.',
  dayOutOfWindow: 'A visit is dated today or one of the 9 days before it.',
} as const;

/** Visit outcome keys (interaction_outcomes of kind 'visit') after which the note is needed. */
export const VISIT_OUTCOMES_NEEDING_NOTE: ReadonlySet<string> = new Set(['engaged', 'answered', 'another-person']);

const visitNote = type('string')
  .narrow((value, ctx) => value.length <= NOTE_LIMITS.html || ctx.reject({ message: NOTE_TOO_LONG_MESSAGE }))
  .pipe((value) => (richTextPlain(value) === '' ? null : value))
  .or('null');

/**
 * A visit's start or end: an instant with its time and offset, as the dialog sends it. The day
 * window is read with Temporal, which takes no day alone and no local time without its offset
 * (Date.parse reads both): either is a 400 here, not a server error in the rule.
 */
const visitInstant = isoInstant.narrow((value, ctx) => {
  try {
    Temporal.Instant.from(value);
    return true;
  } catch {
    return ctx.reject({ expected: 'a date and time with its offset' });
  }
});

/**
 * The Visit dialog's fields as the API takes them. `addressId` null means the address 'Other',
 * described by `location`. Times are instants on 15-minute marks, the end after the start.
 */
export const visitFields = type({
  addressId: uuid.or('null'),
  'location?': optionalText('Location', VISIT_LIMITS.location),
  startTime: visitInstant,
  endTime: visitInstant,
  outcomeId: type('1 <= number.integer <= 2147483647').or('null'),
  'outcomeDetails?': optionalText('Outcome details', VISIT_LIMITS.outcomeDetails),
  'note?': visitNote,
  'scheduledEventId?': uuid.or('null'),
});
export type VisitFields = typeof visitFields.infer;

export const createVisitBody = visitFields.and({ subjectUserId: uuid });
export const updateVisitBody = visitFields;

/** The checks across fields, as property errors (the server's 400 and the form's alike). */
export function visitFieldProblems(
  fields: Pick<VisitFields, 'addressId' | 'location' | 'startTime' | 'endTime'>,
): { property: string; message: string }[] {
  const problems: { property: string; message: string }[] = [];
  if (fields.addressId === null && !fields.location)
    problems.push({ property: 'location', message: VISIT_MESSAGES.otherLocation });
  const start = Date.parse(fields.startTime);
  const end = Date.parse(fields.endTime);
  const step = VISIT_LIMITS.stepMinutes * 60_000;
  if (start % step !== 0) problems.push({ property: 'startTime', message: VISIT_MESSAGES.quarterHours });
  if (end % step !== 0) problems.push({ property: 'endTime', message: VISIT_MESSAGES.quarterHours });
  else if (end <= start) problems.push({ property: 'endTime', message: VISIT_MESSAGES.endAfterStart });
  else if (end - start > VISIT_LIMITS.longestMinutes * 60_000)
    problems.push({ property: 'endTime', message: VISIT_MESSAGES.tooLong });
  return problems;
}

/** The note problem for this outcome, if any: a note given for an outcome that needs one must be 50 characters. */
export function visitNoteProblem(outcomeKey: string | null, note: string | null | undefined): string | null {
  if (!outcomeKey || !VISIT_OUTCOMES_NEEDING_NOTE.has(outcomeKey) || !note) return null;
  return richTextPlain(note).length < VISIT_LIMITS.noteMinimum ? VISIT_MESSAGES.noteTooShort : null;
}

export type VisitFollowUp = 'INCOMPLETE_VISIT' | 'INCOMPLETE_NOTE_VISIT';

/** What a visit still waits for: its outcome ('Complete visit'), else the note its outcome needs ('Complete note'), else nothing. */
export function visitFollowUp(outcomeKey: string | null, note: string | null | undefined): VisitFollowUp | null {
  if (!outcomeKey) return 'INCOMPLETE_VISIT';
  if (VISIT_OUTCOMES_NEEDING_NOTE.has(outcomeKey) && richTextPlain(note ?? '').length < VISIT_LIMITS.noteMinimum)
    return 'INCOMPLETE_NOTE_VISIT';
  return null;
}

/** An outcome is offered unless it was deprecated before the visit was created (part 2 section 4). */
export function isOutcomeOffered(outcome: { deprecatedAt: string | null }, visitCreatedAt: string): boolean {
  return outcome.deprecatedAt === null || Date.parse(outcome.deprecatedAt) > Date.parse(visitCreatedAt);
}

export interface VisitDeletionAsk {
  visit: { createdBy: string; createdAt: string };
  actorId: string;
  /** Holds the audit permission (CAN_AUDIT_MEMBER_STATUS_CHANGE_REQUESTS). */
  isAuditor: boolean;
  now: string;
  /** The acting user's zone: "the same day" is their calendar day. */
  timeZone: string;
}

/**
 * Part 2 section 4: a visit is deletable only by its creator on the day it was created, or by an
 * auditor in the month it was created, both by the calendar of the acting user's zone.
 */
export function canDeleteVisit({ visit, actorId, isAuditor, now, timeZone }: VisitDeletionAsk): boolean {
  const created = Temporal.Instant.from(visit.createdAt).toZonedDateTimeISO(timeZone).toPlainDate();
  const today = Temporal.Instant.from(now).toZonedDateTimeISO(timeZone).toPlainDate();
  if (visit.createdBy === actorId && created.equals(today)) return true;
  return isAuditor && created.year === today.year && created.month === today.month;
}

/** The visit date options: today and the days before it, newest first (part 2 section 9). */
export function visitDateOptions(today: Temporal.PlainDate): Temporal.PlainDate[] {
  return Array.from({ length: VISIT_LIMITS.dateOptions }, (_, i) => today.subtract({ days: i }));
}

/**
 * Whether a visit may start at `startTime`: on one of the date options (today and the 9 days before
 * it, in the actor's zone), or, for an edit, still on the day it already had (the dialog keeps an
 * older visit's own day among its options).
 */
export function isVisitDayAllowed(
  startTime: string,
  ask: { now: string; timeZone: string; currentStart?: string },
): boolean {
  const day = visitDayAndTime(startTime, ask.timeZone).day;
  if (ask.currentStart && visitDayAndTime(ask.currentStart, ask.timeZone).day === day) return true;
  const today = Temporal.Instant.from(ask.now).toZonedDateTimeISO(ask.timeZone).toPlainDate();
  return visitDateOptions(today).some((option) => option.toString() === day);
}

/** Times of day in 15-minute steps, 'HH:mm', from midnight to 23:45. */
export function visitTimeOptions(): string[] {
  return Array.from({ length: (24 * 60) / VISIT_LIMITS.stepMinutes }, (_, i) => {
    const minutes = i * VISIT_LIMITS.stepMinutes;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  });
}

/** The instant of a day and 'HH:mm' in a zone (ISO, UTC). */
export function visitInstantAt(day: string, time: string, timeZone: string): string {
  return Temporal.PlainDate.from(day)
    .toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from(time) })
    .toInstant()
    .toString();
}

/** An instant's day and 'HH:mm' in a zone. */
export function visitDayAndTime(instant: string, timeZone: string): { day: string; time: string } {
  const at = Temporal.Instant.from(instant).toZonedDateTimeISO(timeZone);
  return { day: at.toPlainDate().toString(), time: at.toPlainTime().toString({ smallestUnit: 'minute' }) };
}

/** Minutes since midnight of a time 'HH:mm'. */
function minutesOfDay(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** A time 'HH:mm' from minutes, around the clock (1,470 minutes is 00:30). */
function timeOfMinutes(minutes: number): string {
  const inDay = ((minutes % (24 * 60)) + 24 * 60) % (24 * 60);
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
}

/**
 * How long a visit from `startTime` to `endTime` ('HH:mm' on the visit's day) lasts. An end before
 * the start is read as the next day when that makes a visit of at most `longestMinutes` (20:00 to
 * 01:00 is 5 hours, overnight); otherwise it stays a same-day end before the start (negative
 * minutes), which the checks refuse as 'The end must be after the start.' (09:00 to 08:45 is a
 * slip, not a visit of 23 h 45). An end equal to the start is 0 minutes.
 */
export function visitLength(startTime: string, endTime: string): { minutes: number; endsNextDay: boolean } {
  const sameDay = minutesOfDay(endTime) - minutesOfDay(startTime);
  const overnight = sameDay + 24 * 60;
  return sameDay < 0 && overnight <= VISIT_LIMITS.longestMinutes
    ? { minutes: overnight, endsNextDay: true }
    : { minutes: sameDay, endsNextDay: false };
}

/**
 * The end time that keeps a visit's length when its start moves (issue 38: a start moved from 9:00
 * to 14:00 with the end left at 9:15 saved a visit of 5 hours). A visit whose times were not a
 * visit (the end at or before the start) takes the default 15 minutes. May wrap past midnight.
 */
export function visitEndFollowingStart(before: { startTime: string; endTime: string }, startTime: string): string {
  const { minutes } = visitLength(before.startTime, before.endTime);
  const keep = minutes > 0 ? minutes : VISIT_LIMITS.defaultDurationMinutes;
  return timeOfMinutes(minutesOfDay(startTime) + keep);
}

/** Why the dialog asks before saving a visit: it ends the next day, or it is longer than `askAboveMinutes`. */
export type VisitLengthQuestion = { reason: 'endsNextDay' | 'long'; minutes: number };

/**
 * Whether a visit of these times needs the guide's word before it is saved (issue 38): an end
 * before the start (saved as the next day) or a visit longer than four hours is possible but
 * rarely meant. Null when nothing needs asking, and for times the checks refuse anyway.
 */
export function visitLengthQuestion(startTime: string, endTime: string): VisitLengthQuestion | null {
  const { minutes, endsNextDay } = visitLength(startTime, endTime);
  if (minutes <= 0 || minutes > VISIT_LIMITS.longestMinutes) return null;
  if (endsNextDay) return { reason: 'endsNextDay', minutes };
  return minutes > VISIT_LIMITS.askAboveMinutes ? { reason: 'long', minutes } : null;
}

/** The time 'HH:mm' plus (or minus) minutes, kept within the day (00:00 to 23:45). */
export function visitTimePlus(time: string, minutes: number): string {
  return timeOfMinutes(Math.max(0, Math.min(minutesOfDay(time) + minutes, 24 * 60 - VISIT_LIMITS.stepMinutes)));
}

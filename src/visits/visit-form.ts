/**
 * The Visit dialog's form, pure: its values, their defaults (now to the quarter hour, 15 minutes
 * long, at the member's primary address), the request they make, and the checks the server makes
 * too (`domain/visits.ts`), so the form refuses what the server would.
 */
import { type } from 'arktype';
import { Temporal } from 'temporal-polyfill';
import {
  isOutcomeOffered,
  richTextPlain,
  visitDateOptions,
  visitDayAndTime,
  visitFieldProblems,
  visitFields,
  visitInstantAt,
  visitLength,
  visitNoteProblem,
  visitTimePlus,
  VISIT_LIMITS,
  type VisitFields,
} from '../../domain/index.ts';

/** The address choice 'Other' (then the location text says where). */
export const OTHER_ADDRESS = 'other';

export interface VisitValues {
  addressId: string;
  location: string;
  /** yyyy-MM-dd in the guide's zone. */
  date: string;
  /** HH:mm */
  startTime: string;
  endTime: string;
  /** '' for none yet. */
  outcomeId: string;
  outcomeDetails: string;
  note: string;
}

/** A visit as the feed holds it (its interaction and its visit row). */
export interface ExistingVisit {
  id: string;
  feedItemId: string;
  createdAt: string;
  createdBy: string;
  startTime: string;
  endTime: string;
  addressId: string | null;
  location: string | null;
  outcomeId: number | null;
  outcomeDetails: string | null;
  note: string | null;
  scheduledEventId: string | null;
}

export interface VisitOutcome {
  /** A number (verify may carry it as text). */
  id: number | string;
  key: string;
  name: string;
  deprecatedAt: string | null;
}

/** Where a scheduled visit was to happen: one of the member's addresses, or a place described. */
export interface PlannedVisitLocation {
  visitLocationAddressId: string | null;
  visitLocation: string | null;
}

/**
 * The values a dialog opens with: the visit's, or now (to the quarter hour) for 15 minutes at the
 * scheduled event's location when it answers one ('Record visit now'), else at the primary address.
 */
export function initialVisitValues(
  visit: ExistingVisit | undefined,
  primaryAddressId: string | undefined,
  nowMs: number,
  timeZone: string,
  planned?: PlannedVisitLocation,
): VisitValues {
  if (visit) {
    const start = visitDayAndTime(visit.startTime, timeZone);
    return {
      addressId: visit.addressId ?? OTHER_ADDRESS,
      location: visit.location ?? '',
      date: start.day,
      startTime: start.time,
      endTime: visitDayAndTime(visit.endTime, timeZone).time,
      outcomeId: visit.outcomeId === null ? '' : String(visit.outcomeId),
      outcomeDetails: visit.outcomeDetails ?? '',
      note: visit.note ?? '',
    };
  }
  const step = VISIT_LIMITS.stepMinutes * 60_000;
  const now = visitDayAndTime(
    Temporal.Instant.fromEpochMilliseconds(Math.floor(nowMs / step) * step).toString(),
    timeZone,
  );
  const place = planned?.visitLocationAddressId
    ? { addressId: planned.visitLocationAddressId, location: '' }
    : planned?.visitLocation
      ? { addressId: OTHER_ADDRESS, location: planned.visitLocation }
      : { addressId: primaryAddressId ?? OTHER_ADDRESS, location: '' };
  // The day's last mark (23:45) has no later time to end at: the visit then opens as the 15
  // minutes that end there, so the form opens valid whenever it is opened.
  const endTime = visitTimePlus(now.time, VISIT_LIMITS.defaultDurationMinutes);
  const startTime = endTime === now.time ? visitTimePlus(now.time, -VISIT_LIMITS.defaultDurationMinutes) : now.time;
  return { ...place, date: now.day, startTime, endTime, outcomeId: '', outcomeDetails: '', note: '' };
}

/**
 * The request the values make (the scheduled event the visit answers, if any). An end before the
 * start is on the next day when `visitLength` reads it so (an overnight visit).
 */
export function visitRequest(values: VisitValues, timeZone: string, scheduledEventId: string | null): VisitFields {
  const other = values.addressId === OTHER_ADDRESS;
  const endDay = visitLength(values.startTime, values.endTime).endsNextDay
    ? Temporal.PlainDate.from(values.date).add({ days: 1 }).toString()
    : values.date;
  return {
    addressId: other ? null : values.addressId,
    location: other ? values.location.trim() || null : null,
    startTime: visitInstantAt(values.date, values.startTime, timeZone),
    endTime: visitInstantAt(endDay, values.endTime, timeZone),
    outcomeId: values.outcomeId ? Number(values.outcomeId) : null,
    outcomeDetails: values.outcomeDetails.trim() || null,
    note: richTextPlain(values.note) ? values.note : null,
    scheduledEventId,
  };
}

/** The form's problems by field, in the schema's English (the dialog words them). */
export function visitFormProblems(
  values: VisitValues,
  timeZone: string,
  outcomes: readonly VisitOutcome[],
): { property: string; message: string }[] {
  const request = visitRequest(values, timeZone, null);
  const parsed = visitFields(request);
  const problems: { property: string; message: string }[] = [];
  if (parsed instanceof type.errors)
    for (const issue of parsed) problems.push({ property: String(issue.path[0] ?? ''), message: issue.message });
  problems.push(...visitFieldProblems(request));
  const outcome = outcomes.find((o) => Number(o.id) === request.outcomeId);
  const noteProblem = visitNoteProblem(outcome?.key ?? null, request.note);
  if (noteProblem) problems.push({ property: 'note', message: noteProblem });
  return problems;
}

/** The outcomes a visit offers (created at `createdAt`; a new one now), the visit's own kept even if retired. */
export function offeredOutcomes(
  outcomes: readonly VisitOutcome[],
  createdAt: string,
  current: number | null,
): VisitOutcome[] {
  return outcomes.filter((o) => Number(o.id) === current || isOutcomeOffered(o, createdAt));
}

/** The visit date options: the last 10 days, and the visit's own day if it is older. */
export function dateOptions(today: Temporal.PlainDate, current: string | undefined): string[] {
  const days = visitDateOptions(today).map(String);
  return current && !days.includes(current) ? [...days, current] : days;
}

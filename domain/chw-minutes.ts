/**
 * Community health work minutes for Medicare's community health integration codes (issue #36):
 * G0019 for the first block of a calendar month (60 minutes by default) and G0022 for each further
 * block (30 minutes by default), per member, thresholds configurable per customer.
 *
 * The rules, in one place for the report, its CSV and its tests:
 * - A member's month is the calendar month in the organisation's time zone: an activity that crosses
 *   the month's first instant counts on both sides, split there.
 * - Time is measured between instants, never between wall-clock times, so an hour across the night
 *   clocks fall back is 60 minutes, not 0 or 120.
 * - Each minute counts once when activities overlap (a call during a visit, two guides on one call):
 *   the overlap goes to the activity that started first (then the smaller id), so the minutes by
 *   person and by activity add up to the member's total.
 * - Minutes are whole minutes, rounded down, of the milliseconds counted; a person's or activity's
 *   share is rounded down likewise, so their sum may be up to a minute short of the total each.
 *
 * The initiating visit and the billing practitioner are outside this product: the report says so.
 */
import { Temporal } from 'temporal-polyfill';
import { OVERSEES_CARE } from './supervision.ts';

/** Who reads the report: supervisors and admins. */
export const CHW_MINUTES_PERMISSION = OVERSEES_CARE;

export const CHW_ACTIVITY_KINDS = ['call', 'visit', 'needAction'] as const;
export type ChwActivityKind = (typeof CHW_ACTIVITY_KINDS)[number];

/** One stretch of community health work with a member: a connected call's talk time, a visit, a timed need action. */
export interface ChwActivity {
  id: string;
  kind: ChwActivityKind;
  memberId: string;
  /** The staff user who did it. */
  staffId: string;
  startMs: number;
  endMs: number;
}

export interface ChwThresholds {
  /** Minutes in a month for G0019. */
  initialMinutes: number;
  /** Minutes of each further G0022 block. */
  addOnMinutes: number;
}

export const CHW_DEFAULT_THRESHOLDS: ChwThresholds = { initialMinutes: 60, addOnMinutes: 30 };

/** The report screen's page sizes (its CSV reads every row). */
export const CHW_REPORT_PAGE_SIZES = [25, 50, 100] as const;
export type ChwReportPageSize = (typeof CHW_REPORT_PAGE_SIZES)[number];

/** Bounds a customer's thresholds may take (a configuration form validates against these). */
export const CHW_THRESHOLD_LIMITS = { min: 1, max: 600 } as const;

/** A calendar month, yyyy-MM. */
export type CalendarMonth = string;

const MINUTE_MS = 60_000;

/** The calendar month (yyyy-MM) an instant falls in, in a time zone. */
export function monthOfMillis(epochMs: number, timeZone: string): CalendarMonth {
  return Temporal.Instant.fromEpochMilliseconds(epochMs)
    .toZonedDateTimeISO(timeZone)
    .toPlainDate()
    .toString()
    .slice(0, 7);
}

/** A month's first instant and the next month's first instant, in epoch ms: [startMs, endMs). */
export function monthBoundsMillis(month: CalendarMonth, timeZone: string): { startMs: number; endMs: number } {
  const first = Temporal.PlainYearMonth.from(month).toPlainDate({ day: 1 });
  return {
    startMs: first.toZonedDateTime({ timeZone }).epochMilliseconds,
    endMs: first.add({ months: 1 }).toZonedDateTime({ timeZone }).epochMilliseconds,
  };
}

export interface ChwBilling {
  /** The month's minutes reach the initial block. */
  g0019: boolean;
  /** Further whole blocks after the initial one. */
  g0022Units: number;
}

/** What a month's minutes bill: G0019 at the initial threshold, then one G0022 per whole further block. */
export function chwBilling(minutes: number, thresholds: ChwThresholds = CHW_DEFAULT_THRESHOLDS): ChwBilling {
  if (minutes < thresholds.initialMinutes) return { g0019: false, g0022Units: 0 };
  return { g0019: true, g0022Units: Math.floor((minutes - thresholds.initialMinutes) / thresholds.addOnMinutes) };
}

export interface ChwCountedActivity {
  activity: ChwActivity;
  /** The minutes of it counted in this month, overlaps given to the earlier activity. */
  minutes: number;
}

export interface ChwMemberMonth {
  memberId: string;
  month: CalendarMonth;
  minutes: number;
  /** Minutes by the staff user who did them, most first. */
  byStaff: { staffId: string; minutes: number }[];
  /** The activities behind the total, in time order, each with the minutes it counted. */
  activities: ChwCountedActivity[];
  billing: ChwBilling;
}

/**
 * The month's minutes of each member with any: `activities` may hold any members and months; only
 * the parts inside the month count. Members in the order of their first activity.
 */
export function countChwMonth(
  activities: readonly ChwActivity[],
  month: CalendarMonth,
  timeZone: string,
  thresholds: ChwThresholds = CHW_DEFAULT_THRESHOLDS,
): ChwMemberMonth[] {
  const { startMs, endMs } = monthBoundsMillis(month, timeZone);
  const byMember = new Map<string, ChwActivity[]>();
  for (const activity of [...activities].sort(earlierFirst)) {
    if (activity.endMs <= startMs || activity.startMs >= endMs || activity.endMs <= activity.startMs) continue;
    const list = byMember.get(activity.memberId) ?? [];
    list.push(activity);
    byMember.set(activity.memberId, list);
  }
  return [...byMember].map(([memberId, ofMember]) => {
    const countedMs = countOnce(ofMember, startMs, endMs);
    const totalMs = [...countedMs.values()].reduce((sum, ms) => sum + ms, 0);
    const staffMs = new Map<string, number>();
    for (const activity of ofMember)
      staffMs.set(activity.staffId, (staffMs.get(activity.staffId) ?? 0) + (countedMs.get(activity.id) ?? 0));
    const minutes = toMinutes(totalMs);
    return {
      memberId,
      month,
      minutes,
      byStaff: [...staffMs]
        .map(([staffId, ms]) => ({ staffId, minutes: toMinutes(ms) }))
        .sort((a, b) => b.minutes - a.minutes || a.staffId.localeCompare(b.staffId)),
      activities: ofMember.map((activity) => ({ activity, minutes: toMinutes(countedMs.get(activity.id) ?? 0) })),
      billing: chwBilling(minutes, thresholds),
    };
  });
}

/** Whole minutes, rounded down, of the milliseconds counted. */
export const chwMinutesOf = (ms: number) => Math.floor(ms / MINUTE_MS);
const toMinutes = chwMinutesOf;

function earlierFirst(a: ChwActivity, b: ChwActivity): number {
  return a.startMs - b.startMs || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * Milliseconds each activity counts inside [fromMs, toMs), each instant once: `sorted` is in
 * `earlierFirst` order, so an activity counts only what reaches past every earlier one's end.
 */
function countOnce(sorted: readonly ChwActivity[], fromMs: number, toMs: number): Map<string, number> {
  const counted = new Map<string, number>();
  let coveredUntil = fromMs;
  for (const activity of sorted) {
    const start = Math.max(activity.startMs, coveredUntil);
    const end = Math.min(activity.endMs, toMs);
    counted.set(activity.id, (counted.get(activity.id) ?? 0) + Math.max(0, end - start));
    coveredUntil = Math.max(coveredUntil, end);
  }
  return counted;
}

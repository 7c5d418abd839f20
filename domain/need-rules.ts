/**
 * Needs and actions' rules without their schemas (spec part 2 sections 3-5, 9; part 1 section 9):
 * the limits and messages, a need's derived status, its date line, who may edit or extend it, and
 * the docket's "Expiring Soon" / "Needs Action" tasks. Apart from `needs.ts` (which re-exports all
 * of it) so the docket, which uses these, does not load arktype with the dialogs' schemas.
 *
 * Days are calendar days in the viewer's time zone (`dayOfMillis`): a need identified for 30 days
 * expires at the start of the 31st day in the zone of the guide who identified it, and is
 * Unresolved from that day on ("expiresAt is today or past"), so its last open day reads 'Last day'.
 */
import { Temporal } from 'temporal-polyfill';
import { dayOfMillis, startOfDayMillis } from './time.ts';

const DAY_MS = 86_400_000;

export const NEED_LIMITS = {
  /** Characters of HTML a reason may hold (as a note). */
  reasonHtml: 20_000,
  /** Action description and fulfilment description (part 2 section 9). */
  description: 500,
  /** An action's date may go back at most a week (part 2 section 9). */
  actionDateDaysBack: 7,
  /** Longest action: a day. */
  maxDurationMinutes: 1_440,
  /** A need may be extended when fewer than this many days remain (part 2 section 9). */
  extendUnderDays: 7,
  /** Expiring Soon: within 10 days, in milliseconds (part 1 section 9). */
  expiringSoonMs: 10 * DAY_MS,
  /** A need with an action created in the last 30 days leaves the docket's lists (part 2 section 9). */
  recentActionMs: 30 * DAY_MS,
  /** The window of a need without an issue, in days. */
  defaultTimeFrameDays: 30,
  referralsPerAction: 10,
  resourceName: 200,
  referralText: 200,
  url: 2_000,
  needsPerReorder: 500,
} as const;

/** The member stage in which every open need is Unresolved and nothing is editable. */
export const INDEPENDENCE_STAGE_KEY = 'independence';
/** The issue whose activities are picked from tiles (part 2 section 2). */
export const SOCIAL_ISOLATION_ISSUE_KEY = 'social-isolation';

export const NEED_MESSAGES = {
  reasonRequired: 'Reason is required',
  reasonTooLong: `Reason must be at most ${NEED_LIMITS.reasonHtml} characters.`,
  resourceNameRequired: 'Resource name is required',
  referralRequired: 'At least one resource is required',
  actionDateTooEarly: 'The date must be within the last 7 days',
  unknownStatus: 'Unknown needs status.',
} as const;

export const NEED_STATUSES = ['Identified', 'Unresolved', 'Fulfilled', 'StoppedPursuing'] as const;
export type NeedStatus = (typeof NEED_STATUSES)[number];

/** The fields the rules read; the `need` entity has them all. */
export interface NeedDates {
  memberId: string;
  expiresAt: string;
  fulfilledAt: string | null;
  abandonedAt: string | null;
}

export interface NeedViewing {
  nowMs: number;
  /** The viewer's zone: "today" is their calendar day. */
  timeZone: string;
  /** The member's stage key (catalogues' MEMBER_STAGE_KEYS), null when unknown. */
  memberStageKey: string | null;
}

/** Calendar days from today to the expiry day in the zone: 1 on the last open day, 0 or less once expired. */
export function needDaysRemaining(expiresAt: string, nowMs: number, timeZone: string): number {
  const today = Temporal.PlainDate.from(dayOfMillis(nowMs, timeZone));
  const expiry = Temporal.PlainDate.from(dayOfMillis(Date.parse(expiresAt), timeZone));
  return today.until(expiry, { largestUnit: 'days' }).days;
}

/**
 * Part 2 section 4, in its order: Fulfilled if fulfilledAt is set; StoppedPursuing if abandonedAt is
 * set; Unresolved if the expiry day is today or past, or the member is in the independence stage;
 * otherwise Identified.
 */
export function needStatus(need: NeedDates, viewing: NeedViewing): NeedStatus {
  if (need.fulfilledAt) return 'Fulfilled';
  if (need.abandonedAt) return 'StoppedPursuing';
  if (viewing.memberStageKey === INDEPENDENCE_STAGE_KEY) return 'Unresolved';
  if (needDaysRemaining(need.expiresAt, viewing.nowMs, viewing.timeZone) <= 0) return 'Unresolved';
  return 'Identified';
}

/** Open: neither fulfilled nor abandoned (it may still have expired). */
export const isNeedOpen = (need: Pick<NeedDates, 'fulfilledAt' | 'abandonedAt'>) =>
  !need.fulfilledAt && !need.abandonedAt;

/**
 * Part 2 section 4: editable only when the need is the member's, the member is not in the
 * independence stage, and the need is unexpired and not abandoned (nor fulfilled).
 */
export function canEditNeed(need: NeedDates, memberId: string, viewing: NeedViewing): boolean {
  return need.memberId === memberId && needStatus(need, viewing) === 'Identified';
}

/** An editable need may be extended when fewer than 7 days remain (part 2 section 4). */
export function canExtendNeed(need: NeedDates, memberId: string, viewing: NeedViewing): boolean {
  return (
    canEditNeed(need, memberId, viewing) &&
    needDaysRemaining(need.expiresAt, viewing.nowMs, viewing.timeZone) < NEED_LIMITS.extendUnderDays
  );
}

/** The new expiry: the window's length again, counted from the current expiry day in the actor's zone. */
export function extendedExpiry(expiresAt: string, timeFrameDays: number, timeZone: string): string {
  const day = Temporal.PlainDate.from(dayOfMillis(Date.parse(expiresAt), timeZone)).add({ days: timeFrameDays });
  return new Date(startOfDayMillis(day.toString(), timeZone)).toISOString();
}

/** A new need's expiry: the start of the day `timeFrameDays` after the identification day, in the actor's zone. */
export function initialExpiry(identifiedMs: number, timeFrameDays: number, timeZone: string): string {
  const day = Temporal.PlainDate.from(dayOfMillis(identifiedMs, timeZone)).add({ days: timeFrameDays });
  return new Date(startOfDayMillis(day.toString(), timeZone)).toISOString();
}

export type NeedDateLine = { kind: 'closed' } | { kind: 'lastDay' } | { kind: 'daysRemaining'; days: number };

/** The need list's date line: Closed once it is not Identified, 'Last day' on its last day, else the days remaining. */
export function needDateLine(need: NeedDates, viewing: NeedViewing): NeedDateLine {
  if (needStatus(need, viewing) !== 'Identified') return { kind: 'closed' };
  const days = needDaysRemaining(need.expiresAt, viewing.nowMs, viewing.timeZone);
  return days === 1 ? { kind: 'lastDay' } : { kind: 'daysRemaining', days };
}

/** Part 1 section 9: an open need expiring within 10 days (864,000,000 ms) and not yet expired. */
export function isNeedExpiringSoon(
  need: Pick<NeedDates, 'expiresAt' | 'fulfilledAt' | 'abandonedAt'>,
  nowMs: number,
): boolean {
  if (!isNeedOpen(need)) return false;
  const left = Date.parse(need.expiresAt) - nowMs;
  return left > 0 && left <= NEED_LIMITS.expiringSoonMs;
}

/** An action created in the last 30 days takes the need off the guide's expiring and needs-action lists. */
export function hasRecentAction(need: { lastActionAt: string | null }, nowMs: number): boolean {
  return need.lastActionAt !== null && nowMs - Date.parse(need.lastActionAt) < NEED_LIMITS.recentActionMs;
}

export type DocketNeedTask = 'ExpiringSoon' | 'NeedsAction';

/**
 * The docket Needs tab's task for a need (part 1 section 2): none once it has a recent action or is
 * closed; Expiring Soon first, else Needs Action when its issue requires an action.
 */
export function docketNeedTask(
  need: NeedDates & { lastActionAt: string | null; needRequiresAction: boolean },
  nowMs: number,
): DocketNeedTask | null {
  if (!isNeedOpen(need) || hasRecentAction(need, nowMs) || Date.parse(need.expiresAt) <= nowMs) return null;
  if (isNeedExpiringSoon(need, nowMs)) return 'ExpiringSoon';
  return need.needRequiresAction ? 'NeedsAction' : null;
}

/** Before a call: up to 3 open, unexpired needs, soonest expiry first (part 2 section 4). */
export function needsBeforeCall<N extends NeedDates>(needs: readonly N[], viewing: NeedViewing): N[] {
  return needs
    .filter((need) => needStatus(need, viewing) === 'Identified')
    .sort((a, b) => Date.parse(a.expiresAt) - Date.parse(b.expiresAt))
    .slice(0, 3);
}

/** The earliest day an action may be dated: a week before today. */
export function earliestActionDay(today: string): string {
  return Temporal.PlainDate.from(today).subtract({ days: NEED_LIMITS.actionDateDaysBack }).toString();
}

/** A week back at the earliest (part 2 section 5 sets no latest day; the form offers up to today). */
export const actionDateAllowed = (date: string, today: string) => date >= earliestActionDay(today);

/** "Whole minutes" as typed: digits only, parsed; anything else is not a duration. */
export function parseDurationMinutes(typed: string): number | null {
  const text = typed.trim();
  if (!/^\d{1,5}$/.test(text)) return null;
  return Number.parseInt(text, 10);
}

/**
 * Needs and actions (spec part 2 sections 3-5, 9; part 1 section 9): the limits, the request
 * schemas the server validates with and the dialogs resolve with, and the pure rules every view
 * shares: a need's derived status, its date line, who may edit or extend it, and the docket's
 * "Expiring Soon" / "Needs Action" tasks.
 *
 * Days are calendar days in the viewer's time zone (`dayOfMillis`): a need identified for 30 days
 * expires at the start of the 31st day in the zone of the guide who identified it, and is
 * Unresolved from that day on ("expiresAt is today or past"), so its last open day reads 'Last day'.
 */
import { Temporal } from 'temporal-polyfill';
import { type } from 'arktype';
import { isoDay, uuid } from './api/params.ts';
import { dayOfMillis, startOfDayMillis } from './member-transfers.ts';
import { richTextPlain } from './rich-text.ts';

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
export const isNeedOpen = (need: Pick<NeedDates, 'fulfilledAt' | 'abandonedAt'>) => !need.fulfilledAt && !need.abandonedAt;

/**
 * Part 2 section 4: editable only when the need is the member's, the member is not in the
 * independence stage, and the need is unexpired and not abandoned (nor fulfilled).
 */
export function canEditNeed(need: NeedDates, memberId: string, viewing: NeedViewing): boolean {
  return need.memberId === memberId && needStatus(need, viewing) === 'Identified';
}

/** An editable need may be extended when fewer than 7 days remain (part 2 section 4). */
export function canExtendNeed(need: NeedDates, memberId: string, viewing: NeedViewing): boolean {
  return canEditNeed(need, memberId, viewing) && needDaysRemaining(need.expiresAt, viewing.nowMs, viewing.timeZone) < NEED_LIMITS.extendUnderDays;
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
export function isNeedExpiringSoon(need: Pick<NeedDates, 'expiresAt' | 'fulfilledAt' | 'abandonedAt'>, nowMs: number): boolean {
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
export function docketNeedTask(need: NeedDates & { lastActionAt: string | null; needRequiresAction: boolean }, nowMs: number): DocketNeedTask | null {
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

/** A real calendar day, yyyy-MM-dd (not '2026-02-30'). */
export const calendarDay = isoDay.narrow((value, ctx) => {
  try {
    return Temporal.PlainDate.from(value, { overflow: 'reject' }).toString() === value || ctx.reject({ message: 'Date is not valid.' });
  } catch {
    return ctx.reject({ message: 'Date is not valid.' });
  }
});

/** "Whole minutes" as typed: digits only, parsed; anything else is not a duration. */
export function parseDurationMinutes(typed: string): number | null {
  const text = typed.trim();
  if (!/^\d{1,5}$/.test(text)) return null;
  return Number.parseInt(text, 10);
}

// ---- Request schemas (shared by the server and the dialogs) ----

const trimmed = type('string').pipe((value) => value.trim());
const boundedRequired = (label: string, max: number, required = `${label} is required.`) =>
  trimmed.to(type('string > 0').configure({ message: required }).and(type(`string <= ${max}`).configure({ message: `${label} must be at most ${max} characters.` })));
const optional = (label: string, max: number) =>
  trimmed
    .to(type(`string <= ${max}`).configure({ message: `${label} must be at most ${max} characters.` }))
    .pipe((value) => value || null)
    .or('null');

/** A reason: rich text within the limit whose text, markup stripped, is not empty. */
export const needReason = type('string')
  .narrow((value, ctx) => value.length <= NEED_LIMITS.reasonHtml || ctx.reject({ message: NEED_MESSAGES.reasonTooLong }))
  .narrow((value, ctx) => richTextPlain(value) !== '' || ctx.reject({ message: NEED_MESSAGES.reasonRequired }));

export const needDescription = (label: string) => boundedRequired(label, NEED_LIMITS.description);

export const createNeedBody = type({
  id: uuid,
  memberId: uuid,
  issueId: uuid.or('null'),
  reason: needReason,
  /** The assigned survey the need was identified by, when it was. */
  'assignedSurveyId?': uuid.or('null'),
});

/**
 * PATCH /care/user-needs/{id}: one of the changes part 2 section 7 names: the issue and/or the
 * reason; fulfilled with its comment; shouldExtend; abandoned. The schema stays a plain object (the
 * audit walk and the fuzzer read its keys); `updateNeedProblem` says when a body mixes them.
 */
export const updateNeedBody = type({
  'issueId?': uuid.or('null'),
  'reason?': needReason,
  'fulfilled?': 'true',
  'comment?': needDescription('Description'),
  'shouldExtend?': 'true',
  'abandoned?': 'true',
  '+': 'reject',
});

/** Why a (schema-valid) change is not one change, or null. */
export function updateNeedProblem(body: typeof updateNeedBody.infer): { property: string; message: string } | null {
  const edit = body.issueId !== undefined || body.reason !== undefined;
  const kinds = [edit, body.fulfilled === true, body.shouldExtend === true, body.abandoned === true].filter(Boolean).length;
  if (kinds !== 1) return { property: 'fulfilled', message: 'Make exactly one change: the issue or reason, fulfilled, shouldExtend or abandoned.' };
  if (body.fulfilled && body.comment === undefined) return { property: 'comment', message: 'Description is required.' };
  if (!body.fulfilled && body.comment !== undefined) return { property: 'comment', message: 'A comment goes with fulfilled only.' };
  return null;
}
export type UpdateNeedBody = typeof updateNeedBody.infer;

export const userNeedParams = type({ userNeedId: uuid });
export const needIdParams = type({ needId: uuid });
export const actionIdParams = type({ actionId: uuid });
/** A member's needs, or (for the docket) the open needs of a guide's members. */
export const userNeedsQuery = type({ 'memberId?': uuid, 'guideId?': uuid });
export const memberNeedsQuery = type({ memberId: uuid });
export const reorderNeedsBody = type({ memberId: uuid, needIds: uuid.array().atMostLength(NEED_LIMITS.needsPerReorder) });

/** Empty is none; otherwise +1 and ten digits (the form's mask sends that). */
const phone = type('string')
  .pipe((value) => value.trim() || null)
  .to(type(/^\+1\d{10}$/).configure({ message: 'Phone number requires 10 digits.' }).or('null'))
  .or('null');
const zipcode = type('string')
  .pipe((value) => value.trim() || null)
  .to(type(/^\d{5}$/).configure({ message: 'Zip must be 5 digits.' }).or('null'))
  .or('null');

export const referralFields = type({
  resourceName: boundedRequired('Resource name', NEED_LIMITS.resourceName, NEED_MESSAGES.resourceNameRequired),
  'contactName?': optional('Contact name', NEED_LIMITS.referralText),
  'phoneNumber?': phone,
  'url?': optional('Website', NEED_LIMITS.url),
  'streetAddress?': optional('Street address', NEED_LIMITS.referralText),
  'city?': optional('City', NEED_LIMITS.referralText),
  'state?': optional('State', NEED_LIMITS.referralText),
  'zipcode?': zipcode,
  /** The resource hub's program, when the referral came from one. */
  'programId?': optional('Program', NEED_LIMITS.referralText),
});
export const createReferralBody = referralFields.and({ id: uuid });

export const durationMinutes = type(`1 <= number.integer <= ${NEED_LIMITS.maxDurationMinutes}`).configure({ message: 'Duration must be a whole number of minutes.' });

export const createActionBody = type({
  id: uuid,
  activityId: uuid,
  date: calendarDay,
  durationInMinutes: durationMinutes,
  description: needDescription('Description'),
  'originalActionId?': uuid.or('null'),
  markAsFulfilled: 'boolean',
  'callId?': uuid.or('null'),
  'visitId?': uuid.or('null'),
  resourceReferrals: createReferralBody.array().atMostLength(NEED_LIMITS.referralsPerAction),
});
export type CreateActionBody = typeof createActionBody.infer;

// ---- Metadata (GET /needs/metadata) ----

export const needDomainSchema = type({ id: 'string', key: 'string', name: 'string', sortOrder: 'number' });
export const needCategorySchema = type({ id: 'string', key: 'string', name: 'string', domainId: 'string', sortOrder: 'number' });
export const needIssueSchema = type({
  id: 'string',
  key: 'string',
  label: 'string',
  categoryId: 'string',
  zCode: 'string | null',
  /** The target window in days (the add-need banner; the need's expiry and each extension). */
  defaultTimeFrameDays: 'number',
  /** The tag cloud; the first tag groups the issue in the autocomplete. */
  tags: 'string[]',
  activityIds: 'string[]',
  /** Learn more. */
  overview: 'string',
  needRequiresAction: 'boolean',
  sortOrder: 'number',
});
export const needActivitySchema = type({ id: 'string', key: 'string', name: 'string', overview: 'string', defaultMinutes: 'number', icon: 'string', sortOrder: 'number' });
export const zCodeSchema = type({ code: 'string', title: 'string' });
export const needsMetadataSchema = type({
  domains: needDomainSchema.array(),
  categories: needCategorySchema.array(),
  issues: needIssueSchema.array(),
  activities: needActivitySchema.array(),
  zCodes: zCodeSchema.array(),
});
export type NeedsMetadata = typeof needsMetadataSchema.infer;
export type NeedIssue = typeof needIssueSchema.infer;
export type NeedActivity = typeof needActivitySchema.infer;

export const needCategoryListSchema = type({
  data: needCategorySchema.and({ domainName: 'string', issues: type({ id: 'string', label: 'string', zCode: 'string | null' }).array() }).array(),
});

export const NEED_HISTORY_KINDS = ['identified', 'actionTaken', 'resourceReferred', 'fulfilled', 'stoppedPursuing', 'timeWindowExtended', 'reasonModified', 'issueUpdated'] as const;
export type NeedHistoryKind = (typeof NEED_HISTORY_KINDS)[number];

/** The time frame of an issue (or the default without one). */
export const timeFrameOf = (issue: Pick<NeedIssue, 'defaultTimeFrameDays'> | null | undefined) => issue?.defaultTimeFrameDays ?? NEED_LIMITS.defaultTimeFrameDays;

/**
 * History order: oldest first; entries of one write share their instant, so they follow the order
 * of `NEED_HISTORY_KINDS` (identified, the action, its referrals, then what it closed or changed).
 */
export function compareHistoryEntries(a: { createdAt: string; kind: NeedHistoryKind; id: string }, b: { createdAt: string; kind: NeedHistoryKind; id: string }): number {
  return Date.parse(a.createdAt) - Date.parse(b.createdAt) || NEED_HISTORY_KINDS.indexOf(a.kind) - NEED_HISTORY_KINDS.indexOf(b.kind) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

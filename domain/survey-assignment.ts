/**
 * Survey assignment criteria (spec part 3 sections 2, 3 "Survey (assignment view)", 9): which
 * members a published survey is assigned to, and when it is due. One rule, used by the server
 * (saving the criteria, the due-work job) and shown in the Assignment Criteria drawer as an example.
 *
 * - A member matches when their customer is one of `clientIds` (no customer chosen: nobody matches,
 *   so an empty form never assigns the whole organisation), their segment is one of `segmentIds`
 *   and their stage one of `stageIds` (an empty list there: any, a member without one included),
 *   and today, in the member's time zone, is inside the available window (either end open when null,
 *   both ends included).
 * - The due date: a per-segment override (the member's segment) replaces the offset and the month
 *   cap; otherwise a fixed date wins; otherwise today plus the offset (30 to 240 days, or the
 *   customer's average months in program as days), capped at today plus `maxMonth` months (with no
 *   offset, the cap alone is the due date). Nothing set: no due date. A due date is the first
 *   instant of its day in the time zone given (spec section 9: dates are stored at the start of the day).
 */
import { type } from 'arktype';
import { Temporal } from 'temporal-polyfill';
import { isoDay, uuid } from './api/params.ts';
import { addDays, startOfDayMillis, todayIn } from './time.ts';

/** Spec section 9: none, 30, 60, 90, 120, 240 days, or average days in program. */
export const SURVEY_OFFSET_DAYS = [30, 60, 90, 120, 240] as const;
export const AVERAGE_DAYS_IN_PROGRAM = 'averageDaysInProgram' as const;
/** Month options: none and 1 to 12. */
export const SURVEY_MAX_MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
/** A month of program, in days (the customer's average months in program become days). */
export const DAYS_PER_MONTH = 30;

export const SURVEY_ASSIGNMENT_LIMITS = { ids: 500, overrides: 100 } as const;

export const SURVEY_ASSIGNMENT_MESSAGES = {
  windowOrder: 'The window must end on or after the day it starts.',
  overrideRepeated: 'Each segment may have one override.',
} as const;

/** null: none. */
export const surveyOffsetValue = type("null | 30 | 60 | 90 | 120 | 240 | 'averageDaysInProgram'");
/** null: none. */
export const surveyMaxMonth = type('null | 1 <= number.integer <= 12');

export const availableWindowSchema = type({ start: isoDay.or('null'), end: isoDay.or('null') }).narrow(
  (window, ctx) =>
    window.start === null ||
    window.end === null ||
    window.start <= window.end ||
    ctx.reject({
      path: ['end'],
      expected: SURVEY_ASSIGNMENT_MESSAGES.windowOrder,
      message: SURVEY_ASSIGNMENT_MESSAGES.windowOrder,
    }),
);

export const assignmentConfigurationSchema = type({
  '+': 'reject',
  clientIds: uuid.array().atMostLength(SURVEY_ASSIGNMENT_LIMITS.ids),
  segmentIds: uuid.array().atMostLength(SURVEY_ASSIGNMENT_LIMITS.ids),
  stageIds: type('1 <= number.integer <= 1000').array().atMostLength(SURVEY_ASSIGNMENT_LIMITS.ids),
  availableWindow: availableWindowSchema,
});
export type AssignmentConfiguration = typeof assignmentConfigurationSchema.infer;

export const segmentOverrideSchema = type({
  '+': 'reject',
  segmentId: uuid,
  offsetValue: surveyOffsetValue,
  maxMonth: surveyMaxMonth,
});

export const dueAtConfigSchema = type({
  '+': 'reject',
  offsetValue: surveyOffsetValue,
  maxMonth: surveyMaxMonth,
  fixedDate: isoDay.or('null'),
  segmentOverrides: segmentOverrideSchema.array().atMostLength(SURVEY_ASSIGNMENT_LIMITS.overrides),
}).narrow(
  (config, ctx) =>
    new Set(config.segmentOverrides.map((o) => o.segmentId)).size === config.segmentOverrides.length ||
    ctx.reject({
      path: ['segmentOverrides'],
      expected: SURVEY_ASSIGNMENT_MESSAGES.overrideRepeated,
      message: SURVEY_ASSIGNMENT_MESSAGES.overrideRepeated,
    }),
);
export type DueAtConfig = typeof dueAtConfigSchema.infer;
export type SurveyOffsetValue = typeof surveyOffsetValue.infer;

/** PUT /surveys/admin/assignment/{id}: the spec's body. */
export const surveyAssignmentBody = type({
  '+': 'reject',
  assignmentConfiguration: assignmentConfigurationSchema,
  dueAtConfig: dueAtConfigSchema,
});
export const surveyAssignmentParams = type({ surveyId: uuid });

export const EMPTY_ASSIGNMENT_CONFIGURATION: AssignmentConfiguration = {
  clientIds: [],
  segmentIds: [],
  stageIds: [],
  availableWindow: { start: null, end: null },
};
export const EMPTY_DUE_AT_CONFIG: DueAtConfig = {
  offsetValue: null,
  maxMonth: null,
  fixedDate: null,
  segmentOverrides: [],
};

/** What the rule reads of a member. */
export interface CriteriaMember {
  clientId: string;
  segmentId: string | null;
  stageId: number | null;
  timeZone: string;
}

/** What the rule reads of the member's customer. */
export interface CriteriaCustomer {
  averageMonthsInProgram: number | null;
}

/** Whether today (in the member's zone) is inside the window, both ends included. */
export function windowOpen(window: AssignmentConfiguration['availableWindow'], now: Date, timeZone: string): boolean {
  if (window.start === null && window.end === null) return true;
  const today = todayIn(now.getTime(), timeZone);
  return (window.start === null || window.start <= today) && (window.end === null || today <= window.end);
}

/** Whether the criteria match the member now. */
export function matchesCriteria(config: AssignmentConfiguration, member: CriteriaMember, now: Date): boolean {
  if (!config.clientIds.includes(member.clientId)) return false;
  if (config.segmentIds.length > 0 && (member.segmentId === null || !config.segmentIds.includes(member.segmentId)))
    return false;
  if (config.stageIds.length > 0 && (member.stageId === null || !config.stageIds.includes(member.stageId)))
    return false;
  return windowOpen(config.availableWindow, now, member.timeZone);
}

/** The offset in days, or null for none (an average the customer has not set is none). */
export function offsetDays(offset: SurveyOffsetValue, customer: CriteriaCustomer): number | null {
  if (offset === null) return null;
  if (offset === AVERAGE_DAYS_IN_PROGRAM)
    return customer.averageMonthsInProgram === null
      ? null
      : Math.round(customer.averageMonthsInProgram * DAYS_PER_MONTH);
  return offset;
}

/** The due day (yyyy-MM-dd) for the member, or null: the rule without the zone's instant. */
export function dueDayFor(
  config: DueAtConfig,
  member: Pick<CriteriaMember, 'segmentId'>,
  customer: CriteriaCustomer,
  today: string,
): string | null {
  const override =
    member.segmentId === null ? undefined : config.segmentOverrides.find((o) => o.segmentId === member.segmentId);
  if (!override && config.fixedDate !== null) return config.fixedDate;
  const days = offsetDays(override ? override.offsetValue : config.offsetValue, customer);
  const maxMonth = override ? override.maxMonth : config.maxMonth;
  const byOffset = days === null ? null : addDays(today, days);
  const cap = maxMonth === null ? null : Temporal.PlainDate.from(today).add({ months: maxMonth }).toString();
  if (byOffset === null) return cap;
  if (cap === null) return byOffset;
  return byOffset < cap ? byOffset : cap;
}

/** The due date (the start of the due day in `timeZone`), or null for none. */
export function dueDateFor(
  config: DueAtConfig,
  member: Pick<CriteriaMember, 'segmentId'>,
  customer: CriteriaCustomer,
  now: Date,
  timeZone: string,
): Date | null {
  const day = dueDayFor(config, member, customer, todayIn(now.getTime(), timeZone));
  return day === null ? null : new Date(startOfDayMillis(day, timeZone));
}

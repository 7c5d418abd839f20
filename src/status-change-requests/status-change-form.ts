/**
 * The status change request form's values, its checks and the request it sends (spec part 2
 * sections 4, 5 and 9). The date is a calendar day in the acting user's zone; the request carries
 * its first instant in ms, as the server reads it. The eligibility rule is the domain's, so the
 * form refuses exactly what the server refuses.
 */
import { type } from 'arktype';
import {
  ENGAGEMENT_CHECKLIST,
  isoDay,
  MEMBER_STAGE_KEYS,
  startOfDayMillis,
  dayOfMillis,
  STATUS_CHANGE_LIMITS,
  statusChangeEligibility,
  statusChangeStatusOf,
  type CreateStatusChangeRequestBody,
  type Eligibility,
  type StatusChangeRequestStatus,
  type StatusChangeWindow,
} from '../../domain/index.ts';

export type ChecklistItem = (typeof ENGAGEMENT_CHECKLIST)[number];

export interface StatusChangeFormValues {
  /** The status's id as the select holds it ('' for none). */
  memberStatusId: string;
  /** yyyy-MM-dd, '' for none. */
  effectiveDay: string;
  /** The call, visit or note the change rests on ('' for none). */
  interactionId: string;
  creatorComment: string;
  checklist: Record<ChecklistItem, boolean>;
}

/** The form's own checks (the kit words an empty field '{label} is required.'). */
export const statusChangeFormSchema = type({
  memberStatusId: type('string > 0'),
  effectiveDay: isoDay,
  interactionId: 'string',
  creatorComment: type(`string <= ${STATUS_CHANGE_LIMITS.comment}`).configure({
    message: `Comment must be at most ${STATUS_CHANGE_LIMITS.comment} characters.`,
  }),
  checklist: 'object',
});

export const AUDIT_COMMENT_LIMIT = STATUS_CHANGE_LIMITS.comment;

const noChecks = (): Record<ChecklistItem, boolean> =>
  Object.fromEntries(ENGAGEMENT_CHECKLIST.map((item) => [item, false])) as Record<ChecklistItem, boolean>;

export function emptyStatusChangeValues(today: string): StatusChangeFormValues {
  return { memberStatusId: '', effectiveDay: today, interactionId: '', creatorComment: '', checklist: noChecks() };
}

/** An existing request's values (the creator's edit). */
export function statusChangeValuesOf(
  request: { memberStatusId: number; effectiveAt: string; interactionId: string | null; creatorComment: string | null },
  timeZone: string,
): StatusChangeFormValues {
  return {
    memberStatusId: String(request.memberStatusId),
    effectiveDay: dayOfMillis(Date.parse(request.effectiveAt), timeZone),
    interactionId: request.interactionId ?? '',
    creatorComment: request.creatorComment ?? '',
    checklist: noChecks(),
  };
}

export const checklistComplete = (checklist: Record<ChecklistItem, boolean>) =>
  ENGAGEMENT_CHECKLIST.every((item) => checklist[item]);

/** What the form sends (the member added by the caller). */
export function statusChangeRequestOf(
  values: StatusChangeFormValues,
  timeZone: string,
  withChecklist: boolean,
): Omit<CreateStatusChangeRequestBody, 'memberId'> {
  return {
    memberStatusId: Number(values.memberStatusId),
    effectiveAt: startOfDayMillis(values.effectiveDay, timeZone),
    interactionId: values.interactionId || null,
    creatorComment: values.creatorComment.trim() || null,
    ...(withChecklist ? { engagementChecklist: ENGAGEMENT_CHECKLIST.filter((item) => values.checklist[item]) } : {}),
  };
}

/** Stage ids are catalogue positions (server/db/reference-data.ts seeds them so). */
export const memberStageKeyOf = (stageId: number | null | undefined) =>
  stageId ? MEMBER_STAGE_KEYS[stageId - 1] : undefined;

export interface WindowContext {
  nowMs: number;
  timeZone: string;
  window: StatusChangeWindow;
  isAdmin: boolean;
  memberStageKey: string | undefined;
}

/** Whether the chosen day may be asked for (or approved) now; undefined while no day is chosen. */
export function eligibilityOfDay(day: string, context: WindowContext): Eligibility | undefined {
  if (!isoDay.allows(day)) return undefined;
  return statusChangeEligibility({ ...context, effectiveAtMs: startOfDayMillis(day, context.timeZone) });
}

/** The chip a request shows. */
export const requestStatusOf = (
  request: { approval: 'approve' | 'deny' | null; effectiveAt: string; appliedAt: string | null },
  nowMs: number,
): StatusChangeRequestStatus => statusChangeStatusOf(request, nowMs);

/** The feed item types whose interaction a request may rest on. */
export const REQUEST_INTERACTION_TYPES = ['call', 'visit', 'note'] as const;
export type RequestInteractionKind = (typeof REQUEST_INTERACTION_TYPES)[number];

export interface InteractionChoice {
  interactionId: string;
  kind: RequestInteractionKind;
  /** yyyy-MM-dd in the acting user's zone: the effective date the choice suggests. */
  day: string;
  timestampMs: number;
}

/**
 * The member's calls, visits and notes a request may rest on (part 2: a request carries the
 * interaction it follows): those from the earliest day a request may take (every one when the
 * window is open, for admins and outreach members), newest first, as the feed holds them.
 */
export function interactionChoices(
  rows: readonly { interactionId?: string | null; externalItemType: string; timestampMs: number }[],
  earliestDay: string | null,
  timeZone: string,
): InteractionChoice[] {
  const choices: InteractionChoice[] = [];
  for (const row of rows) {
    if (!row.interactionId || !(REQUEST_INTERACTION_TYPES as readonly string[]).includes(row.externalItemType))
      continue;
    const day = dayOfMillis(row.timestampMs, timeZone);
    if (earliestDay && day < earliestDay) continue;
    choices.push({
      interactionId: row.interactionId,
      kind: row.externalItemType as RequestInteractionKind,
      day,
      timestampMs: row.timestampMs,
    });
  }
  return choices.sort((a, b) => b.timestampMs - a.timestampMs);
}

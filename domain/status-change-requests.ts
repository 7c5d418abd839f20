/**
 * Member status change requests (spec part 2 sections 3, 4, 5 and 9; part 1 section 4): when a
 * request may be made (the eligibility window), which statuses may be asked for, the request's
 * state, when an approved one is due, and the request schemas the server validates with and the
 * form resolves with.
 *
 * One eligibility rule. The spec reads the previous-month grace two ways (the first 5 days of the
 * month in part 1, until day 7 in part 2); here it is one organisation setting, `graceDays`
 * (default 5): on days 1..graceDays of a month the previous month may still be asked for. Days
 * are counted in the acting user's time zone (the one the form shows days in). The effective day
 * may never precede the organisation's algorithm start date (null: no floor), not even for admins.
 */
import { type } from 'arktype';
import { Temporal } from 'temporal-polyfill';
import { INSTANT_RANGE, integerString, isoInstant, uuid } from './api/params.ts';
import { hasPermission, type Permission } from './roles.ts';

export const STATUS_CHANGE_LIMITS = {
  /** Creator and auditor comments (part 2 section 9). */
  comment: 500,
} as const;

/** The previous-month grace when the organisation set none (part 1's reading). */
export const DEFAULT_PREVIOUS_MONTH_GRACE_DAYS = 5;

export const STATUS_CHANGE_MESSAGES = {
  currentMonthOnwards: 'You can only request status changes for the current month onwards.',
  graceElapsed:
    'This request is for a date that is no longer allowed for status change requests. The grace period for previous month changes has elapsed.',
  beforeAlgorithmStart: 'The effective date cannot be before the algorithm start date.',
  notSelectable: 'This status cannot be requested for this member.',
  sameStatus: 'The member already has this status.',
  checklist: 'Confirm every item of the minimum engagement checklist.',
  notFound: "An Error occurred. Member's status change request was not found or was deleted.",
} as const;

export const STATUS_CHANGE_PERMISSIONS = {
  audit: 'CAN_AUDIT_MEMBER_STATUS_CHANGE_REQUESTS',
  create: 'CAN_CREATE_MEMBER_STATUS_CHANGE_REQUESTS',
  adminLevel: 'CAN_REQUEST_ADMIN_LEVEL_STATUSES',
  alterComplete: 'CAN_ALTER_COMPLETE_MEMBER_STATUS_REQUESTS',
  admin: 'CAN_ACCESS_ADMIN_TOOLS',
} as const satisfies Record<string, Permission>;

export type StatusChangeApproval = 'approve' | 'deny';
/** As shown: pending, approved (applied or due now), declined, scheduled (approved, effective later). */
export type StatusChangeRequestStatus = 'pending' | 'approved' | 'declined' | 'scheduled';

export interface StatusChangeState {
  approval: StatusChangeApproval | null;
  effectiveAt: string;
  appliedAt: string | null;
}

export function statusChangeStatusOf(request: StatusChangeState, nowMs: number): StatusChangeRequestStatus {
  if (request.approval === 'deny') return 'declined';
  if (request.approval !== 'approve') return 'pending';
  return request.appliedAt || Date.parse(request.effectiveAt) <= nowMs ? 'approved' : 'scheduled';
}

/** An approved request changes the member's status once its effective time has come. */
export function statusChangeIsDue(request: StatusChangeState, nowMs: number): boolean {
  return request.approval === 'approve' && !request.appliedAt && Date.parse(request.effectiveAt) <= nowMs;
}

/** The organisation's window settings (server/db/schema/status-change-requests.ts `status_change_settings`). */
export interface StatusChangeWindow {
  /** Days into a month during which the previous month may still be asked for. */
  graceDays: number;
  /** The first day (yyyy-MM-dd) a status change may take effect; null: no floor. */
  algorithmStartDate: string | null;
}

export const DEFAULT_STATUS_CHANGE_WINDOW: StatusChangeWindow = {
  graceDays: DEFAULT_PREVIOUS_MONTH_GRACE_DAYS,
  algorithmStartDate: null,
};

export interface EligibilityInput {
  effectiveAtMs: number;
  nowMs: number;
  timeZone: string;
  window: StatusChangeWindow;
  /** Holds CAN_ACCESS_ADMIN_TOOLS: any date from the algorithm start on. */
  isAdmin: boolean;
  /** Members in the outreach stage may have any date from the algorithm start on. */
  memberStageKey: string | null | undefined;
}

export type Eligibility =
  | { allowed: true; via: 'admin' | 'outreach' | 'current-month' | 'previous-month'; graceDaysRemaining: number | null }
  | { allowed: false; reason: 'before-algorithm-start' | 'before-current-month' | 'grace-elapsed' };

const dayIn = (epochMs: number, timeZone: string) =>
  Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(timeZone).toPlainDate();

/** Days left (today included) to ask for the previous month; 0 once the grace has elapsed. */
export function graceDaysRemaining(nowMs: number, timeZone: string, graceDays: number): number {
  return Math.max(0, graceDays - dayIn(nowMs, timeZone).day + 1);
}

/** Whether a request effective at this instant may be made (or approved) now. */
export function statusChangeEligibility(input: EligibilityInput): Eligibility {
  const day = dayIn(input.effectiveAtMs, input.timeZone);
  const today = dayIn(input.nowMs, input.timeZone);
  if (
    input.window.algorithmStartDate &&
    Temporal.PlainDate.compare(day, Temporal.PlainDate.from(input.window.algorithmStartDate)) < 0
  ) {
    return { allowed: false, reason: 'before-algorithm-start' };
  }
  if (input.isAdmin) return { allowed: true, via: 'admin', graceDaysRemaining: null };
  if (input.memberStageKey === 'outreach') return { allowed: true, via: 'outreach', graceDaysRemaining: null };
  const monthStart = today.with({ day: 1 });
  if (Temporal.PlainDate.compare(day, monthStart) >= 0)
    return { allowed: true, via: 'current-month', graceDaysRemaining: null };
  const previousMonthStart = monthStart.subtract({ months: 1 });
  if (Temporal.PlainDate.compare(day, previousMonthStart) < 0)
    return { allowed: false, reason: 'before-current-month' };
  const remaining = graceDaysRemaining(input.nowMs, input.timeZone, input.window.graceDays);
  return remaining > 0
    ? { allowed: true, via: 'previous-month', graceDaysRemaining: remaining }
    : { allowed: false, reason: 'grace-elapsed' };
}

/** The earliest day (yyyy-MM-dd) the form's date field offers. */
export function earliestEffectiveDay(input: Omit<EligibilityInput, 'effectiveAtMs'>): string | null {
  const today = dayIn(input.nowMs, input.timeZone);
  const floor = input.window.algorithmStartDate ? Temporal.PlainDate.from(input.window.algorithmStartDate) : null;
  let earliest: Temporal.PlainDate | null = null;
  if (!input.isAdmin && input.memberStageKey !== 'outreach') {
    const monthStart = today.with({ day: 1 });
    earliest =
      graceDaysRemaining(input.nowMs, input.timeZone, input.window.graceDays) > 0
        ? monthStart.subtract({ months: 1 })
        : monthStart;
  }
  if (floor && (!earliest || Temporal.PlainDate.compare(floor, earliest) > 0)) earliest = floor;
  return earliest?.toString() ?? null;
}

/** The English refusal the server answers for an ineligible date. */
export function eligibilityMessage(eligibility: Eligibility): string | null {
  if (eligibility.allowed) return null;
  if (eligibility.reason === 'before-algorithm-start') return STATUS_CHANGE_MESSAGES.beforeAlgorithmStart;
  return STATUS_CHANGE_MESSAGES.currentMonthOnwards;
}

/** A member status as the change request form needs it (GET /users/member-statuses, part 2 section 3 "Member status"). */
export const requestableStatusSchema = type({
  id: 'number',
  key: 'string',
  name: 'string',
  changeRequestDescription: 'string | null',
  effectiveAtQuestionText: 'string | null',
  isSelectable: 'boolean',
  /** Only holders of CAN_REQUEST_ADMIN_LEVEL_STATUSES may ask for it. */
  adminLevel: 'boolean',
  deprecated: 'boolean',
  changeRequestStageIds: 'number[]',
  changeRequestStatusIds: 'number[]',
});
export type RequestableStatus = typeof requestableStatusSchema.infer;

export interface StatusChoiceContext {
  memberStageId: number | null | undefined;
  memberStatusId: number | null | undefined;
  clientHasMedicalCenter: boolean;
  canRequestAdminLevel: boolean;
}

export interface StatusChoice {
  status: RequestableStatus;
  /** Offered only because the user holds the admin-level permission (the form marks it). */
  adminLevel: boolean;
}

/**
 * Whether anyone may ask for this status for this member (part 2 section 4): selectable, not
 * admin-level, and the member's stage or current status among the target's, or the customer has a
 * medical center and the target is skill-building.
 */
export function isOrdinaryChoice(status: RequestableStatus, context: StatusChoiceContext): boolean {
  if (status.deprecated || !status.isSelectable || status.adminLevel) return false;
  const byStage = context.memberStageId != null && status.changeRequestStageIds.includes(context.memberStageId);
  const byStatus = context.memberStatusId != null && status.changeRequestStatusIds.includes(context.memberStatusId);
  return byStage || byStatus || (context.clientHasMedicalCenter && status.key === 'skill-building');
}

/**
 * The statuses the form offers, in catalogue order: deprecated ones never, the member's current
 * one never; holders of the admin-level permission also get every other status, marked.
 */
export function statusChoices(statuses: readonly RequestableStatus[], context: StatusChoiceContext): StatusChoice[] {
  return statuses.flatMap((status): StatusChoice[] => {
    if (status.deprecated || status.id === context.memberStatusId) return [];
    if (isOrdinaryChoice(status, context)) return [{ status, adminLevel: false }];
    return context.canRequestAdminLevel ? [{ status, adminLevel: true }] : [];
  });
}

/** Marking an outreach-stage member engaged needs the minimum engagement checklist confirmed. */
export const needsEngagementChecklist = (statusKey: string | undefined, memberStageKey: string | null | undefined) =>
  statusKey === 'newly-engaged' && memberStageKey === 'outreach';

/** The minimum engagement checklist's items (keys; the form words them). */
export const ENGAGEMENT_CHECKLIST = [
  'introduced-program',
  'member-agreed',
  'contact-confirmed',
  'next-step-scheduled',
] as const;

export interface StatusChangeUser {
  userId: string;
  permissions: readonly string[];
}

export const mayAuditStatusChanges = (
  user: Pick<StatusChangeUser, 'permissions'>,
  memberPermissions: readonly string[] = [],
) => hasPermission(user.permissions, STATUS_CHANGE_PERMISSIONS.audit, memberPermissions);

/** Creators and auditors may make requests (an auditor's own is approved at once). */
export const mayCreateStatusChanges = (user: Pick<StatusChangeUser, 'permissions'>) =>
  hasPermission(user.permissions, STATUS_CHANGE_PERMISSIONS.create) || mayAuditStatusChanges(user);

/** The creator edits their own request while it is pending. */
export function mayEditStatusChange(
  user: StatusChangeUser,
  request: StatusChangeState & { creatorId: string },
): boolean {
  return request.creatorId === user.userId && request.approval === null;
}

/**
 * An audit of a pending request needs the audit permission; changing the answer of one already
 * decided (declined, or approved and not yet applied) also needs CAN_ALTER_COMPLETE_MEMBER_STATUS_REQUESTS.
 * An applied request is final: the member's status has changed, and a new request changes it again.
 */
export function mayAuditStatusChange(user: StatusChangeUser, request: StatusChangeState): boolean {
  if (!mayAuditStatusChanges(user) || request.appliedAt) return false;
  return request.approval === null || hasPermission(user.permissions, STATUS_CHANGE_PERMISSIONS.alterComplete);
}

/** Epoch ms within the range the product stores (domain/api/params.ts). */
const millis = type(`${INSTANT_RANGE.min} <= number.integer <= ${INSTANT_RANGE.max}`).configure({
  message: 'Effective date is not valid.',
});
const optionalComment = (label: string) =>
  type('string')
    .pipe((value) => value.trim())
    .to(
      type(`string <= ${STATUS_CHANGE_LIMITS.comment}`).configure({
        message: `${label} must be at most ${STATUS_CHANGE_LIMITS.comment} characters.`,
      }),
    )
    .pipe((value) => value || null)
    .or('null');
const statusId = type('1 <= number.integer <= 2147483647').configure({ message: 'Status is required' });

/** What the creator says: the status (the spec's "reason"), when it takes effect, and a comment. */
export const statusChangeRequestFields = type({
  memberStatusId: statusId,
  effectiveAt: millis,
  'creatorComment?': optionalComment('Comment'),
  'interactionId?': uuid.or('null'),
  /** The minimum engagement checklist's confirmed items (required when it applies). */
  'engagementChecklist?': type
    .enumerated(...ENGAGEMENT_CHECKLIST)
    .array()
    .atMostLength(ENGAGEMENT_CHECKLIST.length),
});

/** POST /users/member-status-change-request. The server decides the approval (an auditor's own request is approved). */
export const createStatusChangeRequestBody = statusChangeRequestFields.and({ memberId: uuid });

/** PATCH /users/member-status-change-request/{id}: the creator's edit (no approval), or an audit (approval and comment). */
export const updateStatusChangeRequestBody = type({
  'memberStatusId?': statusId,
  'effectiveAt?': millis,
  'creatorComment?': optionalComment('Comment'),
  'interactionId?': uuid.or('null'),
  'engagementChecklist?': type
    .enumerated(...ENGAGEMENT_CHECKLIST)
    .array()
    .atMostLength(ENGAGEMENT_CHECKLIST.length),
  'approval?': type("'approve' | 'deny'"),
  'auditorComment?': optionalComment('Auditor comment'),
});

export const statusChangeRequestParams = type({ id: uuid });

export const statusChangeRequestsQuery = type({
  /** One request (a feed item's). */
  'id?': uuid,
  'memberId?': uuid,
  /** Requests about members assigned to this guide. */
  'guideId?': uuid,
  'status?': "'pending'",
  'page-size?': integerString.to('1 <= number <= 500'),
  /** Keyset cursor: requests after this (createdAt, id), newest first. */
  'after-created-at?': isoInstant,
  'after-id?': uuid,
});

export type CreateStatusChangeRequestBody = typeof createStatusChangeRequestBody.inferIn;

/** Fixed catalogues of part 1 section 3 and 9, seeded into the database and shared by every side. */
export const MEMBER_STATUS_KEYS = [
  'new',
  'attempted',
  'interacted',
  'newly-engaged',
  'queued',
  're-engaged',
  'skill-building',
  'misconduct',
  'refused-services',
  'off-plan',
  'completed',
  'timed-out',
  'deceased',
  'unable-to-newly-engage',
  'unable-to-re-engage',
  'out-of-scope',
  'graduated',
  'no-contact',
  'discharged',
  'paused',
  'ineligible',
  'unequipped',
] as const;
export type MemberStatusKey = (typeof MEMBER_STATUS_KEYS)[number];

export const MEMBER_STAGE_KEYS = ['outreach', 'in-program', 'independence'] as const;
export type MemberStageKey = (typeof MEMBER_STAGE_KEYS)[number];

export const TODO_TYPES = [
  'TEXT_BACK',
  'CALL_BACK',
  'FEEDBACK_CALL',
  'INCOMPLETE_CALL',
  'INCOMPLETE_VISIT',
  'INCOMPLETE_NOTE_VISIT',
  'INCOMPLETE_NOTE_CALL',
  'SCHEDULED_EVENT',
  'SCHEDULE_WORKFLOW_PHASE_REMINDER',
  'HOSPITALIZATION_FOLLOW_UP',
  'CALL_AUDIT',
] as const;
export type TodoType = (typeof TODO_TYPES)[number];

/** Follow-up sort order (part 1 section 9); types not listed sort after these. */
export const FOLLOW_UP_ORDER: readonly TodoType[] = [
  'CALL_BACK',
  'TEXT_BACK',
  'INCOMPLETE_CALL',
  'INCOMPLETE_NOTE_CALL',
  'INCOMPLETE_VISIT',
  'INCOMPLETE_NOTE_VISIT',
  'CALL_AUDIT',
];

export const SCHEDULED_EVENT_TYPES = ['call', 'message', 'visit', 'tbd', 'reminder'] as const;
export const PRIORITY_LEVELS = ['high', 'medium', 'low'] as const;
export const INTERACTION_TYPES = ['call', 'visit', 'message', 'note'] as const;
export type InteractionType = (typeof INTERACTION_TYPES)[number];
export const CALL_STATUSES = ['CONNECTING', 'ACTIVE', 'ENDED', 'FAILED', 'MISSED', 'BUSY'] as const;
export const CALL_OUTCOME_KEYS = ['engaged', 'answered', 'another-person', 'other'] as const;
export const VISIT_OUTCOME_KEYS = [...CALL_OUTCOME_KEYS, 'wrong-address', 'inaccessible'] as const;
/** The requests and workflow items a member's feed records (its 'Task' filter stands for them). */
export const TASK_FEED_ITEM_TYPES = [
  'member_status_change_request',
  'member_transfer_request',
  'assigned_workflow_phase',
] as const;
/**
 * What a feed item points at (`externalItemType`): an interaction, or a request or workflow item.
 * Declared here alone: the database column, the server's writes and the portal's screens use the
 * type, so a misspelt kind does not compile.
 */
export const FEED_ITEM_TYPES = ['call', 'message', 'visit', 'note', ...TASK_FEED_ITEM_TYPES] as const;
export type FeedItemType = (typeof FEED_ITEM_TYPES)[number];

/** The kind a stored or received `externalItemType` names, or undefined for one this build does not know. */
export function feedItemTypeOf(value: string | null | undefined): FeedItemType | undefined {
  return FEED_ITEM_TYPES.find((type) => type === value);
}
export const NOTIFICATION_GROUPS = [
  { key: 'messages', label: 'Messages', sortOrder: 1 },
  { key: 'calls', label: 'Calls', sortOrder: 2 },
  { key: 'hospitalizations', label: 'Hospitalizations', sortOrder: 3 },
  { key: 'requests', label: 'Requests', sortOrder: 4 },
] as const;

/** SMS provider error codes (part 1 section 8); unknown codes read 'Unknown error. Please contact support'. */
export const SMS_ERROR_CODES: Readonly<Record<number, string>> = {
  20003: 'Account not active',
  20005: 'Account suspended',
  20006: 'Account not found',
  20008: 'Account is not authorized to send messages',
  21211: 'Invalid phone number',
  21610: 'Invalid media URL',
  21614: 'Message body is required',
  21617: 'Message is too long',
  30034: 'number not valid',
  11200: 'telephone service not responding',
  11751: 'attachment too large',
  12300: 'Invalid message content',
  30003: 'device off or out of range',
  30005: 'destination unknown',
  30006: 'landline does not support SMS',
  30007: 'blocked by provider',
  30008: 'Unknown error',
  30019: 'message too large',
  30032: 'toll-free number not verified',
  60005: 'carrier error',
  63019: 'media upload failed',
  0: 'unknown code',
};

/** Outreach phases a member in the outreach stage moves through (member list column and filter). */
export const OUTREACH_PHASES = [
  'initial-outreach',
  'follow-up-outreach',
  'final-outreach',
  'completed-outreach',
] as const;
export type OutreachPhase = (typeof OUTREACH_PHASES)[number];

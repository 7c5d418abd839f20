/** A member's record beyond the summary: contact details, status history, alerts. */
import { type } from 'arktype';
import { MEMBER_CHANGE_SUBJECTS } from '../member-info.ts';
import { defineEntity } from './define.ts';

/** A member's phone (part 1 section 3): +1 and 10 digits; a do-not-contact reason (STOP) blocks texts. */
export const phoneNumber = defineEntity({
  kind: 'phoneNumber',
  schema: type({
    id: 'string',
    memberId: 'string',
    number: 'string',
    description: 'string',
    primary: 'boolean',
    type: 'string | null',
    carrier: 'string | null',
    doNotContactReason: 'string | null',
  }),
  audience: { kind: 'organisation' },
});

export const emailAddress = defineEntity({
  kind: 'emailAddress',
  schema: type({
    id: 'string',
    memberId: 'string',
    emailAddress: 'string',
    description: 'string | null',
    primary: 'boolean',
  }),
  events: { upsert: 'email-address:updated', created: 'email-address:created', delete: 'email-address:deleted' },
  audience: { kind: 'organisation' },
});

export const address = defineEntity({
  kind: 'address',
  schema: type({
    id: 'string',
    memberId: 'string',
    description: 'string | null',
    line1: 'string',
    line2: 'string | null',
    city: 'string',
    state: 'string',
    zip: 'string',
    primary: 'boolean',
  }),
  audience: { kind: 'organisation' },
});

/** A "user member status": the member's status from `effectiveAt`, shown in the feed (part 1 section 2). */
export const memberStatusEvent = defineEntity({
  kind: 'memberStatusEvent',
  schema: type({
    id: 'string',
    memberId: 'string',
    memberStatusId: 'number',
    effectiveAt: 'string',
    /** The feed item that caused it (the jump button goes there), if any. */
    feedItemId: 'string | null',
  }),
  events: { upsert: 'member-status:created', created: 'member-status:created', delete: 'member-status:deleted' },
  audience: { kind: 'organisation' },
});

/** A banner: global (memberId null) or about one member (part 1 section 3 "Alert"). */
export const alert = defineEntity({
  kind: 'alert',
  schema: type({
    id: 'string',
    memberId: 'string | null',
    alertType: 'string',
    severity: "'info' | 'warning' | 'error'",
    title: 'string',
    message: 'string',
    isDismissable: 'boolean',
  }),
  audience: { kind: 'organisation' },
});

/**
 * An entry of the member's file updates (the 'Member file updates' dialog): who changed which of
 * the member's phone numbers, e-mail addresses, addresses or personal information, when, and each
 * field's old and new value as text (domain/member-info.ts `MEMBER_CHANGE_FIELDS`). Written in the
 * same transaction as the change it describes; never edited.
 */
export const memberChangeLog = defineEntity({
  kind: 'memberChangeLog',
  schema: type({
    id: 'string',
    memberId: 'string',
    createdAt: 'string',
    /** The acting user (the impersonated one while impersonating; the audit trail names both). */
    changedById: 'string | null',
    changedByName: 'string | null',
    subject: type.enumerated(...MEMBER_CHANGE_SUBJECTS),
    /** The changed row's id (the member's for personal information). */
    subjectId: 'string',
    /** 'Phone number', 'Email address', 'Address', 'Personal information' (English; word it from `subject`). */
    label: 'string',
    action: "'created' | 'updated' | 'deleted'",
    detailedChanges: type({
      field: 'string',
      label: 'string',
      oldValue: 'string | null',
      newValue: 'string | null',
    }).array(),
  }),
  audience: { kind: 'organisation' },
});

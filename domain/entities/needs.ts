/**
 * Needs and actions (spec part 2 section 3): a member's needs, the actions taken on them, the
 * resource referrals made in an action, and each need's history. Socket events follow part 1
 * section 4: need upserted / deleted, history entry upserted, resource referral created.
 *
 * A need's status is not a field: it depends on today and the member's stage, so every view
 * derives it with `needStatus` (domain/needs.ts).
 */
import { type } from 'arktype';
import { NEED_HISTORY_KINDS } from '../needs.ts';
import { column } from './columns.ts';
import { defineEntity, defineTableEntity } from './define.ts';
import { memberSummarySchema } from './people.ts';

export const need = defineEntity({
  kind: 'need',
  schema: type({
    id: 'string',
    memberId: 'string',
    /** The member's summary (the docket's Member column); the store keeps it with the users. */
    member: memberSummarySchema.or('null'),
    issueId: 'string | null',
    issueLabel: 'string | null',
    zCode: 'string | null',
    categoryId: 'string | null',
    domainId: 'string | null',
    /** Rich text, stored sanitized. */
    reason: 'string',
    identifiedAt: 'string',
    expiresAt: 'string',
    abandonedAt: 'string | null',
    /** Who fulfilled it or stopped pursuing it. */
    closedById: 'string | null',
    fulfilledAt: 'string | null',
    fulfilledComment: 'string | null',
    needRequiresAction: 'boolean',
    /** Only a need without actions may be deleted. */
    canDelete: 'boolean',
    sortOrder: 'number',
    createdById: 'string',
    /** The assigned survey the need was identified by, if any. */
    assignedSurveyId: 'string | null',
    /** The newest action's creation: one in the last 30 days takes the need off the docket's lists. */
    lastActionAt: 'string | null',
    updatedAt: 'string',
  }),
  events: { upsert: 'need:upserted', created: 'need:upserted', delete: 'need:deleted' },
  audience: { kind: 'organisation' },
  embeds: { member: 'user' },
});

/** An action taken on a need: its activity, day and minutes (the CHW minutes report counts them). */
export const needAction = defineTableEntity({
  kind: 'needAction',
  table: 'need_actions',
  columns: {
    id: column.uuid().primaryKey(),
    needId: column.uuid(),
    memberId: column.uuid(),
    activityId: column.uuid(),
    /** The day it was taken, `yyyy-MM-dd` (the minutes report reads a month's actions by it). */
    date: column.text(),
    durationInMinutes: column.integer(),
    description: column.text(),
    creatorId: column.uuid(),
    /** An earlier action of the same need that this one follows on (checked when written). */
    originalActionId: column.uuid().nullable(),
    markAsFulfilled: column.boolean(),
    /** The call or visit it was recorded from, if any. */
    callId: column.uuid().nullable(),
    visitId: column.uuid().nullable(),
    createdAt: column.timestamp(),
  },
  audience: { kind: 'organisation' },
});

/** A resource the member was referred to in an action, with the contact details given them. */
export const resourceReferral = defineTableEntity({
  kind: 'resourceReferral',
  table: 'need_resource_referrals',
  columns: {
    id: column.uuid().primaryKey(),
    actionId: column.uuid(),
    needId: column.uuid(),
    memberId: column.uuid(),
    resourceName: column.text(),
    contactName: column.text().nullable(),
    phoneNumber: column.text().nullable(),
    url: column.text().nullable(),
    streetAddress: column.text().nullable(),
    city: column.text().nullable(),
    state: column.text().nullable(),
    zipcode: column.text().nullable(),
    /** The resource hub's program it came from, if any. */
    programId: column.text().nullable(),
    creatorId: column.uuid(),
    createdAt: column.timestamp(),
  },
  events: {
    upsert: 'resource-referral:created',
    created: 'resource-referral:created',
    delete: 'resource-referral:created',
  },
  audience: { kind: 'organisation' },
});

/** One line of a need's history: what changed (or which action, referral, call or visit), by whom, when. */
export const needHistoryEntry = defineTableEntity({
  kind: 'needHistoryEntry',
  table: 'need_history_entries',
  columns: {
    id: column.uuid().primaryKey(),
    needId: column.uuid(),
    memberId: column.uuid(),
    kind: column.textOf(type.enumerated(...NEED_HISTORY_KINDS)),
    /** A need update (part 2 section 3): the field, its values before and after, the comment. */
    key: column.text().nullable(),
    originalValue: column.text().nullable(),
    newValue: column.text().nullable(),
    comment: column.text().nullable(),
    /** What the entry is about, by id. */
    actionId: column.uuid().nullable(),
    referralId: column.uuid().nullable(),
    callId: column.uuid().nullable(),
    visitId: column.uuid().nullable(),
    assignedSurveyId: column.uuid().nullable(),
    actorId: column.uuid(),
    createdAt: column.timestamp(),
  },
  events: { upsert: 'need-history:upserted', created: 'need-history:upserted', delete: 'need-history:upserted' },
  audience: { kind: 'organisation' },
});

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
import { defineEntity } from './define.ts';
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

export const needAction = defineEntity({
  kind: 'needAction',
  schema: type({
    id: 'string',
    needId: 'string',
    memberId: 'string',
    activityId: 'string',
    /** yyyy-MM-dd */
    date: 'string',
    durationInMinutes: 'number',
    description: 'string',
    creatorId: 'string',
    originalActionId: 'string | null',
    markAsFulfilled: 'boolean',
    callId: 'string | null',
    visitId: 'string | null',
    createdAt: 'string',
  }),
  audience: { kind: 'organisation' },
});

export const resourceReferral = defineEntity({
  kind: 'resourceReferral',
  schema: type({
    id: 'string',
    actionId: 'string',
    needId: 'string',
    memberId: 'string',
    resourceName: 'string',
    contactName: 'string | null',
    phoneNumber: 'string | null',
    url: 'string | null',
    streetAddress: 'string | null',
    city: 'string | null',
    state: 'string | null',
    zipcode: 'string | null',
    programId: 'string | null',
    creatorId: 'string',
    createdAt: 'string',
  }),
  events: {
    upsert: 'resource-referral:created',
    created: 'resource-referral:created',
    delete: 'resource-referral:created',
  },
  audience: { kind: 'organisation' },
});

export const needHistoryEntry = defineEntity({
  kind: 'needHistoryEntry',
  schema: type({
    id: 'string',
    needId: 'string',
    memberId: 'string',
    kind: type.enumerated(...NEED_HISTORY_KINDS),
    /** A need update (part 2 section 3): the field, its values before and after, the comment. */
    key: 'string | null',
    originalValue: 'string | null',
    newValue: 'string | null',
    comment: 'string | null',
    actionId: 'string | null',
    referralId: 'string | null',
    callId: 'string | null',
    visitId: 'string | null',
    assignedSurveyId: 'string | null',
    actorId: 'string',
    createdAt: 'string',
  }),
  events: { upsert: 'need-history:upserted', created: 'need-history:upserted', delete: 'need-history:upserted' },
  audience: { kind: 'organisation' },
});

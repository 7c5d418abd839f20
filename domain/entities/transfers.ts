/** Member transfer requests (spec part 2 section 3 "Transfer request"). */
import { type } from 'arktype';
import { defineEntity } from './define.ts';
import { memberSummarySchema } from './people.ts';

/**
 * A request to move a member to another guide, and its review. Everyone in the organisation hears
 * of it (the feed shows it on the member's page; the docket's Pending events list it). Instants are
 * ISO; `timestampDetail` is the detail day's first instant in the requester's time zone.
 * `numericDetail` is the id of one of the member's addresses (the spec's name; ids are uuids here).
 */
export const memberTransferRequest = defineEntity({
  kind: 'memberTransferRequest',
  schema: type({
    id: 'string',
    memberId: 'string',
    clientId: 'string',
    /** The member's guide when the request was made. */
    originatingGuideId: 'string | null',
    receivingGuideId: 'string',
    creatorId: 'string',
    transferReasonId: 'string',
    commentToReceivingGuide: 'string',
    stringDetail: 'string | null',
    numericDetail: 'string | null',
    timestampDetail: 'string | null',
    approval: "'approve' | 'deny' | null",
    /** When an approved transfer moves the member. */
    effectiveAt: 'string | null',
    auditorId: 'string | null',
    auditorComment: 'string | null',
    approvedAt: 'string | null',
    deniedAt: 'string | null',
    deletedAt: 'string | null',
    /** When the member moved to the receiving guide (null until then). */
    appliedAt: 'string | null',
    createdAt: 'string',
    member: memberSummarySchema.or('null'),
  }),
  audience: { kind: 'organisation' },
  embeds: { member: 'user' },
});

/** A transfer reason (data, per organisation): its text, and what detail it asks for under which label. */
export const transferReasonSchema = type({
  id: 'string',
  /** Stable name of a default reason ('member-moved'): the portal words those in the reader's language. */
  key: 'string',
  text: 'string',
  detailType: "'date' | 'string' | 'address'",
  detailLabel: 'string',
});

/** Member status change requests (spec part 2 section 3): synced to the whole organisation, so the feed, the form and the docket update live. */
import { type } from 'arktype';
import { defineEntity } from './define.ts';
import { memberSummarySchema } from './people.ts';

export const memberStatusChangeRequest = defineEntity({
  kind: 'memberStatusChangeRequest',
  schema: type({
    id: 'string',
    memberId: 'string',
    memberStatusId: 'number',
    /** When the new status takes effect (ISO); the spec's effectiveAt in ms is `Date.parse` of it. */
    effectiveAt: 'string',
    interactionId: 'string | null',
    creatorId: 'string',
    creatorName: 'string',
    creatorComment: 'string | null',
    approval: "'approve' | 'deny' | null",
    approvedAt: 'string | null',
    deniedAt: 'string | null',
    auditorId: 'string | null',
    auditorName: 'string | null',
    auditorComment: 'string | null',
    /** When the member's status was changed by it (an approved request, once effective). */
    appliedAt: 'string | null',
    createdAt: 'string',
    /** The member, for lists naming them (the docket's Pending events). */
    member: memberSummarySchema.or('null'),
  }),
  audience: { kind: 'organisation' },
  embeds: { member: 'user' },
});

/**
 * A customer's member segments (survey assignment's second axis, spec part 3 "Survey (assignment
 * view)"; a member's `memberSegments`, part 1 section 3): admins with CAN_MODIFY_CLIENTS add,
 * rename and delete them on the customer's page; a member is put in one of their own customer's
 * segments on Member info. A name is unique within its customer. Deleting a segment takes its
 * members out of it (they have none) and is refused while a survey's assignment criteria name it.
 * The messages are the server's English; the pages say them in the reader's language.
 */
import { type } from 'arktype';
import { uuid } from './api/params.ts';

export const CUSTOMER_SEGMENT_LIMITS = { name: 80, segmentsPerCustomer: 50 } as const;

export const CUSTOMER_SEGMENT_MESSAGES = {
  nameRequired: 'Name is required.',
  nameTooLong: `A segment's name has at most ${CUSTOMER_SEGMENT_LIMITS.name} characters.`,
  nameTaken: 'Another segment of this customer has this name.',
  tooMany: `A customer has at most ${CUSTOMER_SEGMENT_LIMITS.segmentsPerCustomer} segments.`,
  inUse: "A survey's assignment criteria use this segment. Remove it from them first.",
  notMembersCustomer: "The segment must be one of the member's customer's.",
} as const;

// A narrow, not a morph, so the form hears the message; the route stores the trimmed name.
const segmentName = type('string').narrow(
  (s, ctx) =>
    (s.trim().length > 0 || ctx.reject({ message: CUSTOMER_SEGMENT_MESSAGES.nameRequired })) &&
    (s.trim().length <= CUSTOMER_SEGMENT_LIMITS.name || ctx.reject({ message: CUSTOMER_SEGMENT_MESSAGES.nameTooLong })),
);

/** POST /clients/{id}/segments: the client makes the id, so the new segment shows before the answer. */
export const createCustomerSegmentBody = type({ id: uuid, name: segmentName });
/** PATCH /clients/{id}/segments/{segmentId}: a new name. */
export const renameCustomerSegmentBody = type({ name: segmentName });
export const customerSegmentParams = type({ id: uuid, segmentId: uuid });

/** PUT /users/{memberId}/segment: one of the member's customer's segments, or none. */
export const memberSegmentBody = type({ segmentId: uuid.or('null') });

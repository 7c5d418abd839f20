/** Visits and autosaved drafts (spec part 2 section 3 "Visit", "Autosaved draft"). */
import { type } from 'arktype';
import { defineEntity } from './define.ts';

/**
 * What a visit adds to its interaction (the interaction, same id, holds its member, guide, start,
 * duration, outcome and note, which the feed shows): where it happened, its end, the outcome's
 * details, the scheduled event it answers, and who recorded it when (the deletion rule reads those).
 */
export const visit = defineEntity({
  kind: 'visit',
  schema: type({
    id: 'string',
    memberId: 'string',
    createdBy: 'string',
    createdAt: 'string',
    startTime: 'string',
    endTime: 'string',
    /** The member's address it happened at; null: 'Other', described by `location`. */
    addressId: 'string | null',
    location: 'string | null',
    outcomeDetails: 'string | null',
    scheduledEventId: 'string | null',
  }),
  audience: { kind: 'organisation' },
});

/** A user's autosaved text for one subject and type: theirs alone (nobody else hears of it). */
export const noteDraft = defineEntity({
  kind: 'noteDraft',
  schema: type({
    id: 'string',
    userId: 'string',
    subjectId: 'string',
    type: 'string',
    text: 'string',
    /** Grows by one at every save: a delete names the version it saw. */
    version: 'number',
    updatedAt: 'string',
  }),
  audience: { kind: 'user', field: 'userId' },
});

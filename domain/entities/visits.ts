/** Visits and autosaved drafts (spec part 2 section 3 "Visit", "Autosaved draft"). */
import { column } from './columns.ts';
import { defineTableEntity } from './define.ts';

/**
 * What a visit adds to its interaction (the interaction, same id, holds its member, guide, start,
 * duration, outcome and note, which the feed shows): where it happened, its end, the outcome's
 * details, the scheduled event it answers, and who recorded it when (the deletion rule reads those).
 */
export const visit = defineTableEntity({
  kind: 'visit',
  table: 'visits',
  columns: {
    /** The interaction's id. */
    id: column.uuid().primaryKey(),
    /** The member's customer, kept with the row; clients know it from the member. */
    clientId: column.uuid().internal(),
    memberId: column.uuid(),
    createdBy: column.uuid(),
    createdAt: column.createdAt(),
    /** The interaction's start: the visit's row keeps its end only. */
    startTime: column.computed<string>('string'),
    endTime: column.timestamp(),
    /** The member's address it happened at; null: 'Other', described by `location`. */
    addressId: column.uuid().nullable(),
    location: column.text().nullable(),
    outcomeDetails: column.text().nullable(),
    scheduledEventId: column.uuid().nullable(),
  },
  audience: { kind: 'organisation' },
});

/** A user's autosaved text for one subject and type: theirs alone (nobody else hears of it). */
export const noteDraft = defineTableEntity({
  kind: 'noteDraft',
  table: 'note_drafts',
  columns: {
    id: column.uuid().primaryKey(),
    userId: column.uuid(),
    /** The member the draft is about. */
    subjectId: column.uuid(),
    /** notes, events or visits (`DRAFT_TYPES`): which editor it was typed in. */
    type: column.text(),
    text: column.text(),
    /** Grows by one at every save: a delete names the version it saw. */
    version: column.integer(),
    updatedAt: column.timestamp(),
  },
  audience: { kind: 'user', field: 'userId' },
});

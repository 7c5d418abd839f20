/**
 * Visits and autosaved drafts. A note is an `interactions` row of type 'note' alone; a visit is an
 * `interactions` row of type 'visit' (member, guide, start, duration, outcome, note) and a `visits`
 * row under the same id with what only visits have.
 */
import { index, uniqueIndex } from 'drizzle-orm/pg-core';
import { noteDraft, visit } from '../../../domain/entities/visits.ts';
import { entityTable } from '../entity-table.ts';
import { interactions } from './activity.ts';
import { organisationId } from './organisation.ts';
import { clients, users } from './tenancy.ts';

/**
 * A visit goes with its interaction. Its address and scheduled event have no foreign key: either
 * may be deleted later, and the visit keeps the id.
 */
export const visits = entityTable(visit, {
  before: { organisationId: organisationId() },
  references: {
    id: { to: () => interactions.id, onDelete: 'cascade' },
    clientId: () => clients.id,
    memberId: () => users.id,
    createdBy: () => users.id,
  },
  extra: (t) => [index('visits_member_idx').on(t.memberId)],
});

export const noteDrafts = entityTable(noteDraft, {
  before: { organisationId: organisationId() },
  references: { userId: () => users.id, subjectId: () => users.id },
  extra: (t) => [uniqueIndex('note_drafts_owner_idx').on(t.userId, t.subjectId, t.type)],
});

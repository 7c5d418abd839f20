/**
 * The training page (spec part 3 section 2, "Training page"): each organisation's training client
 * (a customer staff practise on, marked here rather than by a flag on every client) with its
 * provider status, and its training characters: members whose seeded state a reset puts back.
 */
import { boolean, integer, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisationId } from './organisation.ts';
import { clients, memberStages, memberStatuses, users } from './tenancy.ts';

/** At most one training client per organisation. */
export const trainingClients = pgTable(
  'training_clients',
  {
    clientId: uuid('client_id')
      .primaryKey()
      .references(() => clients.id),
    organisationId: organisationId(),
    isProviderClient: boolean('is_provider_client').notNull().default(false),
  },
  (t) => [uniqueIndex('training_clients_organisation_idx').on(t.organisationId)],
);

/** A training character and the state it was seeded in (what a reset restores). */
export const trainingCharacters = pgTable('training_characters', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => users.id),
  organisationId: organisationId(),
  seededStatusId: integer('seeded_status_id')
    .notNull()
    .references(() => memberStatuses.id),
  seededStageId: integer('seeded_stage_id')
    .notNull()
    .references(() => memberStages.id),
  seededGuideId: uuid('seeded_guide_id').references(() => users.id),
  seededAt: timestamp('seeded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

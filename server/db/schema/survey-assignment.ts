/**
 * Survey assignment criteria (spec part 3 section 3 "Survey (assignment view)") and member
 * segments, the criteria's second axis.
 *
 * Invariants:
 * - Criteria are kept per (organisation, survey key), not per version: publishing a new version of
 *   a key keeps its criteria, and assignment always takes the key's current version (the latest
 *   published).
 * - A segment belongs to one customer; a member has at most one segment, of their own customer.
 */
import type { AssignmentConfiguration, DueAtConfig } from '../../../domain/survey-assignment.ts';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customerSegment } from '../../../domain/entities/customers.ts';
import { entityTable } from '../entity-table.ts';
import { organisationId } from './organisation.ts';
import { clients, users } from './tenancy.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A customer's segment catalogue (the Assignment Criteria drawer's Segments; edited on the customer's page). */
export const customerSegments = entityTable(customerSegment, {
  before: { organisationId: organisationId() },
  references: { clientId: () => clients.id },
  extra: (t) => [
    uniqueIndex('customer_segments_client_name_idx').on(t.clientId, t.name),
    // The organisation's list, in its order (GET /customer-segments).
    index('customer_segments_organisation_idx').on(t.organisationId, t.clientId, t.sortOrder),
  ],
});

/** A member's segment (none: no row). */
export const memberSegments = pgTable(
  'member_segments',
  {
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => users.id),
    organisationId: organisationId(),
    segmentId: uuid('segment_id')
      .notNull()
      .references(() => customerSegments.id),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('member_segments_segment_idx').on(t.segmentId)],
);

/** A survey key's criteria and due-date configuration. */
export const surveyAssignmentConfigs = pgTable(
  'survey_assignment_configs',
  {
    organisationId: organisationId(),
    surveyKey: text('survey_key').notNull(),
    assignmentConfiguration: jsonb('assignment_configuration').$type<AssignmentConfiguration>().notNull(),
    dueAtConfig: jsonb('due_at_config').$type<DueAtConfig>().notNull(),
    updatedByUserId: uuid('updated_by_user_id').references(() => users.id),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.surveyKey] })],
);

/**
 * Member status change requests and the organisation's eligibility window. A request is pending
 * until audited (approval null), then approved or denied; an approved one changes the member's
 * status at its effective time (`applied_at` records when: server/jobs applies due ones).
 */
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisationId, organisations } from './organisation.ts';
import { clients, memberStatuses, users } from './tenancy.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const memberStatusChangeRequests = pgTable(
  'member_status_change_requests',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationId(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id),
    memberStatusId: integer('member_status_id')
      .notNull()
      .references(() => memberStatuses.id),
    effectiveAt: ts('effective_at').notNull(),
    interactionId: uuid('interaction_id'),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id),
    creatorComment: text('creator_comment'),
    /** approve or deny; null while pending. */
    approval: text('approval').$type<'approve' | 'deny'>(),
    approvedAt: ts('approved_at'),
    deniedAt: ts('denied_at'),
    auditorId: uuid('auditor_id').references(() => users.id),
    auditorComment: text('auditor_comment'),
    appliedAt: ts('applied_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('member_status_change_requests_member_idx').on(t.organisationId, t.memberId, t.createdAt, t.id),
    // The due-work job reads approved, unapplied requests by effective time.
    index('member_status_change_requests_due_idx')
      .on(t.effectiveAt)
      .where(sql`${t.approval} = 'approve' and ${t.appliedAt} is null`),
  ],
);

/** Per organisation; no row means the defaults (grace 5 days, no algorithm start date). */
export const statusChangeSettings = pgTable('status_change_settings', {
  organisationId: uuid('organisation_id')
    .primaryKey()
    .references(() => organisations.id),
  /** Days into a month during which the previous month may still be asked for (spec: 5 or 7). */
  previousMonthGraceDays: integer('previous_month_grace_days').notNull().default(5),
  /** No status change may take effect before this day; null: no floor. */
  algorithmStartDate: date('algorithm_start_date'),
});

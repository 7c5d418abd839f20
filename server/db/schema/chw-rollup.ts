/**
 * The CHW minutes report's month, counted once and kept (`server/reports/chw-rollup.ts`): counting a
 * month anew on every asking cost PostgreSQL about 250 ms for 12,000 members, and the report is asked
 * again whenever counted work changes. A month's counts are refreshed from the change log: the
 * members whose counted work changed since the mark are counted again, nobody else.
 * - `chw_month_counts`: per member and person, the milliseconds of the month counted (the
 *   statement of `server/reports/chw-month-sql.ts`, whole milliseconds).
 * - `chw_month_marks`: the change-log sequence the month's counts are current with, and the zone
 *   they were counted in (the organisation's zone moved: counted again).
 * - `chw_month_closings`: months closed for billing; a closed month's counts are not refreshed.
 */
import { bigint, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { chwMonthClosing } from '../../../domain/entities/reports.ts';
import { entityTable } from '../entity-table.ts';
import { organisationId } from './organisation.ts';
import { users } from './tenancy.ts';

export const chwMonthCounts = pgTable(
  'chw_month_counts',
  {
    organisationId: organisationId(),
    /** yyyy-MM in the organisation's zone. */
    month: text('month').notNull(),
    /** Derived rows, rewritten in bulk: no foreign key to check on each. */
    memberId: uuid('member_id').notNull(),
    staffId: uuid('staff_id').notNull(),
    ms: bigint('ms', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.month, t.memberId, t.staffId] })],
);

export const chwMonthMarks = pgTable(
  'chw_month_marks',
  {
    organisationId: organisationId(),
    month: text('month').notNull(),
    timeZone: text('time_zone').notNull(),
    /** The organisation's change-log head the counts are current with. */
    seq: bigint('seq', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.month] })],
);

export const chwMonthClosings = entityTable(chwMonthClosing, {
  before: { organisationId: organisationId() },
  references: { closedById: () => users.id },
  extra: (t) => [uniqueIndex('chw_month_closings_month_idx').on(t.organisationId, t.month)],
});

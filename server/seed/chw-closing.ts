/**
 * The demo's month before last closed by its supervisor, as once billed (issue #36): the CHW minutes
 * report shows a closed month beside open ones whatever the day the demo is started. Counted first,
 * as closing counts it (`server/reports/chw-closings.ts`): a closed month is never counted again.
 */
import { randomUUID } from 'node:crypto';
import { Temporal } from 'temporal-polyfill';
import { monthBoundsMillis } from '../../domain/index.ts';
import type { Db } from '../db/connect.ts';
import { chwMonthClosings } from '../db/schema/index.ts';
import { organisationZone } from '../reports/chw-activities.ts';
import { refreshChwMonth } from '../reports/chw-rollup.ts';
import { DEMO_ACCOUNTS } from './fixtures.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedClosedChwMonth(db: Db, organisationId: string, now: Date): Promise<void> {
  const timeZone = await organisationZone(db, organisationId);
  const month = Temporal.Instant.fromEpochMilliseconds(now.getTime())
    .toZonedDateTimeISO(timeZone)
    .toPlainDate()
    .toPlainYearMonth()
    .subtract({ months: 2 })
    .toString();
  const bounds = monthBoundsMillis(month, timeZone);
  await refreshChwMonth(db, { organisationId, timeZone, month, ...bounds });
  // Closed a few days into the next month, once its claims went out.
  const closedAt = new Date(Math.min(now.getTime(), bounds.endMs + 3 * DAY_MS));
  await db
    .insert(chwMonthClosings)
    .values({ id: randomUUID(), organisationId, month, closedAt, closedById: DEMO_ACCOUNTS.supervisor.id })
    .onConflictDoNothing();
}

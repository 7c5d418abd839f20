/**
 * How long a claimed key is kept (`idempotency_keys`), a due-work handler (`server/jobs`): without
 * it the table grows with every write for ever.
 * - A provider's webhook claim (no user): 7 days. A replay of the signed request is refused after
 *   five minutes anyway (`providers/webhook-signing.ts`); the days cover a provider's own retries,
 *   which re-sign the same event hours later.
 * - A user's Idempotency-Key: 30 days. The portal's outbox retries a write with its key after any
 *   time offline; a month covers a device left in a drawer over a holiday, and a retry after that is
 *   answered by the write's own checks (a stale version, a gone object) rather than this table.
 * At most `BATCH` rows a tick and kind, oldest first by index, so a backlog drains over a few ticks
 * without one long delete.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';

const DAY_MS = 86_400_000;
export const KEPT_DAYS = { webhook: 7, user: 30 } as const;
const BATCH = 2000;

export async function pruneIdempotencyClaims(db: Db, now: Date): Promise<void> {
  const webhooksBefore = new Date(now.getTime() - KEPT_DAYS.webhook * DAY_MS);
  const usersBefore = new Date(now.getTime() - KEPT_DAYS.user * DAY_MS);
  await db.execute(sql`delete from idempotency_keys where ctid in (
    select ctid from idempotency_keys where user_id is null and created_at < ${webhooksBefore}
    order by created_at limit ${BATCH})`);
  await db.execute(sql`delete from idempotency_keys where ctid in (
    select ctid from idempotency_keys where created_at < ${usersBefore} order by created_at limit ${BATCH})`);
}

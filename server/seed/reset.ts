/** Empties the data tables before a re-seed (the CLI's --reset, and tests that seed twice). */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { ensureReferenceData } from '../db/reference-data.ts';

/**
 * Truncating organisations, clients and users with CASCADE reaches every table that references
 * them, including tables added later; the catalogues and server settings (signing keys) reference
 * none of them and stay.
 */
export async function resetData(db: Db): Promise<void> {
  await db.execute(sql`truncate table organisations, clients, users, audit_log restart identity cascade`);
  await ensureReferenceData(db);
}

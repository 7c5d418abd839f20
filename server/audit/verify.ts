/**
 * Checks the trail's hash chains: every entry's hash over its stored fields, its link to the entry
 * before it, that numbering has no gap, and that the chain ends where its head says. Reads by keyset in batches, so a long trail is checked
 * in constant memory. The first broken entry is the one to investigate: it, or the one before it,
 * was changed, removed or inserted outside the application.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { ChainBreakReason } from '../../domain/index.ts';
import type { Db } from '../db/connect.ts';
import { rowsOf } from '../db/changes.ts';
import { auditTrail, auditTrailHeads } from '../db/schema/index.ts';
import { chainHash, GENESIS_HASH, type AuditOutcome } from './chain.ts';

export type BreakReason = ChainBreakReason;

export interface ChainBreak {
  organisationId: string;
  seq: number;
  reason: BreakReason;
}

export interface ChainReport {
  checked: number;
  broken: ChainBreak | null;
}

const BATCH = 1000;

/** One organisation's chain, from its first entry. */
export async function verifyOrganisationChain(db: Db, organisationId: string): Promise<ChainReport> {
  let checked = 0;
  let expectedSeq = 1;
  let prevHash = GENESIS_HASH;
  for (;;) {
    const rows = await db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.organisationId, organisationId), gt(auditTrail.seq, expectedSeq - 1)))
      .orderBy(asc(auditTrail.seq))
      .limit(BATCH);
    for (const row of rows) {
      checked += 1;
      const entry = { ...row, outcome: row.outcome as AuditOutcome };
      const reason: BreakReason | null =
        row.seq !== expectedSeq
          ? 'gap'
          : row.prevHash !== prevHash
            ? 'link'
            : chainHash(row.prevHash, entry) !== row.hash
              ? 'hash'
              : null;
      if (reason) return { checked, broken: { organisationId, seq: row.seq, reason } };
      expectedSeq = row.seq + 1;
      prevHash = row.hash;
    }
    if (rows.length < BATCH) break;
  }
  // The head anchors the tail: entries removed from the end leave it ahead of the last entry.
  const [head] = await db.select().from(auditTrailHeads).where(eq(auditTrailHeads.organisationId, organisationId));
  if (head && (head.seq !== expectedSeq - 1 || head.hash !== prevHash))
    return { checked, broken: { organisationId, seq: expectedSeq, reason: 'gap' } };
  return { checked, broken: null };
}

/** Every organisation's chain; stops at the first break. */
export async function verifyAllChains(db: Db): Promise<ChainReport> {
  const organisations = rowsOf<{ organisation_id: string }>(
    await db.execute(sql`select distinct organisation_id from audit_trail order by organisation_id`),
  );
  let checked = 0;
  for (const { organisation_id } of organisations) {
    const report = await verifyOrganisationChain(db, organisation_id);
    checked += report.checked;
    if (report.broken) return { checked, broken: report.broken };
  }
  return { checked, broken: null };
}

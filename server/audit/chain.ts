/**
 * The trail's hash chain. Each organisation's entries are numbered 1, 2, 3... and each entry's
 * `hash` is SHA-256 over the previous entry's hash and the entry's canonical fields, so changing,
 * removing or reordering an entry breaks every link after it. Appends of one organisation are
 * serialized in the database itself by the organisation's head row (`audit_trail_heads`), so
 * concurrent requests and several server instances extend one chain and never fork it.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { rowsOf } from '../db/changes.ts';
import { auditTrail, auditTrailHeads } from '../db/schema/index.ts';

export const GENESIS_HASH = '0'.repeat(64);

export type AuditOutcome = 'allowed' | 'refused' | 'failed';

/** What a call leaves in the trail, before it is numbered and chained. */
export interface AuditFact {
  organisationId: string;
  at: Date;
  userId: string;
  actingAsUserId: string | null;
  operation: string;
  memberIds: readonly string[];
  statusCode: number;
  outcome: AuditOutcome;
  clientAddress: string;
  /** An admin write's changes as JSON text (server/audit/admin-changes.ts); null for other calls. */
  changes: string | null;
}

export interface AuditEntry extends AuditFact {
  seq: number;
  prevHash: string;
  hash: string;
}

export function outcomeOf(statusCode: number): AuditOutcome {
  return statusCode >= 500 ? 'failed' : statusCode >= 400 ? 'refused' : 'allowed';
}

/**
 * The fields the hash covers, in a fixed order, as JSON (unambiguous: no separator can be forged).
 * An entry's changes join at the end only when it has some, so entries written before they were
 * kept hash as they always did.
 */
export function canonicalFields(entry: Omit<AuditEntry, 'prevHash' | 'hash'>): string {
  const fields: unknown[] = [
    entry.organisationId,
    entry.seq,
    entry.at.toISOString(),
    entry.userId,
    entry.actingAsUserId,
    entry.operation,
    [...entry.memberIds],
    entry.statusCode,
    entry.outcome,
    entry.clientAddress,
  ];
  if (entry.changes !== null) fields.push(entry.changes);
  return JSON.stringify(fields);
}

export function chainHash(prevHash: string, entry: Omit<AuditEntry, 'prevHash' | 'hash'>): string {
  return createHash('sha256').update(prevHash).update('\n').update(canonicalFields(entry)).digest('hex');
}

/**
 * Appends one entry at the end of its organisation's chain; resolves once it has committed, so the
 * caller still answers only after its entry is stored. Appends that arrive while an earlier batch
 * is being written wait for it and then go together in one transaction (group commit): every audited
 * call used to take the organisation's head row lock and a synchronous commit of its own, which
 * capped a whole organisation at one audited call per commit time (a few milliseconds: a few hundred
 * calls a second across every instance). A lone call still goes at once, in a batch of one.
 */
export function appendAuditEntry(db: Db, fact: AuditFact): Promise<AuditEntry> {
  let batcher = batchers.get(db);
  if (!batcher) batchers.set(db, (batcher = new AppendBatcher(db)));
  return batcher.append(fact);
}

interface Pending {
  fact: AuditFact;
  resolve(entry: AuditEntry): void;
  reject(error: unknown): void;
}

/** One per database handle (per server instance): at most one batch in flight, the next one filling meanwhile. */
class AppendBatcher {
  private queue: Pending[] = [];
  private writing = false;

  constructor(private readonly db: Db) {}

  append(fact: AuditFact): Promise<AuditEntry> {
    return new Promise((resolve, reject) => {
      this.queue.push({ fact, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    try {
      // Let the calls answering in this same turn of the event loop join the first batch.
      await Promise.resolve();
      while (this.queue.length) {
        const batch = this.queue.splice(0, MAX_BATCH);
        for (const group of byOrganisation(batch)) await this.write(group);
      }
    } finally {
      this.writing = false;
    }
  }

  private async write(group: Pending[]): Promise<void> {
    try {
      const entries = await appendBatch(
        this.db,
        group.map((p) => p.fact),
      );
      group.forEach((p, i) => p.resolve(entries[i]!));
    } catch (error) {
      if (group.length === 1) return group[0]!.reject(error);
      // One entry's failure must not fail the calls that happened to share its batch.
      for (const pending of group) await this.write([pending]);
    }
  }
}

const MAX_BATCH = 500;
const batchers = new WeakMap<Db, AppendBatcher>();

function byOrganisation(batch: Pending[]): Pending[][] {
  const groups = new Map<string, Pending[]>();
  for (const pending of batch) {
    const group = groups.get(pending.fact.organisationId);
    if (group) group.push(pending);
    else groups.set(pending.fact.organisationId, [pending]);
  }
  return [...groups.values()];
}

/**
 * One organisation's entries, in order, in one transaction: the head row is created if missing
 * (seq 0, the genesis hash) and locked in one statement (`on conflict do update` waits for and
 * returns its latest version, so instances appending at once queue on it and the chain cannot
 * fork), the entries are numbered and chained after it here (`chainHash`, the very function the
 * verifier checks them with), then inserted and the head moved to the last of them in one statement.
 */
async function appendBatch(db: Db, facts: readonly AuditFact[]): Promise<AuditEntry[]> {
  const organisationId = facts[0]!.organisationId;
  return db.transaction(async (tx) => {
    const [head] = rowsOf<{ seq: string | number; hash: string }>(
      await tx.execute(sql`
        insert into audit_trail_heads as h (organisation_id, seq, prev_hash, hash) values (${organisationId}::uuid, 0, ${GENESIS_HASH}, ${GENESIS_HASH})
        on conflict (organisation_id) do update set seq = h.seq
        returning seq, hash`),
    );
    if (!head) throw new Error('audit trail: no head row');
    let seq = Number(head.seq);
    let prevHash = head.hash;
    const entries = facts.map((fact): AuditEntry => {
      // The column keeps milliseconds: the hash must cover what is stored.
      const entry = {
        ...fact,
        at: new Date(Math.floor(fact.at.getTime())),
        memberIds: [...new Set(fact.memberIds)].sort(),
        seq: ++seq,
      };
      const hash = chainHash(prevHash, entry);
      const chained = { ...entry, prevHash, hash };
      prevHash = hash;
      return chained;
    });
    // The entries and the head's move in one statement (one round trip); `at` travels as its ISO
    // text, the milliseconds the hash covers.
    const rows = entries.map((e) => ({
      organisation_id: e.organisationId,
      seq: e.seq,
      at: e.at.toISOString(),
      user_id: e.userId,
      acting_as_user_id: e.actingAsUserId,
      operation: e.operation,
      member_ids: [...e.memberIds],
      status_code: e.statusCode,
      outcome: e.outcome,
      client_address: e.clientAddress,
      changes: e.changes,
      prev_hash: e.prevHash,
      hash: e.hash,
    }));
    const last = entries.at(-1)!;
    await tx.execute(sql`
      with appended as (
        insert into ${auditTrail} (organisation_id, seq, at, user_id, acting_as_user_id, operation, member_ids, status_code, outcome, client_address, changes, prev_hash, hash)
        select organisation_id, seq, at, user_id, acting_as_user_id, operation, member_ids, status_code, outcome, client_address, changes, prev_hash, hash
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(organisation_id uuid, seq bigint, at timestamptz, user_id uuid, acting_as_user_id uuid,
          operation text, member_ids uuid[], status_code integer, outcome text, client_address text, changes text, prev_hash text, hash text)
      )
      update ${auditTrailHeads} set seq = ${last.seq}, prev_hash = ${last.prevHash}, hash = ${last.hash} where organisation_id = ${organisationId}`);
    return entries;
  });
}

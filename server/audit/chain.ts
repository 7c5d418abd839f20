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
  const { before, after } = canonicalAround(entry);
  return `${before}${entry.seq}${after}`;
}

/**
 * The canonical text on either side of the sequence number, which only the database knows when a
 * batch is appended (`appendBatch` numbers and hashes the entries in its one statement): the
 * canonical text is `before + seq + after`, so the database hashes exactly the text the verifier
 * rebuilds with `canonicalFields`.
 */
export function canonicalAround(entry: Omit<AuditEntry, 'prevHash' | 'hash' | 'seq'>): {
  before: string;
  after: string;
} {
  const rest: unknown[] = [
    entry.at.toISOString(),
    entry.userId,
    entry.actingAsUserId,
    entry.operation,
    [...entry.memberIds],
    entry.statusCode,
    entry.outcome,
    entry.clientAddress,
  ];
  if (entry.changes !== null) rest.push(entry.changes);
  return { before: `[${JSON.stringify(entry.organisationId)},`, after: `,${JSON.stringify(rest).slice(1)}` };
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
      // Let the calls answering in this same turn of the event loop (every response that arrived
      // in this poll) join the first batch: fewer, larger batches, and no timer's delay.
      await new Promise((resolve) => setImmediate(resolve));
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
 * One organisation's entries, in order, in one statement (one round trip, its own transaction):
 * the head row is locked (`for update`: instances appending at once queue on it and the chain
 * cannot fork), the entries are numbered after it and chained by a recursive step that hashes each
 * one's canonical text (written here, `canonicalAround`) after the previous hash, exactly as
 * `chainHash` does (the verifier's function, over the same UTF-8 text), then inserted and the head
 * moved to the last of them. An organisation's first entry finds no head row: it is created
 * (seq 0, the genesis hash) and the statement runs again.
 */
async function appendBatch(db: Db, facts: readonly AuditFact[]): Promise<AuditEntry[]> {
  const organisationId = facts[0]!.organisationId;
  const entries = facts.map((fact) => ({
    ...fact,
    // The column keeps milliseconds: the hash must cover what is stored.
    at: new Date(Math.floor(fact.at.getTime())),
    memberIds: [...new Set(fact.memberIds)].sort(),
  }));
  // Each entry travels once, as the canonical text after its number (`canonicalAround`): the
  // database hashes that text and takes the stored fields from it (`at` as its ISO text, the
  // milliseconds the hash covers), so what is stored is what was hashed, and a read naming
  // hundreds of members sends them once.
  const before = `[${JSON.stringify(organisationId)},`;
  const afters = entries.map((e) => canonicalAround(e).after);
  const append = async () =>
    rowsOf<{ first: string | number; start: string; hashes: string[] }>(
      await db.execute(sql`
        with recursive head as (
          select seq, hash from ${auditTrailHeads} where organisation_id = ${organisationId}::uuid for update
        ), input as (
          select r.i::integer as i, r.after, ('[' || substr(r.after, 2))::json as f
          from json_array_elements_text(${JSON.stringify(afters)}::json) with ordinality as r(after, i)
        ), chain (i, seq, prev_hash, hash) as (
          select 0, seq, hash, hash from head
          union all
          select r.i, c.seq + 1, c.hash,
            encode(sha256(convert_to(c.hash || chr(10) || ${before} || (c.seq + 1)::text || r.after, 'UTF8')), 'hex')
          from chain c join input r on r.i = c.i + 1
        ), appended as (
          insert into ${auditTrail} (organisation_id, seq, at, user_id, acting_as_user_id, operation, member_ids, status_code, outcome, client_address, changes, prev_hash, hash)
          select ${organisationId}::uuid, c.seq, (r.f->>0)::timestamptz, (r.f->>1)::uuid, (r.f->>2)::uuid, r.f->>3,
            array(select json_array_elements_text(r.f->4))::uuid[], (r.f->>5)::integer, r.f->>6, r.f->>7, r.f->>8,
            c.prev_hash, c.hash
          from chain c join input r on r.i = c.i
        ), last as (
          select seq, prev_hash, hash from chain where i = ${afters.length}
        )
        update ${auditTrailHeads} h set seq = last.seq, prev_hash = last.prev_hash, hash = last.hash
        from last where h.organisation_id = ${organisationId}::uuid
        returning last.seq - ${afters.length} as first, (select hash from head) as start,
          (select array_agg(c.hash order by c.i) from chain c where c.i > 0) as hashes`),
    );
  let [done] = await append();
  if (!done) {
    await db.execute(sql`
      insert into ${auditTrailHeads} (organisation_id, seq, prev_hash, hash)
      values (${organisationId}::uuid, 0, ${GENESIS_HASH}, ${GENESIS_HASH}) on conflict (organisation_id) do nothing`);
    [done] = await append();
    if (!done) throw new Error('audit trail: no head row');
  }
  const first = Number(done.first);
  return entries.map((entry, i) => ({
    ...entry,
    seq: first + i + 1,
    prevHash: i === 0 ? done.start : done.hashes[i - 1]!,
    hash: done.hashes[i]!,
  }));
}

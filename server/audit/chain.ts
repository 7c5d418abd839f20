/**
 * The trail's hash chain. Each organisation's entries are numbered 1, 2, 3... and each entry's
 * `hash` is SHA-256 over the previous entry's hash and the entry's canonical fields, so changing,
 * removing or reordering an entry breaks every link after it. Appends of one organisation are
 * serialized in the database itself by the organisation's head row (`audit_trail_heads`), so
 * concurrent requests and several server instances extend one chain and never fork it.
 */
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { rowsOf } from '../db/changes.ts';

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
}

export interface AuditEntry extends AuditFact {
  seq: number;
  prevHash: string;
  hash: string;
}

export function outcomeOf(statusCode: number): AuditOutcome {
  return statusCode >= 500 ? 'failed' : statusCode >= 400 ? 'refused' : 'allowed';
}

/** The fields the hash covers, in a fixed order, as JSON (unambiguous: no separator can be forged). */
export function canonicalFields(entry: Omit<AuditEntry, 'prevHash' | 'hash'>): string {
  return JSON.stringify([
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
  ]);
}

export function chainHash(prevHash: string, entry: Omit<AuditEntry, 'prevHash' | 'hash'>): string {
  return createHash('sha256').update(prevHash).update('\n').update(canonicalFields(entry)).digest('hex');
}

/**
 * Appends one entry at the end of its organisation's chain, in one statement (one round trip):
 * the head row advances (locked until commit, so concurrent appends queue on it and each sees the
 * latest head) and the entry is inserted with the number and hashes the head computed. The hash is
 * computed in SQL over the same text `canonicalFields` makes, the number spliced in where it goes.
 */
export async function appendAuditEntry(db: Db, fact: AuditFact): Promise<AuditEntry> {
  const memberIds = [...new Set(fact.memberIds)].sort();
  // The column keeps milliseconds: the hash must cover what is stored.
  const at = new Date(Math.floor(fact.at.getTime()));
  const parts = canonicalFields({ ...fact, at, memberIds, seq: SEQ_MARK }).split(String(SEQ_MARK));
  if (parts.length !== 2) throw new Error('audit trail: the sequence mark is ambiguous');
  const [prefix, suffix] = parts;
  // Ids are checked UUIDs (members-of.ts), so the array literal is safe to build.
  const members = `{${memberIds.join(',')}}`;
  const hashOf = (prev: SQL, seq: SQL) => sql`encode(sha256(convert_to(${prev} || ${'\n'} || ${prefix} || (${seq})::text || ${suffix}, 'UTF8')), 'hex')`;
  const rows = rowsOf<{ seq: string | number; prev_hash: string; hash: string }>(
    await db.execute(sql`
      with head as (
        insert into audit_trail_heads as h (organisation_id, seq, prev_hash, hash)
        values (${fact.organisationId}::uuid, 1, ${GENESIS_HASH}, ${hashOf(sql`${GENESIS_HASH}::text`, sql`1`)})
        on conflict (organisation_id) do update set seq = h.seq + 1, prev_hash = h.hash, hash = ${hashOf(sql`h.hash`, sql`h.seq + 1`)}
        returning seq, prev_hash, hash
      )
      insert into audit_trail (organisation_id, seq, at, user_id, acting_as_user_id, operation, member_ids, status_code, outcome, client_address, prev_hash, hash)
      select ${fact.organisationId}::uuid, head.seq, ${at.toISOString()}::timestamptz, ${fact.userId}::uuid, ${fact.actingAsUserId}::uuid, ${fact.operation}::text,
        ${members}::uuid[], ${fact.statusCode}::integer, ${fact.outcome}::text, ${fact.clientAddress}::text, head.prev_hash, head.hash
      from head
      returning seq, prev_hash, hash`),
  );
  const row = rows[0];
  if (!row) throw new Error('audit trail append inserted nothing');
  return { ...fact, at, memberIds, seq: Number(row.seq), prevHash: row.prev_hash, hash: row.hash };
}

/** A number no entry has, marking where the sequence goes in the canonical text. */
const SEQ_MARK = 987654321987654;

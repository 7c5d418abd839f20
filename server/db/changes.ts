/**
 * Every write goes through `writeWithChanges`: the write and its change rows commit together, the
 * organisation's sequence advances by exactly the number of rows, and the caller gets the rows back to
 * publish on the socket once the transaction has committed (never before: a client must not hear
 * of a change it cannot yet read).
 */
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { ChangeOp, ChangeRow, ChangesPage, SyncEntity } from '../../domain/index.ts';
import type { Db, Tx } from './connect.ts';
import { changeLog } from './schema/index.ts';

export interface PendingChange {
  entity: SyncEntity;
  id: string;
  op: ChangeOp;
  data: Record<string, unknown> | null;
  /** Set for changes only one user may see (a notification): the change goes to that user alone. */
  privateTo?: string | null;
}

export interface PublishedChange extends ChangeRow {
  organisationId: string;
  privateTo: string | null;
  /** True for the first write of the entity, so the socket event can say 'created'. */
  created: boolean;
}

export interface ChangeRecorder {
  record(change: PendingChange & { created?: boolean }): void;
}

/**
 * `beforeCommit` runs last in the same transaction, with the write's last sequence (null when it
 * recorded no change): what must commit with the write and name its sequence (an idempotency
 * record's answer) goes there.
 */
export async function writeWithChanges<T>(
  db: Db,
  organisationId: string,
  work: (tx: Tx, changes: ChangeRecorder) => Promise<T>,
  beforeCommit?: (tx: Tx, result: T, lastSeq: number | null) => Promise<void>,
): Promise<{ result: T; changes: PublishedChange[] }> {
  return db.transaction(async (tx) => {
    const pending: (PendingChange & { created?: boolean })[] = [];
    const result = await work(tx, { record: (change) => pending.push(change) });
    if (pending.length === 0) {
      await beforeCommit?.(tx, result, null);
      return { result, changes: [] };
    }
    // Taking the sequence last keeps the row lock short; it is held until commit, so sequence
    // order is commit order for the organisation.
    const rows = await tx.execute<{ head: string | number }>(sql`
      insert into organisation_sequences (organisation_id, head) values (${organisationId}, ${pending.length})
      on conflict (organisation_id) do update set head = organisation_sequences.head + ${pending.length}
      returning head`);
    const head = Number(rowsOf<{ head: string | number }>(rows)[0]?.head);
    const first = head - pending.length + 1;
    const changes = pending.map((change, i): PublishedChange => ({
      seq: first + i,
      entity: change.entity,
      id: change.id,
      op: change.op,
      data: change.data,
      organisationId,
      privateTo: change.privateTo ?? null,
      created: change.created ?? false,
    }));
    await tx.insert(changeLog).values(
      changes.map((c) => ({ organisationId, seq: c.seq, entity: c.entity, entityId: c.id, op: c.op, privateTo: c.privateTo, data: c.data })),
    );
    await beforeCommit?.(tx, result, head);
    return { result, changes };
  });
}

/** node-postgres returns `{ rows }`, PGlite returns `{ rows }` too, but typed differently. */
export function rowsOf<R>(result: unknown): R[] {
  return ((result as { rows?: R[] }).rows ?? (result as R[])) as R[];
}

export async function readHead(db: Db, organisationId: string): Promise<number> {
  const rows = await db.execute<{ head: string | number }>(sql`select head from organisation_sequences where organisation_id = ${organisationId}`);
  return Number(rowsOf<{ head: string | number }>(rows)[0]?.head ?? 0);
}

export async function readChanges(db: Db, organisationId: string, userId: string, since: number, limit: number): Promise<ChangesPage> {
  const rows = await db
    .select()
    .from(changeLog)
    .where(and(eq(changeLog.organisationId, organisationId), gt(changeLog.seq, since), or(isNull(changeLog.privateTo), eq(changeLog.privateTo, userId))))
    .orderBy(asc(changeLog.seq))
    .limit(limit + 1);
  const head = await readHead(db, organisationId);
  const page = rows.slice(0, limit);
  return {
    changes: page.map((r) => ({ seq: r.seq, entity: r.entity as SyncEntity, id: r.entityId, op: r.op as ChangeOp, data: r.data ?? null })),
    head,
    hasMore: rows.length > limit,
  };
}

/**
 * Every write goes through `writeWithChanges`: the write and its change rows commit together, the
 * organisation's sequence advances by exactly the number of rows, and the caller gets the rows back to
 * publish on the socket once the transaction has committed (never before: a client must not hear
 * of a change it cannot yet read).
 */
import { type, type Type } from 'arktype';
import { sql } from 'drizzle-orm';
import {
  ENTITIES,
  audienceOf,
  kindsHiddenFrom,
  type ChangeRow,
  type ChangesPage,
  type EntityKind,
  type EntityShape,
} from '../../domain/index.ts';
import type { Db, Tx } from './connect.ts';
import { changeLog } from './schema/index.ts';

/**
 * A change to record, typed by its kind's definition (domain/entities): an upsert carries the
 * entity exactly as the API presents it. Who hears of it follows from the kind's audience; a
 * tombstone of a kind private to one user names that user (`privateTo`), since it has no data.
 */
export type PendingChange = {
  [K in EntityKind]:
    | { entity: K; id: string; op: 'upsert'; data: EntityShape<K>; created?: boolean }
    | { entity: K; id: string; op: 'delete'; data: null; privateTo?: string };
}[EntityKind];

/**
 * While the write walk runs (`server/http/write-walk.test.ts`, every write operation), a change must
 * carry only what its kind declares, deep: a field a presenter adds by a spread reaches every browser
 * of the audience and its stored copy, unseen by the type checker (a spread's extra keys pass it). It
 * caught a consent identity carrying the member's answers. Off elsewhere: the strict schemas cost the
 * suite about a tenth on write-heavy files.
 */
let checkingDeclaredFields = false;

/** Turns the check on or off (the write walk's hooks). */
export function checkDeclaredFields(on: boolean): void {
  checkingDeclaredFields = on;
}

const strictSchemas = new Map<EntityKind, Type>();

function refuseUndeclaredFields(change: PendingChange): void {
  if (!change.data) return;
  let strict = strictSchemas.get(change.entity);
  if (!strict) {
    strict = (ENTITIES[change.entity].schema as unknown as Type).onDeepUndeclaredKey('reject');
    strictSchemas.set(change.entity, strict);
  }
  const checked = strict(change.data);
  if (checked instanceof type.errors)
    throw new Error(`A ${change.entity} change carries what its kind does not declare: ${checked.summary}`);
}

/** The one user a change is private to, by its kind's audience; null for the whole organisation. */
function privateToOf(change: PendingChange): string | null {
  const audience = audienceOf(change.entity);
  if (audience.kind !== 'user') return null;
  const user = change.op === 'upsert' ? (change.data as Record<string, unknown>)[audience.field] : change.privateTo;
  if (typeof user !== 'string') throw new Error(`A ${change.entity} change must name the user it belongs to`);
  return user;
}

export interface PublishedChange extends ChangeRow {
  organisationId: string;
  privateTo: string | null;
  /** True for the first write of the entity, so the socket event can say 'created'. */
  created: boolean;
}

export interface ChangeRecorder {
  record(change: PendingChange): void;
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
    const pending: PendingChange[] = [];
    const result = await work(tx, {
      record: (change) => {
        if (checkingDeclaredFields) refuseUndeclaredFields(change);
        pending.push(change);
      },
    });
    if (pending.length === 0) {
      await beforeCommit?.(tx, result, null);
      return { result, changes: [] };
    }
    // Taking the sequence last keeps the row lock short; it is held until commit, so sequence
    // order is commit order for the organisation. The head moves and the rows go in with one
    // statement (one round trip), numbered from the head it returns: row i is head - n + 1 + i.
    const entries = pending.map((change, i) => ({
      i,
      entity: change.entity,
      entity_id: change.id,
      op: change.op,
      private_to: privateToOf(change),
      data: change.data,
    }));
    const rows = await tx.execute<{ head: string | number }>(sql`
      with head as (
        insert into organisation_sequences (organisation_id, head) values (${organisationId}, ${pending.length})
        on conflict (organisation_id) do update set head = organisation_sequences.head + ${pending.length}
        returning head
      ), appended as (
        insert into change_log (organisation_id, seq, entity, entity_id, op, private_to, data)
        select ${organisationId}, head.head - ${pending.length} + 1 + r.i, r.entity, r.entity_id, r.op, r.private_to, r.data
        from head, jsonb_to_recordset(${JSON.stringify(entries)}::jsonb) as r(i integer, entity text, entity_id text, op text, private_to uuid, data jsonb)
      )
      select head from head`);
    const head = Number(rowsOf<{ head: string | number }>(rows)[0]?.head);
    const first = head - pending.length + 1;
    const changes = pending.map((change, i): PublishedChange => ({
      seq: first + i,
      entity: change.entity,
      id: change.id,
      op: change.op,
      data: change.data as Record<string, unknown> | null,
      organisationId,
      privateTo: entries[i]!.private_to,
      created: change.op === 'upsert' && change.created === true,
    }));
    await beforeCommit?.(tx, result, head);
    return { result, changes };
  });
}

/** node-postgres returns `{ rows }`, PGlite returns `{ rows }` too, but typed differently. */
export function rowsOf<R>(result: unknown): R[] {
  return ((result as { rows?: R[] }).rows ?? (result as R[])) as R[];
}

/** A change-log page as the database wrote it: the JSON text sent as it is, and the members its rows name (for the audit trail). */
export interface ChangesPageText {
  json: string;
  /** Candidates only, as `membersOfRow` reads a row (server/audit): the trail keeps those shaped like ids. */
  memberIds: string[];
}

/**
 * The changes after `since` that the reader may see: the organisation's, minus those private to
 * someone else and those of kinds whose audience is a permission the reader lacks.
 *
 * One statement, so one snapshot: the head and the rows up to it are read together. (Two reads let
 * a change commit between them, under the head the reader moves its cursor to yet missing from
 * the page; its socket event, arriving after, was taken for one already applied.) Each row's data
 * comes as the JSON text the database wrote and goes out as it is: a catch-up page is most of a
 * megabyte, and parsing it into objects only to serialize it again took half a catch-up's time
 * (json_agg in the database was slower still). The text is made outside the page's subquery, so
 * only the page's rows are converted: sequences newer than the table's last ANALYZE are beyond
 * its statistics (seq is not the leading column of an index the planner could ask), the planner
 * then expects a handful of rows and sorts every row after `since`, and a conversion inside the
 * subquery ran on all of them (10,000 for a page of 1,000: 30-60 ms instead of 15).
 */
export async function readChangesText(
  db: Db,
  organisationId: string,
  userId: string,
  since: number,
  limit: number,
  permissions?: readonly string[],
): Promise<ChangesPageText> {
  const hidden = permissions ? kindsHiddenFrom(permissions) : [];
  const notHidden = hidden.length
    ? sql`and entity not in (${sql.join(
        hidden.map((kind) => sql`${kind}`),
        sql`, `,
      )})`
    : sql``;
  // The head row always comes back (a left join), with no change when the page is empty: an empty
  // page too says where the log is, from the same snapshot.
  const rows = rowsOf<PageRow>(
    await db.execute(sql`
      with head as (select coalesce((select head from organisation_sequences where organisation_id = ${organisationId}), 0) as head)
      select head.head, page.seq, page.entity, page.entity_id, page.op, page.data::text as data,
        page.data->>'memberId' as member_id, page.data->'member'->>'id' as embedded_member_id, case when page.data->>'role' = 'PATIENT' then page.data->>'id' end as own_id
      from head left join lateral (
        select seq, entity, entity_id, op, data
        from ${changeLog}
        where organisation_id = ${organisationId} and seq > ${since} and seq <= head.head
          and (private_to is null or private_to = ${userId}) ${notHidden}
        order by seq limit ${limit + 1}
      ) page on true
      order by page.seq`),
  );
  const head = Number(rows[0]?.head ?? 0);
  const found = rows.filter((row) => row.seq !== null);
  const shown = found.slice(0, limit);
  const changes = shown.map(
    (row) =>
      `{"seq":${Number(row.seq)},"entity":${JSON.stringify(row.entity)},"id":${JSON.stringify(row.entity_id)},"op":${JSON.stringify(row.op)},"data":${row.data ?? 'null'}}`,
  );
  const memberIds = new Set(
    shown
      .flatMap((row) => [row.member_id, row.embedded_member_id, row.own_id])
      .filter((id): id is string => id !== null),
  );
  return {
    json: `{"changes":[${changes.join(',')}],"head":${head},"hasMore":${found.length > limit}}`,
    memberIds: [...memberIds],
  };
}

interface PageRow {
  head: string | number;
  /** Null on the one row of an empty page. */
  seq: string | number | null;
  entity: string;
  entity_id: string;
  op: string;
  /** The row's JSON as the database wrote it: passed through, never parsed here. */
  data: string | null;
  /** What `membersOfRow` (server/audit) reads, read by the database. */
  member_id: string | null;
  embedded_member_id: string | null;
  own_id: string | null;
}

/** The same page as objects (tests, tools). */
export async function readChanges(
  db: Db,
  organisationId: string,
  userId: string,
  since: number,
  limit: number,
  permissions?: readonly string[],
): Promise<ChangesPage> {
  return JSON.parse((await readChangesText(db, organisationId, userId, since, limit, permissions)).json) as ChangesPage;
}

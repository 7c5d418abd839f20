/**
 * Before and after of an admin write (issue #33: "every admin write is audited with what changed").
 * A write records each object it changes as a change row (server/db/changes.ts); for the kinds an
 * administrator manages, the object's previous change row is its state before, and the new one its
 * state after. Their difference, field by field, joins the call's audit entry.
 * - Only ADMINISTERED_KINDS (domain/audit-trail.ts) are compared: configuration and staff, never a member's information
 *   (the trail must hold no PHI).
 * - Nested lists of objects with ids (needs metadata's issues, a user's teams) compare by id, so a
 *   change names `issues.<id>.label`, not a position.
 * - An object with no earlier change row has an unknown before; the demo's seed records one for each of its
 *   objects (baselines.ts), so only data imported some other way lacks it.
 * - Bounded: AUDIT_CHANGE_LIMITS fields per object, each value cut to its character limit.
 */
import { sql } from 'drizzle-orm';
import { ADMINISTERED_KINDS, AUDIT_CHANGE_LIMITS, type AuditChange } from '../../domain/index.ts';
import { rowsOf, type PendingChange } from '../db/changes.ts';
import type { Tx } from '../db/connect.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** What the call's write changed in administered records, for its audit entry (record.ts). */
    auditChanges?: AuditChange[];
  }
}

const administered = new Set<string>(ADMINISTERED_KINDS);
/** The kinds as SQL literals, as the change log's partial index names them (so the planner may use it). */
export const ADMINISTERED_LIST = sql.raw(ADMINISTERED_KINDS.map((kind) => `'${kind}'`).join(', '));

/** Fields that change on their own (clocks, counters): not what the admin changed. */
const IGNORED = new Set(['updatedAt', 'createdAt', 'lastSignInAt']);

type Flat = Map<string, string | null>;

const cut = (text: string) =>
  text.length > AUDIT_CHANGE_LIMITS.value ? `${text.slice(0, AUDIT_CHANGE_LIMITS.value - 1)}…` : text;

const hasIds = (list: unknown[]): list is { id: string | number }[] =>
  list.length > 0 &&
  list.every(
    (item) =>
      typeof item === 'object' && item !== null && ['string', 'number'].includes(typeof (item as { id?: unknown }).id),
  );

/** The object as dotted paths to short texts: objects and lists of objects with ids open up, other values print. */
function flatten(value: unknown, path: string, into: Flat): Flat {
  if (Array.isArray(value) && hasIds(value)) {
    for (const item of value) flatten(item, `${path}.${item.id}`, into);
    if (!value.length) into.set(path, '[]');
  } else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) {
      if (IGNORED.has(key) || (path === '' && key === 'id')) continue;
      flatten(inner, path ? `${path}.${key}` : key, into);
    }
  } else if (path) {
    into.set(
      path,
      value === null || value === undefined ? null : cut(typeof value === 'string' ? value : JSON.stringify(value)),
    );
  }
  return into;
}

/** The fields whose values differ, in the after object's order, then those only before. */
export function diffObjects(before: unknown, after: unknown): AuditChange['fields'] {
  const [was, now] = [flatten(before, '', new Map()), flatten(after, '', new Map())];
  const names = [...new Set([...now.keys(), ...was.keys()])];
  const fields = names
    .filter((name) => (was.get(name) ?? null) !== (now.get(name) ?? null))
    .map((name) => ({ name, before: was.get(name) ?? null, after: now.get(name) ?? null }));
  const max = AUDIT_CHANGE_LIMITS.fieldsPerObject;
  if (fields.length <= max) return fields;
  return [...fields.slice(0, max - 1), { name: '…', before: null, after: `${fields.length - max + 1} more` }];
}

/** The latest recorded state of each object (before this write's rows go in). */
async function previousStates(tx: Tx, organisationId: string, changes: readonly PendingChange[]) {
  const keys = changes.map((change) => ({ entity: change.entity, entity_id: change.id }));
  const rows = await tx.execute<{ entity: string; entity_id: string; data: unknown }>(sql`
    select k.entity, k.entity_id, last.data
    from jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as k(entity text, entity_id text)
    cross join lateral (
      select data from change_log
      where organisation_id = ${organisationId} and entity = k.entity and entity_id = k.entity_id
        and entity in (${ADMINISTERED_LIST})
      order by seq desc limit 1
    ) last`);
  return new Map(
    rowsOf<{ entity: string; entity_id: string; data: unknown }>(rows).map((r) => [
      `${r.entity}:${r.entity_id}`,
      r.data,
    ]),
  );
}

/** What this write's changes of administered kinds changed; [] when it changed none. */
export async function adminChanges(
  tx: Tx,
  organisationId: string,
  pending: readonly PendingChange[],
): Promise<AuditChange[]> {
  // The last change of each object in this write is its state after.
  const latest = new Map<string, PendingChange>();
  for (const change of pending)
    if (administered.has(change.entity)) latest.set(`${change.entity}:${change.id}`, change);
  if (!latest.size) return [];
  const previous = await previousStates(tx, organisationId, [...latest.values()]);
  const created = new Set(pending.filter((c) => c.op === 'upsert' && c.created).map((c) => `${c.entity}:${c.id}`));
  return [...latest.entries()].flatMap(([key, change]): AuditChange[] => {
    const beforeKnown = previous.has(key) || created.has(key);
    const before = previous.get(key) ?? null;
    const op = change.op === 'delete' ? 'deleted' : created.has(key) && !previous.has(key) ? 'created' : 'updated';
    const fields = diffObjects(before, change.data);
    if (op === 'updated' && beforeKnown && !fields.length) return [];
    return [{ entity: change.entity, id: change.id, op, beforeKnown, fields }];
  });
}

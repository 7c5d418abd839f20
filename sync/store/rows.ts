/**
 * The normalized rows the engine stores: one collection per entity kind of `domain/entities`,
 * holding the kind's API shape without its embedded summaries (those go to their own kind's
 * collection) plus the few fields the queries sort or filter on, derived once at ingest.
 */
import {
  ENTITIES,
  ENTITY_KINDS,
  followUpRank,
  type EmbeddedFields,
  type EntityKind,
  type EntityShape,
} from '../../domain/index.ts';
import type { NameFields } from './person-names.ts';

const ms = (iso: unknown) => (typeof iso === 'string' ? Date.parse(iso) : 0) || 0;

/** Derived fields per kind: epoch times for range filters and ranks for sort orders. */
const DERIVED = {
  todo: (t: EntityShape<'todo'>) => ({
    dateMs: ms(t.date),
    snoozedUntilMs: ms(t.snoozedUntil),
    followUpRank: followUpRank(t.type),
  }),
  interaction: (i: EntityShape<'interaction'>) => ({ timestampMs: ms(i.timestamp) }),
  feedItem: (f: EntityShape<'feedItem'>) => ({ timestampMs: ms(f.timestamp) }),
  memberStatusEvent: (e: EntityShape<'memberStatusEvent'>) => ({ effectiveAtMs: ms(e.effectiveAt) }),
  memberChangeLog: (e: EntityShape<'memberChangeLog'>) => ({ createdAtMs: ms(e.createdAt) }),
} satisfies { [K in EntityKind]?: (row: EntityShape<K>) => object };

type Derived<K extends EntityKind> = K extends keyof typeof DERIVED ? ReturnType<(typeof DERIVED)[K]> : unknown;

/** The ids of a kind's single embedded rows, kept on it for joins (a feed item's `messageId`). */
type EmbeddedIds<K extends EntityKind> = { [F in EmbeddedFields<K> as `${F}Id`]: string | null };

/**
 * What a collection row of kind K looks like. Users merge summaries and full records, so most of their fields may be
 * missing. Rows naming a person carry that person's name, filled in by the store (`person-names.ts`).
 */
export type StoreRow<K extends EntityKind> = (K extends 'user'
  ? Pick<EntityShape<'user'>, 'id'> & Partial<Omit<EntityShape<'user'>, EmbeddedFields<'user'>>>
  : Omit<EntityShape<K>, EmbeddedFields<K>> & EmbeddedIds<K> & Derived<K>) &
  NameFields<K>;
export type StoreRows = { [K in EntityKind]: StoreRow<K> };

/** Kinds other kinds embed summaries of: their writes merge into the row instead of replacing it. */
export const MERGED_KINDS: ReadonlySet<string> = new Set(
  ENTITY_KINDS.flatMap((kind) => Object.values(ENTITIES[kind].embeds ?? {}) as string[]),
);

/** One row to put into (or take out of) one collection. */
export interface StoreWrite {
  entity: EntityKind;
  id: string;
  row: { id: string } | null;
}

function deriveFields(kind: EntityKind, row: Record<string, unknown>): object {
  const derive = (DERIVED as Partial<Record<EntityKind, (row: never) => object>>)[kind];
  return derive ? derive(row as never) : {};
}

/** Each kind's embedded fields and the kind each embeds, read once (a change's normalize runs per row). */
const EMBEDS = new Map<EntityKind, readonly [string, EntityKind][]>(
  ENTITY_KINDS.map((kind) => [kind, Object.entries(ENTITIES[kind].embeds ?? {}) as [string, EntityKind][]]),
);

/** Turns an API entity (a REST row or a change row's data) into store writes: its embedded summaries, then itself. */
export function normalize(kind: EntityKind, id: string, data: Record<string, unknown> | null): StoreWrite[] {
  if (!data) return [{ entity: kind, id, row: null }];
  const embeds = EMBEDS.get(kind)!;
  const writes: StoreWrite[] = [];
  // The row is built without its embedded fields rather than copied and then `delete`d from: a
  // deleted property leaves the object in V8's slow dictionary mode, and every query reading the
  // row (filters, joins, sorts, selects) then pays a hash lookup per field.
  let row: Record<string, unknown>;
  if (embeds.length === 0) row = { ...data, id };
  else {
    row = {};
    for (const field in data) if (!embeds.some(([embedded]) => embedded === field)) row[field] = data[field];
    row.id = id;
  }
  for (const [field, embeddedKind] of embeds) {
    // One summary (a todo's member) or a list (a member's phone numbers); each is normalized in turn.
    const value = data[field] as unknown;
    // A single embedded row's id stays on the parent (`messageId` of a feed item), so queries can join on it.
    if (field in data && !Array.isArray(value) && !(`${field}Id` in data))
      row[`${field}Id`] = (value as { id?: unknown } | null)?.id ?? null;
    for (const embedded of (Array.isArray(value) ? value : [value]) as ({ id?: unknown } | null | undefined)[]) {
      if (embedded && (typeof embedded.id === 'string' || typeof embedded.id === 'number'))
        writes.push(...normalize(embeddedKind, String(embedded.id), embedded as Record<string, unknown>));
    }
  }
  writes.push({ entity: kind, id, row: { ...row, ...deriveFields(kind, row) } as { id: string } });
  return writes;
}

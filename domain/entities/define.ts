/**
 * One definition per entity kind: the shape clients receive (an arktype schema), the socket event
 * names of spec part 1 section 4, who may see a change of it, and which fields embed another
 * entity. The server's change recorder and socket rooms, the sync engine's collections and
 * normalizer, and the test fake backend all read these; nothing else names an entity kind.
 *
 * @example
 *   export const todo = defineEntity({
 *     kind: 'todo',
 *     schema: type({ id: 'string', userId: 'string', ... }),
 *     events: { upsert: 'todo:updated', created: 'todo:created', delete: 'todo:deleted' },
 *     audience: { kind: 'organisation' },
 *     embeds: { member: 'user' },
 *   });
 */
import { type, type Type } from 'arktype';
import { wireDefinition, type AnyColumn, type Columns, type WireRow } from './columns.ts';
import type { Permission } from '../roles.ts';
import { definitionMarks } from '../definition-marks.ts';

/** What this module's `define` functions made: the registry gathers them from its modules' exports. */
const DEFINITIONS = definitionMarks();

/** Who hears of a change: everyone in the organisation, one user named by a field, or holders of a permission. */
export type Audience<Row = Record<string, unknown>> =
  | { kind: 'organisation' }
  | { kind: 'user'; field: keyof Row & string }
  | { kind: 'permission'; permission: Permission };

export interface SocketEventNames {
  upsert: string;
  created: string;
  delete: string;
}

export interface EntityDefinition<
  Kind extends string = string,
  Schema extends Type<{ id: string }> = Type<{ id: string }>,
  Embeds extends Partial<Record<keyof Schema['infer'] & string, string>> = Partial<
    Record<keyof Schema['infer'] & string, string>
  >,
> {
  kind: Kind;
  /** The entity exactly as the REST API presents it and the change log carries it. */
  schema: Schema;
  /** Named socket events; entities without one travel on the generic `change` event. */
  events?: SocketEventNames;
  audience: Audience<Schema['infer']>;
  /** Fields holding a summary of another entity (a todo's `member`): the store keeps them apart. */
  embeds?: Embeds;
}

export function defineEntity<
  const Kind extends string,
  Schema extends Type<{ id: string }>,
  const Embeds extends Partial<Record<keyof Schema['infer'] & string, string>> = Record<never, never>,
>(definition: EntityDefinition<Kind, Schema, Embeds>): EntityDefinition<Kind, Schema, Embeds> {
  return DEFINITIONS.mark(definition);
}

/** An entity kept in a table of its own: its columns are the one declaration of table and wire shape. */
export interface TableEntityDefinition<Kind extends string, Cs extends Columns> {
  kind: Kind;
  schema: Type<WireRow<Cs>>;
  events?: SocketEventNames;
  audience: Audience<WireRow<Cs>>;
  /** A table entity embeds none (an embedded summary is a read's, not a table's). */
  embeds?: Record<never, never>;
  table: { name: string; columns: Cs };
}

/**
 * An entity declared by its table's columns (`columns.ts`): the wire schema is derived from them,
 * the server derives the table (`server/db/entity-table.ts`) and the conversion (`toWire`), the
 * tests their rows (`server/testing/entity-rows.ts`).
 *
 * @example
 *   export const team = defineTableEntity({
 *     kind: 'team',
 *     table: 'teams',
 *     columns: { id: column.uuid().primaryKey(), name: column.text(), createdAt: column.createdAt() },
 *     audience: { kind: 'permission', permission: 'CAN_ACCESS_ADMIN_TOOLS' },
 *   });
 */
export function defineTableEntity<const Kind extends string, const Cs extends Columns & { id: AnyColumn }>(definition: {
  kind: Kind;
  table: string;
  columns: Cs;
  events?: SocketEventNames;
  audience: Audience<WireRow<Cs>>;
}): TableEntityDefinition<Kind, Cs> {
  const { table, columns, ...rest } = definition;
  const schema = type.raw(wireDefinition(columns)) as unknown as Type<WireRow<Cs>>;
  const defined = { ...rest, schema, table: { name: table, columns } } as TableEntityDefinition<Kind, Cs>;
  return DEFINITIONS.mark(defined);
}

/** A module's entity kinds, by export name; its other exports (schemas, helpers) left out. */
export type EntitiesIn<M> = {
  [K in keyof M as M[K] extends { kind: string; schema: unknown; audience: unknown } ? K : never]: M[K];
};

/** The entity kinds a module exports, for the registry (`ENTITIES`, index.ts). */
export function entitiesIn<M extends object>(module: M): EntitiesIn<M> {
  return DEFINITIONS.markedExports(module) as EntitiesIn<M>;
}

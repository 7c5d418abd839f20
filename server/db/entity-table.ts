/**
 * The drizzle table of an entity declared by its columns (`domain/entities/columns.ts`): one
 * declaration gives the table, the wire schema and the conversion between them. The server adds
 * what only it knows: the tenant column, foreign keys (their targets are its tables) and indexes.
 *
 * @example
 *   export const teams = entityTable(ENTITIES.team, {
 *     before: { organisationId: organisationId() },
 *     references: { clientId: () => clients.id },
 *   });
 */
import type { $Type, BuildColumns, BuildExtraConfigColumns, HasDefault, IsPrimaryKey, NotNull } from 'drizzle-orm';
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
  type PgBooleanBuilderInitial,
  type PgColumnBuilderBase,
  type PgIntegerBuilderInitial,
  type PgJsonbBuilderInitial,
  type PgSerialBuilderInitial,
  type PgTableExtraConfigValue,
  type PgTextBuilderInitial,
  type PgTimestampBuilderInitial,
  type PgUUIDBuilderInitial,
  type PgTableWithColumns,
  type UpdateDeleteAction,
} from 'drizzle-orm/pg-core';
import { sqlName, type AnyColumn, type Columns, type SqlType } from '../../domain/entities/columns.ts';

interface SqlBuilders {
  uuid: PgUUIDBuilderInitial<''>;
  text: PgTextBuilderInitial<'', [string, ...string[]]>;
  integer: PgIntegerBuilderInitial<''>;
  serial: PgSerialBuilderInitial<''>;
  boolean: PgBooleanBuilderInitial<''>;
  timestamptz: PgTimestampBuilderInitial<''>;
  jsonb: PgJsonbBuilderInitial<''>;
}

type Flagged<B extends PgColumnBuilderBase, F> = F extends { primaryKey: true }
  ? IsPrimaryKey<NotNull<B>>
  : F extends { nullable: true }
    ? F extends { hasDefault: true }
      ? HasDefault<B>
      : B
    : F extends { hasDefault: true }
      ? HasDefault<NotNull<B>>
      : NotNull<B>;

/** The drizzle builder a declared column becomes, typed as if written by hand (`$type` for JSON and narrowed text). */
type BuilderOf<C extends AnyColumn> = C['types']['sql'] extends 'jsonb'
  ? Flagged<$Type<SqlBuilders['jsonb'], C['types']['stored']>, C['types']['flags']>
  : C['types']['sql'] extends 'text'
    ? string extends C['types']['stored']
      ? Flagged<SqlBuilders['text'], C['types']['flags']>
      : Flagged<$Type<SqlBuilders['text'], C['types']['stored']>, C['types']['flags']>
    : Flagged<SqlBuilders[C['types']['sql'] & keyof SqlBuilders], C['types']['flags']>;

type StoredKeys<Cs extends Columns> = {
  [K in keyof Cs]: Cs[K]['types']['flags']['stored'] extends true ? K : never;
}[keyof Cs];

type TableColumns<Cs extends Columns, Before extends Record<string, PgColumnBuilderBase>> = Before & {
  [K in StoredKeys<Cs>]: BuilderOf<Cs[K]>;
};

function builderFor(sql: SqlType, name: string): PgColumnBuilderBase {
  switch (sql) {
    case 'uuid':
      return uuid(name);
    case 'text':
      return text(name);
    case 'integer':
      return integer(name);
    case 'serial':
      return serial(name);
    case 'boolean':
      return boolean(name);
    case 'timestamptz':
      return timestamp(name, { withTimezone: true, mode: 'date' });
    case 'jsonb':
      return jsonb(name);
  }
}

/**
 * A foreign key's target; with `onDelete` when deleting the target row deletes (or clears) this one,
 * as an action's referrals go with their action.
 */
export type ForeignKeyTarget = (() => AnyPgColumn) | { to: () => AnyPgColumn; onDelete: UpdateDeleteAction };

/**
 * The entity's table: `before` columns first (the tenant's), then its stored columns in declared
 * order; `references` names the target of each foreign key; `extra` its indexes, as pgTable's third
 * argument.
 */
export function entityTable<
  Cs extends Columns,
  const Before extends Record<string, PgColumnBuilderBase> = Record<never, never>,
>(
  entity: { table: { name: string; columns: Cs } },
  options: {
    before?: Before;
    references?: { [K in StoredKeys<Cs>]?: ForeignKeyTarget };
    extra?: (table: BuildExtraConfigColumns<string, TableColumns<Cs, Before>, 'pg'>) => PgTableExtraConfigValue[];
  } = {},
): PgTableWithColumns<{
  name: string;
  schema: undefined;
  columns: BuildColumns<string, TableColumns<Cs, Before>, 'pg'>;
  dialect: 'pg';
}> {
  const references = (options.references ?? {}) as Record<string, ForeignKeyTarget>;
  const columns: Record<string, PgColumnBuilderBase> = { ...options.before };
  for (const [key, { spec }] of Object.entries(entity.table.columns)) {
    if (!spec.stored) continue;
    // drizzle's builders change type with each modifier; the mapped type above states the outcome.
    let built = builderFor(spec.sql, sqlName(key, spec)) as unknown as {
      primaryKey(): unknown;
      notNull(): unknown;
      default(value: unknown): unknown;
      defaultNow(): unknown;
      references(target: () => AnyPgColumn, actions?: { onDelete: UpdateDeleteAction }): unknown;
    };
    const apply = (next: unknown) => (built = next as typeof built);
    if (spec.primaryKey) apply(built.primaryKey());
    else if (!spec.nullable && spec.sql !== 'serial') apply(built.notNull());
    if (spec.default === 'now') apply(built.defaultNow());
    else if (spec.default) apply(built.default(spec.default.value));
    const target = references[key];
    if (typeof target === 'function') apply(built.references(target));
    else if (target) apply(built.references(target.to, { onDelete: target.onDelete }));
    columns[key] = built as unknown as PgColumnBuilderBase;
  }
  return pgTable(entity.table.name, columns, options.extra as never) as never;
}

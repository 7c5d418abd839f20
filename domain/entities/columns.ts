/**
 * An entity's columns, declared once: its table (the server derives the drizzle table from them,
 * `server/db/entity-table.ts`), its wire schema (what clients receive), the conversion of a stored
 * row to that shape (`toWire`) and the test-row factory (`server/testing/entity-rows.ts`) all read
 * the same declaration. In the spirit of Zero's table builder: `domain/` holds no database code
 * (it is bundled for the browser), so a column names its SQL type and the server maps it onto
 * drizzle; a foreign key's target is the server's to name, as it is the server's table.
 *
 * @example
 *   columns: {
 *     id: column.uuid().primaryKey(),
 *     name: column.text(),
 *     parentTeamId: column.uuid().nullable(),
 *     createdAt: column.createdAt(),
 *     memberCount: column.computed<number>('number'),
 *   }
 */
import type { Type } from 'arktype';

export type SqlType = 'uuid' | 'text' | 'integer' | 'serial' | 'boolean' | 'timestamptz' | 'jsonb';

interface Flags {
  nullable: boolean;
  hasDefault: boolean;
  primaryKey: boolean;
  /** False for a value the server computes per read (a count): on the wire, not in the table. */
  stored: boolean;
  /** False for a column the server keeps to itself (when a row was made): in the table, not on the wire. */
  sent: boolean;
}

export interface ColumnSpec {
  sql: SqlType;
  /** The arktype definition of its wire value (without `| null`), or a schema. */
  wire: string | Type;
  /** The SQL column name when it is not the field's name in snake case. */
  name?: string;
  nullable: boolean;
  primaryKey: boolean;
  stored: boolean;
  sent: boolean;
  /** `now` is the database's clock (`default now()`). */
  default?: { value: unknown } | 'now';
}

/** One column; `Wire` is its value on the wire (a timestamp's ISO text), `Stored` its value in a row read. */
export class Column<Sql extends SqlType, Wire, Stored, F extends Flags> {
  declare readonly types: { sql: Sql; wire: Wire; stored: Stored; flags: F };

  constructor(readonly spec: ColumnSpec) {}

  nullable(): Column<Sql, Wire, Stored, Omit<F, 'nullable'> & { nullable: true }> {
    return new Column({ ...this.spec, nullable: true });
  }

  /** A database default: inserts may leave it out. */
  default(value: Stored): Column<Sql, Wire, Stored, Omit<F, 'hasDefault'> & { hasDefault: true }> {
    return new Column({ ...this.spec, default: { value } });
  }

  /** An instant defaulting to the database's clock (`default now()`), as `createdAt` does: when a row last changed. */
  defaultNow(
    this: Column<'timestamptz', Wire, Stored, F>,
  ): Column<'timestamptz', Wire, Stored, Omit<F, 'hasDefault'> & { hasDefault: true }> {
    return new Column({ ...this.spec, default: 'now' });
  }

  primaryKey(): Column<Sql, Wire, Stored, Omit<F, 'primaryKey'> & { primaryKey: true }> {
    return new Column({ ...this.spec, primaryKey: true });
  }

  /** Kept in the table, never sent: clients have no use for it. */
  internal(): Column<Sql, Wire, Stored, Omit<F, 'sent'> & { sent: false }> {
    return new Column({ ...this.spec, sent: false });
  }

  /** The SQL name when it is not the field's name in snake case (a column older than its field). */
  named(name: string): Column<Sql, Wire, Stored, F> {
    return new Column({ ...this.spec, name });
  }
}

function computedColumn<T>(wire: string | Type) {
  return new Column<never, T, never, Omit<Plain, 'stored'> & { stored: false }>({
    sql: 'text',
    wire,
    ...plain,
    stored: false,
  });
}

type Plain = { nullable: false; hasDefault: false; primaryKey: false; stored: true; sent: true };
const plain = { nullable: false, primaryKey: false, stored: true, sent: true } as const;

export const column = {
  uuid: () => new Column<'uuid', string, string, Plain>({ sql: 'uuid', wire: 'string', ...plain }),
  text: () => new Column<'text', string, string, Plain>({ sql: 'text', wire: 'string', ...plain }),
  /** Text of this schema (one of a few names, `type.enumerated(...)`): rows and the wire are typed by it. */
  textOf: <S extends { infer: string }>(schema: S) =>
    new Column<'text', S['infer'], S['infer'], Plain>({ sql: 'text', wire: schema as unknown as Type, ...plain }),
  integer: () => new Column<'integer', number, number, Plain>({ sql: 'integer', wire: 'number', ...plain }),
  /** A database-made number id; it travels as text, as every entity id does in the store. */
  serial: () =>
    new Column<'serial', string, number, Omit<Plain, 'hasDefault'> & { hasDefault: true }>({
      sql: 'serial',
      wire: 'string',
      ...plain,
    }),
  boolean: () => new Column<'boolean', boolean, boolean, Plain>({ sql: 'boolean', wire: 'boolean', ...plain }),
  /** An instant: a `Date` in the server's rows, ISO 8601 text on the wire. */
  timestamp: () => new Column<'timestamptz', string, Date, Plain>({ sql: 'timestamptz', wire: 'string', ...plain }),
  /** When the row was made, by the database's clock. */
  createdAt: () =>
    new Column<'timestamptz', string, Date, Omit<Plain, 'hasDefault'> & { hasDefault: true }>({
      sql: 'timestamptz',
      wire: 'string',
      ...plain,
      default: 'now',
    }),
  /** A JSON value, `wire` its arktype definition (`'string[]'`); `T` must agree with it. */
  jsonb: <T>(wire: string) => new Column<'jsonb', T, T, Plain>({ sql: 'jsonb', wire, ...plain }),
  /** A JSON value of this schema (a phase's sections, a survey's draft): rows and the wire are typed by it. */
  jsonbOf: <S extends { infer: unknown }>(schema: S) =>
    new Column<'jsonb', S['infer'], S['infer'], Plain>({ sql: 'jsonb', wire: schema as unknown as Type, ...plain }),
  /** A value computed per read (not stored), `wire` its arktype definition; `T` must agree with it. */
  computed: <T>(wire: string) => computedColumn<T>(wire),
  /** A value computed per read (not stored), of this schema (a list of embedded rows). */
  computedOf: <S extends { infer: unknown }>(schema: S) => computedColumn<S['infer']>(schema as unknown as Type),
};

export type AnyColumn = Column<any, any, any, Flags>;
export type Columns = Record<string, AnyColumn>;

type WireValue<C> =
  C extends Column<SqlType, infer W, unknown, infer F> ? (F['nullable'] extends true ? W | null : W) : never;
type StoredValue<C> =
  C extends Column<SqlType, unknown, infer S, infer F> ? (F['nullable'] extends true ? S | null : S) : never;

/** The entity as clients receive it. */
export type WireRow<Cs extends Columns> = {
  -readonly [K in keyof Cs as Cs[K]['types']['flags']['sent'] extends true ? K : never]: WireValue<Cs[K]>;
};
/** The stored fields as a read of the table answers them. */
export type StoredRow<Cs extends Columns> = {
  -readonly [K in keyof Cs as Cs[K]['types']['flags']['stored'] extends true ? K : never]: StoredValue<Cs[K]>;
};
type MustInsert<C extends AnyColumn> = C['types']['flags'] extends { stored: true; nullable: false; hasDefault: false }
  ? true
  : false;
/** A row to insert: the stored fields, those without a default or null required. */
export type InsertRow<Cs extends Columns> = {
  -readonly [K in keyof StoredRow<Cs> as MustInsert<Cs[K]> extends true ? K : never]: StoredRow<Cs>[K];
} & { -readonly [K in keyof StoredRow<Cs> as MustInsert<Cs[K]> extends true ? never : K]?: StoredRow<Cs>[K] };
/** The computed fields a conversion to the wire is given beside the row. */
export type ComputedRow<Cs extends Columns> = {
  -readonly [K in keyof Cs as Cs[K]['types']['flags']['stored'] extends true ? never : K]: WireValue<Cs[K]>;
};

const nullable = (wire: string | Type) => (typeof wire === 'string' ? `${wire} | null` : wire.or('null'));

/** The arktype definition of the wire row (built into a schema by `defineTableEntity`). */
export function wireDefinition(columns: Columns): Record<string, string | Type> {
  return Object.fromEntries(
    Object.entries(columns)
      .filter(([, { spec }]) => spec.sent)
      .map(([key, { spec }]) => [key, spec.nullable ? nullable(spec.wire) : spec.wire]),
  );
}

/** A stored row (and its computed fields) as clients receive it: instants as ISO text, serial ids as text. */
export function toWire<Cs extends Columns>(columns: Cs, row: StoredRow<Cs>, computed: ComputedRow<Cs>): WireRow<Cs> {
  const stored = row as Record<string, unknown>;
  const extra = computed as Record<string, unknown>;
  const wire: Record<string, unknown> = {};
  for (const [key, { spec }] of Object.entries(columns)) {
    if (!spec.sent) continue;
    const value = spec.stored ? stored[key] : extra[key];
    if (value === null || value === undefined) wire[key] = null;
    else if (spec.sql === 'timestamptz' && spec.stored) wire[key] = (value as Date).toISOString();
    else if (spec.sql === 'serial') wire[key] = String(value);
    else wire[key] = value;
  }
  return wire as WireRow<Cs>;
}

/** The SQL name of a field's column: its own name, or the field's name in snake case. */
export const sqlName = (key: string, spec: ColumnSpec) =>
  spec.name ?? key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

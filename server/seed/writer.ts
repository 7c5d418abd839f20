/**
 * Collects generated rows per table and writes them as multi-row inserts, tables in foreign-key
 * order, so generation can stream a chunk of members at a time without holding millions of rows.
 *
 * Each batch travels as one JSON parameter (`insert into t select ... from jsonb_to_recordset($1)`)
 * rather than `.values(batch)`: drizzle builds SQL per bound parameter, which cost about two thirds
 * of the large preset's CPU time; PostgreSQL and PGlite parse the JSON far faster.
 */
import { SQL, getTableColumns, getTableName, is, sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connect.ts';
import {
  addresses,
  alerts,
  calls,
  clientMarketNumbers,
  clients,
  emailAddresses,
  feedItems,
  hospitalizations,
  interactions,
  internalPhoneNumbers,
  memberStatusChangeRequests,
  memberStatusEvents,
  notifications,
  organisationSequences,
  organisations,
  phoneNumbers,
  priorityContacts,
  scheduledEvents,
  smsMessages,
  teamMemberships,
  teams,
  todos,
  userClientAccess,
  users,
} from '../db/schema/index.ts';

const TABLES = {
  organisations,
  organisationSequences,
  internalPhoneNumbers,
  clients,
  clientMarketNumbers,
  teams,
  users,
  userClientAccess,
  teamMemberships,
  phoneNumbers,
  emailAddresses,
  addresses,
  interactions,
  calls,
  smsMessages,
  feedItems,
  scheduledEvents,
  hospitalizations,
  priorityContacts,
  notifications,
  alerts,
  todos,
  memberStatusEvents,
  memberStatusChangeRequests,
};
type Tables = typeof TABLES;
export type TableKey = keyof Tables;
/** Generated rows leave `organisationId` out: the writer stamps the run's organisation on every row. */
export type Rows = { [K in TableKey]: Omit<Tables[K]['$inferInsert'], 'organisationId'>[] };

/** Each stage only references rows of earlier stages (todos point at scheduled events, status events at feed items). */
const STAGES: readonly (readonly TableKey[])[] = [
  ['organisations'],
  ['organisationSequences', 'internalPhoneNumbers'],
  ['clients'],
  ['clientMarketNumbers', 'teams', 'users'],
  ['userClientAccess', 'teamMemberships', 'phoneNumbers', 'emailAddresses', 'addresses'],
  [
    'interactions',
    'calls',
    'smsMessages',
    'feedItems',
    'scheduledEvents',
    'hospitalizations',
    'priorityContacts',
    'notifications',
    'alerts',
  ],
  ['todos', 'memberStatusEvents', 'memberStatusChangeRequests'],
];

/** Rows per statement. */
const BATCH_ROWS = 1000;

/** A column default written as SQL, for rows that leave the column out. */
function defaultSql(column: Column): SQL | null {
  const value = column.default;
  if (!column.hasDefault || value === undefined) return null;
  if (is(value, SQL)) return value;
  if (typeof value === 'boolean' || typeof value === 'number') return sql.raw(String(value));
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return sql.raw(`'${text.replace(/'/g, "''")}'::${column.getSQLType()}`);
}

/** `select <columns in table order> from jsonb_to_recordset(json)`; keys are the rows' property names. */
function selectFromJson(table: PgTable, json: string): SQL {
  // As drizzle's own insert: generated columns and always-identity columns take no value.
  const columns = Object.entries(getTableColumns(table)).filter(
    ([, column]) =>
      !(column.generated && column.generated.type !== 'byDefault') && column.generatedIdentity?.type !== 'always',
  );
  const definitions = columns.map(([key, column]) => {
    const type = column
      .getSQLType()
      .replace(/^serial$/, 'integer')
      .replace(/^bigserial$/, 'bigint');
    return sql`${sql.identifier(key)} ${sql.raw(type)}`;
  });
  const selected = columns.map(([key, column]) => {
    const ref = sql`x.${sql.identifier(key)}`;
    const fallback = defaultSql(column);
    return fallback ? sql`coalesce(${ref}, ${fallback})` : ref;
  });
  return sql`select ${sql.join(selected, sql`, `)} from jsonb_to_recordset(${json}::text::jsonb) as x(${sql.join(definitions, sql`, `)})`;
}

export function emptyRows(): Rows {
  const rows = {} as Record<TableKey, unknown[]>;
  for (const key of Object.keys(TABLES) as TableKey[]) rows[key] = [];
  return rows as Rows;
}

export class BatchWriter {
  /** Rows written so far, keyed by SQL table name. */
  readonly counts: Record<string, number> = {};
  /** The statement running on the connection, if any. */
  private running: Promise<unknown> | undefined;

  /**
   * One statement at a time on the one connection (node-postgres refuses a second query on a busy
   * client from its next major version), but the next batch's SQL is built while the last one runs,
   * which is where most of the time goes.
   */
  constructor(
    private readonly db: Db,
    private readonly organisationId: string,
  ) {}

  /** Writes every row of the bucket and empties it. */
  async flush(rows: Rows): Promise<void> {
    for (const stage of STAGES) {
      for (const key of stage) {
        const list = rows[key] as Record<string, unknown>[];
        if (list.length === 0) continue;
        await this.insert(TABLES[key], list);
        list.length = 0;
      }
      // A later stage references this one's rows: let them land before going on.
      await this.drain();
    }
  }

  private async insert(table: PgTable, list: readonly Record<string, unknown>[]): Promise<void> {
    const stamped = 'organisationId' in getTableColumns(table);
    for (let i = 0; i < list.length; i += BATCH_ROWS) {
      const batch = list.slice(i, i + BATCH_ROWS);
      const json = JSON.stringify(
        stamped ? batch.map((row) => ({ ...row, organisationId: this.organisationId })) : batch,
      );
      const statement = this.db.insert(table).select(selectFromJson(table, json));
      await this.running;
      this.running = Promise.resolve(statement);
      this.running.catch(() => undefined); // reported by the next await of it; avoids an unhandled-rejection crash meanwhile
    }
    const name = getTableName(table);
    this.counts[name] = (this.counts[name] ?? 0) + list.length;
  }

  private async drain(): Promise<void> {
    const running = this.running;
    this.running = undefined;
    await running;
  }
}

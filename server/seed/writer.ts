/**
 * Collects generated rows per table and writes them as multi-row inserts, tables in foreign-key
 * order, so generation can stream a chunk of members at a time without holding millions of rows.
 */
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connect.ts';
import {
  addresses, alerts, calls, clients, emailAddresses, feedItems, hospitalizations, interactions, notifications, phoneNumbers,
  priorityContacts, scheduledEvents, smsMessages, teamMemberships, teams, tenantSequences, todos, userClientAccess, users,
} from '../db/schema/index.ts';

const TABLES = {
  clients, tenantSequences, teams, users, userClientAccess, teamMemberships, phoneNumbers, emailAddresses, addresses,
  interactions, calls, smsMessages, feedItems, scheduledEvents, hospitalizations, priorityContacts, notifications, alerts, todos,
};
type Tables = typeof TABLES;
export type TableKey = keyof Tables;
export type Rows = { [K in TableKey]: Tables[K]['$inferInsert'][] };

/** Each stage only references rows of earlier stages (todos point at scheduled events). */
const STAGES: readonly (readonly TableKey[])[] = [
  ['clients'],
  ['tenantSequences', 'teams', 'users'],
  ['userClientAccess', 'teamMemberships', 'phoneNumbers', 'emailAddresses', 'addresses'],
  ['interactions', 'calls', 'smsMessages', 'feedItems', 'scheduledEvents', 'hospitalizations', 'priorityContacts', 'notifications', 'alerts'],
  ['todos'],
];

/** Rows per statement; PostgreSQL allows 65,535 bind parameters per statement. */
const MAX_ROWS = 1000;
const MAX_PARAMS = 60_000;

export function emptyRows(): Rows {
  const rows = {} as Record<TableKey, unknown[]>;
  for (const key of Object.keys(TABLES) as TableKey[]) rows[key] = [];
  return rows as Rows;
}

export class BatchWriter {
  /** Rows written so far, keyed by SQL table name. */
  readonly counts: Record<string, number> = {};
  private readonly inFlight: Promise<unknown>[] = [];

  /**
   * `depth` statements may be queued at once: the driver runs them in order on the one connection
   * while the next batch's SQL is being built, which is where most of the time goes.
   */
  constructor(private readonly db: Db, private readonly depth = 1) {}

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
    const columns = Object.keys(getTableColumns(table)).length;
    const size = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMS / columns)));
    for (let i = 0; i < list.length; i += size) {
      // The bucket is typed per table (Rows); the generic table parameter cannot carry that here.
      const statement = Promise.resolve(this.db.insert(table).values(list.slice(i, i + size) as never));
      statement.catch(() => undefined); // reported by drain(); avoids an unhandled-rejection crash meanwhile
      this.inFlight.push(statement);
      if (this.inFlight.length >= this.depth) await this.inFlight.shift();
    }
    const name = getTableName(table);
    this.counts[name] = (this.counts[name] ?? 0) + list.length;
  }

  private async drain(): Promise<void> {
    const pending = this.inFlight.splice(0);
    await Promise.all(pending);
  }
}

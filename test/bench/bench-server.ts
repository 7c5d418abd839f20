/**
 * The benchmark's organisation: the large demo preset on PostgreSQL (a `care_bench` database beside
 * DATABASE_URL, created and seeded once, reused afterwards), served by the real server in-process.
 */
import { and, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import pg from 'pg';
import { createServer, type Server } from '../../server/app.ts';
import { loadConfig, type ServerConfig } from '../../server/config.ts';
import { writeWithChanges } from '../../server/db/changes.ts';
import { openDatabase, type Db } from '../../server/db/connect.ts';
import { clients, interactions, scheduledEvents, smsMessages, todos } from '../../server/db/schema/index.ts';
import { memberSummaries } from '../../server/presenters/people.ts';
import { presentTodo } from '../../server/presenters/work.ts';
import { seedDemoOrganisation } from '../../server/seed/generate.ts';
import { freePort } from '../../server/testing/harness.ts';
import { createTokenMinter, type TokenMinter } from '../../server/testing/tokens.ts';

export interface BenchServer {
  server: Server;
  /** The benchmark database, for more instances of the server. */
  databaseUrl: string;
  config: ServerConfig;
  baseUrl: string;
  token: TokenMinter;
  /**
   * Takes out what earlier runs and sections left on the benchmark guide's docket (see `tidy`);
   * run before each section, so each starts from the same docket.
   */
  tidy(): Promise<void>;
  close(): Promise<void>;
}

const LARGE = { members: 20_000, feedItemsPerMember: 27 };

async function ensureDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A text the benchmark sent in as a member (its runs' texts start so). */
const isBenchInboundText = and(
  eq(smsMessages.incoming, true),
  or(like(smsMessages.text, 'Bench %'), like(smsMessages.text, 'Benchmark message %')),
);

/**
 * The Text backs earlier runs' inbound texts left open, completed as a guide's "No action needed"
 * would (with their change rows): otherwise each run's docket is longer than the last's, and its
 * event figures drift with the number of runs on the same database rather than with the code.
 */
async function completeEarlierRunsTextBacks(db: Db): Promise<number> {
  const benchTexts = db
    .select({ id: sql<string>`${smsMessages.id}::text` })
    .from(smsMessages)
    .where(isBenchInboundText);
  const open = await db
    .select({ organisationId: todos.organisationId })
    .from(todos)
    .where(and(eq(todos.type, 'TEXT_BACK'), isNull(todos.completedAt), inArray(todos.externalItemId, benchTexts)))
    .groupBy(todos.organisationId);
  let completed = 0;
  for (const { organisationId } of open) {
    await writeWithChanges(db, organisationId, async (tx, changes) => {
      const done = await tx
        .update(todos)
        .set({ completedAt: new Date() })
        .where(
          and(
            eq(todos.organisationId, organisationId),
            eq(todos.type, 'TEXT_BACK'),
            isNull(todos.completedAt),
            inArray(todos.externalItemId, benchTexts),
          ),
        )
        .returning();
      const members = await memberSummaries(
        tx,
        done.flatMap((todo) => (todo.memberId ? [todo.memberId] : [])),
      );
      for (const todo of done)
        changes.record({
          entity: 'todo',
          id: todo.id,
          op: 'upsert',
          data: presentTodo(todo, todo.memberId ? members.get(todo.memberId) : undefined),
        });
      completed += done.length;
    });
  }
  return completed;
}

/**
 * The Activity entries earlier runs' inbound texts added (one per text, on the day it ran), taken
 * out with their change rows: the docket's Activity list would otherwise grow by a run's texts with
 * every run, and the main thread's work per event with it (each run drew 60 more items).
 */
async function removeEarlierRunsActivity(db: Db): Promise<number> {
  const made = await db
    .select({ id: interactions.id, organisationId: interactions.organisationId })
    .from(interactions)
    .innerJoin(
      smsMessages,
      and(eq(smsMessages.subjectId, interactions.memberId), eq(smsMessages.createdAt, interactions.timestamp)),
    )
    .where(and(eq(interactions.interactionType, 'message'), eq(interactions.incoming, true), isBenchInboundText));
  let removed = 0;
  for (const organisationId of new Set(made.map((row) => row.organisationId))) {
    const ids = made.filter((row) => row.organisationId === organisationId).map((row) => row.id);
    await writeWithChanges(db, organisationId, async (tx, changes) => {
      const gone = await tx
        .delete(interactions)
        .where(and(eq(interactions.organisationId, organisationId), inArray(interactions.id, ids)))
        .returning({ id: interactions.id });
      for (const { id } of gone) changes.record({ entity: 'interaction', id, op: 'delete', data: null });
      removed += gone.length;
    });
  }
  return removed;
}

/** How the docket-tabs run marks the scheduled events it makes (its notes start so). */
export const BENCH_TAB_EVENT_NOTE = 'Bench tabs';

/**
 * The scheduled events the docket-tabs run made, removed with their change rows. Left behind (a
 * run that stopped half-way, or before this cleaned up after itself), its 500 events made the
 * docket's events read in the server's load ten times its size, and every figure of that section
 * with it.
 */
export async function removeBenchTabEvents(db: Db): Promise<number> {
  const made = await db
    .select({ id: scheduledEvents.id, organisationId: scheduledEvents.organisationId })
    .from(scheduledEvents)
    .where(like(scheduledEvents.note, `${BENCH_TAB_EVENT_NOTE}%`));
  let removed = 0;
  for (const organisationId of new Set(made.map((row) => row.organisationId))) {
    await writeWithChanges(db, organisationId, async (tx, changes) => {
      const gone = await tx
        .delete(scheduledEvents)
        .where(
          and(
            eq(scheduledEvents.organisationId, organisationId),
            like(scheduledEvents.note, `${BENCH_TAB_EVENT_NOTE}%`),
          ),
        )
        .returning({ id: scheduledEvents.id });
      for (const { id } of gone) changes.record({ entity: 'scheduledEvent', id, op: 'delete', data: null });
      removed += gone.length;
    });
  }
  return removed;
}

/**
 * What the benchmark's own writes left on its guide's docket, taken out with change rows: the Text
 * backs and Activity entries of its inbound texts, and the docket-tabs run's events. Between
 * sections too: the engine and browser sections' texts (hundreds a run) made the server's load
 * and the warm reload that followed them read a longer docket than a run of those alone.
 */
async function tidy(db: Db): Promise<void> {
  const completed = await completeEarlierRunsTextBacks(db);
  if (completed > 0)
    console.log(`Completed ${completed} Text backs that the benchmark's earlier inbound texts left open.`);
  const removed = await removeEarlierRunsActivity(db);
  if (removed > 0) console.log(`Removed ${removed} Activity entries that the benchmark's earlier inbound texts added.`);
  const tabEvents = await removeBenchTabEvents(db);
  if (tabEvents > 0) console.log(`Removed ${tabEvents} scheduled events a docket-tabs run left.`);
}

/**
 * `members`: a smaller organisation than the large preset, in a database of its own. `oneCustomer`: every
 * member in one customer (the issue #36 roster of 20,000), in a database of its own too.
 */
export async function startBenchServer(
  options: { members?: number; oneCustomer?: boolean } = {},
): Promise<BenchServer> {
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const preset = options.members ? { members: options.members, feedItemsPerMember: LARGE.feedItemsPerMember } : LARGE;
  const name = `care_bench${options.members ? `_${options.members}` : ''}${options.oneCustomer ? '_one_customer' : ''}`;
  const databaseUrl = await ensureDatabase(adminUrl, name);
  const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  const seeded = await database.db.select({ id: clients.id }).from(clients).limit(1);
  if (seeded.length === 0) {
    console.log(
      `Seeding the benchmark organisation (${preset.members} members) into PostgreSQL — once, it is reused afterwards…`,
    );
    const started = performance.now();
    await seedDemoOrganisation(database.db, {
      members: preset.members,
      seed: 1,
      feedItemsPerMember: preset.feedItemsPerMember,
      oneCustomer: options.oneCustomer,
      log: (line) => console.log(`  ${line}`),
    });
    console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  }
  // A bulk load leaves the planner without statistics until autovacuum gets round to it (minutes
  // on a busy machine): with none it takes a 20,000-row table for empty and picks plans to match;
  // the vacuum marks the pages all-visible, so a count reads an index alone as it would in service.
  // Figures are taken on an analysed database, as a deployment's would be after its first minutes.
  const analysed = await database.db.execute(
    sql`select 1 from pg_stat_user_tables where relname = 'users' and coalesce(last_analyze, last_autoanalyze) is not null`,
  );
  if (((analysed as { rows?: unknown[] }).rows ?? []).length === 0) await database.db.execute(sql`vacuum analyze`);
  await tidy(database.db);
  const port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'silent',
    STATIC_DIR: 'dist',
  });
  const server = await createServer(config, { database });
  await server.listen();
  return {
    server,
    databaseUrl,
    config,
    baseUrl: `http://127.0.0.1:${port}`,
    token: await createTokenMinter(database.db, config),
    tidy: () => tidy(database.db),
    async close() {
      await server.close();
      await database.close();
    },
  };
}

/**
 * Crash durability: the real server in a child process takes idempotent writes (a guide's notes,
 * each with its Idempotency-Key) many at a time, and is killed with SIGKILL partway. It is started
 * again on the same database, every write that was not acknowledged is retried with its key, and
 * then the database must hold every note exactly once (none of the acknowledged ones lost, none
 * doubled by a retry of a write that had committed unacknowledged), each with its feed item and its
 * two changes, the change log without a gap up to the organisation's head, no idempotency claim
 * without its stored answer, and the audit trail's chain intact.
 *
 * Used by `crash-durability.test.ts` (a few cycles) and `npm run bench -- --only durability` (20).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { HEADERS } from '../../domain/index.ts';
import { verifyOrganisationChain } from '../audit/verify.ts';
import { loadOrCreateProviderKeys } from '../auth/embedded-oidc/keys.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/connect.ts';
import { ensureReferenceData } from '../db/reference-data.ts';
import { changeLog, feedItems, idempotencyKeys, interactions, organisationSequences } from '../db/schema/index.ts';
import { createPostgresDatabase, type Dialect } from '../testing/databases.ts';
import { createOrganisation, type TestOrganisation } from '../testing/factories.ts';
import { freePort } from '../testing/harness.ts';
import { pgliteTemplate, postgresTemplate } from '../testing/templates.ts';
import { createTokenMinter } from '../testing/tokens.ts';
import { baseUrlOf, startServerProcess, type ServerProcess } from './server-process.ts';

export interface CrashRunOptions {
  dialect: Dialect;
  cycles: number;
  /** Writes planned per cycle; the kill lands somewhere between 20% and 80% of them acknowledged. */
  writes: number;
  /** Requests in flight at once. */
  concurrency: number;
  seed?: number;
  log?: (line: string) => void;
}

export interface CycleReport {
  cycle: number;
  /** The acknowledgement after which the kill was sent (drawn per cycle). */
  killAfter: number;
  /** Acknowledged (2xx received) before the kill. */
  acknowledged: number;
  /** In flight when the process died: sent, no answer. */
  inFlight: number;
  /** Retried after the restart: in flight or never sent. */
  retried: number;
  /** Retries the server answered from its stored claim: they had committed, unacknowledged. */
  replayed: number;
  /** Non-2xx answers before the kill or on a retry (a refused or failed write). */
  refused: number;
  /** SIGKILL to the restarted server answering. */
  restartMs: number;
  lost: number;
  duplicates: number;
  /** A note without its feed item or changes, a feed item without its note, a claim without its answer. */
  halfWritten: number;
  /** Sequence numbers missing from the change log below the head, or a head that disagrees. */
  changeLogGaps: number;
  /** A replay of an acknowledged write answering another row than the first answer. */
  replayMismatches: number;
  auditChainBroken: boolean;
}

interface Planned {
  index: number;
  key: string;
  text: string;
  /** The feed item the first 2xx answered. */
  answeredId?: string;
  attempt: 'unsent' | 'inFlight' | 'acknowledged' | 'failed';
}

/** A small seeded generator, so a failing run can be repeated. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Target {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  organisation: TestOrganisation;
  token: string;
  open(): Promise<Database>;
  cleanup(): Promise<void>;
}

/**
 * A database copied from the suite's migrated template (PostgreSQL: a template database; PGlite: its dump
 * loaded into this run's data directory), with the embedded provider's keys, an organisation and a guide's
 * token. Made in process: a first start of the server to migrate cost one more process start (about 7 s)
 * per dialect.
 */
async function prepare(dialect: Dialect): Promise<Target> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'care-crash-'));
  const adminUrl = dialect === 'postgres' ? requiredAdminUrl() : undefined;
  const postgres = adminUrl
    ? await createPostgresDatabase(adminUrl, 'care_crash', await postgresTemplate(adminUrl))
    : undefined;
  const open = () => openDatabase({ databaseUrl: postgres?.url, dataDir });
  const database = postgres ? await open() : await openDatabase({ dataDir, pgliteDump: await pgliteTemplate() });
  try {
    // What the server's start makes before it serves: the catalogues and the provider's signing keys.
    await ensureReferenceData(database.db);
    await loadOrCreateProviderKeys(database.db);
    const organisation = await createOrganisation(database.db, 'Crash');
    const config = loadConfig({ PORT: String(port), PUBLIC_URL: baseUrlOf(port) });
    const token = await (
      await createTokenMinter(database.db, config)
    )(organisation.guide, {}, { expiresInSeconds: 4 * 3600 });
    return {
      port,
      dataDir,
      databaseUrl: postgres?.url,
      organisation,
      token,
      open,
      async cleanup() {
        await postgres?.drop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } finally {
    await database.close();
  }
}

function requiredAdminUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  return url;
}

async function send(
  server: Pick<ServerProcess, 'baseUrl'>,
  target: Target,
  write: Planned,
): Promise<{ status: number; id?: string; replay: boolean }> {
  const response = await fetch(`${server.baseUrl}/api/notes`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${target.token}`,
      'content-type': 'application/json',
      [HEADERS.idempotencyKey]: write.key,
    },
    body: JSON.stringify({ userId: target.organisation.member.id, text: write.text }),
  });
  const body = (await response.json()) as { id?: string };
  return { status: response.status, id: body.id, replay: response.headers.get(HEADERS.idempotentReplay) === 'true' };
}

/** Sends every write, `concurrency` at a time, calling `onAnswer` after each 2xx; stops sending once `stopped()`. */
async function sendAll(
  writes: Planned[],
  concurrency: number,
  call: (write: Planned) => Promise<void>,
  stopped: () => boolean,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (!stopped() && next < writes.length) await call(writes[next++]!);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

async function runCycle(
  target: Target,
  cycle: number,
  options: CrashRunOptions,
  next: () => number,
): Promise<CycleReport> {
  const writes: Planned[] = Array.from({ length: options.writes }, (_, index) => ({
    index,
    key: `crash-${cycle}-${index}-${Math.floor(next() * 1e9)}`,
    text: `<p>crash-${cycle}-${index}</p>`,
    attempt: 'unsent',
  }));
  const killAfter = Math.floor(options.writes * (0.2 + 0.6 * next()));
  let refused = 0;

  const server = await startServerProcess({
    port: target.port,
    dataDir: target.dataDir,
    databaseUrl: target.databaseUrl,
  });
  let killed: Promise<void> | undefined;
  let killedAt = 0;
  let acknowledged = 0;
  await sendAll(
    writes,
    options.concurrency,
    async (write) => {
      write.attempt = 'inFlight';
      try {
        const answer = await send(server, target, write);
        if (answer.status >= 200 && answer.status < 300) {
          write.attempt = 'acknowledged';
          write.answeredId = answer.id;
          acknowledged += 1;
        } else {
          write.attempt = 'failed';
          refused += 1;
        }
      } catch {
        // The connection died with the process: no answer, so not acknowledged.
      }
      if (acknowledged >= killAfter && !killed) {
        killedAt = performance.now();
        killed = server.kill();
      }
    },
    () => killed !== undefined,
  );
  await killed;
  const inFlight = writes.filter((w) => w.attempt === 'inFlight').length;

  const restarted = await startServerProcess({
    port: target.port,
    dataDir: target.dataDir,
    databaseUrl: target.databaseUrl,
  });
  const restartMs = performance.now() - killedAt;
  const unacknowledged = writes.filter((w) => w.attempt !== 'acknowledged');
  let replayed = 0;
  await sendAll(
    unacknowledged,
    options.concurrency,
    async (write) => {
      const answer = await send(restarted, target, write);
      if (answer.status < 200 || answer.status >= 300) {
        refused += 1;
        return;
      }
      if (answer.replay) replayed += 1;
      write.attempt = 'acknowledged';
      write.answeredId = answer.id;
    },
    () => false,
  );
  // A sample of writes acknowledged before the kill, sent again: the same row must answer.
  let replayMismatches = 0;
  for (const write of writes.filter((w) => w.answeredId).slice(0, 25)) {
    const answer = await send(restarted, target, write);
    if (answer.id !== write.answeredId || !answer.replay) replayMismatches += 1;
  }
  await restarted.stop();

  const database = await target.open();
  try {
    const found = await inspect(database, target.organisation.organisationId, cycle, writes);
    return {
      cycle,
      killAfter,
      acknowledged: writes.length - unacknowledged.length,
      inFlight,
      retried: unacknowledged.length,
      replayed,
      refused,
      restartMs,
      replayMismatches,
      ...found,
    };
  } finally {
    await database.close();
  }
}

/** What the database holds after the cycle, against what was acknowledged. */
async function inspect(database: Database, organisationId: string, cycle: number, writes: Planned[]) {
  const { db } = database;
  const notes = await db
    .select({ id: interactions.id, note: interactions.note })
    .from(interactions)
    .where(and(eq(interactions.organisationId, organisationId), eq(interactions.interactionType, 'note')));
  const items = await db
    .select({ id: feedItems.id, itemId: feedItems.externalItemId })
    .from(feedItems)
    .where(and(eq(feedItems.organisationId, organisationId), eq(feedItems.externalItemType, 'note')));
  const changes = await db
    .select({ seq: changeLog.seq, entity: changeLog.entity, id: changeLog.entityId })
    .from(changeLog)
    .where(eq(changeLog.organisationId, organisationId))
    .orderBy(asc(changeLog.seq));
  const [sequence] = await db
    .select({ head: organisationSequences.head })
    .from(organisationSequences)
    .where(eq(organisationSequences.organisationId, organisationId));
  const claims = await db
    .select({ key: idempotencyKeys.key, statusCode: idempotencyKeys.statusCode, body: idempotencyKeys.body })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.organisationId, organisationId));

  const notesByText = new Map<string, string[]>();
  for (const note of notes) notesByText.set(note.note ?? '', [...(notesByText.get(note.note ?? '') ?? []), note.id]);
  const itemByNote = new Map<string, string[]>();
  for (const item of items) itemByNote.set(item.itemId, [...(itemByNote.get(item.itemId) ?? []), item.id]);
  const changeCount = new Map<string, number>();
  for (const change of changes)
    changeCount.set(`${change.entity}:${change.id}`, (changeCount.get(`${change.entity}:${change.id}`) ?? 0) + 1);

  let lost = 0;
  let duplicates = 0;
  for (const write of writes) {
    const stored = notesByText.get(write.text) ?? [];
    if (stored.length === 0) lost += 1;
    if (stored.length > 1) duplicates += stored.length - 1;
    // An acknowledged answer names a feed item that must be this note's.
    const itemIds = stored.flatMap((noteId) => itemByNote.get(noteId) ?? []);
    if (write.answeredId && stored.length > 0 && !itemIds.includes(write.answeredId)) lost += 1;
  }

  const cycleNotes = notes.filter((note) => note.note?.startsWith(`<p>crash-${cycle}-`));
  let halfWritten = 0;
  for (const note of cycleNotes) {
    const itemIds = itemByNote.get(note.id) ?? [];
    if (
      itemIds.length !== 1 ||
      changeCount.get(`interaction:${note.id}`) !== 1 ||
      changeCount.get(`feedItem:${itemIds[0]}`) !== 1
    )
      halfWritten += 1;
  }
  const noteIds = new Set(notes.map((note) => note.id));
  halfWritten += items.filter((item) => !noteIds.has(item.itemId)).length;
  halfWritten += claims.filter(
    (claim) => claim.key.startsWith(`crash-${cycle}-`) && (claim.statusCode !== 200 || claim.body === null),
  ).length;

  let changeLogGaps = 0;
  changes.forEach((change, i) => {
    if (change.seq !== i + 1) changeLogGaps += 1;
  });
  if (Number(sequence?.head ?? 0) !== changes.length)
    changeLogGaps += Math.abs(Number(sequence?.head ?? 0) - changes.length) || 1;

  const chain = await verifyOrganisationChain(db, organisationId);
  return { lost, duplicates, halfWritten, changeLogGaps, auditChainBroken: chain.broken !== null };
}

export async function runCrashCycles(options: CrashRunOptions): Promise<CycleReport[]> {
  const target = await prepare(options.dialect);
  const next = random(options.seed ?? Date.now());
  const reports: CycleReport[] = [];
  try {
    for (let cycle = 1; cycle <= options.cycles; cycle++) {
      const report = await runCycle(target, cycle, options, next);
      options.log?.(
        `${options.dialect} cycle ${cycle}: killed after ${report.killAfter} acknowledgements, ${report.acknowledged} acknowledged before the kill, ${report.inFlight} in flight, ${report.replayed} of ${report.retried} retries replayed; ` +
          `lost ${report.lost}, duplicates ${report.duplicates}, half-written ${report.halfWritten}, change-log gaps ${report.changeLogGaps}`,
      );
      reports.push(report);
    }
  } finally {
    await target.cleanup();
  }
  return reports;
}

/**
 * The hospital ADT feed and the hospitalizations dashboard on the large preset (`--only adt`):
 * - ingest: messages per second sustained over MLLP (admit, update, discharge streams of the
 *   customer's registered members, one connection, each message waiting for its ACK as MLLP does),
 *   beside the same messages over the HTTP feed;
 * - message -> row: from a message sent to its stay in an open live query of the engine (the change
 *   through the socket into the store: `hospitalizationPulse`), and to its row in the dashboard's
 *   window once the screen asks for it again (`hospitalizationList`), p95 (engine level, in Node);
 * - the dashboard's table: a page of 10 under every sort, the toggles and the BH filter, a deep
 *   page, and the counters, p95 against 50 ms.
 * The run's stays, follow-ups, notifications and messages are removed afterwards, so the reused
 * benchmark database does not grow.
 */
import { and, eq, inArray, isNotNull, like, sql } from 'drizzle-orm';
import { Hl7Message } from '@medplum/core';
import type { LiveMessage } from '../../sync/index.ts';
import {
  createFetchHttp,
  createFrameThrottle,
  createSocketSource,
  createSyncEngine,
  systemClock,
} from '../../sync/index.ts';
import { adtMessageText, sendAdtOverHttp, sendAdtOverMllp, stayStream } from '../../server/adt/adt-simulator.ts';
import { createServer } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/connect.ts';
import { rowsOf } from '../../server/db/changes.ts';
import { adtMessages, hospitalizations, notifications, todos, users } from '../../server/db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_CLIENT } from '../../server/seed/fixtures.ts';
import { freePort } from '../../server/testing/harness.ts';
import { createTokenMinter } from '../../server/testing/tokens.ts';
import type { BenchServer } from './bench-server.ts';
import { fmt, printTable, ratio, summary, verdict } from './report.ts';

const TARGET_MS = 50;
const PATIENTS = 60;
const LATENCY_SAMPLES = 20;
const VISIT_PREFIX = 'BENCH-';

export async function benchAdt(bench: BenchServer): Promise<void> {
  const db = bench.server.database.db;
  // A second instance of the server on the same database, with the MLLP listener on.
  const mllpPort = await freePort();
  const port = await freePort();
  const database = await openDatabase({ databaseUrl: bench.databaseUrl, dataDir: 'memory://' });
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'silent',
    STATIC_DIR: 'dist',
    ADT_MLLP_PORT: String(mllpPort),
    ADT_MLLP_CLIENT_ID: DEMO_CLIENT.id,
  });
  const server = await createServer(config, { database });
  await server.listen();
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    const members = await db
      .select({
        patientId: users.externalPatientId,
        firstName: users.firstName,
        lastName: users.lastName,
        guideId: users.assignedGuideId,
      })
      .from(users)
      .where(
        and(
          eq(users.clientId, DEMO_CLIENT.id),
          eq(users.role, 'PATIENT'),
          isNotNull(users.externalPatientId),
          isNotNull(users.assignedGuideId),
          eq(users.isDeleted, false),
        ),
      )
      .limit(PATIENTS + LATENCY_SAMPLES);
    if (members.length < PATIENTS + LATENCY_SAMPLES)
      throw new Error('The benchmark organisation has too few registered members for the ADT benchmark');
    const patients = members.map((m) => ({ patientId: m.patientId!, familyName: m.lastName, givenName: m.firstName }));
    const run = Date.now();
    const streamOf = (i: number, transport: string) =>
      stayStream(patients[i]!, {
        visitNumber: `${VISIT_PREFIX}${transport}-${run}-${i}`,
        admittedAt: new Date(run - 3 * 86_400_000),
        dischargedAt: new Date(run - 3_600_000),
        complaint: 'Shortness of breath',
      });

    // Ingest over MLLP: every stream on one connection, each message waiting for its ACK.
    const mllpTexts = Array.from({ length: PATIENTS / 2 }, (_, i) => streamOf(i, 'M')).flat();
    let started = performance.now();
    const acks = await sendAdtOverMllp('127.0.0.1', mllpPort, mllpTexts);
    const mllpSeconds = (performance.now() - started) / 1000;
    const accepted = acks.filter(
      (ack) => Hl7Message.parse(ack).getSegment('MSA')?.getField(1)?.toString() === 'AA',
    ).length;
    // The same over the HTTP feed, one request per message.
    const feed = { secret: config.adtFeedSecret ?? '', clientId: DEMO_CLIENT.id };
    const httpTexts = Array.from({ length: PATIENTS / 2 }, (_, i) => streamOf(PATIENTS / 2 + i, 'H')).flat();
    started = performance.now();
    for (const text of httpTexts) await sendAdtOverHttp(baseUrl, feed, text);
    const httpSeconds = (performance.now() - started) / 1000;

    // Message -> row: an administrator's engine with the dashboard's pulse and window open.
    const admin = DEMO_ACCOUNTS.admin;
    const token = await (
      await createTokenMinter(database.db, config)
    )({ id: admin.id, email: admin.email }, {}, { expiresInSeconds: 3600 });
    const session = () => ({ token });
    const socket = createSocketSource({ url: baseUrl, session });
    const engine = createSyncEngine({
      http: createFetchHttp({ apiBase: `${baseUrl}/api`, session }),
      changes: socket,
      clock: systemClock,
      frameScheduler: () => createFrameThrottle(systemClock),
    });
    socket.connect();
    await new Promise<void>((resolve) => socket.onStatus((status) => status === 'connected' && resolve()));
    const pulseIds = new Set<string>();
    const waiters: { test: () => boolean; resolve: () => void }[] = [];
    const settle = () => {
      for (const waiter of [...waiters]) {
        if (!waiter.test()) continue;
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    };
    const apply = (target: Set<string>) => (message: LiveMessage<{ id: string }>) => {
      if (message.kind === 'snapshot') {
        target.clear();
        for (const row of message.rows) target.add(row.id);
      } else {
        for (const op of message.ops) {
          if (op.op === 'delete') target.delete(op.key);
          else if (op.op === 'insert' || op.op === 'update') target.add(op.row.id);
        }
      }
      settle();
    };
    const until = (test: () => boolean) =>
      new Promise<void>((resolve) => (test() ? resolve() : waiters.push({ test, resolve })));
    // As the dashboard: its window first (the change feed starts from the head that page was read at), then the pulse.
    const opened = new Set<string>();
    let windowReady = false;
    const stopFirstWindow = engine.subscribe(
      'hospitalizationList',
      { query: { 'page-start': 0, 'page-size': 10, 'sort-by': 'dischargeDate', 'sort-direction': 'DESC' } },
      (message) => {
        apply(opened)(message);
        if (message.status === 'ready') windowReady = true;
        settle();
      },
    );
    await until(() => windowReady);
    const stopPulse = engine.subscribe('hospitalizationPulse', {}, apply(pulseIds));
    const toStore: number[] = [];
    const toWindow: number[] = [];
    for (let i = 0; i < LATENCY_SAMPLES; i++) {
      const visitNumber = `${VISIT_PREFIX}L-${run}-${i}`;
      const text = adtMessageText('A01', patients[PATIENTS + i]!, {
        visitNumber,
        admittedAt: new Date(),
        complaint: 'Chest pain',
      });
      const sent = performance.now();
      await sendAdtOverMllp('127.0.0.1', mllpPort, [text]);
      const [stay] = await db
        .select({ id: hospitalizations.id })
        .from(hospitalizations)
        .where(eq(hospitalizations.visitNumber, visitNumber));
      if (!stay) throw new Error(`The A01 of ${visitNumber} made no stay`);
      await Promise.race([
        until(() => pulseIds.has(stay.id)),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error(`${visitNumber} never reached the live query`)), 30_000),
        ),
      ]);
      toStore.push(performance.now() - sent);
      // The screen asks for its window again (its refresh count goes up), filtered to the member's guide's newly admitted: the new stay is on it.
      const windowIds = new Set<string>();
      const stopWindow = engine.subscribe(
        'hospitalizationList',
        {
          query: {
            'page-start': 0,
            'page-size': 25,
            'sort-by': 'admitDate',
            'sort-direction': 'DESC',
            'special-filter': 'newlyAdmitted',
            guideIds: [members[PATIENTS + i]!.guideId!],
            refresh: i + 1,
          },
        },
        apply(windowIds),
      );
      await Promise.race([
        until(() => windowIds.has(stay.id)),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error(`${visitNumber} never reached the window`)), 30_000),
        ),
      ]);
      toWindow.push(performance.now() - sent);
      stopWindow();
    }
    stopPulse();
    stopFirstWindow();
    socket.disconnect();

    // The table and its counters as the administrator reads them.
    const get = async (path: string) => {
      const t0 = performance.now();
      const response = await fetch(`${baseUrl}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
      await response.text();
      if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
      return performance.now() - t0;
    };
    const [{ stays } = { stays: 0 }] = rowsOf<{ stays: number }>(
      await db.execute(sql`select count(*)::int as stays from hospitalizations`),
    );
    const queries = ['dischargeDate', 'admitDate', 'memberName', 'hospital'].flatMap((by) =>
      ['ASC', 'DESC'].flatMap((dir) =>
        ['', '&special-filter=newlyAdmitted', '&special-filter=newlyDischarged', '&behavioral-health-filter=true'].map(
          (f) => `sort-by=${by}&sort-direction=${dir}${f}`,
        ),
      ),
    );
    for (let i = 0; i < 5; i++) await get('/hospitalizations?page-size=10');
    const pageTimes: number[] = [];
    for (const query of queries)
      for (let i = 0; i < 5; i++) pageTimes.push(await get(`/hospitalizations?page-start=0&page-size=10&${query}`));
    const deepTimes: number[] = [];
    for (let i = 0; i < 10; i++)
      deepTimes.push(await get(`/hospitalizations?page-start=${Math.max(0, stays - 25)}&page-size=25`));
    const countTimes: number[] = [];
    for (let i = 0; i < 20; i++) countTimes.push(await get('/hospitalizations/meta-counts'));
    const page = summary(pageTimes);
    const deep = summary(deepTimes);
    const counts = summary(countTimes);
    const store = summary(toStore);
    const window = summary(toWindow);

    printTable(
      `ADT feed ingest (${mllpTexts.length} messages over MLLP, ${httpTexts.length} over HTTP; admit, update, discharge of ${PATIENTS} members)`,
      ['transport', 'messages', 'accepted (AA)', 'seconds', 'messages / s', 'vs HTTP'],
      [
        [
          'MLLP, one connection, ACK per message',
          mllpTexts.length,
          accepted,
          fmt(mllpSeconds),
          fmt(mllpTexts.length / mllpSeconds, 1),
          ratio(httpSeconds / httpTexts.length, mllpSeconds / mllpTexts.length),
        ],
        [
          'HTTP feed, one request per message',
          httpTexts.length,
          '—',
          fmt(httpSeconds),
          fmt(httpTexts.length / httpSeconds, 1),
          '1.0×',
        ],
      ],
    );
    printTable(
      `ADT message -> row (${LATENCY_SAMPLES} admissions over MLLP, an administrator's engine in Node)`,
      ['path', 'p50 ms', 'p95 ms', 'max ms'],
      [
        ['message -> stay in the open live query (ACK, socket, store)', fmt(store.p50), fmt(store.p95), fmt(store.max)],
        [
          'message -> row in the dashboard window (after the screen asks again)',
          fmt(window.p50),
          fmt(window.p95),
          fmt(window.max),
        ],
      ],
    );
    printTable(
      `Hospitalizations dashboard reads (${stays} stays; ${queries.length} sort and filter combinations, 5 runs each)`,
      ['read', 'p50 ms', 'p95 ms', 'max ms', 'target', 'verdict'],
      [
        [
          'a page of 10, every sort and filter',
          fmt(page.p50),
          fmt(page.p95),
          fmt(page.max),
          `< ${TARGET_MS}`,
          verdict(page.p95 < TARGET_MS),
        ],
        [
          'the last page of 25',
          fmt(deep.p50),
          fmt(deep.p95),
          fmt(deep.max),
          `< ${TARGET_MS}`,
          verdict(deep.p95 < TARGET_MS),
        ],
        [
          'the counters (meta-counts)',
          fmt(counts.p50),
          fmt(counts.p95),
          fmt(counts.max),
          `< ${TARGET_MS}`,
          verdict(counts.p95 < TARGET_MS),
        ],
      ],
    );
  } finally {
    await cleanUp(bench);
    await server.close();
    await database.close();
  }
}

/** Removes what the run's messages made: its stays (and their follow-ups and notifications) and the messages. */
async function cleanUp(bench: BenchServer): Promise<void> {
  const db = bench.server.database.db;
  const stays = await db
    .select({ id: hospitalizations.id, memberId: hospitalizations.memberId })
    .from(hospitalizations)
    .where(like(hospitalizations.visitNumber, `${VISIT_PREFIX}%`));
  const ids = stays.map((s) => s.id);
  if (ids.length > 0) {
    await db
      .delete(todos)
      .where(
        and(
          inArray(todos.externalItemId, ids),
          inArray(todos.externalItemType, ['hospitalization_admission', 'hospitalization_discharge']),
        ),
      );
    await db
      .delete(notifications)
      .where(
        and(
          inArray(notifications.memberId, [...new Set(stays.map((s) => s.memberId))]),
          inArray(notifications.notificationType, ['hospital_admission', 'hospital_discharge']),
        ),
      );
    await db.delete(hospitalizations).where(inArray(hospitalizations.id, ids));
  }
  await db.delete(adtMessages).where(like(adtMessages.raw, `%|${VISIT_PREFIX}%`));
}

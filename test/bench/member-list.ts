/**
 * The member list on the large preset (20,000 members): (1) a paged server-side search, sort and
 * count beside (a) the client that downloads every member to search locally; (2) the engine's
 * memory while a guide pages through all 20,000 members, with eviction of windows the screen left
 * beside (b) the same engine keeping every page it ever loaded.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../server/db/changes.ts';
import { users } from '../../server/db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../server/seed/fixtures.ts';
import {
  createFetchHttp,
  createSyncEngine,
  systemClock,
  type ChangeSource,
  type LiveMessage,
} from '../../sync/index.ts';
import type { BenchServer } from './bench-server.ts';
import { fmt, kib, printTable, ratio, summary, verdict } from './report.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heapMiB = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};

const guide = DEMO_ACCOUNTS.guide;
const PAGE_SIZE = 25;
/** The bound the engine keeps while paging: its heap grows by less than this, however far a guide pages. */
const HEAP_GROWTH_BOUND_MIB = 16;
const silent: ChangeSource = { onChanges: () => undefined, onStatus: () => undefined };

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

export async function benchMemberList(bench: BenchServer) {
  const token = await bench.token({ id: guide.id, email: guide.email }, {}, { expiresInSeconds: 3600 });
  const get = async (query: string) => {
    const response = await fetch(`${bench.baseUrl}/api/users?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`GET /users?${query} answered ${response.status}`);
    return response.text();
  };
  const db = bench.server.database.db;
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.role, 'PATIENT'), eq(users.isDeleted, false)));

  // (1) Typeahead-style searches: three letters of real last names, a page of 10 with its count.
  const prefixes = rowsOf<{ p: string }>(
    await db.execute(
      sql`select distinct lower(left(last_name, 3)) as p from users where role = 'PATIENT' order by 1 limit 40`,
    ),
  ).map((r) => r.p);
  const searchMs: number[] = [];
  const searchBytes: number[] = [];
  for (const prefix of prefixes) {
    const { ms, value } = await timed(() =>
      get(`searchTerm=${encodeURIComponent(prefix)}&page-size=10&includeCount=true&orderBy=name`),
    );
    searchMs.push(ms);
    searchBytes.push(Buffer.byteLength(value));
  }
  const deepMs: number[] = [];
  for (const orderBy of ['name', 'memberStatus', 'assignedGuide', 'lastEventAt', 'outreachPhase']) {
    for (const direction of ['ASC', 'DESC'])
      deepMs.push(
        (
          await timed(() =>
            get(`page-start=10000&page-size=25&includeCount=true&orderBy=${orderBy}&orderDirection=${direction}`),
          )
        ).ms,
      );
  }
  // (a) Every member downloaded once (500 a page), then searched in memory.
  let allBytes = 0;
  const download = await timed(async () => {
    const everyone: { name: string }[] = [];
    for (let start = 0; ; start += 500) {
      const text = await get(`page-start=${start}&page-size=500`);
      allBytes += Buffer.byteLength(text);
      const rows = (JSON.parse(text) as { data: { name: string }[] }).data;
      everyone.push(...rows);
      if (rows.length < 500) return everyone;
    }
  });
  const localSearch = await timed(async () =>
    prefixes.map((p) => download.value.filter((m) => m.name.toLowerCase().includes(p)).length),
  );
  const search = summary(searchMs);
  const deep = summary(deepMs);

  // (2) Paging through every member, 25 a page, in the engine (the same code as the worker's).
  const paging = async (evict: boolean) => {
    const http = createFetchHttp({ apiBase: `${bench.baseUrl}/api`, session: () => ({ token }) });
    const engine = createSyncEngine({
      http,
      changes: silent,
      clock: systemClock,
      frameScheduler: () => (callback) => void setTimeout(callback, 0),
      pageIdleMs: evict ? 0 : 2 ** 31 - 1,
    });
    const before = heapMiB();
    const pageMs: number[] = [];
    let previous: (() => void) | undefined;
    let peakRows = 0;
    let seen = 0;
    for (let start = 0; start < total; start += PAGE_SIZE) {
      const started = performance.now();
      const { stop, rows } = await new Promise<{ stop: () => void; rows: number }>((resolve) => {
        const stopNow = engine.subscribe(
          'memberList',
          { query: { 'page-start': start, 'page-size': PAGE_SIZE, orderBy: 'name' } },
          (message: LiveMessage<{ id: string }>) => {
            if (message.kind === 'snapshot' && message.status === 'ready')
              resolve({ stop: stopNow, rows: message.rows.length });
            if (message.status === 'error') throw new Error(`page at ${start} failed`);
          },
        );
      });
      pageMs.push(performance.now() - started);
      seen += rows;
      // The screen moves on: the page it left is released (and, with eviction, goes once idle).
      previous?.();
      previous = stop;
      await new Promise((r) => setTimeout(r, 0));
      peakRows = Math.max(peakRows, engine.stats().rows.user ?? 0);
    }
    const after = heapMiB();
    const stats = engine.stats();
    previous?.();
    return {
      seen,
      growth: after - before,
      peakRows,
      loadedPages: stats.loadedPages,
      evictedPages: stats.evictedPages,
      page: summary(pageMs),
    };
  };
  const withEviction = await paging(true);
  const keepingAll = await paging(false);

  printTable(
    `Member list (${total} members on PostgreSQL)`,
    ['measure', 'ours', 'comparison', 'target'],
    [
      [
        `search, page of 10 with count (${search.n} searches, p50/p95)`,
        `${fmt(search.p50)} / ${fmt(search.p95)} ms, ${kib(summary(searchBytes).p50)}`,
        `(a) download all ${download.value.length}: ${fmt(download.ms, 0)} ms, ${kib(allBytes)}, then ${fmt(localSearch.ms / prefixes.length, 2)} ms a search: first search ${ratio(download.ms, search.p50)} slower, ${ratio(allBytes, summary(searchBytes).p50)} more bytes`,
        `p95 < 50 ms: ${verdict(search.p95 < 50)}`,
      ],
      [
        'page 401 of 25, each sort both ways (p50/p95)',
        `${fmt(deep.p50)} / ${fmt(deep.p95)} ms`,
        '',
        `p95 < 150 ms: ${verdict(deep.p95 < 150)}`,
      ],
      [
        `engine paging through all members, ${PAGE_SIZE} a page (p50/p95 per page)`,
        `${fmt(withEviction.page.p50)} / ${fmt(withEviction.page.p95)} ms, ${withEviction.seen} rows seen`,
        `(b) keeping every page: ${fmt(keepingAll.page.p50)} / ${fmt(keepingAll.page.p95)} ms`,
        '',
      ],
      [
        'engine heap growth after paging through all (after GC)',
        `${fmt(withEviction.growth, 1)} MiB; ${withEviction.loadedPages} pages and at most ${withEviction.peakRows} users held`,
        `(b) ${fmt(keepingAll.growth, 1)} MiB; ${keepingAll.loadedPages} pages, ${keepingAll.peakRows} users: ${ratio(keepingAll.growth, Math.max(withEviction.growth, 0.1))} more`,
        `< ${HEAP_GROWTH_BOUND_MIB} MiB: ${verdict(withEviction.growth < HEAP_GROWTH_BOUND_MIB)}`,
      ],
    ],
  );
}

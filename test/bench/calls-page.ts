/**
 * The calls and texts page on the large preset (`--only calls-page`): one server page of 10 with
 * its count, as the page asks for it, under every combination of its filters (date range, the
 * check boxes, the search as a number, a name and a chosen member, statuses, direction), and a
 * deep page. Target: p95 under 50 ms for every combination. Beside (a) reading the default 30 days
 * unfiltered and filtering in the client, as a page without server-side search would.
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../server/db/changes.ts';
import { DEMO_ACCOUNTS } from '../../server/seed/fixtures.ts';
import type { BenchServer } from './bench-server.ts';
import { fmt, printTable, ratio, summary, verdict } from './report.ts';

const TARGET_MS = 50;
const REPEATS = 5;

/** Every combination of the given options, each a list of query-string parts. */
function combinations(options: string[][]): string[] {
  return options
    .reduce<string[][]>(
      (acc, choices) => acc.flatMap((prefix) => choices.map((choice) => (choice ? [...prefix, choice] : prefix))),
      [[]],
    )
    .map((parts) => parts.join('&'));
}

export async function benchCallsPage(bench: BenchServer): Promise<void> {
  // The supervisor may use every filter (the feedback calls' needs CAN_MANAGE_MEMBER_FEEDBACK).
  const account = DEMO_ACCOUNTS.supervisor;
  const token = await bench.token({ id: account.id, email: account.email }, {}, { expiresInSeconds: 3600 });
  const get = async (path: string) => {
    const started = performance.now();
    const response = await fetch(`${bench.baseUrl}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
    const text = await response.text();
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${text.slice(0, 200)}`);
    return { ms: performance.now() - started, bytes: Buffer.byteLength(text), text };
  };
  const db = bench.server.database.db;
  // As autovacuum keeps a live database: fresh statistics and visibility map after the seed's bulk insert.
  await db.execute(sql`vacuum (analyze) calls`);
  await db.execute(sql`vacuum (analyze) sms_messages`);
  const [counts] = rowsOf<{ calls: number; texts: number }>(
    await db.execute(
      sql`select (select count(*)::int from calls) as calls, (select count(*)::int from sms_messages) as texts`,
    ),
  );
  const [sample] = rowsOf<{ member_id: string; last_name: string; number: string }>(
    await db.execute(sql`select c.subject_id as member_id, lower(left(u.last_name, 4)) as last_name, right(c.originator_phone_number, 7) as number
      from calls c join users u on u.id = c.subject_id where c.incoming order by c.time_started desc limit 1`),
  );
  if (!sample) throw new Error('The benchmark organisation has no incoming call of a member');
  const searches = [
    '',
    `searchTerm=${sample.number}&searchTermType=number`,
    `searchTerm=${sample.last_name}&searchTermType=string`,
    `searchTerm=${sample.member_id}&searchTermType=subjectId`,
  ];
  const ranges = ['30', '60', '90', 'none'].map((r) => `lastDaysFromNow=${r}`);
  const page = 'page-start=0&page-size=10&includeCount=true';

  const callQueries = combinations([
    ranges,
    searches,
    ['', 'onlyUnassignedCalls=true'],
    ['', 'showOnlyMyCalls=true'],
    ['', 'onlyFeedbackCalls=true'],
    ['', 'statuses=MISSED,FAILED'],
    ['', 'directionType=incoming'],
  ]);
  const textQueries = combinations([
    ranges,
    searches,
    ['', 'onlyUnassignedMessages=true'],
    ['', 'showOnlyMyTexts=true'],
    ['', 'directionType=incoming'],
  ]);

  // Per combination its median (one slow run on a shared machine is noise, a slow plan is not),
  // and every request's time for the overall percentiles.
  const measure = async (path: string, queries: string[]) => {
    const all: number[] = [];
    let worst = { query: '', p50: 0 };
    let slowCombinations = 0;
    for (const query of queries) {
      const times: number[] = [];
      for (let i = 0; i < REPEATS; i++) times.push((await get(`${path}?${page}&${query}`)).ms);
      all.push(...times);
      const p50 = summary(times).p50;
      if (p50 >= TARGET_MS) slowCombinations++;
      if (p50 > worst.p50) worst = { query, p50 };
    }
    return { all: summary(all), worst, slowCombinations, combinations: queries.length };
  };

  // Warm the connection pool and the plans once.
  for (let i = 0; i < 5; i++) {
    await get(`/calls?${page}`);
    await get(`/sms?${page}`);
  }
  const calls = await measure('/calls', callQueries);
  const texts = await measure('/sms', textQueries);
  const deep = summary(
    await Promise.all(
      [0, 1, 2, 3, 4].map(
        async () => (await get(`/calls?page-start=5000&page-size=50&includeCount=true&lastDaysFromNow=none`)).ms,
      ),
    ),
  );

  // (a) The default 30 days unfiltered, 500 at a time, as a page searching in the browser would need.
  let allBytes = 0;
  const download = performance.now();
  for (let start = 0; ; start += 500) {
    const { text, bytes } = await get(`/calls?page-start=${start}&page-size=500&lastDaysFromNow=30`);
    allBytes += bytes;
    if ((JSON.parse(text) as { data: unknown[] }).data.length < 500) break;
  }
  const downloadMs = performance.now() - download;

  printTable(
    `Calls and texts page (${counts?.calls ?? 0} calls, ${counts?.texts ?? 0} texts; a page of 10 with its count, ${REPEATS} runs per combination)`,
    [
      'read',
      'combinations',
      'p50 ms',
      'p95 ms',
      'max ms',
      'slowest combination (median) ms',
      'combinations ≥ 50 ms (median)',
      'target p95',
      'verdict',
    ],
    [
      [
        'calls, every filter combination',
        calls.combinations,
        fmt(calls.all.p50),
        fmt(calls.all.p95),
        fmt(calls.all.max),
        fmt(calls.worst.p50),
        calls.slowCombinations,
        `< ${TARGET_MS}`,
        verdict(calls.all.p95 < TARGET_MS),
      ],
      [
        'texts, every filter combination',
        texts.combinations,
        fmt(texts.all.p50),
        fmt(texts.all.p95),
        fmt(texts.all.max),
        fmt(texts.worst.p50),
        texts.slowCombinations,
        `< ${TARGET_MS}`,
        verdict(texts.all.p95 < TARGET_MS),
      ],
      [
        'calls, page 101 of 50 (all time)',
        1,
        fmt(deep.p50),
        fmt(deep.p95),
        fmt(deep.max),
        fmt(deep.p50),
        deep.p50 >= TARGET_MS ? 1 : 0,
        `< ${TARGET_MS}`,
        verdict(deep.p95 < TARGET_MS),
      ],
      [
        '(a) every call of 30 days downloaded',
        1,
        fmt(downloadMs),
        fmt(downloadMs),
        fmt(downloadMs),
        `${(allBytes / 1024 / 1024).toFixed(1)} MiB`,
        '',
        '',
        `server page ${ratio(downloadMs, calls.all.p50)} faster`,
      ],
    ],
  );
  console.log(
    `Slowest calls combination: ${calls.worst.query || '(no filter)'}; slowest texts combination: ${texts.worst.query || '(no filter)'}`,
  );
}

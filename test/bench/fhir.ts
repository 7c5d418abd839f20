/**
 * FHIR on the large preset (`--only fhir`, issue #36):
 * - `$everything` for a member with two years of history (made once in the benchmark database:
 *   a call every 3 days, a text every 2, a visit a fortnight, a need a quarter with its actions; the
 *   preset's members hold one year), and for the preset's busiest member, as a supervisor asks for
 *   them. Target: under 300 ms. Beside (a) reading the same record's rows alone (`loadMemberRecord`,
 *   no mapping, no JSON), to show what mapping and answering cost.
 * - A Bulk Data export of the biggest customer's roster, kicked off, polled and read as a client
 *   would. Target: at least 2,000 resources a second, with the server's memory flat: the heap's
 *   peak in each quarter of the job (the server runs in this process), which must not grow with
 *   the members written. Beside (b) the same roster read member by member with `$everything` (a
 *   sample of members, its rate extrapolated), what a client without Bulk Data would do.
 * CPU is this process's (server and client), beside wall time; PostgreSQL's own is not in it.
 */
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../server/db/changes.ts';
import { users } from '../../server/db/schema/index.ts';
import { loadMemberRecord } from '../../server/fhir/load-record.ts';
import { createNeed } from '../../server/needs/factories.ts';
import { DEMO_ACCOUNTS, DEMO_MEMBER } from '../../server/seed/fixtures.ts';
import { createCall, createSmsMessage, type TestOrganisation } from '../../server/testing/factories.ts';
import { createVisit } from '../../server/testing/note-visit-factories.ts';
import type { BenchServer } from './bench-server.ts';
import { fmt, printTable, ratio, timedRuns, verdict } from './report.ts';

const EVERYTHING_TARGET_MS = 300;
const EXPORT_TARGET_PER_SECOND = 2000;
const REPEATS = 9;
const BASELINE_SAMPLE = 60;
const MIB = 1024 * 1024;

/** A full garbage collection, asked for at run time (the bench runs without --expose-gc). */
v8.setFlagsFromString('--expose-gc');
const fullGc = runInNewContext('gc') as () => void;

export async function benchFhir(bench: BenchServer): Promise<void> {
  await benchEverything(bench);
  await benchExport(bench);
}

/** The benchmark's member with two years of history (a fixed id: made on the first run, reused after). */
const TWO_YEAR_MEMBER = '00000000-0000-4000-8000-00000000b2b2';
const DAY_MS = 86_400_000;

async function twoYearMember(bench: BenchServer): Promise<string> {
  const db = bench.server.database.db;
  const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.id, TWO_YEAR_MEMBER));
  if (exists) return TWO_YEAR_MEMBER;
  const [home] = rowsOf<{ organisation_id: string; client_id: string; guide_id: string }>(
    await db.execute(sql`select organisation_id::text, client_id::text, assigned_guide_id::text as guide_id from users
      where id = ${DEMO_MEMBER.id}`),
  );
  const { organisation_id: organisationId, client_id: clientId, guide_id: guideId } = home!;
  await db.insert(users).values({
    id: TWO_YEAR_MEMBER,
    organisationId,
    clientId,
    role: 'PATIENT',
    firstName: 'Bench',
    lastName: 'Two Years',
    assignedGuideId: guideId,
    memberStatusId: 1,
    memberStageId: 1,
    birthDate: '1958-04-12',
  });
  // The factories' organisation, narrowed to what they read: its ids, the guide and this member.
  const org = { organisationId, clientId, guide: { id: guideId }, member: { id: TWO_YEAR_MEMBER } } as TestOrganisation;
  const start = Date.now() - 730 * DAY_MS;
  for (let day = 0; day < 730; day++) {
    const at = new Date(start + day * DAY_MS + 15 * 3_600_000);
    if (day % 3 === 0) {
      const connected = new Date(at.getTime() + 20_000);
      await createCall(db, org, {
        timeStarted: at,
        timeConnected: connected,
        timeEnded: new Date(connected.getTime() + 12 * 60_000),
      });
    }
    if (day % 2 === 0) await createSmsMessage(db, org, { sentAt: at, text: 'Checking in about your appointment' });
    if (day % 14 === 0) await createVisit(db, org, { createdAt: at });
  }
  for (let quarter = 0; quarter < 8; quarter++) await createNeed(db, org);
  return TWO_YEAR_MEMBER;
}

async function benchEverything(bench: BenchServer): Promise<void> {
  const db = bench.server.database.db;
  const [busiest] = rowsOf<{ member_id: string }>(
    await db.execute(sql`select member_id::text from feed_items where member_id <> ${TWO_YEAR_MEMBER}
      group by member_id order by count(*) desc limit 1`),
  );
  if (!busiest) throw new Error('The benchmark organisation has no history');
  const account = DEMO_ACCOUNTS.supervisor;
  const token = await bench.token({ id: account.id, email: account.email }, {}, { expiresInSeconds: 3600 });
  const rows: (string | number)[][] = [];
  for (const [label, memberId] of [
    ['two years of history', await twoYearMember(bench)],
    ["the preset's busiest member (one year)", busiest.member_id],
  ] as const) {
    const [member] = await db.select().from(users).where(eq(users.id, memberId));
    let resources = 0;
    const everything = await timedRuns(REPEATS, async () => {
      const response = await fetch(`${bench.baseUrl}/api/fhir/R4/Patient/${memberId}/$everything`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!response.ok) throw new Error(`$everything answered ${response.status}`);
      resources = ((await response.json()) as { entry: unknown[] }).entry.length;
    });
    const reads = await timedRuns(REPEATS, () => loadMemberRecord(db, member!));
    rows.push(
      [
        `$everything, ${label} (${resources} resources)`,
        fmt(everything.wall.p50),
        fmt(everything.wall.p95),
        fmt(everything.cpu.p50),
        `< ${EVERYTHING_TARGET_MS} ms`,
        ratio(reads.wall.p50, everything.wall.p50),
        verdict(everything.wall.p95 < EVERYTHING_TARGET_MS),
      ],
      [`(a) its rows read alone`, fmt(reads.wall.p50), fmt(reads.wall.p95), fmt(reads.cpu.p50), '', '1.0×', ''],
    );
  }
  printTable(
    `FHIR Patient/{id}/$everything (${REPEATS} runs each)`,
    ['read', 'p50 ms', 'p95 ms', 'CPU p50 ms', 'target', 'vs (a)', 'verdict'],
    rows,
  );
}

async function benchExport(bench: BenchServer): Promise<void> {
  const db = bench.server.database.db;
  const [customer] = rowsOf<{ client_id: string; members: number }>(
    await db.execute(sql`select client_id::text, count(*)::int as members from users
      where role = 'PATIENT' and not is_deleted group by client_id order by members desc limit 1`),
  );
  if (!customer) throw new Error('The benchmark organisation has no members');
  const admin = DEMO_ACCOUNTS.admin;
  const token = await bench.token({ id: admin.id, email: admin.email }, {}, { expiresInSeconds: 3600 });
  const authorization = `Bearer ${token}`;

  // The server's heap as the job runs, sampled here (the server runs in this process): what is in
  // use every 100 ms, and every 2 s what survives a full collection, which is what must stay flat
  // (V8 lets garbage pile up while memory is plentiful, so the peaks alone say little).
  const samples: { heap: number; rss: number; done: number }[] = [];
  const retained: { heap: number; done: number }[] = [];
  let done = 0;
  const sample = () => {
    const memory = process.memoryUsage();
    samples.push({ heap: memory.heapUsed, rss: memory.rss, done });
  };
  const sampler = setInterval(sample, 100);
  const collector = setInterval(() => {
    fullGc();
    retained.push({ heap: process.memoryUsage().heapUsed, done });
  }, 2000);
  fullGc();
  const heapAtStart = process.memoryUsage().heapUsed / MIB;
  const usage = process.cpuUsage();
  const started = performance.now();
  sample();
  const kickOff = await fetch(`${bench.baseUrl}/api/fhir/R4/Group/${customer.client_id}/$export`, {
    headers: { authorization, prefer: 'respond-async' },
  });
  if (kickOff.status !== 202) throw new Error(`The kick-off answered ${kickOff.status}`);
  const status = kickOff.headers.get('content-location')!;
  let manifest: { output: { type: string; url: string; count: number }[] } | undefined;
  while (!manifest) {
    const answer = await fetch(status, { headers: { authorization } });
    if (answer.status === 202) {
      done = Number(/\((\d+) of/.exec(answer.headers.get('x-progress') ?? '')?.[1] ?? done);
      await new Promise((resolve) => setTimeout(resolve, 250));
    } else if (answer.ok) manifest = (await answer.json()) as typeof manifest;
    else throw new Error(`The status answered ${answer.status}`);
  }
  const written = performance.now() - started;
  done = customer.members;
  // The files, streamed and counted, never held.
  let bytes = 0;
  for (const file of manifest.output) {
    const response = await fetch(file.url, { headers: { authorization } });
    const reader = response.body!.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) bytes += chunk.value.byteLength;
  }
  const total = performance.now() - started;
  const spent = process.cpuUsage(usage);
  clearInterval(sampler);
  clearInterval(collector);
  const resources = manifest.output.reduce((n, file) => n + file.count, 0);

  // (b) Member by member: $everything for a sample of the roster, its rate extrapolated.
  const sampleIds = rowsOf<{ id: string }>(
    await db.execute(sql`select id::text from users where client_id = ${customer.client_id} and role = 'PATIENT'
      order by id limit ${BASELINE_SAMPLE}`),
  ).map((row) => row.id);
  const supervisor = DEMO_ACCOUNTS.supervisor;
  const supervisorToken = await bench.token(
    { id: supervisor.id, email: supervisor.email },
    {},
    { expiresInSeconds: 3600 },
  );
  let baselineResources = 0;
  const baselineStarted = performance.now();
  for (const id of sampleIds) {
    const response = await fetch(`${bench.baseUrl}/api/fhir/R4/Patient/${id}/$everything`, {
      headers: { authorization: `Bearer ${supervisorToken}` },
    });
    baselineResources += ((await response.json()) as { entry: unknown[] }).entry.length;
  }
  const baselineRate = baselineResources / ((performance.now() - baselineStarted) / 1000);

  const rate = resources / (written / 1000);
  const quarterly = (of: readonly { heap: number; done: number }[]) =>
    [0, 1, 2, 3].map((q) => {
      const inQuarter = of.filter(
        (s) => s.done >= (q * customer.members) / 4 && s.done < ((q + 1) * customer.members) / 4,
      );
      return inQuarter.length ? Math.max(...inQuarter.map((s) => s.heap)) / MIB : Number.NaN;
    });
  const peaks = quarterly(samples);
  const kept = quarterly(retained);
  const peakRss = Math.max(...samples.map((s) => s.rss)) / MIB;
  const flat = Number.isFinite(kept[0]!) && Number.isFinite(kept[3]!) && kept[3]! - kept[0]! < 64;
  printTable(
    `FHIR Bulk Data export of the biggest customer (${customer.members} members, ${resources} resources, ${fmt(bytes / MIB, 1)} MiB of NDJSON)`,
    ['figure', 'value', 'target', 'vs (b)', 'verdict'],
    [
      ['kick-off to manifest', `${fmt(written / 1000, 1)} s`, '', '', ''],
      [
        'resources a second (written)',
        fmt(rate, 0),
        `>= ${EXPORT_TARGET_PER_SECOND}`,
        ratio(1 / baselineRate, 1 / rate),
        verdict(rate >= EXPORT_TARGET_PER_SECOND),
      ],
      ['kick-off to last file read', `${fmt(total / 1000, 1)} s`, '', '', ''],
      ['CPU, this process (server and client)', `${fmt((spent.user + spent.system) / 1e6, 1)} s`, '', '', ''],
      [
        'heap after a full collection: at kick-off / most per quarter of the members',
        `${fmt(heapAtStart, 0)} / ${kept.map((q) => fmt(q, 0)).join(', ')} MiB`,
        "flat (the last quarter's within 64 MiB of the first's)",
        '',
        verdict(flat),
      ],
      ['heap in use, peak per quarter (garbage included)', `${peaks.map((q) => fmt(q, 0)).join(', ')} MiB`, '', '', ''],
      ['RSS peak', `${fmt(peakRss, 0)} MiB`, '', '', ''],
      [
        `(b) member by member with $everything (${BASELINE_SAMPLE} sampled)`,
        `${fmt(baselineRate, 0)} resources/s`,
        '',
        '1.0×',
        '',
      ],
    ],
  );
}

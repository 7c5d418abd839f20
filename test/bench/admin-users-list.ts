/**
 * User Administration's list with 100,000 staff users (issue #33: search, sort and page, p95 under
 * 50 ms at the server). Each call is `GET /users/administration` through the server in process
 * (token check, validation, the page, its count, the memberships and sign-ins of its rows, the
 * answer's JSON), timed one at a time. CPU is this process's: with PGlite the database's engine is
 * in it; with PostgreSQL the database's own CPU is not.
 * Baseline (a): what the list did before (#33's first version), every staff user up to its cap of
 * 5,000 read and presented whole, for the browser to search, sort and page.
 */
import { randomUUID } from 'node:crypto';
import { asc, and, eq, notInArray, sql } from 'drizzle-orm';
import { teamMemberships, users } from '../../server/db/schema/index.ts';
import { presentAdminUsers } from '../../server/routes/admin-users-present.ts';
import type { TestServer } from '../../server/testing/harness.ts';
import type { TestOrganisation } from '../../server/testing/factories.ts';
import { fmt, printTable, ratio, summary, verdict } from './report.ts';

const TARGET_MS = 50;
const RUNS = Number(process.env.BENCH_ADMIN_LIST_RUNS ?? 40);
const BATCH = 1_000;
const FIRST = ['María', 'José', 'Ana', 'Luis', 'Carmen', 'Jorge', 'Lucía', 'Pedro', 'Sofía', 'Diego', 'Emma', 'Liam'];
const FIRST_MORE = ['Olivia', 'Noah', 'Ava', 'Mason', 'Mia', 'Ethan', 'Zoe', 'Caleb', 'Nora', 'Owen', 'Ruth', 'Ivan'];
const LAST = ['García', 'Smith', 'Johnson', 'López', 'Brown', 'Martínez', 'Davis', 'Peña', 'Wilson', 'Anderson'];
const LAST_MORE = ['Thomas', 'Moore', 'Jackson', 'White', 'Harris', 'Clark', 'Lewis', 'Young', 'Walker', 'Hall'];
const ROLES = ['GUIDE', 'GUIDE', 'GUIDE', 'PROVIDER', 'GUIDE_SUPERVISOR', 'COMMUNITY_OUTREACH_SPECIALIST'];

/**
 * `count` staff users with varied names (24 first names, 20 last names with a number, so a name
 * prefix finds about 1 in 20), roles and app access; every 100th is in the organisation's second team.
 */
export async function addListStaff(t: TestServer, org: TestOrganisation, count: number): Promise<void> {
  const db = t.testDb.database.db;
  const firsts = [...FIRST, ...FIRST_MORE];
  const lasts = [...LAST, ...LAST_MORE];
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => {
      const n = start + i;
      const first = firsts[n % firsts.length]!;
      const last = `${lasts[Math.floor(n / firsts.length) % lasts.length]!}${Math.floor(n / 480)}`;
      return {
        id: randomUUID(),
        organisationId: org.organisationId,
        clientId: org.clientId,
        role: ROLES[n % ROLES.length]!,
        firstName: first,
        lastName: last,
        loginEmail: `${first.normalize('NFD').replace(/\p{Diacritic}/gu, '')}.${n}@list.bench.example`.toLowerCase(),
        hasAppAccess: n % 7 !== 0,
        // A third never signed in; the rest over the last 90 days.
        lastSignInAt: n % 3 === 0 ? null : new Date(Date.UTC(2026, 8, 1) + (n % 7_776) * 1_000_000),
      };
    });
    await db.insert(users).values(rows);
    await db
      .insert(teamMemberships)
      .values(
        rows
          .filter((_, i) => (start + i) % 100 === 0)
          .map((row) => ({ organisationId: org.organisationId, teamId: org.teamIds[1], userId: row.id })),
      );
  }
}

async function timedCalls(run: () => Promise<number>, runs: number) {
  await run(); // warm: the first call plans and caches what every later one reuses
  const wall: number[] = [];
  const cpu: number[] = [];
  let result = 0;
  for (let i = 0; i < runs; i++) {
    const usage = process.cpuUsage();
    const started = performance.now();
    result = await run();
    wall.push(performance.now() - started);
    const spent = process.cpuUsage(usage);
    cpu.push((spent.user + spent.system) / 1000);
  }
  return { wall: summary(wall), cpu: summary(cpu), result };
}

export async function benchAdminUserList(
  t: TestServer,
  org: TestOrganisation,
  dialect: string,
  staffCount: number,
): Promise<void> {
  const db = t.testDb.database.db;
  // As autovacuum keeps a live database: statistics and the visibility map after the bulk load.
  await db.execute(sql`vacuum (analyze) users`);
  await db.execute(sql`vacuum (analyze) team_memberships`);
  const call = (query: Record<string, string>) => async () => {
    const answer = await t.request(org.superAdmin, 'GET', `/users/administration?${new URLSearchParams(query)}`);
    if (answer.status !== 200) throw new Error(`the list answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    const body = answer.body as { data: unknown[]; count: number };
    return body.count;
  };
  const cases: [string, string, Record<string, string>][] = [
    ['page', 'first page, by name', {}],
    ['page', 'page 100 (rows 4,951-5,000), by name', { 'page-start': '4950' }],
    ['page', 'the last page reachable (rows 9,951-10,000)', { 'page-start': '9950' }],
    ['sort', 'by e-mail, descending', { 'sort-by': 'email', 'sort-direction': 'DESC' }],
    ['sort', 'by role, page 20', { 'sort-by': 'role', 'page-start': '950' }],
    ['sort', 'by app access', { 'sort-by': 'hasAppAccess' }],
    ['sort', 'by last sign-in, most recent first', { 'sort-by': 'lastSignInAt', 'sort-direction': 'DESC' }],
    ['search', "'garc' (a last name's start: 1 in 20)", { search: 'garc' }],
    ['search', "'maria garcia' (two words)", { search: 'maria garcia' }],
    ['search', "'m' (one letter: 1 in 6)", { search: 'm' }],
    ['search', "'zoe.4242@' (an e-mail)", { search: 'zoe.4242@' }],
    ['search', "'zz' (nobody)", { search: 'zz' }],
    ['filter', 'role Guide supervisor, by e-mail', { role: 'GUIDE_SUPERVISOR', 'sort-by': 'email' }],
    ['filter', "a team's 1,000, by name", { teamId: org.teamIds[1] }],
    ['filter', "a team's 1,000, searched 'jo'", { teamId: org.teamIds[1], search: 'jo' }],
  ];
  const figures = [];
  for (const [kind, name, query] of cases) figures.push({ kind, name, ...(await timedCalls(call(query), RUNS)) });

  const before = await timedCalls(async () => {
    const rows = await db
      .select()
      .from(users)
      .where(
        and(
          eq(users.organisationId, org.organisationId),
          eq(users.isDeleted, false),
          notInArray(users.role, ['PATIENT', 'SYSTEM']),
        ),
      )
      .orderBy(sql`lower(${users.firstName})`, sql`lower(${users.lastName})`, asc(users.id))
      .limit(5_000);
    const shown = await presentAdminUsers(db, rows);
    return JSON.stringify({ data: shown }).length > 0 ? shown.length : 0;
  }, 5);

  const worst = Math.max(...figures.map((f) => f.wall.p95));
  printTable(
    `User Administration's list with ${staffCount.toLocaleString('en')} staff users (${dialect}; ${RUNS} calls each after one warm-up; target p95 < ${TARGET_MS} ms at the server)`,
    ['kind', 'call', 'count', 'wall p50 ms', 'wall p95 ms', 'CPU p50 ms', 'CPU p95 ms', 'vs (a) p50', 'verdict'],
    [
      ...figures.map((f) => [
        f.kind,
        f.name,
        f.result,
        fmt(f.wall.p50),
        fmt(f.wall.p95),
        fmt(f.cpu.p50),
        fmt(f.cpu.p95),
        ratio(before.wall.p50, f.wall.p50),
        verdict(f.wall.p95 < TARGET_MS),
      ]),
      [
        '(a)',
        'before: 5,000 read and presented whole (no HTTP)',
        before.result,
        fmt(before.wall.p50),
        fmt(before.wall.p95),
        fmt(before.cpu.p50),
        fmt(before.cpu.p95),
        '1.0×',
        '',
      ],
    ],
  );
  console.log(`worst p95: ${fmt(worst)} ms against ${TARGET_MS} ms: ${verdict(worst < TARGET_MS)}`);
}

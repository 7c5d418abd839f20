/**
 * `npm run bench -- --only admin-users` (issue #33): User Administration at scale.
 * - A bulk operation over 1,000 users (Assign teams, then Remove teams), each user in a savepoint
 *   of its own with its change row and per-user result. Target: under 2 s. Beside it, (a) one
 *   `insert ... select` of the same memberships with no checks, no change rows: the database's floor.
 * - The list an admin's page reads, `GET /users/administration`, with 100,000 staff users: searched,
 *   sorted and paged on the server (target p95 under 50 ms), in `admin-users-list.ts`.
 * `BENCH_ADMIN_ONLY=list` (or `bulk`) runs one of the two. CPU is this process's (the in-process
 * server and PGlite's engine with it), beside wall time.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { teamMemberships, users } from '../../server/db/schema/index.ts';
import { DIALECTS } from '../../server/testing/databases.ts';
import type { TestOrganisation } from '../../server/testing/factories.ts';
import { startTestServer, type TestServer } from '../../server/testing/harness.ts';
import { addListStaff, benchAdminUserList } from './admin-users-list.ts';
import { fmt, printTable, ratio, summary, verdict } from './report.ts';

const BULK_USERS = 1_000;
const BULK_TARGET_MS = 2_000;
const LIST_USERS = Number(process.env.BENCH_ADMIN_LIST_USERS ?? 100_000);
const ONLY = process.env.BENCH_ADMIN_ONLY;
const REPEATS = 3;
const BATCH = 1_000;

async function addStaff(t: TestServer, org: { organisationId: string; clientId: string }, count: number) {
  const db = t.testDb.database.db;
  const ids: string[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => {
      const id = randomUUID();
      ids.push(id);
      return {
        id,
        organisationId: org.organisationId,
        clientId: org.clientId,
        role: 'GUIDE',
        firstName: `Guide${start + i}`,
        lastName: 'Bench',
        loginEmail: `bench.${id}@example.org`,
        hasAppAccess: true,
      };
    });
    await db.insert(users).values(rows);
  }
  return ids;
}

async function timed(run: () => Promise<number>, repeats = REPEATS) {
  const wall: number[] = [];
  const cpu: number[] = [];
  let result = 0;
  for (let i = 0; i < repeats; i++) {
    const started = performance.now();
    const usage = process.cpuUsage();
    result = await run();
    const spent = process.cpuUsage(usage);
    wall.push(performance.now() - started);
    cpu.push((spent.user + spent.system) / 1000);
  }
  return { wall: summary(wall), cpu: summary(cpu), result };
}

export async function benchAdminUsers(): Promise<void> {
  for (const dialect of DIALECTS) {
    const t = await startTestServer(dialect);
    try {
      const org = await t.organisation('Bench');
      if (ONLY !== 'list') await benchBulk(t, org);
      if (ONLY !== 'bulk') {
        await addListStaff(t, org, LIST_USERS);
        await benchAdminUserList(t, org, dialect, LIST_USERS);
      }
    } finally {
      await t.close();
    }
  }
}

async function benchBulk(t: TestServer, org: TestOrganisation): Promise<void> {
  const dialect = t.testDb.database.dialect;
  const db = t.testDb.database.db;
  const userIds = await addStaff(t, org, BULK_USERS);
  const teamId = org.teamIds[1];
  const members = () =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(teamMemberships)
      .where(and(eq(teamMemberships.teamId, teamId), inArray(teamMemberships.userId, userIds)))
      .then(([row]) => row!.n);
  const bulk = (operation: 'ASSIGN_TEAMS' | 'REMOVE_TEAMS') => async () => {
    const answer = await t.request(org.superAdmin, 'POST', '/users/administration/bulk-operations', {
      body: { id: randomUUID(), userIds, operation, data: { teamIds: [teamId] } },
    });
    if (answer.status !== 200) throw new Error(`${operation} answered ${answer.status}`);
    return members();
  };
  // Each assign is undone by a remove, so every run starts from the same state.
  const assign = await timed(async () => {
    const n = await bulk('ASSIGN_TEAMS')();
    await db.delete(teamMemberships).where(eq(teamMemberships.teamId, teamId));
    return n;
  });
  await bulk('ASSIGN_TEAMS')();
  const remove = await timed(async () => {
    const n = await bulk('REMOVE_TEAMS')();
    await db
      .insert(teamMemberships)
      .values(
        userIds.map((userId) => ({ organisationId: org.organisationId, teamId, userId, role: 'VIEWER' as const })),
      );
    return BULK_USERS - n;
  });
  await db.delete(teamMemberships).where(eq(teamMemberships.teamId, teamId));
  const floor = await timed(async () => {
    await db.execute(sql`insert into team_memberships (organisation_id, team_id, user_id, role)
          select ${org.organisationId}, ${teamId}, u.id, 'VIEWER' from users u
          where u.organisation_id = ${org.organisationId} and u.last_name = 'Bench'`);
    const n = await members();
    await db.delete(teamMemberships).where(eq(teamMemberships.teamId, teamId));
    return n;
  });

  printTable(
    `User Administration's bulk operations (${dialect}: over ${BULK_USERS.toLocaleString('en')} users, ${REPEATS} runs)`,
    ['call', 'users', 'wall p50 ms', 'wall max ms', 'CPU p50 ms', 'target', 'wall / target', 'vs (a)', 'verdict'],
    [
      ...(
        [
          ['Assign teams (bulk)', assign],
          ['Remove teams (bulk)', remove],
        ] as const
      ).map(([name, figure]) => [
        name,
        figure.result,
        fmt(figure.wall.p50),
        fmt(figure.wall.max),
        fmt(figure.cpu.p50),
        `< ${BULK_TARGET_MS} ms`,
        `${(figure.wall.p50 / BULK_TARGET_MS).toFixed(2)}x`,
        ratio(floor.wall.p50, figure.wall.p50),
        verdict(figure.wall.max < BULK_TARGET_MS),
      ]),
      [
        '(a) one insert ... select',
        floor.result,
        fmt(floor.wall.p50),
        fmt(floor.wall.max),
        fmt(floor.cpu.p50),
        '',
        '',
        '1.00x',
        '',
      ],
    ],
  );
}

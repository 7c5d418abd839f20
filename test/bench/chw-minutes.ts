/**
 * The CHW minutes report on the large preset (`--only chw-minutes`): last month of the biggest
 * customer (the 20,000 members), as the supervisor's page asks for it. Target: under 500 ms.
 * Beside (a) one SQL sum of talk time and visit length per member, the cheapest reading there is
 * (no overlaps, no month split, no need actions), to show what the counting costs.
 * CPU is this process's (the in-process server and its client), beside wall time; PostgreSQL's own
 * is not in it.
 */
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { rowsOf } from '../../server/db/changes.ts';
import { DEMO_ACCOUNTS } from '../../server/seed/fixtures.ts';
import type { BenchServer } from './bench-server.ts';
import { fmt, printTable, ratio, timedRuns, verdict } from './report.ts';

const TARGET_MS = 500;
const REPEATS = 7;

export async function benchChwMinutes(bench: BenchServer): Promise<void> {
  const account = DEMO_ACCOUNTS.supervisor;
  const token = await bench.token({ id: account.id, email: account.email }, {}, { expiresInSeconds: 3600 });
  const db = bench.server.database.db;
  const [customer] = rowsOf<{ client_id: string; members: number; zone: string }>(
    await db.execute(sql`select u.client_id, count(*)::int as members, o.time_zone as zone
      from users u join organisations o on o.id = u.organisation_id
      where u.role = 'PATIENT' group by u.client_id, o.time_zone order by members desc limit 1`),
  );
  if (!customer) throw new Error('The benchmark organisation has no members');
  const month = Temporal.Now.plainDateISO(customer.zone).toPlainYearMonth().subtract({ months: 1 }).toString();
  const path = `/reports/chw-minutes?month=${month}&clientId=${customer.client_id}`;

  const timed = async (run: () => Promise<number>) => {
    const { wall, cpu, last } = await timedRuns(REPEATS, run);
    return { wall, cpu, rows: last };
  };
  const report = await timed(async () => {
    const response = await fetch(`${bench.baseUrl}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return ((await response.json()) as { rows: unknown[] }).rows.length;
  });
  const naive = await timed(async () => {
    const rows = await db.execute(sql`select member_id, sum(seconds) as seconds from (
        select subject_id as member_id, extract(epoch from time_ended - time_connected) as seconds from calls
          where client_id = ${customer.client_id} and time_connected is not null and time_ended is not null
            and to_char(time_connected at time zone ${customer.zone}, 'YYYY-MM') = ${month}
        union all
        select v.member_id, extract(epoch from v.end_time - i.timestamp) from visits v join interactions i on i.id = v.id
          where v.client_id = ${customer.client_id} and to_char(i.timestamp at time zone ${customer.zone}, 'YYYY-MM') = ${month}
      ) work group by member_id`);
    return rowsOf(rows).length;
  });

  printTable(
    `CHW minutes report (${customer.members} members of one customer, ${month}, ${REPEATS} runs)`,
    ['read', 'members with minutes', 'p50 ms', 'p95 ms', 'CPU p50 ms', 'target', 'vs (a)', 'verdict'],
    [
      [
        'GET /reports/chw-minutes',
        report.rows,
        fmt(report.wall.p50),
        fmt(report.wall.p95),
        fmt(report.cpu.p50),
        `< ${TARGET_MS} ms`,
        ratio(naive.wall.p50, report.wall.p50),
        verdict(report.wall.p95 < TARGET_MS),
      ],
      [
        '(a) one SQL sum per member',
        naive.rows,
        fmt(naive.wall.p50),
        fmt(naive.wall.p95),
        fmt(naive.cpu.p50),
        '',
        '1.00x',
        '',
      ],
    ],
  );
}

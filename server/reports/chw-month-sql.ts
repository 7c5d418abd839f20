/**
 * The report's month counted by PostgreSQL: `domain/chw-minutes.ts`'s rules (the reference, with
 * its table tests) run as one statement over the month's work of every member in scope, answering
 * per member and person the milliseconds counted, with the member's name, customer and guide. A
 * customer of 20,000 members has tens of thousands of activities a month; sending them to be
 * counted here cost more than counting them there. `chw-month-sql.test.ts` checks both agree on
 * random months (overlaps, month edges, actions laid end to end).
 *
 * The rules, as SQL: each activity clipped to the month; a member's activities in `earlierFirst`
 * order (start, then id: a uuid sorts as its text does); each counts from the later of its start and the furthest end of
 * the activities before it; instants in whole milliseconds, as the domain sees them. A need action
 * starts at its day's first instant in the organisation's zone plus the minutes of that member's
 * actions of the day recorded before it (in a zone whose clocks jump at midnight, PostgreSQL and
 * Temporal could place such a day's start an hour apart; no US zone does).
 */
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../db/changes.ts';
import type { Db } from '../db/connect.ts';
import { calls, interactions, needActions, users, visits } from '../db/schema/index.ts';
import { monthsWork, staffOfCall, type ChwScope } from './chw-activities.ts';

export interface ChwCounted {
  memberId: string;
  staffId: string;
  /** Milliseconds this person's work counted for the member this month. */
  ms: number;
  firstName: string;
  lastName: string;
  clientId: string;
  guideId: string | null;
}

const ms = (instant: SQL) => sql`date_trunc('milliseconds', ${instant})`;

/** The statement, for `countChwMonthInSql` and for reading its plan. */
export function chwMonthStatement(scope: ChwScope): SQL {
  const from = new Date(scope.startMs);
  const to = new Date(scope.endMs);
  const where = monthsWork(scope);
  const callWork = sql`select ${calls.id} as id, ${users.id} as member_id, ${staffOfCall} as staff_id,
      ${ms(sql`${calls.timeConnected}`)} as s, ${ms(sql`${calls.timeEnded}`)} as e
    from ${calls} join ${users} on ${users.id} = ${calls.subjectId}
    where ${where.calls} and ${staffOfCall} is not null`;
  const visitWork = sql`select ${interactions.id}, ${users.id}, ${interactions.guideId},
      ${ms(sql`${interactions.timestamp}`)}, ${ms(sql`${visits.endTime}`)}
    from ${interactions} join ${visits} on ${visits.id} = ${interactions.id} join ${users} on ${users.id} = ${interactions.memberId}
    where ${where.visits}`;
  // The minutes of the member's actions of the day recorded before this one.
  const before = sql`coalesce(sum(${needActions.durationInMinutes}) over (partition by ${users.id}, ${needActions.date}
    order by ${needActions.createdAt}, ${needActions.id} rows between unbounded preceding and 1 preceding), 0)`;
  const dayStart = sql`(${needActions.date}::date::timestamp at time zone ${scope.timeZone})`;
  const actionWork = sql`select ${needActions.id}, ${users.id}, ${needActions.creatorId},
      ${ms(sql`${dayStart} + make_interval(mins => (${before})::int)`)},
      ${ms(sql`${dayStart} + make_interval(mins => (${before} + ${needActions.durationInMinutes})::int)`)}
    from ${needActions} join ${users} on ${users.id} = ${needActions.memberId}
    where ${where.actions}`;
  return sql`
    with work as materialized (${callWork} union all ${visitWork} union all ${actionWork}),
    clipped as (
      select id, member_id, staff_id, s, least(e, ${to}::timestamptz) as ce from work
      where e > ${from}::timestamptz and s < ${to}::timestamptz and e > s
    ),
    covered as (
      select member_id, staff_id, ce, greatest(s, coalesce(max(ce) over (partition by member_id order by s, id
        rows between unbounded preceding and 1 preceding), ${from}::timestamptz), ${from}::timestamptz) as cs
      from clipped
    ),
    per_person as (
      select member_id, staff_id, sum(greatest(0, extract(epoch from ce - cs) * 1000))::float8 as ms
      from covered group by member_id, staff_id
    )
    select p.member_id::text as "memberId", p.staff_id::text as "staffId", p.ms,
      u.first_name as "firstName", u.last_name as "lastName", u.client_id::text as "clientId",
      u.assigned_guide_id::text as "guideId"
    from per_person p join users u on u.id = p.member_id`;
}

export async function countChwMonthInSql(db: Db, scope: ChwScope): Promise<ChwCounted[]> {
  const rows = await db.execute(chwMonthStatement(scope));
  return rowsOf<ChwCounted>(rows).map((row) => ({ ...row, ms: Math.round(Number(row.ms)) }));
}

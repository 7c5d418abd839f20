/**
 * The month's counts kept between askings (`chw_month_counts`, schema in `db/schema/chw-rollup.ts`):
 * before the report reads them, they are brought up to the organisation's change-log head. Only the
 * members whose counted work changed since the month's mark are counted again (by the same statement
 * as a whole month, `chw-month-sql.ts`), so a report asked again after a call costs a member's count,
 * not the organisation's. This relies on the change log's invariant: every write of a call, visit,
 * interaction or need action records its change in its own transaction (`db/changes.ts`).
 *
 * Counting again is idempotent, so a count that reads work newer than the head it marks is harmless:
 * the next refresh counts those members once more. The mark's row lock makes two refreshes of one
 * month take turns; other months and organisations do not wait.
 */
import { and, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../db/changes.ts';
import type { Db, Tx } from '../db/connect.ts';
import {
  changeLog,
  chwMonthClosings,
  chwMonthCounts,
  chwMonthMarks,
  organisationSequences,
  users,
} from '../db/schema/index.ts';
import type { ChwScope } from './chw-activities.ts';
import { chwMonthStatement } from './chw-month-sql.ts';

export type ChwMonth = Pick<ChwScope, 'organisationId' | 'timeZone' | 'month' | 'startMs' | 'endMs'>;

/** Kinds whose writes change what a month counts; each carries its member as `memberId`. */
const COUNTED_KINDS = ['call', 'visit', 'interaction', 'needAction'] as const;
/**
 * Deleted work carries no member: the month is counted again whole. Not an interaction's deletion: a
 * visit is deleted through its own route, which records the visit's deletion too (`routes/visits.ts`).
 */
const KINDS_DELETED_WHOLE = ['call', 'visit', 'needAction'];
/** Past this many members changed, counting the whole month is cheaper than naming them all. */
const MOST_MEMBERS_RECOUNTED = 2_000;

/** Brings the month's counts up to the organisation's change-log head. */
export async function refreshChwMonth(db: Db, month: ChwMonth): Promise<void> {
  await db.transaction(async (tx) => {
    const key = and(eq(chwMonthMarks.organisationId, month.organisationId), eq(chwMonthMarks.month, month.month));
    // A month never counted starts below every head, so it is counted whole.
    await tx
      .insert(chwMonthMarks)
      .values({ organisationId: month.organisationId, month: month.month, timeZone: month.timeZone, seq: -1 })
      .onConflictDoNothing();
    const [mark] = await tx.select().from(chwMonthMarks).where(key).for('update');
    // A closed month keeps its counts as they were at closing (`chw-closings.ts`).
    const [closed] = await tx
      .select({ id: chwMonthClosings.id })
      .from(chwMonthClosings)
      .where(and(eq(chwMonthClosings.organisationId, month.organisationId), eq(chwMonthClosings.month, month.month)));
    if (closed) return;
    const [sequence] = await tx
      .select({ head: organisationSequences.head })
      .from(organisationSequences)
      .where(eq(organisationSequences.organisationId, month.organisationId));
    const head = sequence?.head ?? 0;
    if (!mark) throw new Error('The month’s mark was just written');
    if (mark.seq === head && mark.timeZone === month.timeZone) return;
    const whole = mark.seq < 0 || mark.timeZone !== month.timeZone;
    const members = whole ? 'all' : await membersChanged(tx, month.organisationId, mark.seq, head);
    if (members !== 'all' && members.length === 0) {
      await tx.update(chwMonthMarks).set({ seq: head }).where(key);
      return;
    }
    const counts = and(eq(chwMonthCounts.organisationId, month.organisationId), eq(chwMonthCounts.month, month.month));
    if (members === 'all') await tx.delete(chwMonthCounts).where(counts);
    else await tx.delete(chwMonthCounts).where(and(counts, inArray(chwMonthCounts.memberId, members)));
    // The month's scope alone: a report narrowed to a customer or guide still keeps the whole organisation's counts.
    const { organisationId, timeZone, startMs, endMs } = month;
    const statement = chwMonthStatement({
      organisationId,
      timeZone,
      startMs,
      endMs,
      month: month.month,
      ...(members === 'all' ? {} : { memberIds: members }),
    });
    await tx.execute(sql`insert into ${chwMonthCounts} (organisation_id, month, member_id, staff_id, ms)
      select ${month.organisationId}::uuid, ${month.month}, counted."memberId"::uuid, counted."staffId"::uuid,
        round(counted.ms)::bigint
      from (${statement}) counted`);
    await tx.update(chwMonthMarks).set({ seq: head, timeZone: month.timeZone }).where(key);
  });
}

/** The members whose counted work changed in (from, to], or 'all' when a deletion or too many say count it all again. */
async function membersChanged(tx: Tx, organisationId: string, from: number, to: number): Promise<string[] | 'all'> {
  const rows = await tx
    .selectDistinct({
      memberId: sql<string | null>`${changeLog.data}->>'memberId'`,
      deleted: sql<boolean>`${changeLog.op} = 'delete' and ${changeLog.entity} in (${sql.join(
        KINDS_DELETED_WHOLE.map((kind) => sql`${kind}`),
        sql`, `,
      )})`,
    })
    .from(changeLog)
    .where(
      and(
        eq(changeLog.organisationId, organisationId),
        gt(changeLog.seq, from),
        lte(changeLog.seq, to),
        inArray(changeLog.entity, [...COUNTED_KINDS]),
      ),
    );
  if (rows.some((row) => row.deleted)) return 'all';
  const members = [...new Set(rows.flatMap((row) => (row.memberId ? [row.memberId] : [])))];
  return members.length > MOST_MEMBERS_RECOUNTED ? 'all' : members;
}

/** A member in the report's scope with minutes this month: their kept milliseconds summed over the people who worked. */
export interface ChwMemberTotal {
  memberId: string;
  firstName: string;
  lastName: string;
  clientId: string;
  guideId: string | null;
  ms: number;
}

/** The kept counts' rows of the members in scope (a customer's, a guide's caseload). */
function inScope(scope: ChwScope): SQL {
  const narrow = [
    eq(chwMonthCounts.organisationId, scope.organisationId),
    eq(chwMonthCounts.month, scope.month),
    eq(users.organisationId, scope.organisationId),
    eq(users.role, 'PATIENT'),
  ];
  if (scope.clientId) narrow.push(eq(users.clientId, scope.clientId));
  if (scope.guideId) narrow.push(eq(users.assignedGuideId, scope.guideId));
  return sql`${chwMonthCounts} join ${users} on ${users.id} = ${chwMonthCounts.memberId} where ${and(...narrow)}`;
}

/**
 * Each member in scope with the month's kept milliseconds, summed by PostgreSQL: the report ranks them
 * all to count and page them, and a customer of 20,000 members sends 20,000 short rows, not one a person
 * (read as PostgreSQL sends them: 20,000 rows mapped through the query builder cost 20 ms).
 */
export async function keptChwMembers(db: Db, scope: ChwScope): Promise<ChwMemberTotal[]> {
  const rows = await db.execute(sql`select ${chwMonthCounts.memberId} as "memberId",
      ${users.firstName} as "firstName", ${users.lastName} as "lastName", ${users.clientId} as "clientId",
      ${users.assignedGuideId} as "guideId", sum(${chwMonthCounts.ms})::float8 as ms
    from ${inScope(scope)}
    group by ${chwMonthCounts.memberId}, ${users.id}`);
  return rowsOf<ChwMemberTotal>(rows);
}

/** Each person's share of the members' month: of the members named (a page), or of every member in scope. */
export async function keptChwShares(
  db: Db,
  scope: ChwScope,
  memberIds?: readonly string[],
): Promise<{ memberId: string; staffId: string; ms: number }[]> {
  if (memberIds?.length === 0) return [];
  const where = memberIds
    ? sql`${chwMonthCounts} where ${and(
        eq(chwMonthCounts.organisationId, scope.organisationId),
        eq(chwMonthCounts.month, scope.month),
        inArray(chwMonthCounts.memberId, [...memberIds]),
      )}`
    : inScope(scope);
  const rows = await db.execute(sql`select ${chwMonthCounts.memberId} as "memberId",
      ${chwMonthCounts.staffId} as "staffId", ${chwMonthCounts.ms}::float8 as ms from ${where}`);
  return rowsOf(rows);
}

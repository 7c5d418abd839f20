/**
 * The community health work a month holds, read from where it is recorded, for
 * `domain/chw-minutes.ts` to count:
 * - a call's talk time, from its connection to its end (a call never connected counts nothing);
 * - a visit, from its start to its end;
 * - a need action with a duration, when it is not about a call or visit (those count already).
 *   An action records a day and a length, not a time: a day's actions are laid one after another
 *   from the day's first instant in the organisation's zone, so two of them never overlap each other.
 * Members are those of the organisation (narrowed to a customer, a guide's caseload or one member),
 * joined in each read. One member's activities are read so (a row of the report, opened); the
 * report counts a whole month in PostgreSQL by the same rules (`chw-month-sql.ts`).
 */
import { and, eq, gt, gte, inArray, isNull, lt, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { addDays, startOfDayMillis, VISIT_LIMITS, type CalendarMonth, type ChwActivity } from '../../domain/index.ts';
import type { Db } from '../db/connect.ts';
import { calls, interactions, needActions, organisations, users, visits } from '../db/schema/index.ts';

export interface ChwScope {
  organisationId: string;
  timeZone: string;
  /** [startMs, endMs) of the month in the organisation's zone. */
  startMs: number;
  endMs: number;
  month: CalendarMonth;
  clientId?: string | undefined;
  guideId?: string | undefined;
  /** One member's work only (a row of the report, opened). */
  memberId?: string | undefined;
  /** These members' work only (the report's counts refreshed for the members whose work changed). */
  memberIds?: readonly string[] | undefined;
}

/** A call lasts at most this long: calls that started this long before the month may still run into it. */
const LONGEST_CALL_MS = 24 * 3_600_000;

/** The members in scope, on the joined member row (`users`): it narrows each read, and only its id comes back. */
function memberInScope(scope: ChwScope): SQL {
  const narrow = [eq(users.organisationId, scope.organisationId), eq(users.role, 'PATIENT')];
  if (scope.clientId) narrow.push(eq(users.clientId, scope.clientId));
  if (scope.guideId) narrow.push(eq(users.assignedGuideId, scope.guideId));
  if (scope.memberId) narrow.push(eq(users.id, scope.memberId));
  if (scope.memberIds) narrow.push(inArray(users.id, [...scope.memberIds]));
  return and(...narrow)!;
}

/** An instant as epoch milliseconds, computed by PostgreSQL: tens of thousands of rows, no Date made for each. */
const epochMs = (column: SQLWrapper) => sql<number>`(extract(epoch from ${column}) * 1000)::float8`;

/**
 * Which rows hold the month's work of the members in scope, each joined to its member (`users`):
 * one definition for this file's reading and for the report's statement (`chw-month-sql.ts`), so
 * both count the same work.
 */
export function monthsWork(scope: ChwScope) {
  const from = new Date(scope.startMs);
  const to = new Date(scope.endMs);
  return {
    // The organisation's calls by start (an index), then those whose talk overlaps the month.
    calls: and(
      eq(calls.organisationId, scope.organisationId),
      gte(calls.timeStarted, new Date(scope.startMs - LONGEST_CALL_MS)),
      lt(calls.timeStarted, to),
      lt(calls.timeConnected, to),
      gt(calls.timeEnded, from),
      memberInScope(scope),
    )!,
    // By start (an index), from the longest visit before the month, then those that end in it.
    visits: and(
      eq(interactions.organisationId, scope.organisationId),
      eq(interactions.interactionType, 'visit'),
      gte(interactions.timestamp, new Date(scope.startMs - VISIT_LIMITS.longestMinutes * 60_000)),
      lt(interactions.timestamp, to),
      gt(visits.endTime, from),
      memberInScope(scope),
    )!,
    // Timed actions not about a call or visit; a day's actions start on that day, so the day before
    // the month may run into it only past midnight.
    actions: and(
      eq(needActions.organisationId, scope.organisationId),
      isNull(needActions.callId),
      isNull(needActions.visitId),
      gt(needActions.durationInMinutes, 0),
      gte(needActions.date, addDays(`${scope.month}-01`, -1)),
      lte(needActions.date, `${scope.month}-31`),
      memberInScope(scope),
    )!,
  };
}

/** A call's staff member: whoever took an incoming call, whoever placed an outgoing one. */
export const staffOfCall = sql<
  string | null
>`case when ${calls.incoming} then ${calls.receiverUserId} else ${calls.originatorUserId} end`;

/** The month's work of the members in scope (one member's, when a report row is opened): ids and instants only. */
export async function loadChwActivities(db: Db, scope: ChwScope): Promise<ChwActivity[]> {
  const where = monthsWork(scope);
  const [callRows, visitRows, actionRows] = await Promise.all([
    db
      .select({
        id: calls.id,
        memberId: users.id,
        staffId: staffOfCall,
        startMs: epochMs(calls.timeConnected),
        endMs: epochMs(calls.timeEnded),
      })
      .from(calls)
      .innerJoin(users, eq(users.id, calls.subjectId))
      .where(where.calls),
    db
      .select({
        id: interactions.id,
        memberId: users.id,
        staffId: interactions.guideId,
        startMs: epochMs(interactions.timestamp),
        endMs: epochMs(visits.endTime),
      })
      .from(interactions)
      .innerJoin(visits, eq(visits.id, interactions.id))
      .innerJoin(users, eq(users.id, interactions.memberId))
      .where(where.visits),
    db
      .select({
        id: needActions.id,
        memberId: users.id,
        staffId: needActions.creatorId,
        date: needActions.date,
        minutes: needActions.durationInMinutes,
        createdAtMs: epochMs(needActions.createdAt),
      })
      .from(needActions)
      .innerJoin(users, eq(users.id, needActions.memberId))
      .where(where.actions),
  ]);
  const activities: ChwActivity[] = [];
  for (const call of callRows) {
    if (!call.staffId) continue;
    activities.push({ ...call, staffId: call.staffId, kind: 'call' });
  }
  for (const visit of visitRows) activities.push({ ...visit, kind: 'visit' });
  activities.push(...laidEndToEnd(actionRows, scope.timeZone));
  return activities;
}

interface TimedAction {
  id: string;
  memberId: string;
  staffId: string;
  date: string;
  minutes: number;
  createdAtMs: number;
}

/** Each member's actions of a day, one after another from the day's first instant, in the order they were recorded. */
function laidEndToEnd(actions: readonly TimedAction[], timeZone: string): ChwActivity[] {
  const nextStart = new Map<string, number>();
  // A month has about 32 days; the zone's midnight is worked out once a day, not once an action.
  const dayStarts = new Map<string, number>();
  const dayStart = (date: string) => {
    let start = dayStarts.get(date);
    if (start === undefined) dayStarts.set(date, (start = startOfDayMillis(date, timeZone)));
    return start;
  };
  return [...actions]
    .sort((a, b) => a.createdAtMs - b.createdAtMs || a.id.localeCompare(b.id))
    .map((action) => {
      const key = `${action.memberId} ${action.date}`;
      const startMs = nextStart.get(key) ?? dayStart(action.date);
      const endMs = startMs + action.minutes * 60_000;
      nextStart.set(key, endMs);
      return {
        id: action.id,
        kind: 'needAction' as const,
        memberId: action.memberId,
        staffId: action.staffId,
        startMs,
        endMs,
      };
    });
}

/** Staff names (those who did the work, the members' guides): a few hundred at most, by id. */
export async function staffNames(
  db: Db,
  organisationId: string,
  ids: ReadonlySet<string>,
): Promise<Map<string, string>> {
  if (ids.size === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), inArray(users.id, [...ids])));
  return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`]));
}

/** The organisation's zone, which its months are counted in. */
export async function organisationZone(db: Db, organisationId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: organisations.timeZone })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  return row?.timeZone ?? 'America/New_York';
}

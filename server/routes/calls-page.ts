/**
 * The calls and texts logs (`GET /calls`, `GET /sms`). What this file guarantees:
 * - Only the acting user's organisation's calls and texts, whatever the query names: another
 *   organisation's member id or guide id finds nothing.
 * - A total order (the time, then the id), so offset pages never repeat or skip a row while the
 *   data stands still.
 * - A search term matches literally: a number by its first or last digits in either party's
 *   number, a name case-insensitively in the assigned member's 'first last', a member id exactly.
 * - The feedback-call filter needs CAN_MANAGE_MEMBER_FEEDBACK (403 without it).
 * - A bounded number of queries per call, whatever the page size.
 */
import { and, count, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  rangeStart,
  searchDigits,
  searchTermTypeOf,
  type CallLogQuery,
  type SearchTermType,
  type TextLogQuery,
} from '../../domain/index.ts';
import type { Actor } from '../auth/actor.ts';
import { calls, smsMessages, users } from '../db/schema/index.ts';
import { pageOf, type AppContext } from '../http/context.ts';
import { badRequest, forbidden } from '../http/errors.ts';
import type { HandlersOf } from '../http/operations.ts';
import { presentCallLogRows, presentTextLogRows } from './calls-page-presenter.ts';

const DEFAULT_PAGE_SIZE = 10;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function callsPageHandlers(ctx: AppContext): HandlersOf<'callLog' | 'textLog'> {
  const { db, clock } = ctx;
  return {
    async callLog({ actor, query }) {
      if (query.onlyFeedbackCalls && !actor.permissions.includes('CAN_MANAGE_MEMBER_FEEDBACK')) throw forbidden();
      const filter = callFilter(actor, query, clock.now());
      const { offset, limit } = pageOf(query, DEFAULT_PAGE_SIZE);
      const dir = sql.raw(query.orderDirection === 'ASC' ? 'asc' : 'desc');
      // The page's ids come from the index alone (however deep the offset); only its rows are read.
      const page = db
        .select({ id: calls.id })
        .from(calls)
        .where(filter)
        .orderBy(sql`${calls.timeStarted} ${dir}`, sql`${calls.id} ${dir}`)
        .limit(limit)
        .offset(offset);
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(calls)
          .where(inArray(calls.id, page))
          .orderBy(sql`${calls.timeStarted} ${dir}`, sql`${calls.id} ${dir}`),
        query.includeCount ? db.select({ n: count() }).from(calls).where(filter) : undefined,
      ]);
      const data = await presentCallLogRows(db, actor.organisationId, rows);
      return total ? { data, count: total[0]?.n ?? 0 } : { data };
    },

    async textLog({ actor, query }) {
      const filter = textFilter(actor, query, clock.now());
      const { offset, limit } = pageOf(query, DEFAULT_PAGE_SIZE);
      const dir = sql.raw(query.orderDirection === 'ASC' ? 'asc' : 'desc');
      const page = db
        .select({ id: smsMessages.id })
        .from(smsMessages)
        .where(filter)
        .orderBy(sql`${smsMessages.createdAt} ${dir}`, sql`${smsMessages.id} ${dir}`)
        .limit(limit)
        .offset(offset);
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(smsMessages)
          .where(inArray(smsMessages.id, page))
          .orderBy(sql`${smsMessages.createdAt} ${dir}`, sql`${smsMessages.id} ${dir}`),
        query.includeCount ? db.select({ n: count() }).from(smsMessages).where(filter) : undefined,
      ]);
      const data = await presentTextLogRows(db, rows);
      return total ? { data, count: total[0]?.n ?? 0 } : { data };
    },
  };
}

const given = <T>(list: readonly T[] | undefined) => (list && list.length > 0 ? list : undefined);

function callFilter(actor: Actor, q: CallLogQuery, now: Date): SQL {
  const since = rangeStart(q.lastDaysFromNow ?? '30', now);
  const guideIds = given(q.guideIds);
  const statuses = given(q.statuses);
  const parties = (ids: readonly string[]) =>
    or(inArray(calls.originatorUserId, ids), inArray(calls.receiverUserId, ids));
  return and(
    eq(calls.organisationId, actor.organisationId),
    since ? gte(calls.timeStarted, since) : undefined,
    searchFilter(actor, q, {
      subject: calls.subjectId,
      numbers: [calls.originatorPhoneNumber, calls.receiverPhoneNumber],
    }),
    // As the partial index's predicate reads, so the planner uses it.
    q.onlyFeedbackCalls ? sql`${calls.isFeedbackCall}` : undefined,
    q.onlyUnassignedCalls ? isNull(calls.subjectId) : undefined,
    // The acting user: the impersonated one when impersonating.
    q.showOnlyMyCalls ? parties([actor.user.id]) : undefined,
    statuses ? inArray(calls.status, statuses) : undefined,
    q.directionType ? eq(calls.incoming, q.directionType === 'incoming') : undefined,
    guideIds ? parties(guideIds) : undefined,
  ) as SQL;
}

function textFilter(actor: Actor, q: TextLogQuery, now: Date): SQL {
  const since = rangeStart(q.lastDaysFromNow ?? '30', now);
  const guideIds = given(q.guideIds);
  return and(
    eq(smsMessages.organisationId, actor.organisationId),
    since ? gte(smsMessages.createdAt, since) : undefined,
    searchFilter(actor, q, { subject: smsMessages.subjectId, numbers: [smsMessages.smsPhoneNumber] }),
    q.onlyUnassignedMessages ? isNull(smsMessages.subjectId) : undefined,
    q.showOnlyMyTexts ? eq(smsMessages.userId, actor.user.id) : undefined,
    q.directionType ? eq(smsMessages.incoming, q.directionType === 'incoming') : undefined,
    guideIds ? inArray(smsMessages.userId, guideIds) : undefined,
  ) as SQL;
}

/**
 * The search box: a number by its digits, a name among the organisation's members (the ids come
 * from the member name index, then the calls by their subject), or one member by id.
 */
function searchFilter(
  actor: Actor,
  q: { searchTerm?: string; searchTermType?: SearchTermType },
  columns: { subject: PgColumn; numbers: PgColumn[] },
): SQL | undefined {
  const term = q.searchTerm?.trim();
  if (!term) return undefined;
  const kind = q.searchTermType ?? searchTermTypeOf(term);
  if (kind === 'subjectId') {
    if (!UUID.test(term))
      throw badRequest([
        {
          property: 'searchTerm',
          constraints: { uuid: 'searchTerm must be a member id when searchTermType is subjectId' },
        },
      ]);
    return eq(columns.subject, term);
  }
  if (kind === 'number') {
    // A number as people type it: from its start (area code first) or its end (the last digits),
    // each answered by an index (text_pattern_ops, and one over the reversed number).
    const digits = searchDigits(term);
    if (!digits) return undefined;
    const start = `+1${digits}%`;
    const end = `${[...digits].reverse().join('')}%`;
    return or(
      ...columns.numbers.flatMap((column) => [sql`${column} like ${start}`, sql`reverse(${column}) like ${end}`]),
    );
  }
  const words = term.replace(/\s+/g, ' ');
  const pattern = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return inArray(
    columns.subject,
    sql`(select ${users.id} from ${users} where ${users.organisationId} = ${actor.organisationId} and ${users.role} = 'PATIENT' and ${users.searchName} like lower(${pattern}) escape '\\')`,
  );
}

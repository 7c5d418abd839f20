/**
 * The member list (`GET /users`) and its filters (`GET /users/filters`). What this file guarantees:
 * - Only members (role PATIENT, not deleted) of the acting user's organisation, whatever the query
 *   asks: `ids` or `clientIds` of another organisation find nothing.
 * - A total order: every sort ends on `users.id`, so offset pages never repeat or skip a row while
 *   the data stands still. Names sort case-insensitively; empty values (no guide, no status, no last
 *   event, no outreach phase) come last in both directions.
 * - A search term matches literally (`%`, `_` and `\` in it are escaped), case-insensitively, any
 *   part of 'first last'.
 * - A bounded number of queries per call, whatever the page size: the page with its rows'
 *   addresses, and its count (with `includeCount`); both prepared when no list filter is set. The
 *   count of the whole list is kept by the database (`member_counts`), not counted per call.
 */
import { and, asc, count, eq, inArray, type Column, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { GUIDE_ROLES, OUTREACH_PHASES, type MemberListOrder, type MemberListQuery } from '../../domain/index.ts';
import type { Actor } from '../auth/actor.ts';
import type { Db } from '../db/connect.ts';
import { prepared } from '../db/prepared.ts';
import { addresses, clients, memberCounts, memberStages, memberStatuses, users } from '../db/schema/index.ts';
import { pageOf, type AppContext } from '../http/context.ts';
import type { HandlersOf } from '../http/operations.ts';
import { fullName, presentMemberListRow, shortAddressOf, type MemberListSource } from '../presenters/people.ts';
import { firstCoords, locatedMember } from '../geocoding/member-coords.ts';

const MEMBER_ROLE = 'PATIENT';
const DEFAULT_PAGE_SIZE = 10;
/** The map view reads at most this many members, unpaged. */
const MAP_LIMIT = 5000;

const guides = alias(users, 'guide');

/** The columns a row is made of (see `presentMemberListRow`). */
const LIST_COLUMNS = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  assignedGuideId: users.assignedGuideId,
  role: users.role,
  clientId: users.clientId,
  memberStatusId: users.memberStatusId,
  memberStageId: users.memberStageId,
  outreachPhase: users.outreachPhase,
  lastEventAt: users.lastEventAt,
  lastEventType: users.lastEventType,
} satisfies Record<keyof MemberListSource, unknown>;

export function membersHandlers(ctx: AppContext): HandlersOf<'memberList' | 'memberListFilters'> {
  const { db } = ctx;
  return {
    async memberList({ actor, query }) {
      const { offset, limit } = query.forMap ? { offset: 0, limit: MAP_LIMIT } : pageOf(query, DEFAULT_PAGE_SIZE);
      const filter = memberFilter(actor, query);
      // The map's rows are the located members; its count is every member the filters match, so the
      // map can say how many it skipped (no located address).
      const counted = query.forMap ? memberFilter(actor, { ...query, forMap: false }) : filter;
      const orderBy = query.orderBy ?? 'name';
      const dir = query.orderDirection ?? 'ASC';
      const values = { ...filter.values, offset, limit };
      const [rows, total] = await Promise.all([
        pageOfMembers(db, filter, orderBy, dir, Boolean(query.forMap)).execute(values),
        query.includeCount ? countOfMembers(db, counted).execute({ ...counted.values }) : undefined,
      ]);
      const data = rows.map((r) => {
        const row = presentMemberListRow(
          r,
          r.address ? shortAddressOf({ line1: r.address[0], city: r.address[1] }) : null,
        );
        if (!('coords' in r)) return row;
        return { ...row, coords: r.coords ? { lat: r.coords[0], lng: r.coords[1] } : null };
      });
      return total ? { data, count: total[0]?.n ?? 0 } : { data };
    },

    async memberListFilters({ actor }) {
      const [customers, staff, statuses, stages] = await Promise.all([
        db
          .select({ id: clients.id, name: clients.name, displayName: clients.displayName })
          .from(clients)
          .where(eq(clients.organisationId, actor.organisationId)),
        db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(
            and(
              eq(users.organisationId, actor.organisationId),
              eq(users.isDeleted, false),
              inArray(users.role, [...GUIDE_ROLES]),
            ),
          )
          .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id)),
        db.select().from(memberStatuses).orderBy(asc(memberStatuses.sortOrder), asc(memberStatuses.id)),
        db.select().from(memberStages).orderBy(asc(memberStages.id)),
      ]);
      const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);
      return {
        data: [
          {
            key: 'clientIds' as const,
            options: customers.map((c) => ({ value: c.id, label: c.displayName || c.name })).sort(byLabel),
          },
          { key: 'guideIds' as const, options: staff.map((g) => ({ value: g.id, label: fullName(g) })) },
          { key: 'memberStatusIds' as const, options: statuses.map((s) => ({ value: String(s.id), label: s.name })) },
          { key: 'memberStageIds' as const, options: stages.map((s) => ({ value: String(s.id), label: s.name })) },
          // The portal translates the phase keys.
          { key: 'outreachPhases' as const, options: OUTREACH_PHASES.map((p) => ({ value: p, label: p })) },
        ],
      };
    },
  };
}

/**
 * Which members match: always the organisation's live members, then every filter the query sets,
 * with every value a placeholder. `shape` names the statement: the filters present (a list filter
 * by its length), so one without lists is prepared once and reused.
 */
interface MemberFilter {
  where: SQL;
  values: Record<string, unknown>;
  shape: string;
  /** List filters make too many shapes to keep: such a statement is built for the call alone. */
  keep: boolean;
}

function memberFilter(actor: Actor, q: MemberListQuery): MemberFilter {
  const values: Record<string, unknown> = { organisationId: actor.organisationId };
  const shape: string[] = [];
  const bind = (name: string, value: unknown) => {
    values[name] = value;
    return sql.placeholder(name);
  };
  const list = <T>(name: string, given: readonly T[] | undefined) => {
    if (!given || given.length === 0) return undefined;
    shape.push(`${name}${given.length}`);
    return given.map((value, i) => bind(`${name}${i}`, value));
  };
  const words = q.searchTerm?.trim().replace(/\s+/g, ' ');
  if (words) shape.push('search');
  // The acting user: the impersonated one when impersonating.
  if (q.showOnlyMyMembers) shape.push('mine');
  if (q.forMap) shape.push('map');
  const guideIds = list('guide', q.guideIds);
  const clientIds = list('client', q.clientIds);
  const statusIds = list('status', q.memberStatusIds);
  const stageIds = list('stage', q.memberStageIds);
  const phases = list('phase', q.outreachPhases);
  const ids = list('id', q.ids);
  const where = and(
    eq(users.organisationId, sql.placeholder('organisationId')),
    // Literals, not parameters: a prepared statement's generic plan must see that it matches the
    // partial index of live members (users_live_member_name_idx).
    sql`${users.role} = ${sql.raw(`'${MEMBER_ROLE}'`)}`,
    sql`${users.isDeleted} = false`,
    words ? nameContains(bind('search', searchPattern(words))) : undefined,
    guideIds ? inArray(users.assignedGuideId, guideIds) : undefined,
    q.showOnlyMyMembers ? eq(users.assignedGuideId, bind('me', actor.user.id)) : undefined,
    clientIds ? inArray(users.clientId, clientIds) : undefined,
    statusIds ? inArray(users.memberStatusId, statusIds) : undefined,
    stageIds ? inArray(users.memberStageId, stageIds) : undefined,
    phases ? inArray(users.outreachPhase, phases) : undefined,
    ids ? inArray(users.id, ids) : undefined,
    q.forMap ? locatedMember : undefined,
  ) as SQL;
  const lists = [guideIds, clientIds, statusIds, stageIds, phases, ids].some((l) => l !== undefined);
  return { where, values, shape: shape.join('_') || 'all', keep: !lists };
}

/** The LIKE pattern of a search: literal (`%`, `_` and `\` escaped), any part of 'first last'. */
function searchPattern(words: string): string {
  return `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Case-insensitive, literal: 'ros' finds Rosa García, 'a g' finds her too, '50%' finds only a literal '50%'. */
function nameContains(pattern: unknown): SQL {
  // Any part of the first name or the last name is a part of 'first last' too. The pattern is
  // lower-cased by the database, as search_name is, so both fold case the same way.
  return sql`${users.searchName} like lower(${pattern}) escape '\\'`;
}

const direction = (dir: 'ASC' | 'DESC', expression: SQL | Column, nullsLast = false) =>
  sql`${expression} ${sql.raw(dir === 'DESC' ? 'desc' : 'asc')}${sql.raw(nullsLast ? ' nulls last' : '')}`;

const lower = (column: Column) => sql`lower(${column})`;

/** Phases sort in the order a member goes through them, not alphabetically. */
const phaseRank = sql`case ${users.outreachPhase} ${sql.join(
  OUTREACH_PHASES.map((p, i) => sql`when ${p} then ${sql.raw(String(i + 1))}`),
  sql` `,
)} end`;

/**
 * The ORDER BY of a sort: its column(s) in the asked direction, empty values last, then the member's
 * name and id ascending. The name sort itself is last name, first name, id, all in the asked
 * direction, which is exactly the `users_member_name_idx` index (read forwards or backwards).
 */
function orderOf(orderBy: MemberListOrder, dir: 'ASC' | 'DESC'): SQL[] {
  const byName = [
    direction('ASC', lower(users.lastName)),
    direction('ASC', lower(users.firstName)),
    direction('ASC', users.id),
  ];
  switch (orderBy) {
    case 'name':
      return [direction(dir, lower(users.lastName)), direction(dir, lower(users.firstName)), direction(dir, users.id)];
    case 'memberStatus':
      return [direction(dir, memberStatuses.sortOrder, true), ...byName];
    case 'assignedGuide':
      return [
        direction(dir, lower(guides.lastName), true),
        direction(dir, lower(guides.firstName), true),
        direction(dir, guides.id, true),
        ...byName,
      ];
    case 'lastEventAt':
      return [direction(dir, users.lastEventAt, true), ...byName];
    case 'outreachPhase':
      return [direction(dir, phaseRank, true), ...byName];
  }
}

/**
 * Each member's first address, short: the primary one first, then the oldest; read with the page's
 * rows (an index look-up per row of the page), as `[line1, city]`.
 */
const firstAddress = sql<[string, string] | null>`(select json_build_array(a.line1, a.city) from ${addresses} a
  where a.user_id = ${sql.identifier('users')}.id and a.organisation_id = ${sql.identifier('users')}.organisation_id
  order by a.is_primary desc, a.created_at asc, a.id asc limit 1)`;

/**
 * One page of members in the asked order with their first addresses, in one statement; joins only
 * what the sort needs. In name order the page's ids come first, from the live members' index alone
 * (the sort and the search's text are in it), and only those rows are read: a search that skips 50
 * matches reads 25 rows, not the 800 members it passed over.
 */
function pageOfMembers(db: Db, filter: MemberFilter, orderBy: MemberListOrder, dir: 'ASC' | 'DESC', forMap: boolean) {
  // The map's rows carry the member's place (`coords`); the list's do not read it.
  const columns = forMap
    ? { ...LIST_COLUMNS, address: firstAddress, coords: firstCoords }
    : { ...LIST_COLUMNS, address: firstAddress };
  const build = () => {
    if (orderBy === 'name') {
      const order = orderOf(orderBy, dir);
      const ids = db
        .select({ id: users.id })
        .from(users)
        .where(filter.where)
        .orderBy(...order)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'));
      return db
        .select(columns)
        .from(users)
        .where(inArray(users.id, ids))
        .orderBy(...order);
    }
    let page = db.select(columns).from(users).$dynamic();
    if (orderBy === 'memberStatus') page = page.leftJoin(memberStatuses, eq(memberStatuses.id, users.memberStatusId));
    if (orderBy === 'assignedGuide') page = page.leftJoin(guides, eq(guides.id, users.assignedGuideId));
    return page
      .where(filter.where)
      .orderBy(...orderOf(orderBy, dir))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
  };
  const name = `member_list_${orderBy}_${dir}_${filter.shape}`;
  return filter.keep ? prepared(db, name, () => build().prepare(name)) : build();
}

/** The count of the list's rows: with no filter at all, the organisation's kept count of live members (`member_counts`). */
function countOfMembers(db: Db, filter: MemberFilter) {
  if (filter.shape === 'all') {
    return prepared(db, 'member_count_live', (d, name) =>
      d
        .select({ n: memberCounts.live })
        .from(memberCounts)
        .where(eq(memberCounts.organisationId, sql.placeholder('organisationId')))
        .prepare(name),
    );
  }
  const build = () => db.select({ n: count() }).from(users).where(filter.where);
  const name = `member_count_${filter.shape}`;
  return filter.keep ? prepared(db, name, () => build().prepare(name)) : build();
}

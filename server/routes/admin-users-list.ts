/**
 * User Administration's list, cut on the server (issue #33: 100,000 staff users, a page under
 * 50 ms): the search's words, the role and the team narrow the organisation's live staff; the
 * sort is read off its index (`users_staff_*_idx`, migration 0046) and the page is an offset into
 * it. The page's ids are read first, from the index alone, and only its rows from the table: an
 * offset of 5,000 then skips index entries, not table rows. Every condition names the indexes' own
 * expressions (`LIVE_STAFF`, the folded names), or the planner cannot use them. The count stops at
 * the cap plus one: past it, the admin narrows the search.
 */
import { and, asc, desc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  ADMIN_USER_LIST,
  adminUserSearchWords,
  type AdminUserSort,
  type AdminUsersQuery,
  type EntityShape,
} from '../../domain/index.ts';
import type { Db, Tx } from '../db/connect.ts';
import { lastSignInOrder, LIVE_STAFF, teamMemberships, users } from '../db/schema/index.ts';
import { together } from '../db/together.ts';
import { presentAdminUsers } from './admin-users-present.ts';

/** A word as a LIKE prefix: its own %, _ and \ match themselves. */
const prefix = (word: string) => `${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Each word begins the first name, the last name or the e-mail (three prefix indexes, or-ed). */
function searchCondition(word: string): SQL {
  const like = prefix(word);
  return sql`(${users.firstNameFolded} like ${like} or ${users.lastNameFolded} like ${like} or ${users.loginEmail} like ${like})`;
}

/** The organisation's live staff matching the query's search, role, team and id. */
export function adminUserConditions(organisationId: string, query: AdminUsersQuery): SQL {
  const conditions: SQL[] = [eq(users.organisationId, organisationId), LIVE_STAFF];
  for (const word of adminUserSearchWords(query.search ?? '')) conditions.push(searchCondition(word));
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.id) conditions.push(eq(users.id, query.id));
  // The team's members first (its memberships' key), then those users by id: a team is small beside the
  // organisation, and a per-user membership probe under a name or search index read 100,000 entries.
  if (query.teamId)
    conditions.push(
      sql`${users.id} = any(array(select ${teamMemberships.userId} from ${teamMemberships} where ${teamMemberships.teamId} = ${query.teamId}))`,
    );
  return and(...conditions)!;
}

const byName = [sql`lower(${users.firstName})`, sql`lower(${users.lastName})`, users.id];
const SORT_KEYS: Record<AdminUserSort, readonly SQLWrapper[]> = {
  name: byName,
  email: [users.loginEmail, users.id],
  role: [users.role, ...byName],
  hasAppAccess: [users.hasAppAccess, ...byName],
  lastSignInAt: [lastSignInOrder(users.lastSignInAt), ...byName],
};

const directionOf = (query: AdminUsersQuery) => (query['sort-direction'] === 'DESC' ? desc : asc);
const keysOf = (query: AdminUsersQuery) => SORT_KEYS[query['sort-by'] ?? 'name'];

/** The sort's keys, every one in the one direction: the index is then read forwards or backwards. */
export function adminUserOrder(query: AdminUsersQuery): SQL[] {
  const direction = directionOf(query);
  return keysOf(query).map((key) => direction(key));
}

/**
 * The rows after `after-id` in the sort: its keys, read first, bound a row comparison the index
 * answers as a range. Undefined when the user is not one of the organisation's live staff.
 */
async function afterCondition(db: Db | Tx, organisationId: string, query: AdminUsersQuery): Promise<SQL | undefined> {
  const keys = keysOf(query);
  const [row] = await db
    .select(Object.fromEntries(keys.map((key, i) => [`k${i}`, sql`${key}`])))
    .from(users)
    .where(and(eq(users.id, query['after-id']!), eq(users.organisationId, organisationId), LIVE_STAFF));
  if (!row) return undefined;
  const values = keys.map((_, i) => row[`k${i}`]);
  const comparison = query['sort-direction'] === 'DESC' ? sql`<` : sql`>`;
  return sql`(${sql.join([...keys], sql`, `)}) ${comparison} (${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;
}

/** One page of the list and how many match (up to the cap, then the cap plus one; after `after-id`, how many remain). */
export async function listAdminUsers(
  db: Db | Tx,
  organisationId: string,
  query: AdminUsersQuery,
): Promise<{ data: EntityShape<'adminUser'>[]; count: number }> {
  let where = adminUserConditions(organisationId, query);
  if (query['after-id']) {
    const after = await afterCondition(db, organisationId, query);
    if (!after) return { data: [], count: 0 };
    where = and(where, after)!;
  }
  const size = query['page-size'] ?? ADMIN_USER_LIST.defaultPageSize;
  const [page, [counted]] = await together(db, [
    () =>
      db
        .select({ id: users.id })
        .from(users)
        .where(where)
        .orderBy(...adminUserOrder(query))
        .limit(size)
        .offset(query['page-start'] ?? 0),
    () =>
      db.select({ count: sql<number>`count(*)::int` }).from(
        db
          .select({ one: sql`1` })
          .from(users)
          .where(where)
          .limit(ADMIN_USER_LIST.countCap + 1)
          .as('capped'),
      ),
  ]);
  const ids = page.map((row) => row.id);
  const rows = ids.length ? await db.select().from(users).where(inArray(users.id, ids)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  return { data: await presentAdminUsers(db, ordered), count: counted?.count ?? 0 };
}

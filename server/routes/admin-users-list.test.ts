import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ADMIN_USER_LIST, ADMIN_USER_SORTS, OPERATIONS, type QueryOf } from '../../domain/index.ts';
import { teamMemberships, users } from '../db/schema/index.ts';
import { as } from '../testing/contract-client.ts';
import { DIALECTS } from '../testing/databases.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import type { TestOrganisation } from '../testing/factories.ts';
import { createStaffUser } from './admin-users.scenarios.ts';

type Query = NonNullable<QueryOf<typeof OPERATIONS.adminUsers>>;

// Each test makes its own organisation: the suite holds in any order.
describe.each(DIALECTS)('User Administration list, paged on the server, on %s', (dialect) => {
  let t: TestServer;
  const db = () => t.testDb.database.db;
  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());

  /** Staff of the organisation's own, named and e-mailed as given. */
  async function staff(
    org: TestOrganisation,
    people: {
      first: string;
      last: string;
      email?: string;
      role?: string;
      access?: boolean;
      deleted?: boolean;
      signedIn?: Date;
    }[],
  ): Promise<string[]> {
    const rows = people.map((p) => ({
      id: randomUUID(),
      organisationId: org.organisationId,
      clientId: org.clientId,
      role: p.role ?? 'GUIDE',
      firstName: p.first,
      lastName: p.last,
      loginEmail: p.email ?? `${p.first}.${p.last}.${randomUUID().slice(0, 6)}@list.example`.toLowerCase(),
      hasAppAccess: p.access ?? true,
      isDeleted: p.deleted ?? false,
      lastSignInAt: p.signedIn ?? null,
    }));
    await db().insert(users).values(rows);
    return rows.map((row) => row.id);
  }

  const list = (org: TestOrganisation, query: Query) => as(t, org.superAdmin).call(OPERATIONS.adminUsers, { query });
  const names = (answer: { body: { data: { firstName: string; lastName: string }[] } }) =>
    answer.body.data.map((u) => `${u.firstName} ${u.lastName}`);

  it('finds users by the beginning of any word of their name or e-mail, accents and case aside, every word counting', async () => {
    const org = await t.organisation('Search');
    await staff(org, [
      { first: 'José', last: 'Peña', email: 'jp@north.example' },
      { first: 'Josefina', last: 'Ortiz' },
      { first: 'Ana', last: 'Joseph' },
      { first: 'Marco', last: 'Polo', email: 'josé.m@list.example' },
      { first: 'Jose', last: 'Gone', deleted: true },
    ]);
    const found = async (search: string) => names(await list(org, { search })).sort((a, b) => a.localeCompare(b));
    expect(await found('jose')).toEqual(['Ana Joseph', 'José Peña', 'Josefina Ortiz']);
    expect(await found('JOSE pena')).toEqual(['José Peña']);
    expect(await found('ñ')).toEqual([]);
    expect(await found('jp@north')).toEqual(['José Peña']);
    expect(await found('ortiz')).toEqual(['Josefina Ortiz']);
    // The middle of a word is not its beginning; a LIKE wildcard is a character like any other.
    expect(await found('sefina')).toEqual([]);
    expect(await found('%')).toEqual([]);
    expect(await found('j_se')).toEqual([]);
    expect((await list(org, { search: 'jose' })).body.count).toBe(3);
  });

  it('narrows by role and by team, and sorts by each sortable column both ways', async () => {
    const org = await t.organisation('Sort');
    const [carla, bruno, alma] = await staff(org, [
      {
        first: 'Carla',
        last: 'Zeta',
        email: 'a-carla@sort.example',
        role: 'PROVIDER',
        access: false,
        signedIn: new Date('2026-11-01T09:00:00Z'),
      },
      {
        first: 'bruno',
        last: 'Young',
        email: 'c-bruno@sort.example',
        role: 'GUIDE',
        signedIn: new Date('2026-11-20T09:00:00Z'),
      },
      { first: 'Alma', last: 'Xu', email: 'b-alma@sort.example', role: 'GUIDE_SUPERVISOR' },
    ]);
    await db()
      .insert(teamMemberships)
      .values(
        [carla!, alma!].map((userId) => ({ organisationId: org.organisationId, teamId: org.teamIds[1]!, userId })),
      );
    const ids = async (query: Query) => (await list(org, { search: 'a- b- c-', ...query })).body.data.map((u) => u.id);
    // The search's words are each a prefix: 'a-' 'b-' 'c-' together match nobody; one at a time, one each.
    expect(await ids({})).toEqual([]);
    const ours = async (query: Query) =>
      (await list(org, { ...query, 'page-size': 100 })).body.data
        .map((u) => u.id)
        .filter((id) => [carla, bruno, alma].includes(id));
    expect(await ours({ 'sort-by': 'name' })).toEqual([alma, bruno, carla]);
    expect(await ours({ 'sort-by': 'name', 'sort-direction': 'DESC' })).toEqual([carla, bruno, alma]);
    expect(await ours({ 'sort-by': 'email' })).toEqual([carla, alma, bruno]);
    expect(await ours({ 'sort-by': 'role' })).toEqual([bruno, alma, carla]);
    expect(await ours({ 'sort-by': 'hasAppAccess' })).toEqual([carla, alma, bruno]);
    expect(await ours({ 'sort-by': 'hasAppAccess', 'sort-direction': 'DESC' })).toEqual([bruno, alma, carla]);
    // Last sign-in: never first, then the longest idle; most recent first the other way.
    expect(await ours({ 'sort-by': 'lastSignInAt' })).toEqual([alma, carla, bruno]);
    expect(await ours({ 'sort-by': 'lastSignInAt', 'sort-direction': 'DESC' })).toEqual([bruno, carla, alma]);

    // The organisation's own supervisor is listed beside Alma, and nobody of another role.
    const byRole = await list(org, { role: 'GUIDE_SUPERVISOR' });
    expect(byRole.body.data.map((u) => u.id).sort()).toEqual([alma, org.supervisor.id].sort());
    expect(byRole.body.count).toBe(2);
    const byTeam = await list(org, { teamId: org.teamIds[1]! });
    // The team's own staff (the factory's) are listed too; every one listed is in the team.
    expect(byTeam.body.data.map((u) => u.id)).not.toContain(bruno);
    expect(byTeam.body.data.map((u) => u.id)).toEqual(expect.arrayContaining([alma, carla]));
    expect(byTeam.body.data.every((u) => u.teams.some((team) => team.teamId === org.teamIds[1]))).toBe(true);
    expect((await list(org, { teamId: org.teamIds[1]!, role: 'PROVIDER' })).body.data.map((u) => u.id)).toEqual([
      carla,
    ]);
  });

  it('cuts pages that cover the list once, in order, with the total; members and the system user are not listed', async () => {
    const org = await t.organisation('Pages');
    const made = await staff(
      org,
      Array.from({ length: 23 }, (_, i) => ({ first: 'Paged', last: `P${String(i).padStart(2, '0')}` })),
    );
    const seen: string[] = [];
    let count = 0;
    for (let start = 0; start < 30; start += 10) {
      const page = await list(org, { search: 'paged', 'page-start': start, 'page-size': 10 });
      expect(page.status).toBe(200);
      seen.push(...page.body.data.map((u) => u.lastName));
      count = page.body.count;
    }
    expect(count).toBe(23);
    expect(seen).toEqual(Array.from({ length: 23 }, (_, i) => `P${String(i).padStart(2, '0')}`));
    expect(made).toHaveLength(23);
    const everyone = await list(org, { 'page-size': 100 });
    const listed = everyone.body.data.map((u) => u.id);
    expect(listed).not.toContain(org.member.id);
    expect(everyone.body.data.every((u) => u.role !== 'PATIENT' && u.role !== 'SYSTEM')).toBe(true);
    expect(everyone.body.count).toBe(everyone.body.data.length);
  });

  it('pages on by after-id in every sort and direction, to the end, each user once (the CSV export)', async () => {
    const org = await t.organisation('Keyset');
    const made = await staff(
      org,
      Array.from({ length: 12 }, (_, i) => ({
        first: i % 3 ? 'Kim' : 'kim',
        last: 'Keyset',
        role: i % 2 ? 'GUIDE' : 'PROVIDER',
        access: i % 4 !== 0,
      })),
    );
    // Sign-ins: some never, some at one instant (ties broken by name, then id), microseconds kept.
    await db().execute(
      sql`update users set last_sign_in_at = case when first_name = 'Kim' then timestamptz '2026-11-02 10:00:00.123456+00' else null end where id in (${sql.join(
        made.slice(0, 8).map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    for (const sortBy of ADMIN_USER_SORTS)
      for (const direction of ['ASC', 'DESC'] as const) {
        const query = { search: 'kim keyset', 'sort-by': sortBy, 'sort-direction': direction } as const;
        const whole = (await list(org, { ...query, 'page-size': 100 })).body.data.map((u) => u.id);
        const walked: string[] = [];
        let after: string | undefined;
        for (let i = 0; i < 10; i++) {
          const page = await list(org, { ...query, 'page-size': 5, ...(after ? { 'after-id': after } : {}) });
          walked.push(...page.body.data.map((u) => u.id));
          after = page.body.data.at(-1)?.id;
          if (page.body.data.length < 5) break;
        }
        expect(walked, `${sortBy} ${direction}`).toEqual(whole);
        expect(new Set(walked)).toEqual(new Set(made));
      }
    // A cursor that names nobody of ours ends the walk.
    const foreign = await t.organisation('Foreign cursor');
    const none = await list(org, { 'after-id': foreign.superAdmin.id });
    expect(none.body).toEqual({ data: [], count: 0 });
  });

  it('refuses a page out of bounds, an unknown sort, role or key with a 400', async () => {
    const org = await t.organisation('Bounds');
    const admin = as(t, org.superAdmin);
    const refused: Record<string, string>[] = [
      { 'page-size': '0' },
      { 'page-size': String(ADMIN_USER_LIST.maxPageSize + 1) },
      { 'page-start': '-1' },
      { 'page-start': String(ADMIN_USER_LIST.countCap + 1) },
      { 'sort-by': 'createdAt' },
      { 'sort-direction': 'UP' },
      { role: 'PATIENT' },
      { teamId: 'not-a-uuid' },
      { search: 'x'.repeat(101) },
      { limit: '10' },
    ];
    for (const query of refused) {
      const answer = await t.request(org.superAdmin, 'GET', `/users/administration?${new URLSearchParams(query)}`);
      expect(answer.status, JSON.stringify(query)).toBe(400);
    }
    expect(
      (await admin.call(OPERATIONS.adminUsers, { query: { 'page-size': ADMIN_USER_LIST.maxPageSize } })).status,
    ).toBe(200);
  });

  it("never lists another organisation's users, even searched by their e-mail or filtered by their team", async () => {
    const ours = await t.organisation('Ours');
    const theirs = await t.organisation('Theirs');
    await staff(theirs, [{ first: 'Foreign', last: 'Person', email: 'foreign.person@theirs.example' }]);
    for (const query of [{ search: 'foreign' }, { search: 'foreign.person@' }, { teamId: theirs.teamIds[0]! }]) {
      const answer = await list(ours, query);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual([]);
      expect(answer.body.count).toBe(0);
    }
    const all = await list(ours, { 'page-size': 100 });
    expect(JSON.stringify(all.body)).not.toContain(theirs.organisationId);
    expect(all.body.data.map((u) => u.id)).not.toContain(theirs.superAdmin.id);
  });

  it("answers one user by id (an edit link), and nothing for another organisation's or a deleted user", async () => {
    const ours = await t.organisation('Ours');
    const theirs = await t.organisation('Theirs');
    const [ana, gone] = await staff(ours, [
      { first: 'Ana', last: 'Lopez' },
      { first: 'Gone', last: 'Away', deleted: true },
    ]);
    const [foreign] = await staff(theirs, [{ first: 'Foreign', last: 'Person' }]);
    const one = await list(ours, { id: ana! });
    expect(names(one)).toEqual(['Ana Lopez']);
    expect(one.body.count).toBe(1);
    for (const id of [foreign!, gone!]) {
      const none = await list(ours, { id });
      expect(none.status).toBe(200);
      expect(none.body.data).toEqual([]);
    }
  });

  it('answers admins only: a guide is refused with 403', async () => {
    const org = await t.organisation('Roles');
    const guide = await as(t, org.guide).call(OPERATIONS.adminUsers, { query: {} });
    expect(guide.status).toBe(403);
    const admin = await as(t, await createStaffUser(db(), org, 'ADMIN')).call(OPERATIONS.adminUsers, { query: {} });
    expect(admin.status).toBe(200);
  });

  it('counts up to the cap, then says one more than the cap', async () => {
    const org = await t.organisation('Cap');
    const many = ADMIN_USER_LIST.countCap + 5;
    for (let start = 0; start < many; start += 2_000)
      await staff(
        org,
        Array.from({ length: Math.min(2_000, many - start) }, (_, i) => ({
          first: 'Capped',
          last: `C${start + i}`,
          email: `capped.${start + i}@${org.organisationId}.example`,
        })),
      );
    // 10,005 in all: the page from 9,990 holds the last 15.
    const answer = await list(org, { search: 'capped', 'page-start': ADMIN_USER_LIST.countCap - 10, 'page-size': 20 });
    expect(answer.body.count).toBe(ADMIN_USER_LIST.countCap + 1);
    expect(answer.body.data).toHaveLength(15);
  }, 60_000);
});

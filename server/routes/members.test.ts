import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MEMBER_LIST_ORDER,
  OUTREACH_PHASES,
  memberListRowSchema,
  type MemberListOrder,
  type OutreachPhase,
} from '../../domain/index.ts';
import { writeWithChanges } from '../db/changes.ts';
import { addresses, memberStatuses, phoneNumbers, users } from '../db/schema/index.ts';
import { presentUserChange } from '../presenters/people.ts';
import { simulateInboundText } from '../providers/sms-simulator.ts';
import { DIALECTS } from '../testing/databases.ts';
import type { TestOrganisation, TestUser } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';

interface MemberSpec {
  firstName: string;
  lastName: string;
  /** The organisation's guide unless given; null: unassigned. */
  guideId?: string | null;
  clientId?: string;
  statusId?: number | null;
  stageId?: number | null;
  phase?: OutreachPhase | null;
  lastEventAt?: Date | null;
  deleted?: boolean;
}

interface Row {
  id: string;
  name: string;
  firstName: string;
  lastName: string;
  assignedGuideId: string | null;
  clientId: string;
  memberStatusId: number | null;
  memberStageId: number | null;
  outreachPhase: string | null;
  lastEventAt: string | null;
  lastEventType: string | null;
  shortAddress: string | null;
}

const ROW_KEYS = [
  'assignedGuideId',
  'clientId',
  'firstName',
  'id',
  'lastEventAt',
  'lastEventType',
  'lastName',
  'memberStageId',
  'memberStatusId',
  'name',
  'outreachPhase',
  'role',
  'shortAddress',
];

/** Code-point order, as the test databases' C collation sorts (names here are ASCII). */
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Ascending or descending, with null last either way. */
const nullsLast = <T>(a: T | null, b: T | null, dir: 1 | -1, by: (x: T, y: T) => number) =>
  a === null ? (b === null ? 0 : 1) : b === null ? -1 : dir * by(a, b);

describe.each(DIALECTS)('member list on %s', (dialect) => {
  let t: TestServer;
  const db = () => t.testDb.database.db;

  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());

  async function addMembers(org: TestOrganisation, specs: MemberSpec[]): Promise<string[]> {
    const rows = specs.map((s) => ({
      id: randomUUID(),
      organisationId: org.organisationId,
      clientId: s.clientId ?? org.clientId,
      role: 'PATIENT',
      firstName: s.firstName,
      lastName: s.lastName,
      assignedGuideId: s.guideId === undefined ? org.guide.id : s.guideId,
      memberStatusId: s.statusId === undefined ? 1 : s.statusId,
      memberStageId: s.stageId === undefined ? 1 : s.stageId,
      outreachPhase: s.phase ?? null,
      lastEventAt: s.lastEventAt ?? null,
      lastEventType: s.lastEventAt ? 'call' : null,
      isDeleted: s.deleted ?? false,
    }));
    await db().insert(users).values(rows);
    return rows.map((r) => r.id);
  }

  async function addAddress(
    org: TestOrganisation,
    userId: string,
    line1: string,
    city: string,
    options: { primary?: boolean; createdAt?: Date } = {},
  ) {
    await db()
      .insert(addresses)
      .values({
        id: randomUUID(),
        organisationId: org.organisationId,
        clientId: org.clientId,
        userId,
        line1,
        city,
        state: 'IL',
        zip: '60601',
        // Located (the map reads them); members-map.test.ts covers the unlocated.
        latitude: 41.88,
        longitude: -87.62,
        isPrimary: options.primary ?? false,
        createdAt: options.createdAt ?? new Date(),
      });
  }

  const list = (user: TestUser, query: Record<string, string> = {}, as?: string) =>
    t.request(user, 'GET', `/users?${new URLSearchParams(query)}`, as ? { as } : {});
  const ids = (res: { body: { data: Row[] } }) => res.body.data.map((r) => r.id);
  const names = (res: { body: { data: Row[] } }) => res.body.data.map((r) => r.name);

  it('answers a page of 10 by name with rows exactly in the list shape, and the count when asked', async () => {
    const org = await t.organisation('Alpha');
    await addMembers(
      org,
      Array.from({ length: 12 }, (_, i) => ({ firstName: `First${String(i).padStart(2, '0')}`, lastName: 'Zed' })),
    );
    const res = await list(org.guide);
    expect(res.status).toBe(200);
    expect(res.body.count).toBeUndefined();
    expect(res.body.data).toHaveLength(10);
    // 'Member Alpha' first (Alpha < Zed), then the Zeds by first name.
    expect(names(res).slice(0, 3)).toEqual(['Member Alpha', 'First00 Zed', 'First01 Zed']);
    for (const row of res.body.data) {
      expect(Object.keys(row).sort()).toEqual(ROW_KEYS);
      expect(memberListRowSchema.allows(row)).toBe(true);
    }
    expect(res.body.data[0]).toMatchObject({
      id: org.member.id,
      name: 'Member Alpha',
      firstName: 'Member',
      lastName: 'Alpha',
      role: 'PATIENT',
      clientId: org.clientId,
      assignedGuideId: org.guide.id,
      memberStatusId: 1,
      memberStageId: 1,
      outreachPhase: null,
      lastEventAt: null,
      lastEventType: null,
      shortAddress: null,
    });
    expect((await list(org.guide, { includeCount: 'true' })).body.count).toBe(13);
  });

  it("the whole list's count follows members as they are added, removed, deleted, change role or organisation", async () => {
    const org = await t.organisation('Alpha');
    const other = await t.organisation('Beta');
    const count = async (o: TestOrganisation) => (await list(o.guide, { includeCount: 'true' })).body.count;
    expect([await count(org), await count(other)]).toEqual([1, 1]);
    // One statement adding live members, a deleted one and a staff user: only the live members count.
    const added = await addMembers(org, [
      { firstName: 'Ann', lastName: 'Lee' },
      { firstName: 'Bo', lastName: 'Ng' },
      { firstName: 'Cy', lastName: 'Ow' },
      { firstName: 'Di', lastName: 'Pa', deleted: true },
    ]);
    await db().insert(users).values({
      id: randomUUID(),
      organisationId: org.organisationId,
      clientId: org.clientId,
      role: 'GUIDE',
      firstName: 'Ed',
      lastName: 'Qu',
    });
    expect(await count(org)).toBe(4);
    await db().update(users).set({ isDeleted: true }).where(eq(users.id, added[0]!));
    await db().update(users).set({ isDeleted: false }).where(eq(users.id, added[3]!));
    await db().update(users).set({ role: 'GUIDE' }).where(eq(users.id, added[1]!));
    // Other columns change without touching the count.
    await db().update(users).set({ lastName: 'Renamed', lastEventAt: new Date() }).where(eq(users.id, added[2]!));
    expect(await count(org)).toBe(3);
    await db()
      .update(users)
      .set({ organisationId: other.organisationId, clientId: other.clientId })
      .where(eq(users.id, added[2]!));
    expect([await count(org), await count(other)]).toEqual([2, 2]);
    await db().delete(users).where(eq(users.id, added[3]!));
    expect([await count(org), await count(other)]).toEqual([1, 2]);
    // The kept count is the list's own length.
    expect((await list(org.guide, { 'page-size': '100' })).body.data).toHaveLength(1);
  });

  it('searches a part of the first, last or full name, ignoring case, and takes % _ \\ literally', async () => {
    const org = await t.organisation('Alpha');
    const [rosa, rosalind, ambrose, percent, , under, , slash] = await addMembers(org, [
      { firstName: 'Rosa', lastName: 'Garcia' },
      { firstName: 'Rosalind', lastName: 'Baker' },
      { firstName: 'Ambrose', lastName: 'Ortiz' },
      { firstName: 'Pat', lastName: '50%Off' },
      { firstName: 'Pat', lastName: '50xOff' },
      { firstName: 'Lee', lastName: 'A_B' },
      { firstName: 'Lee', lastName: 'AxB' },
      { firstName: 'Kim', lastName: 'Back\\Slash' },
    ]);
    const search = async (searchTerm: string) => {
      const res = await list(org.guide, { searchTerm, includeCount: 'true', 'page-size': '50' });
      expect(res.status, searchTerm).toBe(200);
      expect(res.body.count, searchTerm).toBe(res.body.data.length);
      return ids(res).sort();
    };
    expect(await search('ros')).toEqual([rosa, rosalind, ambrose].sort());
    expect(await search('ROS')).toEqual([rosa, rosalind, ambrose].sort());
    expect(await search('garc')).toEqual([rosa]);
    expect(await search('rosa garcia')).toEqual([rosa]);
    expect(await search('  Rosa   GARCIA  ')).toEqual([rosa]);
    expect(await search('a g')).toEqual([rosa]);
    expect(await search('50%')).toEqual([percent]);
    expect(await search('%')).toEqual([percent]);
    expect(await search('a_b')).toEqual([under]);
    expect(await search('k\\s')).toEqual([slash]);
    expect(await search('no such person')).toEqual([]);
  });

  it('filters by guide, customer, status, stage, outreach phase and ids, each alone and together', async () => {
    const org = await t.organisation('Alpha');
    const [a, b, c, d] = await addMembers(org, [
      {
        firstName: 'A',
        lastName: 'One',
        guideId: org.otherGuide.id,
        statusId: 2,
        stageId: 1,
        phase: 'initial-outreach',
      },
      {
        firstName: 'B',
        lastName: 'Two',
        guideId: org.otherGuide.id,
        clientId: org.otherClientId,
        statusId: 3,
        stageId: 2,
      },
      {
        firstName: 'C',
        lastName: 'Three',
        guideId: null,
        clientId: org.otherClientId,
        statusId: 2,
        stageId: 1,
        phase: 'final-outreach',
      },
      { firstName: 'D', lastName: 'Four', guideId: org.supervisor.id, statusId: null, stageId: 3 },
    ]);
    const found = async (query: Record<string, string>) => {
      const res = await list(org.guide, { ...query, includeCount: 'true', 'page-size': '50' });
      expect(res.status, JSON.stringify(query)).toBe(200);
      expect(res.body.count).toBe(res.body.data.length);
      return ids(res).sort();
    };
    const sorted = (...list: (string | undefined)[]) => (list as string[]).sort();
    expect(await found({ guideIds: org.otherGuide.id })).toEqual(sorted(a, b));
    expect(await found({ guideIds: `${org.otherGuide.id},${org.supervisor.id}` })).toEqual(sorted(a, b, d));
    expect(await found({ clientIds: org.otherClientId })).toEqual(sorted(b, c));
    expect(await found({ memberStatusIds: '2' })).toEqual(sorted(a, c));
    expect(await found({ memberStatusIds: '2,3' })).toEqual(sorted(a, b, c));
    expect(await found({ memberStageIds: '3' })).toEqual(sorted(d));
    expect(await found({ outreachPhases: 'initial-outreach,final-outreach' })).toEqual(sorted(a, c));
    expect(await found({ outreachPhases: 'completed-outreach' })).toEqual([]);
    expect(await found({ ids: `${a},${d}` })).toEqual(sorted(a, d));
    // Filters add up (AND); an empty list is no filter.
    expect(await found({ memberStatusIds: '2', clientIds: org.otherClientId })).toEqual(sorted(c));
    expect(await found({ guideIds: org.otherGuide.id, memberStageIds: '2', searchTerm: 'two' })).toEqual(sorted(b));
    expect(await found({ guideIds: '' })).toEqual(sorted(org.member.id, a, b, c, d));
  });

  it('shows only my members, the impersonated guide being "me" when impersonating', async () => {
    const org = await t.organisation('Alpha');
    const [mine] = await addMembers(org, [{ firstName: 'Mine', lastName: 'Too' }]);
    const [theirs] = await addMembers(org, [{ firstName: 'Not', lastName: 'Mine', guideId: org.otherGuide.id }]);
    expect(ids(await list(org.guide, { showOnlyMyMembers: 'true' })).sort()).toEqual([org.member.id, mine].sort());
    expect(ids(await list(org.guide, { showOnlyMyMembers: 'false' })).sort()).toEqual(
      [org.member.id, mine, theirs].sort(),
    );
    expect(ids(await list(org.otherGuide, { showOnlyMyMembers: 'true' }))).toEqual([theirs]);
    expect(ids(await list(org.superAdmin, { showOnlyMyMembers: 'true' }, org.otherGuide.id))).toEqual([theirs]);
    expect(ids(await list(org.superAdmin, { showOnlyMyMembers: 'true' }))).toEqual([]);
  });

  describe('sorts', () => {
    let org: TestOrganisation;
    let expected: (orderBy: MemberListOrder, dir: 'ASC' | 'DESC') => string[];

    beforeAll(async () => {
      org = await t.organisation('Sorting');
      const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));
      // Ties on every column (two 'Same Person's, shared statuses, guides, days, phases) and empty values.
      await addMembers(org, [
        {
          firstName: 'Ann',
          lastName: 'baker',
          statusId: 5,
          guideId: org.otherGuide.id,
          lastEventAt: day(3),
          phase: 'final-outreach',
        },
        {
          firstName: 'Same',
          lastName: 'Person',
          statusId: 5,
          guideId: org.supervisor.id,
          lastEventAt: day(3),
          phase: 'initial-outreach',
        },
        { firstName: 'Same', lastName: 'Person', statusId: 2, guideId: null, lastEventAt: null, phase: null },
        {
          firstName: 'bob',
          lastName: 'Baker',
          statusId: null,
          guideId: org.otherGuide.id,
          lastEventAt: day(1),
          phase: 'completed-outreach',
        },
        {
          firstName: 'Cy',
          lastName: 'Adams',
          statusId: 9,
          guideId: null,
          lastEventAt: day(9),
          phase: 'follow-up-outreach',
        },
        {
          firstName: 'Di',
          lastName: 'Zulu',
          statusId: 2,
          guideId: org.guide.id,
          lastEventAt: day(1),
          phase: 'initial-outreach',
        },
        {
          firstName: 'Ed',
          lastName: 'Young',
          statusId: 1,
          guideId: org.supervisor.id,
          lastEventAt: null,
          phase: 'final-outreach',
        },
        { firstName: 'Deleted', lastName: 'Aaron', deleted: true },
      ]);
      // The expected orders, computed here from the rows (an independent reading of the rules).
      const members = (await db().select().from(users).where(eq(users.organisationId, org.organisationId))).filter(
        (u) => u.role === 'PATIENT' && !u.isDeleted,
      );
      const staff = new Map(
        (await db().select().from(users).where(eq(users.organisationId, org.organisationId))).map((u) => [u.id, u]),
      );
      const rank = new Map((await db().select().from(memberStatuses)).map((s) => [s.id, s.sortOrder]));
      type U = (typeof members)[number];
      const byName = (x: U, y: U) =>
        cmp(x.lastName.toLowerCase(), y.lastName.toLowerCase()) ||
        cmp(x.firstName.toLowerCase(), y.firstName.toLowerCase()) ||
        cmp(x.id, y.id);
      const guideKey = (u: U) => {
        const g = u.assignedGuideId ? staff.get(u.assignedGuideId) : undefined;
        return g ? [g.lastName.toLowerCase(), g.firstName.toLowerCase(), g.id] : null;
      };
      const byKey = (x: string[], y: string[]) => cmp(x[0]!, y[0]!) || cmp(x[1]!, y[1]!) || cmp(x[2]!, y[2]!);
      expected = (orderBy, dir) => {
        const d = dir === 'ASC' ? 1 : -1;
        const primary: Record<MemberListOrder, (x: U, y: U) => number> = {
          name: (x, y) => d * byName(x, y),
          memberStatus: (x, y) =>
            nullsLast(
              x.memberStatusId ? rank.get(x.memberStatusId)! : null,
              y.memberStatusId ? rank.get(y.memberStatusId)! : null,
              d,
              (p, q) => p - q,
            ),
          assignedGuide: (x, y) => nullsLast(guideKey(x), guideKey(y), d, byKey),
          lastEventAt: (x, y) =>
            nullsLast(x.lastEventAt?.getTime() ?? null, y.lastEventAt?.getTime() ?? null, d, (p, q) => p - q),
          outreachPhase: (x, y) =>
            nullsLast(
              x.outreachPhase ? OUTREACH_PHASES.indexOf(x.outreachPhase as OutreachPhase) : null,
              y.outreachPhase ? OUTREACH_PHASES.indexOf(y.outreachPhase as OutreachPhase) : null,
              d,
              (p, q) => p - q,
            ),
        };
        return [...members].sort((x, y) => primary[orderBy](x, y) || byName(x, y)).map((u) => u.id);
      };
    });

    it.each(MEMBER_LIST_ORDER.flatMap((orderBy) => (['ASC', 'DESC'] as const).map((dir) => [orderBy, dir] as const)))(
      'by %s %s, empty values last, ties by name then id',
      async (orderBy, dir) => {
        const res = await list(org.guide, { orderBy, orderDirection: dir, 'page-size': '100' });
        expect(res.status).toBe(200);
        expect(ids(res)).toEqual(expected(orderBy, dir));
      },
    );

    it('by name, case-insensitively, the default being ascending', async () => {
      const res = await list(org.guide, { 'page-size': '100' });
      expect(names(res).slice(0, 4)).toEqual(['Cy Adams', 'Ann baker', 'bob Baker', 'Same Person']);
      expect(names(await list(org.guide, { orderBy: 'name', orderDirection: 'DESC', 'page-size': '3' }))).toEqual([
        'Di Zulu',
        'Ed Young',
        'Member Sorting',
      ]);
    });
  });

  it('pages through every member, 5 at a time, each exactly once and in order, with the count on every page', async () => {
    const org = await t.organisation('Alpha');
    // Many ties: a handful of names, two statuses, three guides, a few days.
    await addMembers(
      org,
      Array.from({ length: 23 }, (_, i) => ({
        firstName: ['Ann', 'Bo', 'Cy'][i % 3]!,
        lastName: ['Lee', 'Ng'][i % 2]!,
        statusId: 1 + (i % 2),
        guideId: [org.guide.id, org.otherGuide.id, null][i % 3]!,
        lastEventAt: i % 4 ? new Date(Date.UTC(2026, 1, 1 + (i % 3))) : null,
        phase: OUTREACH_PHASES[i % 5] ?? null,
      })),
    );
    for (const orderBy of MEMBER_LIST_ORDER) {
      for (const dir of ['ASC', 'DESC']) {
        const whole = ids(await list(org.guide, { orderBy, orderDirection: dir, 'page-size': '100' }));
        expect(whole).toHaveLength(24);
        const paged: string[] = [];
        for (let start = 0; start < 40; start += 5) {
          const page = await list(org.guide, {
            orderBy,
            orderDirection: dir,
            'page-start': String(start),
            'page-size': '5',
            includeCount: 'true',
          });
          expect(page.body.count).toBe(24);
          expect(page.body.data.length).toBe(Math.max(0, Math.min(5, 24 - start)));
          paged.push(...ids(page));
        }
        expect(paged, `${orderBy} ${dir}`).toEqual(whole);
        expect(new Set(paged).size).toBe(24);
      }
    }
  });

  it("shows each member's first address short (primary, else the oldest) and, for the map, only members with one, unpaged", async () => {
    const org = await t.organisation('Alpha');
    const [primary, oldest, none] = await addMembers(org, [
      { firstName: 'Has', lastName: 'Primary' },
      { firstName: 'Has', lastName: 'Oldest' },
      { firstName: 'Has', lastName: 'None' },
    ]);
    await addAddress(org, primary!, '1 Old St', 'Aurora', { createdAt: new Date('2024-01-01') });
    await addAddress(org, primary!, '2 Main St', 'Chicago', { primary: true, createdAt: new Date('2025-01-01') });
    await addAddress(org, oldest!, '4 New Rd', 'Joliet', { createdAt: new Date('2025-06-01') });
    await addAddress(org, oldest!, '3 First Ave', 'Evanston', { createdAt: new Date('2023-06-01') });
    const rows = new Map(
      (await list(org.guide, { 'page-size': '50' })).body.data.map((r: Row) => [r.id, r.shortAddress]),
    );
    expect(rows.get(primary!)).toBe('2 Main St, Chicago');
    expect(rows.get(oldest!)).toBe('3 First Ave, Evanston');
    expect(rows.get(none!)).toBeNull();
    const map = await list(org.guide, { forMap: 'true', 'page-size': '1', 'page-start': '1', includeCount: 'true' });
    expect(map.status).toBe(200);
    expect(ids(map).sort()).toEqual([primary, oldest].sort());
    // The map's count is every member the filters match (Member Alpha and Has None have no place).
    expect(map.body.count).toBe(4);
    expect(map.body.data.every((r: Row) => r.shortAddress)).toBe(true);
  });

  it("never shows another organisation's members, whatever the query names", async () => {
    const org = await t.organisation('Alpha');
    const other = await t.organisation('Beta');
    const [theirs] = await addMembers(other, [{ firstName: 'Member', lastName: 'Alphabeta' }]);
    const everyone = await list(org.guide, { 'page-size': '500', includeCount: 'true' });
    expect(ids(everyone)).toEqual([org.member.id]);
    expect(everyone.body.count).toBe(1);
    expect(ids(await list(org.guide, { searchTerm: 'member' }))).toEqual([org.member.id]);
    for (const query of [
      { ids: `${other.member.id},${theirs}` },
      { clientIds: other.clientId },
      { guideIds: other.guide.id },
    ] as Record<string, string>[]) {
      const res = await list(org.guide, { ...query, includeCount: 'true' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: [], count: 0 });
    }
    expect(ids(await list(org.guide, { forMap: 'true' }))).toEqual([]);
  });

  it('refuses bad input with a 400 and property errors', async () => {
    const org = await t.organisation('Alpha');
    for (const [query, property] of [
      [{ 'page-size': '0' }, 'page-size'],
      [{ orderBy: 'bogus' }, 'orderBy'],
      [{ orderDirection: 'sideways' }, 'orderDirection'],
      [{ guideIds: `${org.otherGuide.id},not-a-uuid` }, 'guideIds'],
      [{ memberStatusIds: 'x' }, 'memberStatusIds'],
      [{ outreachPhases: 'nowhere' }, 'outreachPhases'],
    ] as const) {
      const res = await list(org.guide, query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, path: '/api/users' });
      expect(
        res.body.errors.map((e: { property: string }) => e.property),
        JSON.stringify(query),
      ).toContain(property);
    }
  });

  it('answers 403 to a user without caseload access, on both routes', async () => {
    const org = await t.organisation('Alpha');
    expect((await list(org.noAccess)).status).toBe(403);
    expect((await t.request(org.noAccess, 'GET', '/users/filters')).status).toBe(403);
    expect((await t.request(null, 'GET', '/users')).status).toBe(401);
  });

  it("lists the filters: this organisation's customers and guides, the catalogues and the outreach phases", async () => {
    const org = await t.organisation('Alpha');
    const other = await t.organisation('Beta');
    const res = await t.request(org.guide, 'GET', '/users/filters');
    expect(res.status).toBe(200);
    const filters = new Map<string, { value: string; label: string }[]>(
      res.body.data.map((f: { key: string; options: { value: string; label: string }[] }) => [f.key, f.options]),
    );
    expect([...filters.keys()]).toEqual([
      'clientIds',
      'guideIds',
      'memberStatusIds',
      'memberStageIds',
      'outreachPhases',
    ]);
    expect(filters.get('clientIds')).toEqual([
      { value: org.otherClientId, label: 'Alpha Care' },
      { value: org.clientId, label: 'Alpha Plan' },
    ]);
    // Staff with a caseload (GUIDE_ROLES): not the super admin, never another organisation's.
    const guides = filters.get('guideIds')!;
    expect(guides.map((g) => g.value).sort()).toEqual(
      [org.guide.id, org.otherGuide.id, org.supervisor.id, org.noAccess.id].sort(),
    );
    expect(guides.find((g) => g.value === org.guide.id)?.label).toBe('Guide Tester');
    expect(guides.map((g) => g.value)).not.toContain(other.guide.id);
    const statuses = await db().select().from(memberStatuses);
    const statusOptions = filters.get('memberStatusIds')!;
    expect(statusOptions).toHaveLength(22);
    expect(statusOptions.map((o) => statuses.find((s) => String(s.id) === o.value)?.sortOrder)).toEqual(
      statuses.map((s) => s.sortOrder).sort((a, b) => a - b),
    );
    expect(statusOptions.find((o) => o.value === '1')?.label).toBe(statuses.find((s) => s.id === 1)?.name);
    expect(filters.get('memberStageIds')!.map((o) => o.value)).toEqual(['1', '2', '3']);
    expect(filters.get('outreachPhases')).toEqual(OUTREACH_PHASES.map((p) => ({ value: p, label: p })));
  });

  it("a member's change carries status, stage and outreach phase, so open lists update the row in place", async () => {
    const org = await t.organisation('Alpha');
    const head = (await t.request(org.guide, 'GET', '/sync/changes?since=0')).body.head as number;
    // A status change (no write operation changes one yet): the row and its change, as a write records them.
    const { changes } = await writeWithChanges(db(), org.organisationId, async (tx, recorder) => {
      const [updated] = await tx
        .update(users)
        .set({ memberStatusId: 7, memberStageId: 1, outreachPhase: 'follow-up-outreach' })
        .where(eq(users.id, org.member.id))
        .returning();
      recorder.record({ entity: 'user', id: updated!.id, op: 'upsert', data: presentUserChange(updated!) });
    });
    t.server.context.publish(changes);
    const log = await t.request(org.guide, 'GET', `/sync/changes?since=${head}`);
    expect(log.body.changes).toHaveLength(1);
    expect(log.body.changes[0]).toMatchObject({
      entity: 'user',
      id: org.member.id,
      op: 'upsert',
      data: { memberStatusId: 7, memberStageId: 1, outreachPhase: 'follow-up-outreach', assignedGuideId: org.guide.id },
    });
    const [row] = (await list(org.guide, { ids: org.member.id })).body.data as Row[];
    // The change carries every field of the row but the address, with the same values.
    const { shortAddress: _address, ...listed } = row!;
    expect(log.body.changes[0].data).toMatchObject(listed);

    // A real write that moves a member's last event (an inbound text) carries them too.
    const number = `+1312${String(Date.now()).slice(-7)}`;
    await db().insert(phoneNumbers).values({
      organisationId: org.organisationId,
      clientId: org.clientId,
      userId: org.member.id,
      number,
      description: 'Mobile',
      isPrimary: true,
    });
    const before = (await t.request(org.guide, 'GET', '/sync/changes?since=0')).body.head as number;
    expect(
      (await simulateInboundText(t.baseUrl, t.config.smsWebhookSecret, { from: number, text: 'Hello' })).status,
    ).toBe(201);
    const texted = (await t.request(org.guide, 'GET', `/sync/changes?since=${before}`)).body.changes.find(
      (c: { entity: string }) => c.entity === 'user',
    );
    expect(texted.data).toMatchObject({
      id: org.member.id,
      memberStatusId: 7,
      memberStageId: 1,
      outreachPhase: 'follow-up-outreach',
      lastEventType: 'message',
    });
    // Staff changes do not grow member fields.
    const [guide] = await db().select().from(users).where(eq(users.id, org.guide.id));
    expect(presentUserChange(guide!)).not.toHaveProperty('memberStatusId');
  });
});

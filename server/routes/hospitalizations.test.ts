import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_ROLES } from '../../domain/index.ts';
import { hospitalizations, userClientAccess } from '../db/schema/index.ts';
import { DIALECTS } from '../testing/databases.ts';
import { createMemberOf, type TestOrganisation } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { createHospitalization } from './hospitalizations-testing.ts';

const dayAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

interface Row {
  id: string;
  memberId: string;
  clientId: string;
  dischargeDate: string | null;
  member: { id: string; name: string; assignedGuideId: string | null; memberStatusId: number | null };
}

// Each test makes its own organisation: the suite holds in any order.
describe.each(DIALECTS)('hospitalizations dashboard routes on %s', (dialect) => {
  let t: TestServer;
  const db = () => t.testDb.database.db;
  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());

  const list = async (org: TestOrganisation, query = '') => {
    const answer = await t.request(org.superAdmin, 'GET', `/hospitalizations${query}`);
    expect(answer.status).toBe(200);
    return answer.body as { data: Row[]; count: number; pagination: { totalItems: number } };
  };

  it('answers 403 on every call to a user who administers no customer', async () => {
    const org = await t.organisation('Alpha');
    const stay = await createHospitalization(db(), org);
    for (const user of [org.guide, org.supervisor]) {
      expect((await t.request(user, 'GET', '/hospitalizations')).status).toBe(403);
      expect((await t.request(user, 'GET', '/hospitalizations/meta-counts')).status).toBe(403);
      expect((await t.request(user, 'GET', '/hospitalizations/filter-options')).status).toBe(403);
      const edit = await t.request(user, 'PATCH', `/hospitalizations/${stay.id}`, {
        body: { note: 'Called', guideEnteredDischargedAt: stay.admitDate },
      });
      expect(edit.status).toBe(403);
    }
    const [unchanged] = await db().select().from(hospitalizations).where(eq(hospitalizations.id, stay.id));
    expect(unchanged?.note).toBeNull();
  });

  it('shows only the administered customers’ stays, each with its member, and a clientIds filter never widens that', async () => {
    const org = await t.organisation('Alpha');
    const mine = await createHospitalization(db(), org);
    const otherMember = await createMemberOf(db(), org, { clientId: org.otherClientId, firstName: 'Other' });
    await createHospitalization(db(), org, { clientId: org.otherClientId, memberId: otherMember });
    const page = await list(org, '?page-size=25');
    expect(page.data.map((r) => r.id)).toEqual([mine.id]);
    expect(page.pagination.totalItems).toBe(1);
    expect(page.data[0]?.member).toMatchObject({ id: org.member.id, assignedGuideId: org.guide.id });
    expect((await list(org, `?clientIds=${org.otherClientId}`)).data).toEqual([]);
    // Administering the second customer too brings its stay in.
    await db().insert(userClientAccess).values({
      organisationId: org.organisationId,
      userId: org.superAdmin.id,
      clientId: org.otherClientId,
      accessRole: ACCESS_ROLES.ADMIN,
    });
    expect((await list(org)).count).toBe(2);
  });

  it('sorts by discharge date descending by default (still in hospital first) and pages by offset without repeating a row', async () => {
    const org = await t.organisation('Alpha');
    const inHospital = await createHospitalization(db(), org, { admitDate: dayAgo(2) });
    const older = await createHospitalization(db(), org, { admitDate: dayAgo(40), dischargeDate: dayAgo(30) });
    const newer = await createHospitalization(db(), org, { admitDate: dayAgo(20), dischargeDate: dayAgo(10) });
    expect((await list(org)).data.map((r) => r.id)).toEqual([inHospital.id, newer.id, older.id]);
    const first = await list(org, '?page-size=2&page-start=0');
    const second = await list(org, '?page-size=2&page-start=2');
    expect([...first.data, ...second.data].map((r) => r.id)).toEqual([inHospital.id, newer.id, older.id]);
    expect(second.pagination.totalItems).toBe(3);
    expect((await list(org, '?sort-by=dischargeDate&sort-direction=ASC')).data.map((r) => r.id)).toEqual([
      older.id,
      newer.id,
      inHospital.id,
    ]);
  });

  it('counts newly admitted, newly discharged and total members, and the toggles and BH filter narrow the table', async () => {
    const org = await t.organisation('Alpha');
    const second = await createMemberOf(db(), org, { firstName: 'Second' });
    const third = await createMemberOf(db(), org, { firstName: 'Third' });
    const admitted = await createHospitalization(db(), org, {
      admitDate: dayAgo(1),
      isEnrolledInBehavioralHealth: true,
      followUpType: 'FUH',
    });
    const discharged = await createHospitalization(db(), org, {
      memberId: second,
      admitDate: dayAgo(5),
      dischargeDate: dayAgo(2),
    });
    await createHospitalization(db(), org, { memberId: third, admitDate: dayAgo(60), dischargeDate: dayAgo(50) });
    const counts = await t.request(org.superAdmin, 'GET', '/hospitalizations/meta-counts');
    expect(counts.body).toEqual({ newlyAdmitted: 1, newlyDischarged: 1, totalMembers: 3 });
    expect((await list(org, '?special-filter=newlyAdmitted')).data.map((r) => r.id)).toEqual([admitted.id]);
    expect((await list(org, '?special-filter=newlyDischarged')).data.map((r) => r.id)).toEqual([discharged.id]);
    expect((await list(org, '?behavioral-health-filter=true')).data.map((r) => r.id)).toEqual([admitted.id]);
    const bhCounts = await t.request(
      org.superAdmin,
      'GET',
      '/hospitalizations/meta-counts?behavioral-health-filter=true',
    );
    expect(bhCounts.body).toEqual({ newlyAdmitted: 1, newlyDischarged: 0, totalMembers: 1 });
  });

  it('filters by guide and status, and offers the administered customers, the guides of hospitalized members and the statuses', async () => {
    const org = await t.organisation('Alpha');
    await createHospitalization(db(), org);
    expect((await list(org, `?guideIds=${org.otherGuide.id}`)).data).toEqual([]);
    expect((await list(org, `?guideIds=${org.guide.id}&statusIds=1`)).count).toBe(1);
    expect((await list(org, '?statusIds=2')).count).toBe(0);
    const options = await t.request(org.superAdmin, 'GET', '/hospitalizations/filter-options');
    expect(options.body.clients.map((c: { value: string }) => c.value)).toEqual([org.clientId]);
    expect(options.body.guides).toEqual([{ value: org.guide.id, label: 'Guide Tester' }]);
    expect(options.body.statuses.length).toBeGreaterThan(5);
  });

  it('refuses bad queries with a 400', async () => {
    const org = await t.organisation('Alpha');
    for (const query of [
      '?page-size=0',
      '?page-size=101',
      '?sort-by=name',
      '?special-filter=everyone',
      '?clientIds=not-a-uuid',
    ]) {
      expect((await t.request(org.superAdmin, 'GET', `/hospitalizations${query}`)).status).toBe(400);
    }
  });

  describe('PATCH /hospitalizations/:id', () => {
    it('records the note and the guide-entered discharge date, with its change, and locks the date once set', async () => {
      const org = await t.organisation('Alpha');
      const stay = await createHospitalization(db(), org, { admitDate: dayAgo(3) });
      const since = (await t.request(org.guide, 'GET', '/sync/changes?since=0&limit=1')).body.head as number;
      const edit = await t.request(org.superAdmin, 'PATCH', `/hospitalizations/${stay.id}`, {
        body: { note: '  Called after discharge  ', guideEnteredDischargedAt: dayAgo(1) },
      });
      expect(edit.status).toBe(200);
      expect(edit.body).toMatchObject({
        id: stay.id,
        note: 'Called after discharge',
        guideEnteredDischargedAt: dayAgo(1),
      });
      const changes = (await t.request(org.guide, 'GET', `/sync/changes?since=${since}`)).body.changes as {
        entity: string;
        id: string;
      }[];
      expect(changes).toContainEqual(expect.objectContaining({ entity: 'hospitalization', id: stay.id }));
      // A new note keeps the same date; another date is refused and nothing changes.
      expect(
        (
          await t.request(org.superAdmin, 'PATCH', `/hospitalizations/${stay.id}`, {
            body: { note: 'Second call', guideEnteredDischargedAt: dayAgo(1) },
          })
        ).status,
      ).toBe(200);
      const locked = await t.request(org.superAdmin, 'PATCH', `/hospitalizations/${stay.id}`, {
        body: { note: 'Third', guideEnteredDischargedAt: dayAgo(0) },
      });
      expect(locked.status).toBe(400);
      expect(locked.body.errors[0].property).toBe('guideEnteredDischargedAt');
      const [row] = await db().select().from(hospitalizations).where(eq(hospitalizations.id, stay.id));
      expect(row).toMatchObject({ note: 'Second call', guideEnteredDischargedAt: dayAgo(1) });
    });

    it('requires both fields, refuses a date before the admission, and answers 404 for a customer not administered', async () => {
      const org = await t.organisation('Alpha');
      const stay = await createHospitalization(db(), org, { admitDate: dayAgo(3) });
      for (const body of [
        { note: 'x' },
        { guideEnteredDischargedAt: dayAgo(1) },
        { note: '   ', guideEnteredDischargedAt: dayAgo(1) },
        { note: 'x', guideEnteredDischargedAt: 'yesterday' },
      ]) {
        expect((await t.request(org.superAdmin, 'PATCH', `/hospitalizations/${stay.id}`, { body })).status).toBe(400);
      }
      expect(
        (
          await t.request(org.superAdmin, 'PATCH', `/hospitalizations/${stay.id}`, {
            body: { note: 'x', guideEnteredDischargedAt: dayAgo(10) },
          })
        ).status,
      ).toBe(400);
      const otherMember = await createMemberOf(db(), org, { clientId: org.otherClientId });
      const notMine = await createHospitalization(db(), org, { clientId: org.otherClientId, memberId: otherMember });
      expect(
        (
          await t.request(org.superAdmin, 'PATCH', `/hospitalizations/${notMine.id}`, {
            body: { note: 'x', guideEnteredDischargedAt: dayAgo(0) },
          })
        ).status,
      ).toBe(404);
      const [row] = await db().select().from(hospitalizations).where(eq(hospitalizations.id, stay.id));
      expect(row?.note).toBeNull();
    });

    it('answers another organisation’s stay with 404, like a missing one', async () => {
      const [home, foreign] = [await t.organisation('Home'), await t.organisation('Foreign')];
      const stay = await createHospitalization(db(), foreign);
      const answer = await t.request(home.superAdmin, 'PATCH', `/hospitalizations/${stay.id}`, {
        body: { note: 'x', guideEnteredDischargedAt: stay.admitDate },
      });
      expect(answer.status).toBe(404);
      expect((await list(home)).data).toEqual([]);
    });
  });
});

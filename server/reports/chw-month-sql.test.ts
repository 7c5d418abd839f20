/**
 * The report's count in PostgreSQL (`chw-month-sql.ts`) agrees with the domain's rules
 * (`domain/chw-minutes.ts`, counted over what `chw-activities.ts` reads) on random months: calls
 * and visits overlapping each other and both month edges, the night clocks fall back, actions laid
 * end to end on a day, work by two people.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countChwMonth, dayOfMillis, ENTITIES, monthBoundsMillis } from '../../domain/index.ts';
import { needActions, organisations } from '../db/schema/index.ts';
import { createNeed, needsCatalogue } from '../needs/factories.ts';
import { DIALECTS } from '../testing/databases.ts';
import { entityRow } from '../testing/entity-rows.ts';
import { createCall, createMemberOf, type TestOrganisation } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { createVisit } from '../testing/note-visit-factories.ts';
import { loadChwActivities } from './chw-activities.ts';
import { countChwMonthInSql } from './chw-month-sql.ts';

const MONTH = '2026-11';
const ZONE = 'America/Chicago';
const MINUTE = 60_000;
// Work gathers where the rules bite: around the month's first and last instants in Chicago, the night
// clocks fall back (1 am happens twice on November 1st), and a midnight in between, so that items
// overlap each other and the edges; a day's actions may run past its midnight.
const ANCHORS = [
  '2026-10-31T05:00:00Z',
  '2026-11-01T05:00:00Z',
  '2026-11-01T07:00:00Z',
  '2026-11-15T06:00:00Z',
  '2026-12-01T06:00:00Z',
].map(Date.parse);

const work = fc.record({
  kind: fc.constantFrom('call', 'call', 'visit', 'action', 'action'),
  anchor: fc.constantFrom(...ANCHORS),
  offsetMinutes: fc.integer({ min: -180, max: 180 }),
  minutes: fc.integer({ min: 1, max: 600 }),
  byOther: fc.boolean(),
  incoming: fc.boolean(),
  connected: fc.boolean(),
});
type Work = typeof work extends fc.Arbitrary<infer T> ? T : never;
const month = fc.array(fc.array(work, { maxLength: 12 }), { minLength: 1, maxLength: 4 });

describe.each(DIALECTS)('the CHW month counted in SQL on %s', (dialect) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());
  const db = () => t.testDb.database.db;

  async function record(org: TestOrganisation, memberId: string, needId: string, activityId: string, item: Work) {
    const start = new Date(item.anchor + item.offsetMinutes * MINUTE);
    const staff = item.byOther ? org.otherGuide.id : org.guide.id;
    if (item.kind === 'call')
      await createCall(db(), org, {
        subjectId: memberId,
        incoming: item.incoming,
        originatorUserId: item.incoming ? memberId : staff,
        receiverUserId: item.incoming ? staff : memberId,
        timeStarted: start,
        timeConnected: item.connected ? new Date(start.getTime() + 20_000) : null,
        timeEnded: new Date(start.getTime() + 20_000 + item.minutes * MINUTE),
      });
    else if (item.kind === 'visit')
      await createVisit(db(), { ...org, member: { id: memberId } }, { by: staff, createdAt: start });
    else
      await db()
        .insert(needActions)
        .values(
          entityRow(ENTITIES.needAction, {
            organisationId: org.organisationId,
            needId,
            memberId,
            activityId,
            description: 'Called the food bank',
            creatorId: staff,
            date: dayOfMillis(start.getTime(), ZONE),
            durationInMinutes: item.minutes,
            createdAt: start,
          }),
        );
  }

  it('gives each member and person the minutes the domain counts', async () => {
    let counted = 0;
    await fc.assert(
      fc.asyncProperty(month, async (members) => {
        const org = await t.organisation('Minutes');
        await db().update(organisations).set({ timeZone: ZONE }).where(eq(organisations.id, org.organisationId));
        const { activityId } = await needsCatalogue(db(), org.organisationId);
        for (const items of members) {
          const memberId = await createMemberOf(db(), org);
          const needId = await createNeed(db(), { ...org, member: { id: memberId } });
          for (const item of items) await record(org, memberId, needId, activityId('follow-up'), item);
        }
        const scope = {
          organisationId: org.organisationId,
          timeZone: ZONE,
          month: MONTH,
          ...monthBoundsMillis(MONTH, ZONE),
        };

        const bySql = new Map<string, { minutes: number; byStaff: Map<string, number> }>();
        for (const share of await countChwMonthInSql(db(), scope)) {
          const member = bySql.get(share.memberId) ?? { minutes: 0, byStaff: new Map<string, number>() };
          member.minutes += share.ms;
          member.byStaff.set(share.staffId, Math.floor(share.ms / MINUTE));
          bySql.set(share.memberId, member);
        }
        const inSql = [...bySql].map(([memberId, m]) => ({
          memberId,
          minutes: Math.floor(m.minutes / MINUTE),
          byStaff: Object.fromEntries(m.byStaff),
        }));
        const inDomain = countChwMonth(await loadChwActivities(db(), scope), MONTH, ZONE).map((row) => ({
          memberId: row.memberId,
          minutes: row.minutes,
          byStaff: Object.fromEntries(row.byStaff.map((share) => [share.staffId, share.minutes])),
        }));
        const byMember = (a: { memberId: string }, b: { memberId: string }) => a.memberId.localeCompare(b.memberId);
        expect(inSql.sort(byMember)).toEqual(inDomain.sort(byMember));
        counted += inDomain.reduce((sum, row) => sum + row.minutes, 0);
      }),
      { numRuns: 12 },
    );
    // The months drawn held work that counted, not only empty ones.
    expect(counted).toBeGreaterThan(0);
  });
});

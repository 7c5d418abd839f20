/**
 * Needs: the metadata, adding and changing needs (edit, fulfil, stop, extend, delete, order),
 * actions with resource referrals, and the history each change writes; roles, isolation,
 * validation (nothing written on 400) and change rows. The server's clock is the test's, so
 * windows and "today" are exact.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needActions, needHistoryEntries, needResourceReferrals, userNeeds, users } from '../db/schema/index.ts';
import { needsCatalogue } from '../needs/factories.ts';
import { DIALECTS } from '../testing/databases.ts';
import type { TestOrganisation } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { createStaffOf } from '../testing/note-visit-factories.ts';
import { changeHead, changesSince as changesAfter } from '../testing/change-log.ts';

const DAY = 86_400_000;

describe.each(DIALECTS)('needs on %s', (dialect) => {
  let t: TestServer;
  // 2026-03-10 15:00 UTC: 11:00 in New York (the test guides' zone).
  let nowMs = Date.parse('2026-03-10T15:00:00Z');
  beforeAll(async () => {
    t = await startTestServer(dialect, { clock: { now: () => new Date(nowMs) } });
  });
  afterAll(() => t?.close());

  const db = () => t.testDb.database.db;
  const headOf = (org: TestOrganisation) => changeHead(t, org.guide);
  const changesSince = (org: TestOrganisation, since: number) => changesAfter(t, org.guide, since);
  const historyOf = async (org: TestOrganisation, needId: string) =>
    (await t.request(org.guide, 'GET', `/care/user-needs/history/${needId}`)).body.data as {
      kind: string;
      [key: string]: unknown;
    }[];
  const countRows = async () => ({
    needs: (await db().select().from(userNeeds)).length,
    actions: (await db().select().from(needActions)).length,
    referrals: (await db().select().from(needResourceReferrals)).length,
    history: (await db().select().from(needHistoryEntries)).length,
  });

  async function setup() {
    const org = await t.organisation();
    const catalogue = await needsCatalogue(db(), org.organisationId);
    return { org, ...catalogue };
  }
  async function addNeed(org: TestOrganisation, issueId: string | null, reason = '<p>Skips meals at month end</p>') {
    const id = crypto.randomUUID();
    const answer = await t.request(org.guide, 'POST', '/care/user-needs', {
      body: { id, memberId: org.member.id, issueId, reason },
    });
    expect(answer.status).toBe(200);
    return answer.body as { id: string; expiresAt: string; [key: string]: unknown };
  }
  const action = (activityId: string, extra: Record<string, unknown> = {}) => ({
    id: crypto.randomUUID(),
    activityId,
    date: '2026-03-10',
    durationInMinutes: 20,
    description: 'Called the pantry with the member',
    markAsFulfilled: false,
    resourceReferrals: [],
    ...extra,
  });

  it('serves the Z55-Z65 catalogue: domains, categories, issues with their Z-code and window, activities', async () => {
    const { org } = await setup();
    const metadata = (await t.request(org.guide, 'GET', '/needs/metadata')).body;
    // A Z-code's issues are the catalogue's issues coded with it, its assistances their activities beyond the core.
    expect(metadata.zCodes).toContainEqual({
      code: 'Z59.41',
      key: 'z59-41',
      title: 'Food insecurity',
      issues: ['Food insecurity'],
      assistances: expect.arrayContaining([expect.stringMatching(/\S/)]),
    });
    expect(metadata.zCodes).toContainEqual(
      expect.objectContaining({ code: 'Z59.82', key: 'z59-82', title: 'Transportation insecurity' }),
    );
    expect(metadata.zCodes.every((z: { code: string }) => /^Z6[0-5]|^Z5[5-9]/.test(z.code))).toBe(true);
    const codes = new Set(metadata.zCodes.map((z: { code: string }) => z.code));
    expect(metadata.issues.every((issue: { zCode: string }) => codes.has(issue.zCode))).toBe(true);
    const food = metadata.issues.find((issue: { key: string }) => issue.key === 'food-insecurity');
    expect(food).toMatchObject({
      label: 'Food insecurity',
      zCode: 'Z59.41',
      defaultTimeFrameDays: 30,
      tags: expect.arrayContaining(['Food']),
    });
    const category = metadata.categories.find((c: { id: string }) => c.id === food.categoryId);
    expect(metadata.domains.find((d: { id: string }) => d.id === category.domainId).name).toBe('Economic stability');
    const isolation = metadata.issues.find((issue: { key: string }) => issue.key === 'social-isolation');
    const tiles = metadata.activities.filter((a: { id: string }) => isolation.activityIds.includes(a.id));
    expect(tiles.map((a: { name: string }) => a.name)).toContain('Friendly caller program');
    expect(tiles.every((a: { icon: string; defaultMinutes: number }) => a.icon && a.defaultMinutes > 0)).toBe(true);
    const categories = (await t.request(org.guide, 'GET', '/care/need-categories')).body.data;
    expect(categories.find((c: { key: string }) => c.key === 'food')).toMatchObject({
      domainName: 'Economic stability',
      issues: expect.arrayContaining([expect.objectContaining({ label: 'Food insecurity', zCode: 'Z59.41' })]),
    });
  });

  it("adds a need with the issue's window from today in the guide's zone, its history and change", async () => {
    const { org, issueId } = await setup();
    const head = await headOf(org);
    const need = await addNeed(
      org,
      issueId('food-insecurity'),
      '<p onclick="x()">Skips <strong>meals</strong><script>x()</script></p>',
    );
    // Identified March 10 in New York; 30 days: expires at the start of April 9 there (EDT).
    expect(need).toMatchObject({
      issueLabel: 'Food insecurity',
      zCode: 'Z59.41',
      reason: '<p>Skips <strong>meals</strong></p>',
      expiresAt: '2026-04-09T04:00:00.000Z',
      canDelete: true,
      fulfilledAt: null,
    });
    expect((await historyOf(org, need.id)).map((entry) => entry.kind)).toEqual(['identified']);
    const changes = await changesSince(org, head);
    expect(changes.map((c) => c.entity)).toEqual(['needHistoryEntry', 'need']);
    expect(
      (await t.request(org.supervisor, 'GET', `/care/user-needs?memberId=${org.member.id}`)).body.data.map(
        (n: { id: string }) => n.id,
      ),
    ).toEqual([need.id]);
  });

  it('refuses a reason empty once markup is stripped, a bad issue, a provider and an unknown member, writing nothing', async () => {
    const { org } = await setup();
    const before = await countRows();
    const empty = await t.request(org.guide, 'POST', '/care/user-needs', {
      body: { id: crypto.randomUUID(), memberId: org.member.id, issueId: null, reason: '<p> </p><p><br></p>' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([
      expect.objectContaining({ property: 'reason', constraints: expect.objectContaining({}) }),
    ]);
    expect(JSON.stringify(empty.body.errors)).toContain('Reason is required');
    expect(
      (
        await t.request(org.guide, 'POST', '/care/user-needs', {
          body: { id: crypto.randomUUID(), memberId: org.member.id, issueId: crypto.randomUUID(), reason: '<p>x</p>' },
        })
      ).status,
    ).toBe(404);
    const provider = await createStaffOf(db(), org, 'PROVIDER', 'Provider');
    expect(
      (
        await t.request(provider, 'POST', '/care/user-needs', {
          body: { id: crypto.randomUUID(), memberId: org.member.id, issueId: null, reason: '<p>x</p>' },
        })
      ).status,
    ).toBe(403);
    expect((await t.request(provider, 'GET', `/care/user-needs?memberId=${org.member.id}`)).status).toBe(200);
    expect((await t.request(org.noAccess, 'GET', `/care/user-needs?memberId=${org.member.id}`)).status).toBe(403);
    expect(
      (
        await t.request(org.guide, 'POST', '/care/user-needs', {
          body: { id: crypto.randomUUID(), memberId: crypto.randomUUID(), issueId: null, reason: '<p>x</p>' },
        })
      ).status,
    ).toBe(404);
    expect(await countRows()).toEqual(before);
  });

  it("edits the issue and reason with a history entry each; another organisation's need is 404", async () => {
    const { org, issueId } = await setup();
    const other = await setup();
    const need = await addNeed(org, issueId('food-insecurity'));
    const edited = await t.request(org.guide, 'PATCH', `/care/user-needs/${need.id}`, {
      body: { issueId: issueId('low-income'), reason: '<p>Rent takes most of the income</p>' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ issueLabel: 'Low income', reason: '<p>Rent takes most of the income</p>' });
    const history = await historyOf(org, need.id);
    expect(history.map((entry) => entry.kind)).toEqual(['identified', 'reasonModified', 'issueUpdated']);
    expect(history[2]).toMatchObject({ originalValue: 'Food insecurity', newValue: 'Low income' });
    expect(history[1]).toMatchObject({
      originalValue: '<p>Skips meals at month end</p>',
      newValue: '<p>Rent takes most of the income</p>',
    });
    expect(
      (await t.request(other.org.guide, 'PATCH', `/care/user-needs/${need.id}`, { body: { abandoned: true } })).status,
    ).toBe(404);
    expect((await t.request(other.org.guide, 'GET', `/care/user-needs/history/${need.id}`)).status).toBe(404);
  });

  it('fulfils with a comment once; a fulfilled need cannot be fulfilled or stopped again', async () => {
    const { org, issueId } = await setup();
    const need = await addNeed(org, issueId('food-insecurity'));
    const noComment = await t.request(org.guide, 'PATCH', `/care/user-needs/${need.id}`, { body: { fulfilled: true } });
    expect(noComment.status).toBe(400);
    const tooLong = await t.request(org.guide, 'PATCH', `/care/user-needs/${need.id}`, {
      body: { fulfilled: true, comment: 'x'.repeat(501) },
    });
    expect(tooLong.status).toBe(400);
    const fulfilled = await t.request(org.guide, 'PATCH', `/care/user-needs/${need.id}`, {
      body: { fulfilled: true, comment: 'Enrolled in SNAP' },
    });
    expect(fulfilled.body).toMatchObject({
      fulfilledAt: new Date(nowMs).toISOString(),
      fulfilledComment: 'Enrolled in SNAP',
      closedById: org.guide.id,
    });
    expect(
      (
        await t.request(org.guide, 'PATCH', `/care/user-needs/${need.id}`, {
          body: { fulfilled: true, comment: 'Again' },
        })
      ).status,
    ).toBe(409);
    expect(
      (await t.request(org.guide, 'PATCH', `/care/user-needs/${need.id}`, { body: { abandoned: true } })).status,
    ).toBe(409);
    expect((await historyOf(org, need.id)).map((entry) => entry.kind)).toEqual(['identified', 'fulfilled']);
  });

  it('stops pursuing a need, and deletes only a need without actions', async () => {
    const { org, issueId, activityId } = await setup();
    const stopped = await addNeed(org, issueId('unemployment'));
    expect(
      (await t.request(org.guide, 'PATCH', `/care/user-needs/${stopped.id}`, { body: { abandoned: true } })).body,
    ).toMatchObject({ abandonedAt: new Date(nowMs).toISOString() });
    expect((await historyOf(org, stopped.id)).map((entry) => entry.kind)).toEqual(['identified', 'stoppedPursuing']);

    const removable = await addNeed(org, null);
    const head = await headOf(org);
    expect((await t.request(org.guide, 'DELETE', `/care/user-needs/${removable.id}`)).status).toBe(200);
    expect((await changesSince(org, head)).map((c) => [c.entity, c.op])).toEqual([
      ['needHistoryEntry', 'delete'],
      ['need', 'delete'],
    ]);

    const worked = await addNeed(org, issueId('food-insecurity'));
    await t.request(org.guide, 'POST', `/needs/${worked.id}/action`, { body: action(activityId('follow-up')) });
    expect((await t.request(org.guide, 'DELETE', `/care/user-needs/${worked.id}`)).status).toBe(409);
  });

  it('extends only under 7 days left, by the window again; the day boundary is the guide’s midnight', async () => {
    const { org, issueId } = await setup();
    const need = await addNeed(org, issueId('food-insecurity'));
    expect(
      (await t.request(org.guide, 'PATCH', `/care/user-needs/${need.id}`, { body: { shouldExtend: true } })).status,
    ).toBe(409);
    const saved = nowMs;
    try {
      // April 2, 23:59 New York: 7 days remain (April 3 to 9), not under 7.
      nowMs = Date.parse('2026-04-03T03:59:00Z');
      expect(
        (await t.request(org.guide, 'PATCH', `/care/user-needs/${need.id}`, { body: { shouldExtend: true } })).status,
      ).toBe(409);
      // April 3, 00:00 New York: 6 days remain.
      nowMs = Date.parse('2026-04-03T04:00:00Z');
      const extended = await t.request(org.guide, 'PATCH', `/care/user-needs/${need.id}`, {
        body: { shouldExtend: true },
      });
      expect(extended.status).toBe(200);
      expect(extended.body.expiresAt).toBe('2026-05-09T04:00:00.000Z');
      const entry = (await historyOf(org, need.id)).at(-1);
      expect(entry).toMatchObject({
        kind: 'timeWindowExtended',
        originalValue: '2026-04-09T04:00:00.000Z',
        newValue: '2026-05-09T04:00:00.000Z',
      });
      // Once expired (May 9 in New York) it is Unresolved: nothing changes it.
      nowMs = Date.parse('2026-05-09T04:00:00Z');
      expect(
        (await t.request(org.guide, 'PATCH', `/care/user-needs/${need.id}`, { body: { reason: '<p>Later</p>' } }))
          .status,
      ).toBe(409);
    } finally {
      nowMs = saved;
    }
  });

  it('refuses changes and actions once the member is in the independence stage; a need may still be recorded', async () => {
    const { org, issueId, activityId } = await setup();
    const need = await addNeed(org, issueId('food-insecurity'));
    await db().update(users).set({ memberStageId: 3 }).where(eq(users.id, org.member.id));
    expect(
      (await t.request(org.guide, 'PATCH', `/care/user-needs/${need.id}`, { body: { abandoned: true } })).status,
    ).toBe(409);
    expect(
      (await t.request(org.guide, 'POST', `/needs/${need.id}/action`, { body: action(activityId('follow-up')) }))
        .status,
    ).toBe(409);
    expect(
      (
        await t.request(org.guide, 'POST', '/care/user-needs', {
          body: { id: crypto.randomUUID(), memberId: org.member.id, issueId: null, reason: '<p>x</p>' },
        })
      ).status,
    ).toBe(200);
  });

  it('records an action with its referrals and fulfils the need with it, in one step', async () => {
    const { org, issueId, activityId } = await setup();
    const need = await addNeed(org, issueId('food-insecurity'));
    const head = await headOf(org);
    const body = action(activityId('community-referral'), {
      markAsFulfilled: true,
      resourceReferrals: [
        {
          id: crypto.randomUUID(),
          resourceName: 'Northside Food Bank',
          contactName: 'Ana',
          phoneNumber: '+13125550143',
          zipcode: '60614',
          programId: 'prog-17',
        },
      ],
    });
    const created = await t.request(org.guide, 'POST', `/needs/${need.id}/action`, { body });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      id: body.id,
      needId: need.id,
      durationInMinutes: 20,
      markAsFulfilled: true,
      creatorId: org.guide.id,
    });
    const changes = await changesSince(org, head);
    expect(changes.at(-1)).toMatchObject({ entity: 'needAction', id: body.id });
    expect(changes.map((c) => c.entity)).toEqual([
      'needHistoryEntry',
      'needHistoryEntry',
      'resourceReferral',
      'needHistoryEntry',
      'need',
      'needAction',
    ]);
    const history = await historyOf(org, need.id);
    expect(history.map((entry) => entry.kind)).toEqual(
      expect.arrayContaining(['identified', 'actionTaken', 'resourceReferred', 'fulfilled']),
    );
    expect(history.find((entry) => entry.kind === 'actionTaken')).toMatchObject({ actionId: body.id });
    const saved = (await t.request(org.guide, 'GET', `/care/user-needs/${need.id}`)).body;
    expect(saved).toMatchObject({
      fulfilledAt: new Date(nowMs).toISOString(),
      lastActionAt: new Date(nowMs).toISOString(),
      canDelete: false,
    });
    expect(
      (await t.request(org.guide, 'GET', `/care/user-needs/referrals?memberId=${org.member.id}`)).body.data,
    ).toEqual([
      expect.objectContaining({
        resourceName: 'Northside Food Bank',
        phoneNumber: '+13125550143',
        zipcode: '60614',
        actionId: body.id,
        programId: 'prog-17',
      }),
    ]);
    expect(
      (await t.request(org.guide, 'GET', `/care/user-needs/actions?memberId=${org.member.id}`)).body.data.map(
        (a: { id: string }) => a.id,
      ),
    ).toEqual([body.id]);
    // A referral added later to the same action (the resource hub).
    const later = await t.request(org.guide, 'POST', `/needs/${body.id}/referral`, {
      body: { id: crypto.randomUUID(), resourceName: 'Legal aid' },
    });
    expect(later.status).toBe(200);
    expect((await historyOf(org, need.id)).filter((entry) => entry.kind === 'resourceReferred')).toHaveLength(2);
  });

  it('refuses an action dated over a week back, a bad referral or a closed need, writing nothing', async () => {
    const { org, issueId, activityId } = await setup();
    const need = await addNeed(org, issueId('food-insecurity'));
    const before = await countRows();
    // Today is March 10 in New York: March 3 is allowed, March 2 is not.
    const early = await t.request(org.guide, 'POST', `/needs/${need.id}/action`, {
      body: action(activityId('follow-up'), { date: '2026-03-02' }),
    });
    expect(early.status).toBe(400);
    expect(early.body.errors).toEqual([expect.objectContaining({ property: 'date' })]);
    const badReferral = await t.request(org.guide, 'POST', `/needs/${need.id}/action`, {
      body: action(activityId('follow-up'), {
        resourceReferrals: [{ id: crypto.randomUUID(), resourceName: ' ', phoneNumber: '312555', zipcode: '606' }],
      }),
    });
    expect(badReferral.status).toBe(400);
    const text = JSON.stringify(badReferral.body.errors);
    expect(text).toContain('Resource name is required');
    expect(text).toContain('Phone number requires 10 digits.');
    expect(
      (
        await t.request(org.guide, 'POST', `/needs/${need.id}/action`, {
          body: action(activityId('follow-up'), { durationInMinutes: 2.5 }),
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await t.request(org.guide, 'POST', `/needs/${need.id}/action`, {
          body: action(activityId('follow-up'), { description: 'x'.repeat(501) }),
        })
      ).status,
    ).toBe(400);
    expect(await countRows()).toEqual(before);
    expect(
      (
        await t.request(org.guide, 'POST', `/needs/${need.id}/action`, {
          body: action(activityId('follow-up'), { date: '2026-03-03' }),
        })
      ).status,
    ).toBe(200);
    await t.request(org.guide, 'PATCH', `/care/user-needs/${need.id}`, { body: { abandoned: true } });
    expect(
      (await t.request(org.guide, 'POST', `/needs/${need.id}/action`, { body: action(activityId('follow-up')) }))
        .status,
    ).toBe(409);
  });

  it('reorders the member’s needs, refusing a repeated or foreign need', async () => {
    const { org, issueId } = await setup();
    const first = await addNeed(org, issueId('food-insecurity'));
    const second = await addNeed(org, issueId('low-income'));
    const third = await addNeed(org, null);
    const head = await headOf(org);
    const reordered = await t.request(org.guide, 'PATCH', '/care/user-needs', {
      body: { memberId: org.member.id, needIds: [third.id, first.id, second.id] },
    });
    expect(reordered.body.data.map((n: { id: string }) => n.id)).toEqual([third.id, first.id, second.id]);
    expect((await changesSince(org, head)).filter((c) => c.entity === 'need')).toHaveLength(3);
    expect(
      (
        await t.request(org.guide, 'PATCH', '/care/user-needs', {
          body: { memberId: org.member.id, needIds: [third.id, third.id] },
        })
      ).status,
    ).toBe(400);
    const other = await setup();
    const foreign = await addNeed(other.org, null);
    expect(
      (
        await t.request(org.guide, 'PATCH', '/care/user-needs', {
          body: { memberId: org.member.id, needIds: [foreign.id, first.id] },
        })
      ).status,
    ).toBe(400);
    expect(
      (await t.request(org.guide, 'GET', `/care/user-needs?memberId=${org.member.id}`)).body.data.map(
        (n: { id: string }) => n.id,
      ),
    ).toEqual([third.id, first.id, second.id]);
    // A need another guide added meanwhile keeps its place after the ones listed.
    const fourth = await addNeed(org, null);
    const partial = await t.request(org.guide, 'PATCH', '/care/user-needs', {
      body: { memberId: org.member.id, needIds: [second.id, third.id, first.id] },
    });
    expect(partial.body.data.map((n: { id: string }) => n.id)).toEqual([second.id, third.id, first.id, fourth.id]);
  });

  it("lists a guide's members' open needs, soonest expiry first (the docket)", async () => {
    const { org, issueId } = await setup();
    const transport = await addNeed(org, issueId('transportation-insecurity'));
    const food = await addNeed(org, issueId('victim-of-crime'));
    const closed = await addNeed(org, issueId('low-income'));
    await t.request(org.guide, 'PATCH', `/care/user-needs/${closed.id}`, { body: { abandoned: true } });
    await db().update(users).set({ assignedGuideId: org.guide.id }).where(eq(users.id, org.member.id));
    const list = await t.request(org.guide, 'GET', `/care/user-needs?guideId=${org.guide.id}`);
    expect(list.body.data.map((n: { id: string }) => n.id)).toEqual([food.id, transport.id]);
    expect(list.body.data[0].member).toMatchObject({ id: org.member.id });
    expect(Date.parse(list.body.data[0].expiresAt) - nowMs).toBeLessThan(15 * DAY);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../domain/index.ts';
import { DIALECTS } from '../testing/databases.ts';
import {
  createCall,
  createMemberOf,
  createSmsMessage,
  type TestOrganisation,
  type TestUser,
} from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { createCallReview } from './call-review-factories.ts';

const DAY = 86_400_000;

// Each test makes its own organisation: the suite holds in any order.
describe.each(DIALECTS)('calls and texts logs on %s', (dialect) => {
  let t: TestServer;
  const db = () => t.testDb.database.db;

  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());

  const calls = async (user: TestUser, query: string) => {
    const res = await t.request(user, 'GET', `/calls?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(OPERATIONS.callLog.response.allows(res.body)).toBe(true);
    return res.body as { data: Record<string, any>[]; count?: number };
  };
  const texts = async (user: TestUser, query: string) => {
    const res = await t.request(user, 'GET', `/sms?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(OPERATIONS.textLog.response.allows(res.body)).toBe(true);
    return res.body as { data: Record<string, any>[]; count?: number };
  };
  const ids = (page: { data: Record<string, any>[] }) => page.data.map((r) => r.id as string);

  /** A morning of the guide's: an outgoing call to the member, a missed call from an unknown number, an old call, the other guide's call. */
  async function morning(org: TestOrganisation) {
    const now = Date.now();
    const toMember = await createCall(db(), org, {
      timeStarted: new Date(now - 3 * 60_000),
      receiverPhoneNumber: '+15125550111',
      duration: 3723,
    });
    const unknown = await createCall(db(), org, {
      timeStarted: new Date(now - 2 * 60_000),
      incoming: true,
      status: 'MISSED',
      subjectId: null,
      originatorUserId: null,
      originatorPhoneNumber: '+17375550199',
      receiverUserId: org.guide.id,
      receiverPhoneNumber: '+15550000100',
      wentToVoicemail: true,
    });
    const old = await createCall(db(), org, { timeStarted: new Date(now - 45 * DAY) });
    const others = await createCall(db(), org, {
      timeStarted: new Date(now - 60_000),
      originatorUserId: org.otherGuide.id,
      status: 'FAILED',
    });
    return { toMember, unknown, old, others };
  }

  it('lists the organisation’s calls of the last 30 days newest first, with both parties, the member and the count', async () => {
    const org = await t.organisation('Alpha');
    const { toMember, unknown, others } = await morning(org);
    const page = await calls(org.guide, 'includeCount=true');
    expect(ids(page)).toEqual([others.id, unknown.id, toMember.id]);
    expect(page.count).toBe(3);
    expect(page.data[2]).toMatchObject({
      memberId: org.member.id,
      member: { id: org.member.id },
      originatorUserId: org.guide.id,
      receiverPhoneNumber: '+15125550111',
      duration: 3723,
      status: 'ENDED',
      incoming: false,
      reviews: [],
      assignedAt: null,
    });
    expect(page.data[1]).toMatchObject({
      memberId: null,
      member: null,
      incoming: true,
      status: 'MISSED',
      originatorPhoneNumber: '+17375550199',
    });
  });

  it('pages by offset without repeating or skipping a call, and the date range widens to all', async () => {
    const org = await t.organisation('Alpha');
    const { toMember, unknown, old, others } = await morning(org);
    const first = await calls(org.guide, 'lastDaysFromNow=none&page-size=2&page-start=0&includeCount=true');
    const second = await calls(org.guide, 'lastDaysFromNow=none&page-size=2&page-start=2');
    expect([...ids(first), ...ids(second)]).toEqual([others.id, unknown.id, toMember.id, old.id]);
    expect(first.count).toBe(4);
    expect(ids(await calls(org.guide, 'lastDaysFromNow=60'))).toContain(old.id);
    expect(ids(await calls(org.guide, 'lastDaysFromNow=30'))).not.toContain(old.id);
  });

  it('narrows to unassigned calls, the acting user’s calls, statuses, direction and guides', async () => {
    const org = await t.organisation('Alpha');
    const { toMember, unknown, others } = await morning(org);
    expect(ids(await calls(org.guide, 'onlyUnassignedCalls=true'))).toEqual([unknown.id]);
    expect(ids(await calls(org.guide, 'showOnlyMyCalls=true'))).toEqual([unknown.id, toMember.id]);
    expect(ids(await calls(org.otherGuide, 'showOnlyMyCalls=true'))).toEqual([others.id]);
    expect(ids(await calls(org.guide, 'statuses=MISSED,FAILED'))).toEqual([others.id, unknown.id]);
    expect(ids(await calls(org.guide, 'directionType=incoming'))).toEqual([unknown.id]);
    expect(ids(await calls(org.guide, `guideIds=${org.otherGuide.id}`))).toEqual([others.id]);
    // Impersonating: 'my calls' are the impersonated guide's.
    const res = await t.request(org.superAdmin, 'GET', '/calls?showOnlyMyCalls=true', { as: org.otherGuide.id });
    expect(ids(res.body)).toEqual([others.id]);
  });

  it('searches by a number’s digits however typed, by member name and by member id', async () => {
    const org = await t.organisation('Alpha');
    const { toMember, unknown } = await morning(org);
    const secondMember = await createMemberOf(db(), org, { firstName: 'Zelda' });
    const zeldas = await createCall(db(), org, { subjectId: secondMember, receiverUserId: secondMember });
    expect(ids(await calls(org.guide, `searchTerm=${encodeURIComponent('(737) 555-0199')}`))).toEqual([unknown.id]);
    expect(ids(await calls(org.guide, 'searchTerm=5550111&searchTermType=number'))).toEqual([toMember.id]);
    expect(ids(await calls(org.guide, 'searchTerm=zeld'))).toEqual([zeldas.id]);
    expect(ids(await calls(org.guide, `searchTerm=${secondMember}&searchTermType=subjectId`))).toEqual([zeldas.id]);
    // Wildcards are literal: '%' matches no name.
    expect(ids(await calls(org.guide, 'searchTerm=%25'))).toEqual([]);
  });

  it('shows feedback calls only to holders of CAN_MANAGE_MEMBER_FEEDBACK', async () => {
    const org = await t.organisation('Alpha');
    await morning(org);
    const feedback = await createCall(db(), org, { isFeedbackCall: true, incoming: true });
    expect((await t.request(org.guide, 'GET', '/calls?onlyFeedbackCalls=true')).status).toBe(403);
    expect(ids(await calls(org.supervisor, 'onlyFeedbackCalls=true'))).toEqual([feedback.id]);
  });

  it('carries each call’s reviews', async () => {
    const org = await t.organisation('Alpha');
    const { toMember } = await morning(org);
    const review = await createCallReview(db(), org, { callId: toMember.id });
    const row = (await calls(org.guide, 'showOnlyMyCalls=true')).data.find((r) => r.id === toMember.id);
    expect(row?.reviews).toEqual([{ id: review.id, assigneeId: org.guide.id, actionTaken: null, completedAt: null }]);
  });

  it('never lists another organisation’s calls or texts, whatever the query names', async () => {
    const [home, foreign] = [await t.organisation('Home'), await t.organisation('Foreign')];
    await morning(foreign);
    await createSmsMessage(db(), foreign);
    expect(
      (
        await calls(
          home.guide,
          `searchTerm=${foreign.member.id}&searchTermType=subjectId&lastDaysFromNow=none&includeCount=true`,
        )
      ).count,
    ).toBe(0);
    expect((await calls(home.guide, `guideIds=${foreign.guide.id}&includeCount=true`)).count).toBe(0);
    expect((await texts(home.guide, 'lastDaysFromNow=none&includeCount=true')).count).toBe(0);
  });

  it.each([
    'page-size=0',
    'page-size=501',
    'lastDaysFromNow=45',
    'statuses=RINGING',
    'orderBy=duration',
    'directionType=sideways',
    'searchTerm=abc&searchTermType=subjectId',
    `searchTerm=${'x'.repeat(101)}`,
    'onlyUnassignedCalls=yes',
  ])('refuses %s with a 400', async (query) => {
    const org = await t.organisation('Alpha');
    const res = await t.request(org.guide, 'GET', `/calls?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.errors.length).toBeGreaterThan(0);
  });

  it('answers a user without app access 403 and no one signed out', async () => {
    const org = await t.organisation('Alpha');
    expect((await t.request(org.noAccess, 'GET', '/calls')).status).toBe(403);
    expect((await t.request(null, 'GET', '/sms')).status).toBe(401);
  });

  it('lists texts newest first, narrowed to unassigned ones, the acting user’s, a number or a name', async () => {
    const org = await t.organisation('Alpha');
    const now = Date.now();
    const fromMember = await createSmsMessage(db(), org, {
      createdAt: new Date(now - 3 * 60_000),
      smsPhoneNumber: '+15125550111',
      text: 'See you at 3',
    });
    const unknown = await createSmsMessage(db(), org, {
      createdAt: new Date(now - 2 * 60_000),
      subjectId: null,
      smsPhoneNumber: '+17375550199',
      text: 'Who is this?',
    });
    const others = await createSmsMessage(db(), org, {
      createdAt: new Date(now - 60_000),
      userId: org.otherGuide.id,
      incoming: false,
    });
    const old = await createSmsMessage(db(), org, { createdAt: new Date(now - 91 * DAY) });
    const all = await texts(org.guide, 'includeCount=true');
    expect(ids(all)).toEqual([others.id, unknown.id, fromMember.id]);
    expect(all.data[2]).toMatchObject({
      memberId: org.member.id,
      member: { id: org.member.id },
      text: 'See you at 3',
      incoming: true,
    });
    expect(ids(await texts(org.guide, 'onlyUnassignedMessages=true'))).toEqual([unknown.id]);
    expect(ids(await texts(org.guide, 'showOnlyMyTexts=true'))).toEqual([unknown.id, fromMember.id]);
    expect(ids(await texts(org.guide, 'searchTerm=737-555'))).toEqual([unknown.id]);
    expect(ids(await texts(org.guide, 'searchTerm=member%20alpha&lastDaysFromNow=none'))).toContain(old.id);
    expect(ids(await texts(org.guide, 'directionType=outgoing'))).toEqual([others.id]);
    expect((await t.request(org.guide, 'GET', '/sms?onlyUnassignedMessages=yes')).status).toBe(400);
  });
});

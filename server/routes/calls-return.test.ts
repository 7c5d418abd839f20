import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CALL_MESSAGES, OPERATIONS } from '../../domain/index.ts';
import { calls, feedItems, interactions } from '../db/schema/index.ts';
import { DIALECTS } from '../testing/databases.ts';
import { createCall, createPhoneNumber, type TestOrganisation } from '../testing/factories.ts';
import { writeSuite } from '../testing/write-suite.ts';
import { createStaffOf } from '../testing/note-visit-factories.ts';
import { manualClock } from '../telephony/testing.ts';
import { changeHead, changesSince } from '../testing/change-log.ts';

/** Outcome 4 is 'other' (db/reference-data.ts): open to any call. */
const OTHER = 4;
let numbers = 0;
/** A caller's number; the last four digits '1234' make the simulated line answer (call-scripts.ts). */
const callerNumber = () => `+1415${String(1_000 + (numbers++ % 8_999)).padStart(3, '0')}1234`;

// Call back from the calls page: POST /calls/return (spec part 1 sections 2 and 7).
describe.each(DIALECTS)('returning a call on %s', (dialect) => {
  const clock = manualClock();
  const { t, db } = writeSuite(dialect, { clock });

  /** A call that came in from a number no member has. */
  const unknownCaller = (org: TestOrganisation, overrides: Partial<typeof calls.$inferInsert> = {}) =>
    createCall(db(), org, {
      incoming: true,
      subjectId: null,
      originatorUserId: null,
      originatorPhoneNumber: callerNumber(),
      receiverUserId: org.guide.id,
      receiverPhoneNumber: '+15550000100',
      status: 'MISSED',
      ...overrides,
    });
  const callsOf = async (org: TestOrganisation) =>
    db().select().from(calls).where(eq(calls.organisationId, org.organisationId));
  const returnCall = (user: { id: string }, callId: string, id: string = crypto.randomUUID()) =>
    t.request(user, 'POST', '/calls/return', { body: { id, callId } });

  it('dials an unknown caller’s number: an unassigned call the guide follows, once however often retried, assignable afterwards', async () => {
    const org = await t.organisation('Alpha');
    const original = await unknownCaller(org);
    const head = await changeHead(t, org.guide);
    const id = crypto.randomUUID();
    const answer = await returnCall(org.guide, original.id, id);
    expect(answer.status).toBe(200);
    expect(OPERATIONS.returnCall.response.allows(answer.body)).toBe(true);
    expect(answer.body).toMatchObject({
      id,
      status: 'CONNECTING',
      incoming: false,
      memberId: null,
      guideId: org.guide.id,
      receiverPhoneNumber: original.originatorPhoneNumber,
    });
    // No member yet: no feed line; the call's change alone.
    expect((await changesSince(t, org.guide, head)).map((c) => `${c.entity}:${c.id}`)).toEqual([`call:${id}`]);
    expect(await db().select().from(feedItems).where(eq(feedItems.externalItemId, id))).toEqual([]);

    const dialled = t.server.carrier.pending().length;
    expect((await returnCall(org.guide, original.id, id)).status).toBe(200);
    expect(t.server.carrier.pending()).toHaveLength(dialled);
    expect((await callsOf(org)).filter((c) => c.id === id)).toHaveLength(1);

    clock.advance(3000);
    await t.server.carrier.runDue();
    expect((await t.request(org.guide, 'GET', `/calls/${id}`)).body).toMatchObject({ status: 'ACTIVE' });
    // Assigned on the calls page, its outcome and note are the guide's to record.
    expect(
      (await t.request(org.guide, 'PATCH', `/calls/${id}/subjectId`, { body: { subjectId: org.member.id } })).status,
    ).toBe(200);
    expect(
      (await t.request(org.guide, 'PATCH', `/calls/${id}`, { body: { outcomeId: OTHER, note: null } })).status,
    ).toBe(200);
  });

  it('a member’s call is returned as their call: the new call with its interaction and feed line', async () => {
    const org = await t.organisation('Beta');
    const number = callerNumber();
    const phone = await createPhoneNumber(db(), org, { number });
    const original = await unknownCaller(org, {
      subjectId: org.member.id,
      originatorUserId: org.member.id,
      originatorPhoneNumber: number,
    });
    const head = await changeHead(t, org.guide);
    const id = crypto.randomUUID();
    const answer = await returnCall(org.guide, original.id, id);
    expect(answer.body).toMatchObject({ id, memberId: org.member.id, receiverPhoneNumber: number });
    expect((await changesSince(t, org.guide, head)).map((c) => c.entity)).toEqual(['interaction', 'feedItem', 'call']);
    const [stored] = await db().select().from(calls).where(eq(calls.id, id));
    expect(stored?.phoneNumberId).toBe(phone.id);
    expect(await db().select().from(interactions).where(eq(interactions.id, stored!.interactionId!))).toHaveLength(1);
  });

  it('refuses what may not be returned, dialling and writing nothing', async () => {
    const org = await t.organisation('Gamma');
    const provider = await createStaffOf(db(), org, 'PROVIDER', 'Provider');
    const outgoing = await createCall(db(), org, { receiverPhoneNumber: callerNumber() });
    const feedback = await unknownCaller(org, { isFeedbackCall: true });
    const blockedNumber = callerNumber();
    await createPhoneNumber(db(), org, { number: blockedNumber, doNotContact: true, doNotContactReason: 'Deceased' });
    const blocked = await unknownCaller(org, { originatorPhoneNumber: blockedNumber });
    const unknown = await unknownCaller(org);
    const before = await callsOf(org);
    const dialled = t.server.carrier.pending().length;

    expect((await returnCall(org.guide, outgoing.id)).status).toBe(403);
    // A feedback call needs CAN_MANAGE_MEMBER_FEEDBACK (part 2 section 5): a guide has it not.
    expect((await returnCall(org.guide, feedback.id)).status).toBe(403);
    const dnc = await returnCall(org.guide, blocked.id);
    expect(dnc.status).toBe(400);
    expect(dnc.body.errors[0]).toMatchObject({ property: 'callId', constraints: { refused: CALL_MESSAGES.doNotCall } });
    expect((await returnCall(provider, unknown.id)).status).toBe(403);
    expect(
      (await t.request(org.guide, 'POST', '/calls/return', { body: { id: 'not-an-id', callId: unknown.id } })).status,
    ).toBe(400);
    expect((await t.request(org.guide, 'POST', '/calls/return', { body: { id: crypto.randomUUID() } })).status).toBe(
      400,
    );
    expect(await callsOf(org)).toHaveLength(before.length);
    expect(t.server.carrier.pending()).toHaveLength(dialled);

    // A supervisor manages feedback: theirs to return.
    expect((await returnCall(org.supervisor, feedback.id)).status).toBe(200);
  });

  it('another organisation’s call answers 404, like a missing one, and nothing is dialled', async () => {
    const home = await t.organisation('Delta');
    const foreign = await t.organisation('Epsilon');
    const theirs = await unknownCaller(foreign);
    const dialled = t.server.carrier.pending().length;
    expect((await returnCall(home.supervisor, theirs.id)).status).toBe(404);
    expect((await returnCall(home.guide, crypto.randomUUID())).status).toBe(404);
    expect(await callsOf(home)).toEqual([]);
    expect(await callsOf(foreign)).toHaveLength(1);
    expect(t.server.carrier.pending()).toHaveLength(dialled);
  });
});

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CALL_MESSAGES, OPERATIONS } from '../../domain/index.ts';
import { calls, fileAccess, files, scheduledEvents, todos } from '../db/schema/index.ts';
import { DIALECTS } from '../testing/databases.ts';
import { createPhoneNumber, createScheduledEvent, type TestOrganisation, type TestUser } from '../testing/factories.ts';
import { writeSuite } from '../testing/write-suite.ts';
import { createStaffOf } from '../testing/note-visit-factories.ts';
import { carrierLater, manualClock, placeCallAs } from '../telephony/testing.ts';
import { changeHead, changesSince as changesAfter } from '../testing/change-log.ts';

/** Call outcome ids (db/reference-data.ts): 1 engaged, 2 answered, 3 another-person, 4 other. */
const ENGAGED = 1;
const ANSWERED = 2;
const OTHER = 4;
const LONG_NOTE = '<p>Talked through the ride to the clinic and the new pharmacy hours.</p>';

// Each test makes its own organisation; the server's and the carrier's clock is the test's.
describe.each(DIALECTS)('phone calls on %s', (dialect) => {
  const clock = manualClock();
  const { t, db } = writeSuite(dialect, { clock });

  const later = carrierLater(t, clock);
  const callOf = async (user: TestUser, id: string) => (await t.request(user, 'GET', `/calls/${id}`)).body;
  const openFollowUps = async (org: TestOrganisation, callId: string) =>
    (
      await db()
        .select()
        .from(todos)
        .where(and(eq(todos.organisationId, org.organisationId), eq(todos.externalItemId, callId)))
    )
      .filter((todo) => !todo.completedAt)
      .map((todo) => `${todo.type}:${todo.userId}`);
  const headOf = (user: TestUser) => changeHead(t, user);
  const changesSince = (user: TestUser, since: number) => changesAfter(t, user, since);

  it('places a call that connects, ends when the guide hangs up, and brings its recording, transcript and generated notes', async () => {
    const org = await t.organisation('Alpha');
    const head = await headOf(org.guide);
    const { id, answer } = await placeCallAs(t, org);
    expect(answer.status).toBe(200);
    expect(OPERATIONS.placeCall.response.allows(answer.body)).toBe(true);
    expect(answer.body).toMatchObject({
      id,
      status: 'CONNECTING',
      memberId: org.member.id,
      guideId: org.guide.id,
      incoming: false,
      timeConnected: null,
    });
    // The feed shows the call at once; the call's change is last (it confirms the dialog's write).
    const placed = await changesSince(org.guide, head);
    expect(placed.map((c) => c.entity)).toEqual(['interaction', 'feedItem', 'call']);

    await later(3000);
    expect(await callOf(org.guide, id)).toMatchObject({
      status: 'ACTIVE',
      timeConnected: new Date(clock.now()).toISOString(),
    });
    // Connected, the call is the member's last event (the member list and the Outreach tab show it).
    expect((await t.request(org.guide, 'GET', `/users/${org.member.id}`)).body).toMatchObject({
      lastEventAt: new Date(clock.now()).toISOString(),
      lastEventType: 'call',
    });

    await later(10_000);
    expect((await t.request(org.guide, 'POST', `/calls/${id}/hang-up`)).status).toBe(200);
    await later(0);
    const ended = await callOf(org.guide, id);
    expect(ended).toMatchObject({ status: 'ENDED', duration: 10 });
    // Connected and ended without an outcome: 'Complete call' on the guide's docket.
    expect(await openFollowUps(org, id)).toEqual([`INCOMPLETE_CALL:${org.guide.id}`]);
    expect((await t.request(org.guide, 'GET', `/calls/${id}/recordings`)).body.data).toEqual([]);

    await later(3000);
    const [recording] = (await t.request(org.guide, 'GET', `/calls/${id}/recordings`)).body.data;
    expect(recording).toMatchObject({
      callId: id,
      memberId: org.member.id,
      kind: 'recording',
      durationSeconds: 10,
      transcript: null,
      generatedNotes: null,
    });
    // The audio is a real WAV file, readable by whoever may see the member.
    const [file] = await db().select().from(files).where(eq(files.id, recording.fileId));
    expect(file).toMatchObject({ mimeType: 'audio/wav' });
    const [access] = await db().select().from(fileAccess).where(eq(fileAccess.id, recording.fileId));
    expect(access).toMatchObject({ purpose: 'recording', memberId: org.member.id, status: 'stored' });

    await later(3000);
    const [transcribed] = (await t.request(org.guide, 'GET', `/calls/${id}/recordings`)).body.data;
    expect(transcribed.transcript[0]).toEqual({
      speaker: 'Guide',
      startSeconds: 0,
      text: expect.stringContaining('care guide'),
    });
    expect(new Set(transcribed.transcript.map((line: { speaker: string }) => line.speaker))).toEqual(
      new Set(['Guide', 'Member']),
    );
    expect(transcribed.generatedNotes).toContain('transportation');
    expect(OPERATIONS.callRecordings.response.allows({ data: [transcribed] })).toBe(true);
  });

  it('refuses an outcome before the 2-minute mark without the override, with nothing written; other is open; the override lifts it', async () => {
    const org = await t.organisation('Beta');
    const { id } = await placeCallAs(t, org);
    await later(3000);
    await later(60_000);
    const early = await t.request(org.guide, 'PATCH', `/calls/${id}`, {
      body: { outcomeId: ANSWERED, note: LONG_NOTE },
    });
    expect(early.status).toBe(400);
    expect(early.body.errors).toEqual([
      expect.objectContaining({ property: 'outcomeId', constraints: { refused: CALL_MESSAGES.outcomeLocked } }),
    ]);
    expect((await callOf(org.guide, id)).outcomeId).toBeNull();

    await later(60_000);
    expect(
      (await t.request(org.guide, 'PATCH', `/calls/${id}`, { body: { outcomeId: ANSWERED, note: LONG_NOTE } })).status,
    ).toBe(200);
    // Engaged waits for the customer's engagement length (5 minutes by default).
    expect(
      (await t.request(org.guide, 'PATCH', `/calls/${id}`, { body: { outcomeId: ENGAGED, note: LONG_NOTE } })).status,
    ).toBe(400);

    // A supervisor holds the override: their own call takes any outcome at once.
    const second = await placeCallAs(t, org, org.supervisor);
    await later(3000);
    expect(
      (
        await t.request(org.supervisor, 'PATCH', `/calls/${second.id}`, {
          body: { outcomeId: ENGAGED, note: LONG_NOTE },
        })
      ).status,
    ).toBe(200);
  });

  it('a short note for an outcome that needs one is refused; no note leaves a Complete note follow-up until it comes', async () => {
    const org = await t.organisation('Gamma');
    const { id } = await placeCallAs(t, org);
    await later(3000);
    await later(130_000);
    await t.request(org.guide, 'POST', `/calls/${id}/hang-up`);
    await later(0);
    const short = await t.request(org.guide, 'PATCH', `/calls/${id}`, {
      body: { outcomeId: ANSWERED, note: '<p>Too short</p>' },
    });
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual([
      expect.objectContaining({ property: 'note', constraints: { refused: CALL_MESSAGES.noteTooShort } }),
    ]);

    const noNote = await t.request(org.guide, 'PATCH', `/calls/${id}`, { body: { outcomeId: ANSWERED, note: null } });
    expect(noNote.body).toMatchObject({ outcomeId: ANSWERED, insufficientNotes: true });
    expect(await openFollowUps(org, id)).toEqual([`INCOMPLETE_NOTE_CALL:${org.guide.id}`]);

    const complete = await t.request(org.guide, 'PATCH', `/calls/${id}`, {
      body: { outcomeId: ANSWERED, note: `${LONG_NOTE}<script>steal()</script>` },
    });
    expect(complete.body).toMatchObject({ insufficientNotes: false, note: LONG_NOTE });
    expect(await openFollowUps(org, id)).toEqual([]);
  });

  it('busy, unanswered and failing lines end the call with their status and code, and ask for no follow-up', async () => {
    const org = await t.organisation('Delta');
    const busy = await placeCallAs(t, org, org.guide, {}, '0486');
    const failed = await placeCallAs(t, org, org.guide, {}, '0490');
    const missed = await placeCallAs(t, org, org.guide, {}, '0487');
    await later(3000);
    expect(await callOf(org.guide, busy.id)).toMatchObject({ status: 'BUSY', timeConnected: null });
    expect(await callOf(org.guide, failed.id)).toMatchObject({ status: 'FAILED', errorCode: 13224 });
    await later(20_000);
    expect(await callOf(org.guide, missed.id)).toMatchObject({ status: 'MISSED' });
    expect(await openFollowUps(org, busy.id)).toEqual([]);
    // Only the other outcome is open for a call that never connected.
    expect(
      (await t.request(org.guide, 'PATCH', `/calls/${busy.id}`, { body: { outcomeId: ANSWERED, note: null } })).status,
    ).toBe(400);
    expect(
      (await t.request(org.guide, 'PATCH', `/calls/${busy.id}`, { body: { outcomeId: OTHER, note: null } })).status,
    ).toBe(200);
  });

  it('a call placed from a scheduled call answers it: the event leaves the docket', async () => {
    const org = await t.organisation('Iota');
    const event = await createScheduledEvent(db(), org, { memberId: org.member.id, type: 'call' });
    const { answer } = await placeCallAs(t, org, org.guide, { scheduledEventId: event.id });
    expect(answer.body).toMatchObject({ scheduledEventId: event.id });
    const [resolved] = await db().select().from(scheduledEvents).where(eq(scheduledEvents.id, event.id));
    expect(resolved?.resolved).toBe(true);
  });

  it('a retried placement dials once and stores one call', async () => {
    const org = await t.organisation('Epsilon');
    const { id, phone } = await placeCallAs(t, org);
    const scheduled = t.server.carrier.pending().length;
    const again = await t.request(org.guide, 'POST', '/calls', {
      body: { id, targetUserId: org.member.id, phoneNumberId: phone.id, resourceInteraction: false },
    });
    expect(again.status).toBe(200);
    expect(await db().select().from(calls).where(eq(calls.id, id))).toHaveLength(1);
    // The carrier was not asked to dial again: nothing more is scheduled.
    expect(t.server.carrier.pending()).toHaveLength(scheduled);
  });

  it('per role: a provider may not call; another guide may not record or end someone else’s call; a supervisor may', async () => {
    const org = await t.organisation('Zeta');
    const provider = await createStaffOf(db(), org, 'PROVIDER', 'Provider');
    const phone = await createPhoneNumber(db(), org, { number: '+14155550111' });
    const refused = await t.request(provider, 'POST', '/calls', {
      body: {
        id: crypto.randomUUID(),
        targetUserId: org.member.id,
        phoneNumberId: phone.id,
        resourceInteraction: false,
      },
    });
    expect(refused.status).toBe(403);
    expect(await db().select().from(calls).where(eq(calls.organisationId, org.organisationId))).toHaveLength(0);

    const { id } = await placeCallAs(t, org);
    await later(3000);
    expect(
      (await t.request(org.otherGuide, 'PATCH', `/calls/${id}`, { body: { outcomeId: OTHER, note: null } })).status,
    ).toBe(403);
    expect((await t.request(org.otherGuide, 'POST', `/calls/${id}/hang-up`)).status).toBe(403);
    expect((await t.request(provider, 'GET', `/calls/${id}`)).status).toBe(200);
    expect((await t.request(org.noAccess, 'GET', `/calls/${id}`)).status).toBe(403);
    expect(
      (await t.request(org.supervisor, 'PATCH', `/calls/${id}`, { body: { outcomeId: OTHER, note: null } })).status,
    ).toBe(200);
  });

  it('refuses a number that is not the member’s, or marked do not contact, writing nothing', async () => {
    const org = await t.organisation('Eta');
    const other = await t.organisation('Theta');
    const foreignPhone = await createPhoneNumber(db(), other, { number: '+14155550112' });
    const blocked = await createPhoneNumber(db(), org, {
      number: '+14155550113',
      doNotContact: true,
      doNotContactReason: 'Deceased',
    });
    const body = (phoneNumberId: number) => ({
      id: crypto.randomUUID(),
      targetUserId: org.member.id,
      phoneNumberId,
      resourceInteraction: false,
    });
    const notTheirs = await t.request(org.guide, 'POST', '/calls', { body: body(foreignPhone.id) });
    expect(notTheirs.status).toBe(400);
    expect(notTheirs.body.errors[0]).toMatchObject({ property: 'phoneNumberId' });
    const dnc = await t.request(org.guide, 'POST', '/calls', { body: body(blocked.id) });
    expect(dnc.body.errors[0]).toMatchObject({
      property: 'phoneNumberId',
      constraints: { refused: CALL_MESSAGES.doNotCall },
    });
    // Another organisation's member is missing, like any unknown member.
    expect(
      (
        await t.request(org.guide, 'POST', '/calls', {
          body: { ...body(foreignPhone.id), targetUserId: other.member.id },
        })
      ).status,
    ).toBe(404);
    expect(await db().select().from(calls).where(eq(calls.organisationId, org.organisationId))).toHaveLength(0);
  });
});

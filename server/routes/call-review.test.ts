import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ENTITIES, OPERATIONS } from '../../domain/index.ts';
import { callAssignments, feedItems, todos, voiceCallAudits } from '../db/schema/index.ts';
import { DIALECTS } from '../testing/databases.ts';
import {
  createCall,
  createMemberOf,
  createSmsMessage,
  createTodo,
  type TestOrganisation,
  type TestUser,
} from '../testing/factories.ts';
import { createCallRecording, createCallReview } from './call-review-factories.ts';
import type { LoggedChange } from '../testing/change-log.ts';
import { MISSING_ID as missing, writeSuite } from '../testing/write-suite.ts';

// Each test makes its own organisation: the suite holds in any order.
describe.each(DIALECTS)('the calls page’s writes on %s', (dialect) => {
  const { t, db, headOf, changesSince } = writeSuite(dialect);
  const kinds = (changes: LoggedChange[]) => changes.map((c) => c.entity);
  const unknownCall = (org: TestOrganisation) =>
    createCall(db(), org, {
      subjectId: null,
      incoming: true,
      status: 'MISSED',
      originatorUserId: null,
      originatorPhoneNumber: '+17375550199',
      receiverUserId: org.guide.id,
      wentToVoicemail: true,
    });
  const openTodos = async (user: TestUser) =>
    (await t.request(user, 'GET', `/users/${user.id}/todos`)).body.data as Record<string, any>[];

  describe('assigning a call', () => {
    it('names the member on the call, its open follow-ups and the member’s feed, recording the call last', async () => {
      const org = await t.organisation('Alpha');
      const call = await unknownCall(org);
      const callBack = await createTodo(db(), org, {
        type: 'CALL_BACK',
        memberId: null,
        externalItemType: 'call',
        externalItemId: call.id,
      });
      const head = await headOf(org.guide);
      const res = await t.request(org.guide, 'PATCH', `/calls/${call.id}/subjectId`, {
        body: { subjectId: org.member.id },
      });
      expect(res.status).toBe(200);
      expect(OPERATIONS.assignCall.response.allows(res.body)).toBe(true);
      expect(res.body).toMatchObject({
        id: call.id,
        memberId: org.member.id,
        member: { id: org.member.id },
        incoming: true,
      });
      expect(res.body.assignedAt).not.toBeNull();
      const changes = await changesSince(org.otherGuide, head);
      expect(kinds(changes)).toEqual(['todo', 'feedItem', 'call']);
      expect(res.headers.get('x-change-seq')).toBe(String(changes.at(-1)?.seq));
      for (const change of changes)
        expect(ENTITIES[change.entity].schema.allows(change.data), change.entity).toBe(true);
      expect(changes[0]?.data).toMatchObject({ id: callBack.id, memberId: org.member.id });
      const feed = (await t.request(org.guide, 'GET', `/feeds/items?userId=${org.member.id}`)).body.data as Record<
        string,
        any
      >[];
      expect(feed.map((item) => [item.externalItemType, item.externalItemId])).toEqual([['call', call.id]]);
    });

    it('is offered once: a second assignment is a 409 and changes nothing', async () => {
      const org = await t.organisation('Alpha');
      const call = await unknownCall(org);
      const other = await createMemberOf(db(), org);
      expect(
        (await t.request(org.guide, 'PATCH', `/calls/${call.id}/subjectId`, { body: { subjectId: org.member.id } }))
          .status,
      ).toBe(200);
      const head = await headOf(org.guide);
      const again = await t.request(org.guide, 'PATCH', `/calls/${call.id}/subjectId`, { body: { subjectId: other } });
      expect(again.status).toBe(409);
      expect(await changesSince(org.guide, head)).toEqual([]);
    });

    it('moves the call’s feed item from the member it named before', async () => {
      const org = await t.organisation('Alpha');
      const call = await createCall(db(), org);
      await db().insert(feedItems).values({
        id: crypto.randomUUID(),
        organisationId: org.organisationId,
        clientId: org.clientId,
        memberId: org.member.id,
        timestamp: new Date(),
        externalItemType: 'call',
        externalItemId: call.id,
      });
      const other = await createMemberOf(db(), org);
      expect(
        (await t.request(org.guide, 'PATCH', `/calls/${call.id}/subjectId`, { body: { subjectId: other } })).status,
      ).toBe(200);
      const items = await db().select().from(feedItems).where(eq(feedItems.externalItemId, call.id));
      expect(items.map((i) => i.memberId)).toEqual([other]);
      const [assignment] = await db().select().from(callAssignments).where(eq(callAssignments.callId, call.id));
      expect(assignment?.previousSubjectId).toBe(org.member.id);
    });

    it.each([
      [{}, 'subjectId'],
      [{ subjectId: 'not-a-uuid' }, 'subjectId'],
    ])('refuses %j with a 400 and writes nothing', async (body, property) => {
      const org = await t.organisation('Alpha');
      const call = await unknownCall(org);
      const head = await headOf(org.guide);
      const res = await t.request(org.guide, 'PATCH', `/calls/${call.id}/subjectId`, { body });
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e: { property: string }) => e.property)).toContain(property);
      expect(await changesSince(org.guide, head)).toEqual([]);
    });

    it('answers 404 for a missing call, a staff user or another organisation’s member', async () => {
      const [org, foreign] = [await t.organisation('Alpha'), await t.organisation('Foreign')];
      const call = await unknownCall(org);
      expect(
        (await t.request(org.guide, 'PATCH', `/calls/${missing}/subjectId`, { body: { subjectId: org.member.id } }))
          .status,
      ).toBe(404);
      expect(
        (await t.request(org.guide, 'PATCH', `/calls/${call.id}/subjectId`, { body: { subjectId: org.otherGuide.id } }))
          .status,
      ).toBe(404);
      expect(
        (await t.request(org.guide, 'PATCH', `/calls/${call.id}/subjectId`, { body: { subjectId: foreign.member.id } }))
          .status,
      ).toBe(404);
      expect(await db().select().from(callAssignments).where(eq(callAssignments.callId, call.id))).toEqual([]);
    });
  });

  describe('assigning a text', () => {
    it('assigns an unassigned text once, putting it on the member’s feed', async () => {
      const org = await t.organisation('Alpha');
      const text = await createSmsMessage(db(), org, { subjectId: null });
      const res = await t.request(org.guide, 'PATCH', `/sms/${text.id}`, { body: { subjectId: org.member.id } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: text.id, memberId: org.member.id, member: { id: org.member.id } });
      expect(
        (await t.request(org.guide, 'PATCH', `/sms/${text.id}`, { body: { subjectId: org.member.id } })).status,
      ).toBe(409);
      const feed = (await t.request(org.guide, 'GET', `/feeds/items?userId=${org.member.id}`)).body.data as Record<
        string,
        any
      >[];
      expect(feed.map((item) => item.externalItemId)).toEqual([text.id]);
    });
  });

  describe('sharing a call', () => {
    it('gives each chosen guide a Review call follow-up on their docket, once', async () => {
      const org = await t.organisation('Alpha');
      const call = await createCall(db(), org);
      const head = await headOf(org.guide);
      const res = await t.request(org.supervisor, 'POST', `/calls/${call.id}/audit`, {
        body: { callId: call.id, assigneeIds: [org.guide.id, org.otherGuide.id] },
      });
      expect(res.status).toBe(200);
      expect(res.body.reviews.map((r: { assigneeId: string }) => r.assigneeId).sort()).toEqual(
        [org.guide.id, org.otherGuide.id].sort(),
      );
      // Each reviewer is told, privately: a guide sees their own notification, never the other's.
      for (const guide of [org.guide, org.otherGuide]) {
        const changes = await changesSince(guide, head);
        expect(kinds(changes)).toEqual(['todo', 'todo', 'notification', 'call']);
        expect(changes[2]?.data).toMatchObject({ guideId: guide.id, memberId: org.member.id });
      }
      for (const guide of [org.guide, org.otherGuide]) {
        const reviews = (await openTodos(guide)).filter((todo) => todo.type === 'CALL_AUDIT');
        expect(reviews).toMatchObject([{ externalItemType: 'call', externalItemId: call.id, memberId: org.member.id }]);
      }
      // Shared again with a guide already reviewing it: nothing new.
      const again = await t.request(org.supervisor, 'POST', `/calls/${call.id}/audit`, {
        body: { callId: call.id, assigneeIds: [org.guide.id] },
      });
      expect(again.body.reviews).toHaveLength(2);
      expect((await openTodos(org.guide)).filter((todo) => todo.type === 'CALL_AUDIT')).toHaveLength(1);
    });

    it('needs CAN_ASSIGN_CALL_REVIEWS, at least one guide, the path’s call and staff assignees', async () => {
      const org = await t.organisation('Alpha');
      const call = await createCall(db(), org);
      const share = (user: TestUser, body: object) => t.request(user, 'POST', `/calls/${call.id}/audit`, { body });
      expect((await share(org.guide, { callId: call.id, assigneeIds: [org.otherGuide.id] })).status).toBe(403);
      expect((await share(org.supervisor, { callId: call.id, assigneeIds: [] })).status).toBe(400);
      expect((await share(org.supervisor, { callId: missing, assigneeIds: [org.guide.id] })).status).toBe(400);
      expect((await share(org.supervisor, { callId: call.id, assigneeIds: [org.member.id] })).status).toBe(404);
      expect(await db().select().from(voiceCallAudits).where(eq(voiceCallAudits.callId, call.id))).toEqual([]);
    });
  });

  describe('No action required', () => {
    it('closes the caller’s own review and its follow-up', async () => {
      const org = await t.organisation('Alpha');
      const review = await createCallReview(db(), org);
      const head = await headOf(org.guide);
      const res = await t.request(org.guide, 'PATCH', `/calls/audit/tasks/${review.id}`, {
        body: { actionTaken: false },
      });
      expect(res.status).toBe(200);
      expect(res.body.reviews).toMatchObject([{ id: review.id, actionTaken: false }]);
      expect(res.body.reviews[0].completedAt).not.toBeNull();
      expect(kinds(await changesSince(org.guide, head))).toEqual(['todo', 'call']);
      const [todo] = await db().select().from(todos).where(eq(todos.id, review.todoId));
      expect(todo?.completedAt).not.toBeNull();
      expect(
        (await t.request(org.guide, 'PATCH', `/calls/audit/tasks/${review.id}`, { body: { actionTaken: false } }))
          .status,
      ).toBe(409);
    });

    it('No action needed on the docket’s Review call closes the review too', async () => {
      const org = await t.organisation('Alpha');
      const review = await createCallReview(db(), org);
      const head = await headOf(org.guide);
      const res = await t.request(org.guide, 'POST', `/users/${org.guide.id}/todos/${review.todoId}/snooze`, {
        body: { noActionNeeded: true },
      });
      expect(res.status).toBe(200);
      // The call's change (no longer needing review) comes first, the todo's last (it confirms the docket's write).
      expect(kinds(await changesSince(org.guide, head))).toEqual(['call', 'todo']);
      const [row] = await db().select().from(voiceCallAudits).where(eq(voiceCallAudits.id, review.id));
      expect(row).toMatchObject({ actionTaken: false });
      expect(row?.completedAt).not.toBeNull();
    });

    it('is the assignee’s alone, and takes only actionTaken false', async () => {
      const org = await t.organisation('Alpha');
      const review = await createCallReview(db(), org);
      expect(
        (await t.request(org.otherGuide, 'PATCH', `/calls/audit/tasks/${review.id}`, { body: { actionTaken: false } }))
          .status,
      ).toBe(403);
      expect(
        (await t.request(org.supervisor, 'PATCH', `/calls/audit/tasks/${review.id}`, { body: { actionTaken: false } }))
          .status,
      ).toBe(403);
      expect(
        (await t.request(org.guide, 'PATCH', `/calls/audit/tasks/${review.id}`, { body: { actionTaken: true } }))
          .status,
      ).toBe(400);
      const [row] = await db()
        .select()
        .from(voiceCallAudits)
        .where(and(eq(voiceCallAudits.id, review.id)));
      expect(row?.completedAt).toBeNull();
    });
  });

  describe('post-call feedback', () => {
    it('keeps each part’s latest answer; a thumbs-up clears that part’s issues', async () => {
      const org = await t.organisation('Alpha');
      const recording = await createCallRecording(db(), org);
      const patch = (body: object) =>
        t.request(org.guide, 'PATCH', `/calls/voice-call-recording/${recording.id}`, { body });
      const head = await headOf(org.guide);
      const down = await patch({
        isAccurateSummary: false,
        summaryAccuracyIssues: ['missing-topics'],
        summaryAccuracyFeedback: ' Forgot the pharmacy ',
      });
      expect(down.status).toBe(200);
      expect(down.body).toEqual({
        id: recording.id,
        callId: recording.callId,
        isAccurateSummary: false,
        summaryAccuracyIssues: ['missing-topics'],
        summaryAccuracyFeedback: 'Forgot the pharmacy',
        isAccurateTranscription: null,
        accuracyIssues: [],
        accuracyFeedback: null,
      });
      expect(kinds(await changesSince(org.otherGuide, head))).toEqual(['callRecordingFeedback']);
      const transcription = await patch({ isAccurateTranscription: true });
      expect(transcription.body).toMatchObject({
        isAccurateSummary: false,
        summaryAccuracyIssues: ['missing-topics'],
        isAccurateTranscription: true,
      });
      const up = await patch({ isAccurateSummary: true });
      expect(up.body).toMatchObject({
        isAccurateSummary: true,
        summaryAccuracyIssues: [],
        summaryAccuracyFeedback: null,
      });
      const list = await t.request(org.guide, 'GET', `/calls/${recording.callId}/recording-feedback`);
      expect(list.body.data).toEqual([up.body]);
    });

    it.each([
      [{}],
      [{ isAccurateSummary: true, summaryAccuracyIssues: ['missing-words'] }],
      [{ isAccurateTranscription: false, accuracyIssues: ['garbled'] }],
      [{ isAccurateSummary: false, summaryAccuracyIssues: ['only-one-speaker'] }],
      [{ isAccurateSummary: false, summaryAccuracyFeedback: 'x'.repeat(501) }],
    ])('refuses %j with a 400 and stores nothing', async (body) => {
      const org = await t.organisation('Alpha');
      const recording = await createCallRecording(db(), org);
      const res = await t.request(org.guide, 'PATCH', `/calls/voice-call-recording/${recording.id}`, { body });
      expect(res.status).toBe(400);
      expect((await t.request(org.guide, 'GET', `/calls/${recording.callId}/recording-feedback`)).body.data).toEqual(
        [],
      );
    });

    it('answers 404 for a missing recording or call', async () => {
      const org = await t.organisation('Alpha');
      expect(
        (
          await t.request(org.guide, 'PATCH', `/calls/voice-call-recording/${missing}`, {
            body: { isAccurateSummary: true },
          })
        ).status,
      ).toBe(404);
      expect((await t.request(org.guide, 'GET', `/calls/${missing}/recording-feedback`)).status).toBe(404);
    });
  });
});

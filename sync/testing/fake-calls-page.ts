/**
 * The hand-driven backend's calls and texts page, answered as server/routes/calls-page.ts and
 * call-review.ts do: the logs newest first, offset pages with their count (the filters the engine
 * tests use: unassigned, the guide's own); assign and review writes record the call (or text) last.
 * The fake has no acting user: `actingUserId` stands in for it.
 */
import { OPERATIONS, type ChangeRow, type EntityKind, type EntityShape, type Operation } from '../../domain/index.ts';
import type { HttpResult } from '../ports.ts';

/** What of the fake backend this needs (its own type would make an import cycle). */
interface FakeBackend {
  readonly tables: { readonly [K in EntityKind]: Map<string, EntityShape<K>> };
  readonly head: number;
  upsert<K extends EntityKind>(kind: K, row: EntityShape<K>): ChangeRow;
}

type Input = { params?: Record<string, string>; query?: Record<string, unknown>; body?: Record<string, unknown> };

export const FAKE_ACTING_USER = 'a0000000-0000-4000-8000-000000000001';

const notFound = () => ({ status: 404, body: { statusCode: 404, message: 'No record found' } });
const conflict = (message: string) => ({ status: 409, body: { statusCode: 409, message } });

/** A call of the calls page, unknown caller to the acting user unless told otherwise. */
export function makeCall(id: string, overrides: Partial<EntityShape<'call'>> = {}): EntityShape<'call'> {
  return {
    id,
    memberId: null,
    status: 'MISSED',
    incoming: true,
    errorCode: null,
    outcomeId: null,
    wentToVoicemail: false,
    insufficientNotes: false,
    duration: 0,
    timeStarted: '2026-11-20T10:00:00.000Z',
    originatorUserId: null,
    originatorPhoneNumber: '+15125550100',
    receiverUserId: FAKE_ACTING_USER,
    receiverPhoneNumber: '+15550000100',
    isFeedbackCall: false,
    timeEnded: null,
    voicemailFileId: null,
    receiverLogged: true,
    assignedAt: null,
    reviews: [],
    member: null,
    ...overrides,
  };
}

function windowOf<T extends { id: string }>(rows: T[], time: (row: T) => string, query: Record<string, unknown>) {
  const sorted = rows.sort((a, b) => time(b).localeCompare(time(a)) || b.id.localeCompare(a.id));
  const start = Number(query['page-start'] ?? 0);
  const size = Number(query['page-size'] ?? 10);
  return { data: structuredClone(sorted.slice(start, start + size)), count: sorted.length };
}

export function answerCallsPageRead(backend: FakeBackend, operation: Operation, input: Input): HttpResult | undefined {
  const query = input.query ?? {};
  if (operation === OPERATIONS.callLog) {
    const rows = [...backend.tables.call.values()].filter(
      (c) =>
        (!query.onlyUnassignedCalls || c.memberId === null) &&
        (!query.showOnlyMyCalls || c.originatorUserId === FAKE_ACTING_USER || c.receiverUserId === FAKE_ACTING_USER),
    );
    return { body: windowOf(rows, (c) => c.timeStarted, query), head: backend.head };
  }
  if (operation === OPERATIONS.callRecordingFeedbackList) {
    const rows = [...backend.tables.callRecordingFeedback.values()].filter((f) => f.callId === input.params?.callId);
    return { body: { data: structuredClone(rows) }, head: backend.head };
  }
  if (operation === OPERATIONS.textLog) {
    const rows = [...backend.tables.smsMessage.values()].filter(
      (m) => !query.onlyUnassignedMessages || m.memberId === null,
    );
    return { body: windowOf(rows, (m) => m.createdAt, query), head: backend.head };
  }
  return undefined;
}

const summaryOf = (backend: FakeBackend, memberId: string) => {
  const member = backend.tables.user.get(memberId);
  return member
    ? {
        id: member.id,
        name: member.name,
        firstName: member.firstName,
        lastName: member.lastName,
        assignedGuideId: member.assignedGuideId ?? null,
      }
    : null;
};

/** The calls page's writes (the body already passed the contract's schema); undefined for any other. */
export function answerCallsPageWrite(backend: FakeBackend, operation: Operation, input: Input): HttpResult | undefined {
  const body = input.body ?? {};
  const record = (call: EntityShape<'call'>) => {
    const change = backend.upsert('call', call);
    return { body: change.data, seq: change.seq };
  };
  if (operation === OPERATIONS.assignCall) {
    const call = backend.tables.call.get(input.params?.callId ?? '');
    const member = summaryOf(backend, body.subjectId as string);
    if (!call || !member) throw notFound();
    if (call.assignedAt) throw conflict('This call was already assigned.');
    return record({ ...call, memberId: member.id, member, assignedAt: '2026-11-20T12:00:00.000Z' });
  }
  if (operation === OPERATIONS.assignText) {
    const text = backend.tables.smsMessage.get(input.params?.messageId ?? '');
    const member = summaryOf(backend, body.subjectId as string);
    if (!text || !member) throw notFound();
    if (text.memberId) throw conflict('This text message was already assigned.');
    const change = backend.upsert('smsMessage', { ...text, memberId: member.id, member });
    return { body: change.data, seq: change.seq };
  }
  if (operation === OPERATIONS.shareCall) {
    const call = backend.tables.call.get(input.params?.callId ?? '');
    if (!call) throw notFound();
    const open = new Set((call.reviews ?? []).filter((r) => r.completedAt === null).map((r) => r.assigneeId));
    const added = (body.assigneeIds as string[])
      .filter((id) => !open.has(id))
      .map((assigneeId) => ({ id: crypto.randomUUID(), assigneeId, actionTaken: null, completedAt: null }));
    return record({ ...call, reviews: [...(call.reviews ?? []), ...added] });
  }
  if (operation === OPERATIONS.submitRecordingFeedback) {
    const id = input.params?.recordingId ?? '';
    const current = backend.tables.callRecordingFeedback.get(id);
    if (!current) throw notFound();
    const next = { ...current };
    if (body.isAccurateSummary !== undefined)
      Object.assign(next, {
        isAccurateSummary: body.isAccurateSummary,
        summaryAccuracyIssues: body.summaryAccuracyIssues ?? [],
        summaryAccuracyFeedback: body.summaryAccuracyFeedback ?? null,
      });
    if (body.isAccurateTranscription !== undefined)
      Object.assign(next, {
        isAccurateTranscription: body.isAccurateTranscription,
        accuracyIssues: body.accuracyIssues ?? [],
        accuracyFeedback: body.accuracyFeedback ?? null,
      });
    const change = backend.upsert('callRecordingFeedback', next);
    return { body: change.data, seq: change.seq };
  }
  if (operation === OPERATIONS.closeCallReview) {
    const auditId = input.params?.auditId;
    const call = [...backend.tables.call.values()].find((c) => c.reviews?.some((r) => r.id === auditId));
    const review = call?.reviews?.find((r) => r.id === auditId);
    if (!call || !review) throw notFound();
    if (review.completedAt) throw conflict('This review is already closed.');
    const closed = { ...review, actionTaken: false, completedAt: '2026-11-20T12:00:00.000Z' };
    return record({ ...call, reviews: (call.reviews ?? []).map((r) => (r.id === auditId ? closed : r)) });
  }
  return undefined;
}

/**
 * The hand-driven backend's phone calls, answered as server/routes/calls-telephony.ts does: a
 * placed call starts CONNECTING under the client's id (its change confirms the write); an outcome
 * and note are stored as given, the note alone keeping the outcome (a refusal comes from
 * `failNextPost`); a returned call starts like a placed one, to the caller's number; hanging up changes nothing
 * until the carrier reports. `carrierReports` plays the carrier's webhooks: the call's and its
 * recordings' changes, as the server records them.
 */
import {
  OPERATIONS,
  sanitizeRichText,
  type ChangeRow,
  type EntityKind,
  type EntityShape,
  type Operation,
} from '../../domain/index.ts';
import type { HttpResult } from '../ports.ts';

/** What of the fake backend this needs (its own type would make an import cycle). */
interface FakeBackend {
  readonly tables: { readonly [K in EntityKind]: Map<string, EntityShape<K>> };
  readonly head: number;
  upsert<K extends EntityKind>(kind: K, row: EntityShape<K>): ChangeRow;
}

type Input = { params?: Record<string, string>; body?: Record<string, unknown> };

const notFound = () => ({ status: 404, body: { statusCode: 404, message: 'No record found' } });

export function makePhoneCall(id: string, overrides: Partial<EntityShape<'call'>> = {}): EntityShape<'call'> {
  return {
    id,
    memberId: null,
    status: 'CONNECTING',
    incoming: false,
    errorCode: null,
    outcomeId: null,
    wentToVoicemail: false,
    insufficientNotes: false,
    duration: null,
    timeStarted: '2026-11-20T10:00:00.000Z',
    guideId: 'g1',
    timeConnected: null,
    timeEnded: null,
    note: null,
    resourceInteraction: false,
    scheduledEventId: null,
    engagementMinutes: 5,
    receiverPhoneNumber: '+13125550123',
    ...overrides,
  };
}

export function answerTelephonyRead(backend: FakeBackend, operation: Operation, input: Input): HttpResult | undefined {
  const callId = input.params?.callId ?? '';
  if (operation === OPERATIONS.getCall) {
    const call = backend.tables.call.get(callId);
    if (!call) throw notFound();
    return { body: structuredClone(call), head: backend.head };
  }
  if (operation === OPERATIONS.callRecordings) {
    if (!backend.tables.call.get(callId)) throw notFound();
    return {
      body: { data: structuredClone([...backend.tables.callRecording.values()].filter((r) => r.callId === callId)) },
      head: backend.head,
    };
  }
  return undefined;
}

export function answerTelephonyWrite(backend: FakeBackend, operation: Operation, input: Input): HttpResult | undefined {
  const body = input.body ?? {};
  if (operation === OPERATIONS.placeCall) {
    const id = body.id as string;
    const change = backend.upsert(
      'call',
      makePhoneCall(id, {
        memberId: body.targetUserId as string,
        resourceInteraction: body.resourceInteraction as boolean,
      }),
    );
    return { body: change.data, seq: change.seq };
  }
  if (operation === OPERATIONS.returnCall) {
    // Call back: a new outgoing call to the number the returned call came from, for its member if any.
    const original = backend.tables.call.get(body.callId as string);
    if (!original) throw notFound();
    const to = original.incoming ? original.originatorPhoneNumber : original.receiverPhoneNumber;
    const change = backend.upsert(
      'call',
      makePhoneCall(body.id as string, { memberId: original.memberId, receiverPhoneNumber: to ?? '' }),
    );
    return { body: change.data, seq: change.seq };
  }
  const call = backend.tables.call.get(input.params?.callId ?? '');
  if (operation === OPERATIONS.updateCall) {
    if (!call) throw notFound();
    const note = (body.note as string | null) ?? null;
    // The note alone (the review drawer) keeps the outcome.
    const outcomeId = 'outcomeId' in body ? (body.outcomeId as number | null) : call.outcomeId;
    const change = backend.upsert('call', { ...call, outcomeId, note: note === null ? null : sanitizeRichText(note) });
    return { body: change.data, seq: change.seq };
  }
  if (operation === OPERATIONS.hangUpCall) {
    if (!call) throw notFound();
    return { body: structuredClone(call) };
  }
  return undefined;
}

/** What the carrier's webhooks record: the call moved on, or a recording arriving or filling in. */
export function carrierReports(
  backend: FakeBackend,
  report: { call?: EntityShape<'call'>; recording?: EntityShape<'callRecording'> },
): void {
  if (report.call) backend.upsert('call', report.call);
  if (report.recording) backend.upsert('callRecording', report.recording);
}

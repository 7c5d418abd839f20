/**
 * What a call's life writes, each in the caller's transaction with its change rows: the placed
 * call (its interaction and feed item too), the carrier's status reports, a recording or voicemail
 * with its audio file, the transcription, and a call coming in. Every function is idempotent by the
 * carrier's ids, so a repeated webhook changes nothing, and a report that would move a call back
 * (an ACTIVE after ENDED) is ignored.
 *
 * Follow-ups: an ended call that connected waits for its outcome ('Complete call',
 * INCOMPLETE_CALL) or its note ('Complete note', INCOMPLETE_NOTE_CALL) on its guide's docket
 * (`callFollowUp`); a member's call nobody answered is a 'Call back' (CALL_BACK) for the member's guide.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { callFollowUp, isCallStatusStep, type CallStatus, type TranscriptLine } from '../../domain/index.ts';
import type { UserRow } from '../auth/actor.ts';
import type { Db, Tx } from '../db/connect.ts';
import type { ChangeRecorder } from '../db/changes.ts';
import {
  callRecordings,
  calls,
  feedItems,
  fileAccess,
  files,
  interactionOutcomes,
  interactions,
  scheduledEvents,
  todos,
  users,
} from '../db/schema/index.ts';
import { notify } from '../notifications/notify.ts';
import { createDatabaseFileStorage } from '../files/storage.ts';
import { memberSummaries } from '../presenters/people.ts';
import { docketMembers } from '../presenters/docket-members.ts';
import { presentScheduledEvent, presentTodo } from '../presenters/work.ts';
import { recordFeedItem, recordInteraction, touchLastEvent } from '../routes/interaction-records.ts';
import {
  presentCallRecording,
  presentTelephonyCall,
  staffSideOf,
  type CallRecordingRow,
  type CallRow,
} from './present.ts';

export async function recordCall(tx: Tx, changes: ChangeRecorder, call: CallRow, created = false): Promise<void> {
  changes.record({ entity: 'call', id: call.id, op: 'upsert', data: await presentTelephonyCall(tx, call), created });
}

/** The call with this carrier sid in the organisation (any organisation for webhooks: sids are the carrier's, unique). */
export async function callBySid(tx: Db | Tx, sid: string): Promise<CallRow | undefined> {
  const [call] = await tx.select().from(calls).where(eq(calls.sid, sid)).limit(1).for('update');
  return call;
}

export interface PlacedCall {
  id: string;
  sid: string;
  member: UserRow;
  guideId: string;
  /** The member's number dialled (null: a returned call to a number no longer on their record). */
  phoneNumberId: number | null;
  from: string;
  to: string;
  at: Date;
  resourceInteraction: boolean;
  isFeedbackCall: boolean;
  scheduledEventId: string | null;
}

/** A new outbound call, CONNECTING, with its interaction and its feed item; the call's change last (it confirms the write). */
export async function insertPlacedCall(tx: Tx, changes: ChangeRecorder, placed: PlacedCall): Promise<CallRow> {
  const owned = { organisationId: placed.member.organisationId, clientId: placed.member.clientId };
  const interactionId = randomUUID();
  const [interaction] = await tx
    .insert(interactions)
    .values({
      id: interactionId,
      ...owned,
      interactionType: 'call',
      memberId: placed.member.id,
      guideId: placed.guideId,
      timestamp: placed.at,
      incoming: false,
    })
    .returning();
  const [call] = await tx
    .insert(calls)
    .values({
      id: placed.id,
      ...owned,
      sid: placed.sid,
      status: 'CONNECTING',
      incoming: false,
      originatorUserId: placed.guideId,
      originatorPhoneNumber: placed.from,
      receiverUserId: placed.member.id,
      receiverPhoneNumber: placed.to,
      subjectId: placed.member.id,
      timeStarted: placed.at,
      isFeedbackCall: placed.isFeedbackCall,
      interactionId,
      phoneNumberId: placed.phoneNumberId,
      resourceInteraction: placed.resourceInteraction,
      scheduledEventId: placed.scheduledEventId,
    })
    .returning();
  if (!interaction || !call) throw new Error('call not stored');
  const [feed] = await tx
    .insert(feedItems)
    .values({
      id: randomUUID(),
      ...owned,
      memberId: placed.member.id,
      timestamp: placed.at,
      externalItemType: 'call',
      externalItemId: call.id,
    })
    .returning();
  if (!feed) throw new Error('feed item not stored');
  await recordInteraction(tx, changes, interaction, true);
  await resolveAnsweredEvent(tx, changes, placed.scheduledEventId);
  await recordFeedItem(tx, changes, feed, true);
  await recordCall(tx, changes, call, true);
  return call;
}

/**
 * A call placed to a number no member has (Call back to an unknown caller), CONNECTING: no
 * interaction or feed item until the calls page's Assign call names its member.
 */
export async function insertUnassignedPlacedCall(
  tx: Tx,
  changes: ChangeRecorder,
  placed: {
    id: string;
    sid: string;
    organisationId: string;
    clientId: string;
    guideId: string;
    from: string;
    to: string;
    at: Date;
    isFeedbackCall: boolean;
  },
): Promise<CallRow> {
  const [call] = await tx
    .insert(calls)
    .values({
      id: placed.id,
      organisationId: placed.organisationId,
      clientId: placed.clientId,
      sid: placed.sid,
      status: 'CONNECTING',
      incoming: false,
      originatorUserId: placed.guideId,
      originatorPhoneNumber: placed.from,
      receiverUserId: null,
      receiverPhoneNumber: placed.to,
      subjectId: null,
      timeStarted: placed.at,
      isFeedbackCall: placed.isFeedbackCall,
    })
    .returning();
  if (!call) throw new Error('call not stored');
  await recordCall(tx, changes, call, true);
  return call;
}

/** The scheduled call a placed call answers is done: it leaves the docket's Pending and Late tabs. */
async function resolveAnsweredEvent(tx: Tx, changes: ChangeRecorder, eventId: string | null): Promise<void> {
  if (!eventId) return;
  const [event] = await tx
    .update(scheduledEvents)
    .set({ resolved: true })
    .where(and(eq(scheduledEvents.id, eventId), eq(scheduledEvents.resolved, false)))
    .returning();
  if (!event) return;
  const members = await docketMembers(tx, [event.memberId]);
  changes.record({
    entity: 'scheduledEvent',
    id: event.id,
    op: 'upsert',
    data: presentScheduledEvent(event, members.get(event.memberId)),
  });
}

const outcomeKeyOf = async (tx: Tx, outcomeId: number | null) => {
  if (outcomeId === null) return null;
  const [outcome] = await tx
    .select({ key: interactionOutcomes.key })
    .from(interactionOutcomes)
    .where(eq(interactionOutcomes.id, outcomeId));
  return outcome?.key ?? null;
};

/**
 * Brings the call's follow-ups in line with what it still waits for: open ones of another type
 * are completed, the one it needs is added when missing (for the staff user on the call), each
 * with its change. The call's `insufficientNotes` says whether it waits for its note.
 */
export async function settleCallFollowUps(tx: Tx, changes: ChangeRecorder, call: CallRow, now: Date): Promise<CallRow> {
  const outcomeKey = await outcomeKeyOf(tx, call.outcomeId);
  const status = call.status as CallStatus;
  const needed: string | null =
    call.incoming && status === 'MISSED'
      ? 'CALL_BACK'
      : callFollowUp({ status, timeConnected: call.timeConnected?.toISOString() ?? null }, outcomeKey, call.note);
  const owner = needed === 'CALL_BACK' ? null : staffSideOf(call);
  const open = await tx
    .select()
    .from(todos)
    .where(
      and(
        eq(todos.organisationId, call.organisationId),
        eq(todos.externalItemType, 'call'),
        eq(todos.externalItemId, call.id),
        isNull(todos.completedAt),
      ),
    );
  // Only the follow-ups this feature keeps: a review task (CALL_AUDIT) on the same call is the calls page's.
  const ours = open.filter((t) => ['INCOMPLETE_CALL', 'INCOMPLETE_NOTE_CALL', 'CALL_BACK'].includes(t.type));
  const changed: { row: typeof todos.$inferSelect; created: boolean }[] = [];
  for (const todo of ours.filter((t) => t.type !== needed)) {
    const [done] = await tx.update(todos).set({ completedAt: now }).where(eq(todos.id, todo.id)).returning();
    if (done) changed.push({ row: done, created: false });
  }
  const assignee = needed === 'CALL_BACK' ? await guideOfMember(tx, call.subjectId) : owner;
  if (needed && assignee && !ours.some((t) => t.type === needed)) {
    const [added] = await tx
      .insert(todos)
      .values({
        id: randomUUID(),
        organisationId: call.organisationId,
        clientId: call.clientId,
        userId: assignee,
        memberId: call.subjectId,
        type: needed,
        date: now,
        externalItemType: 'call',
        externalItemId: call.id,
      })
      .returning();
    if (added) changed.push({ row: added, created: true });
  }
  const members = await memberSummaries(tx, call.subjectId ? [call.subjectId] : []);
  for (const { row, created } of changed)
    changes.record({
      entity: 'todo',
      id: row.id,
      op: 'upsert',
      data: presentTodo(row, call.subjectId ? members.get(call.subjectId) : null),
      created,
    });
  const insufficientNotes = needed === 'INCOMPLETE_NOTE_CALL';
  if (insufficientNotes === call.insufficientNotes) return call;
  const [updated] = await tx.update(calls).set({ insufficientNotes }).where(eq(calls.id, call.id)).returning();
  return updated ?? call;
}

async function guideOfMember(tx: Tx, memberId: string | null): Promise<string | null> {
  if (!memberId) return null;
  return (await memberSummaries(tx, [memberId])).get(memberId)?.assignedGuideId ?? null;
}

/** Keeps the call's interaction (the feed's line) in step: its length, outcome and note. */
async function syncInteraction(tx: Tx, changes: ChangeRecorder, call: CallRow): Promise<void> {
  if (!call.interactionId) return;
  const [interaction] = await tx
    .update(interactions)
    .set({ duration: call.duration, outcomeId: call.outcomeId, note: call.note })
    .where(and(eq(interactions.id, call.interactionId), eq(interactions.organisationId, call.organisationId)))
    .returning();
  if (interaction) await recordInteraction(tx, changes, interaction);
}

export interface StatusReport {
  status: CallStatus;
  at: Date;
  errorCode?: number | null;
}

/** A carrier's status report; one that does not move the call forward changes nothing (answers false). */
export async function applyCallStatus(
  tx: Tx,
  changes: ChangeRecorder,
  call: CallRow,
  report: StatusReport,
): Promise<boolean> {
  if (!isCallStatusStep(call.status as CallStatus, report.status)) return false;
  const over = report.status !== 'ACTIVE';
  const connected = report.status === 'ACTIVE' ? report.at : call.timeConnected;
  const [updated] = await tx
    .update(calls)
    .set({
      status: report.status,
      timeConnected: connected,
      timeEnded: over ? report.at : null,
      duration: over
        ? connected
          ? Math.max(0, Math.round((report.at.getTime() - connected.getTime()) / 1000))
          : 0
        : null,
      receiverErrorCode: report.status === 'FAILED' ? (report.errorCode ?? null) : call.receiverErrorCode,
    })
    .where(eq(calls.id, call.id))
    .returning();
  if (!updated) return false;
  const settled = over ? await settleCallFollowUps(tx, changes, updated, report.at) : updated;
  if (over) await syncInteraction(tx, changes, settled);
  // A call that connected is the member's last event (the member list's and the Outreach tab's).
  if (report.status === 'ACTIVE' && settled.subjectId)
    await touchLastEvent(tx, changes, settled.subjectId, report.at, 'call');
  await recordCall(tx, changes, settled);
  return true;
}

/** The outcome and note a guide recorded; the follow-ups follow. */
export async function applyOutcome(
  tx: Tx,
  changes: ChangeRecorder,
  call: CallRow,
  values: { outcomeId: number | null; note: string | null; resourceInteraction?: boolean },
  now: Date,
): Promise<CallRow> {
  const [updated] = await tx
    .update(calls)
    .set({
      outcomeId: values.outcomeId,
      note: values.note,
      ...(values.resourceInteraction === undefined ? {} : { resourceInteraction: values.resourceInteraction }),
    })
    .where(eq(calls.id, call.id))
    .returning();
  if (!updated) throw new Error('call not updated');
  const settled = await settleCallFollowUps(tx, changes, updated, now);
  await syncInteraction(tx, changes, settled);
  await recordCall(tx, changes, settled);
  return settled;
}

async function recordRecording(
  tx: Tx,
  changes: ChangeRecorder,
  row: CallRecordingRow,
  call: CallRow,
  created: boolean,
): Promise<void> {
  changes.record({
    entity: 'callRecording',
    id: row.id,
    op: 'upsert',
    data: presentCallRecording(row, call.subjectId),
    created,
  });
}

/** The recording row of this carrier recording, made empty when the transcription comes first. */
async function recordingRow(
  tx: Tx,
  call: CallRow,
  recordingSid: string,
  kind: 'recording' | 'voicemail',
  at: Date,
): Promise<{ row: CallRecordingRow; created: boolean }> {
  const [existing] = await tx
    .select()
    .from(callRecordings)
    .where(and(eq(callRecordings.organisationId, call.organisationId), eq(callRecordings.recordingSid, recordingSid)))
    .for('update');
  if (existing) return { row: existing, created: false };
  const [row] = await tx
    .insert(callRecordings)
    .values({
      id: randomUUID(),
      organisationId: call.organisationId,
      clientId: call.clientId,
      callId: call.id,
      recordingSid,
      kind,
      createdAt: at,
    })
    .returning();
  if (!row) throw new Error('recording not stored');
  return { row, created: true };
}

export interface ArrivedRecording {
  recordingSid: string;
  kind: 'recording' | 'voicemail';
  durationSeconds: number;
  audio: { bytes: Uint8Array; mimeType: string };
  at: Date;
}

/**
 * A recording's audio, stored as a file (purpose 'recording' or 'voicemail', readable by whoever
 * may see the call's member) through the storage port; a voicemail also marks its call.
 */
export async function storeRecording(
  tx: Tx,
  changes: ChangeRecorder,
  call: CallRow,
  arrived: ArrivedRecording,
): Promise<void> {
  const { row, created } = await recordingRow(tx, call, arrived.recordingSid, arrived.kind, arrived.at);
  if (row.fileId) return;
  const owner = staffSideOf(call) ?? call.subjectId;
  let fileId: string | null = null;
  if (owner) {
    fileId = randomUUID();
    const storageKey = `f/${fileId}`;
    const name = `${arrived.kind}-${call.timeStarted.toISOString().replace(/[:.]/g, '-')}.wav`;
    await tx.insert(files).values({
      id: fileId,
      organisationId: call.organisationId,
      clientId: call.clientId,
      ownerUserId: owner,
      name,
      mimeType: arrived.audio.mimeType,
      size: arrived.audio.bytes.byteLength,
      storageKey,
      info: { contentDuration: arrived.durationSeconds },
      createdAt: arrived.at,
    });
    await tx.insert(fileAccess).values({
      id: fileId,
      organisationId: call.organisationId,
      memberId: call.subjectId,
      purpose: arrived.kind,
      status: 'stored',
      sniffedType: arrived.audio.mimeType,
      attachedAt: arrived.at,
      storedAt: arrived.at,
    });
    await createDatabaseFileStorage(tx as unknown as Db).put(storageKey, arrived.audio.bytes);
  }
  const [stored] = await tx
    .update(callRecordings)
    .set({ fileId, durationSeconds: arrived.durationSeconds, kind: arrived.kind })
    .where(eq(callRecordings.id, row.id))
    .returning();
  if (arrived.kind === 'voicemail') {
    const [marked] = await tx
      .update(calls)
      .set({ wentToVoicemail: true, voicemailFileId: fileId })
      .where(eq(calls.id, call.id))
      .returning();
    if (marked) await recordCall(tx, changes, marked);
    // A member's voicemail is news for their guide (an unknown caller's waits on the calls page).
    if (created && call.subjectId) {
      const [member] = await tx
        .select({ guideId: users.assignedGuideId })
        .from(users)
        .where(eq(users.id, call.subjectId));
      await notify(tx, changes, {
        organisationId: call.organisationId,
        clientId: call.clientId,
        guideId: member?.guideId,
        memberId: call.subjectId,
        type: 'voicemail',
        target: { type: 'call', id: call.id },
        at: arrived.at,
      });
    }
  }
  if (stored) await recordRecording(tx, changes, stored, call, created);
}

export interface ArrivedTranscription {
  recordingSid: string;
  lines: TranscriptLine[];
  generatedNotes: string | null;
  at: Date;
}

/** The transcript (and a call's generated notes); a second transcription of the same recording changes nothing. */
export async function storeTranscription(
  tx: Tx,
  changes: ChangeRecorder,
  call: CallRow,
  arrived: ArrivedTranscription,
): Promise<void> {
  const kind = call.status === 'MISSED' ? 'voicemail' : 'recording';
  const { row, created } = await recordingRow(tx, call, arrived.recordingSid, kind, arrived.at);
  if (row.transcribedAt) return;
  const [stored] = await tx
    .update(callRecordings)
    .set({
      transcript: arrived.lines,
      transcriptText: arrived.lines.map((line) => `${line.speaker}: ${line.text}`).join('\n'),
      generatedNotes: arrived.generatedNotes,
      transcribedAt: arrived.at,
    })
    .where(eq(callRecordings.id, row.id))
    .returning();
  if (stored) await recordRecording(tx, changes, stored, call, created);
}

/**
 * A call and a text as the calls and texts page shows them: the feed's call shape plus both
 * parties, the member it is assigned to, its reviews and whether it was assigned by hand. One read
 * per related table for a whole page, never one per row.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { EntityShape } from '../../domain/index.ts';
import type { Db, Tx } from '../db/connect.ts';
import { callAssignments, calls, smsMessages, voiceCallAudits } from '../db/schema/index.ts';
import { together } from '../db/together.ts';
import { memberSummaries } from '../presenters/people.ts';
import { presentCall, presentSmsMessage } from '../presenters/work.ts';

export type CallRow = typeof calls.$inferSelect;
export type TextRow = typeof smsMessages.$inferSelect;

/** The calls, presented for the page, in the order given. */
export async function presentCallLogRows(
  db: Db | Tx,
  organisationId: string,
  rows: readonly CallRow[],
): Promise<EntityShape<'call'>[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((c) => c.id);
  const [members, audits, assignments] = await together(db, [
    () =>
      memberSummaries(
        db,
        rows.flatMap((c) => (c.subjectId ? [c.subjectId] : [])),
      ),
    () =>
      db
        .select()
        .from(voiceCallAudits)
        .where(and(eq(voiceCallAudits.organisationId, organisationId), inArray(voiceCallAudits.callId, ids)))
        .orderBy(asc(voiceCallAudits.createdAt), asc(voiceCallAudits.id)),
    () =>
      db
        .select()
        .from(callAssignments)
        .where(and(eq(callAssignments.organisationId, organisationId), inArray(callAssignments.callId, ids))),
  ]);
  const assignedAt = new Map(assignments.map((a) => [a.callId, a.assignedAt.toISOString()]));
  return rows.map((c) => ({
    ...presentCall(c),
    originatorUserId: c.originatorUserId,
    originatorPhoneNumber: c.originatorPhoneNumber,
    receiverUserId: c.receiverUserId,
    receiverPhoneNumber: c.receiverPhoneNumber,
    isFeedbackCall: c.isFeedbackCall,
    timeConnected: c.timeConnected?.toISOString() ?? null,
    timeEnded: c.timeEnded?.toISOString() ?? null,
    note: c.note,
    voicemailFileId: c.voicemailFileId,
    // The carrier logs nothing of the receiving side when it never reached the guide's phone
    // (airplane mode, Do Not Disturb): a failed call that neither connected nor has a receiver code.
    receiverLogged: !(c.status === 'FAILED' && c.timeConnected === null && c.receiverErrorCode === null),
    assignedAt: assignedAt.get(c.id) ?? null,
    reviews: audits
      .filter((a) => a.callId === c.id)
      .map((a) => ({
        id: a.id,
        assigneeId: a.assigneeId,
        actionTaken: a.actionTaken,
        completedAt: a.completedAt?.toISOString() ?? null,
      })),
    member: c.subjectId ? (members.get(c.subjectId) ?? null) : null,
  }));
}

export async function presentCallLogRow(db: Db | Tx, call: CallRow): Promise<EntityShape<'call'>> {
  const [row] = await presentCallLogRows(db, call.organisationId, [call]);
  if (!row) throw new Error('call not presented');
  return row;
}

/** The texts, presented for the page (with their member), in the order given. */
export async function presentTextLogRows(db: Db | Tx, rows: readonly TextRow[]): Promise<EntityShape<'smsMessage'>[]> {
  const members = await memberSummaries(
    db,
    rows.flatMap((m) => (m.subjectId ? [m.subjectId] : [])),
  );
  return rows.map((m) => ({
    ...presentSmsMessage(m),
    member: m.subjectId ? (members.get(m.subjectId) ?? null) : null,
  }));
}

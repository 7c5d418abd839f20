/**
 * A call and its recordings as every telephony read and change presents them. A call's change
 * carries the calls page's fields too (`presentCallLogRow`), so a status, voicemail or outcome
 * arriving by webhook updates the calls page's row as well as the dialog and the feed's chips.
 */
import { eq } from 'drizzle-orm';
import { ENTITIES, type EntityShape } from '../../domain/index.ts';
import { toWire } from '../../domain/entities/columns.ts';
import type { Db, Tx } from '../db/connect.ts';
import { clients, type calls, type callRecordings } from '../db/schema/index.ts';
import { together } from '../db/together.ts';
import { presentCallLogRow } from '../routes/calls-page-presenter.ts';

export type CallRow = typeof calls.$inferSelect;
export type CallRecordingRow = typeof callRecordings.$inferSelect;

/** The staff user on the call: who placed it, or who took it. */
export const staffSideOf = (call: CallRow) => (call.incoming ? call.receiverUserId : call.originatorUserId);

export async function presentTelephonyCall(db: Db | Tx, call: CallRow): Promise<EntityShape<'call'>> {
  const [row, [client]] = await together(db, [
    () => presentCallLogRow(db, call),
    () =>
      db
        .select({ minutes: clients.callEngagementLengthRequirementInMinutes })
        .from(clients)
        .where(eq(clients.id, call.clientId)),
  ]);
  return {
    ...row,
    engagementMinutes: client?.minutes ?? 0,
    guideId: staffSideOf(call),
    timeConnected: call.timeConnected?.toISOString() ?? null,
    timeEnded: call.timeEnded?.toISOString() ?? null,
    note: call.note,
    resourceInteraction: call.resourceInteraction,
    scheduledEventId: call.scheduledEventId,
    voicemailFileId: call.voicemailFileId,
  };
}

/** A recording as clients receive it: its declared columns (`domain/entities/calls.ts`), and the call's member. */
export function presentCallRecording(row: CallRecordingRow, memberId: string | null): EntityShape<'callRecording'> {
  return toWire(ENTITIES.callRecording.table.columns, row, { memberId });
}

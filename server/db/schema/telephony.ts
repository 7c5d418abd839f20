/**
 * What the telephony provider sends after a call (server/telephony/): a recording of an ended
 * call or a missed call's voicemail, its audio (a `files` row, purpose 'recording' or 'voicemail',
 * bytes through the storage port), and later its transcript with speakers and the generated notes.
 * The provider's ids (`recording_sid`) make a repeated webhook change nothing.
 */
import { index, uniqueIndex } from 'drizzle-orm/pg-core';
import { callRecording } from '../../../domain/entities/calls.ts';
import { entityTable } from '../entity-table.ts';
import { calls, files } from './activity.ts';
import { organisationId } from './organisation.ts';
import { clients } from './tenancy.ts';

/** A recording goes with its call. */
export const callRecordings = entityTable(callRecording, {
  before: { organisationId: organisationId() },
  references: {
    clientId: () => clients.id,
    callId: { to: () => calls.id, onDelete: 'cascade' },
    fileId: () => files.id,
  },
  extra: (t) => [
    uniqueIndex('call_recordings_sid_idx').on(t.organisationId, t.recordingSid),
    index('call_recordings_call_idx').on(t.callId),
  ],
});

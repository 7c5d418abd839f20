/**
 * What the telephony provider sends after a call (server/telephony/): a recording of an ended
 * call or a missed call's voicemail, its audio (a `files` row, purpose 'recording' or 'voicemail',
 * bytes through the storage port), and later its transcript with speakers and the generated notes.
 * The provider's ids (`recording_sid`) make a repeated webhook change nothing.
 */
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TranscriptLine } from '../../../domain/calls.ts';
import { calls, files } from './activity.ts';
import { organisationId } from './organisation.ts';
import { clients } from './tenancy.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const callRecordings = pgTable(
  'call_recordings',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationId(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    callId: uuid('call_id')
      .notNull()
      .references(() => calls.id, { onDelete: 'cascade' }),
    /** The provider's id of the recording. */
    recordingSid: text('recording_sid').notNull(),
    /** 'recording' (an ended call) or 'voicemail' (a missed call's message). */
    kind: text('kind').$type<'recording' | 'voicemail'>().notNull(),
    fileId: uuid('file_id').references(() => files.id),
    durationSeconds: integer('duration_seconds'),
    /** Speaker, start (seconds into the recording), text; null until the transcription arrives. */
    transcript: jsonb('transcript').$type<TranscriptLine[]>(),
    /** The whole transcript as plain text (the drawer's plain view; a voicemail's transcription). */
    transcriptText: text('transcript_text'),
    /** Notes the provider's summarizer generated from the transcript (plain text). */
    generatedNotes: text('generated_notes'),
    transcribedAt: ts('transcribed_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('call_recordings_sid_idx').on(t.organisationId, t.recordingSid),
    index('call_recordings_call_idx').on(t.callId),
  ],
);

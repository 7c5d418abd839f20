/** Test data for the calls page: a review (voice call audit) of a call with its 'Review call' follow-up. */
import { randomUUID } from 'node:crypto';
import { ENTITIES } from '../../domain/index.ts';
import type { Db } from '../db/connect.ts';
import { callRecordings, todos, voiceCallAudits } from '../db/schema/index.ts';
import { entityRow } from '../testing/entity-rows.ts';
import { createCall, type TestOrganisation } from '../testing/factories.ts';

export async function createCallReview(
  db: Db,
  org: TestOrganisation,
  options: { callId?: string; assigneeId?: string } = {},
) {
  const callId = options.callId ?? (await createCall(db, org)).id;
  const assigneeId = options.assigneeId ?? org.guide.id;
  const todoId = randomUUID();
  await db.insert(todos).values({
    id: todoId,
    organisationId: org.organisationId,
    clientId: org.clientId,
    userId: assigneeId,
    memberId: org.member.id,
    type: 'CALL_AUDIT',
    date: new Date(),
    externalItemType: 'call',
    externalItemId: callId,
  });
  const [audit] = await db
    .insert(voiceCallAudits)
    .values({
      id: randomUUID(),
      organisationId: org.organisationId,
      callId,
      assigneeId,
      assignedBy: org.supervisor.id,
      auditType: 'voicemail_review',
      todoId,
    })
    .returning();
  if (!audit) throw new Error('review not stored');
  return { ...audit, todoId };
}

/** A recording of a call (the member's, unless told otherwise), transcribed, with generated notes. */
export async function createCallRecording(
  db: Db,
  org: TestOrganisation,
  options: { callId?: string; transcribed?: boolean } = {},
) {
  const callId = options.callId ?? (await createCall(db, org)).id;
  const transcribed = options.transcribed ?? true;
  const [recording] = await db
    .insert(callRecordings)
    .values(
      entityRow(ENTITIES.callRecording, {
        organisationId: org.organisationId,
        clientId: org.clientId,
        callId,
        recordingSid: `RE${randomUUID().replace(/-/g, '')}`,
        kind: 'recording',
        durationSeconds: 95,
        transcript: transcribed
          ? [
              { speaker: 'Guide', startSeconds: 0, text: 'Hi, this is your guide.' },
              { speaker: 'Member', startSeconds: 3, text: 'Hello!' },
            ]
          : null,
        generatedNotes: transcribed ? 'The member is doing well.' : null,
        transcribedAt: transcribed ? new Date() : null,
      }),
    )
    .returning();
  if (!recording) throw new Error('recording not stored');
  return recording;
}

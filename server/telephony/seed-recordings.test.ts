import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureReferenceData } from '../db/reference-data.ts';
import { callRecordings } from '../db/schema/index.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../testing/databases.ts';
import { createCall, createOrganisation } from '../testing/factories.ts';
import { seedCallRecordings } from './seed-recordings.ts';

describe.each(DIALECTS)('seeded call recordings on %s', (dialect) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    await ensureReferenceData(testDb.database.db);
  });
  afterAll(() => testDb?.drop());

  it('gives connected calls a transcript with notes and voicemails their transcription, once, whatever the repeats', async () => {
    const db = testDb.database.db;
    const org = await createOrganisation(db, 'Seeded');
    const talked = await createCall(db, org, {
      status: 'ENDED',
      timeConnected: new Date(),
      timeEnded: new Date(),
      duration: 120,
    });
    const voicemail = await createCall(db, org, {
      status: 'MISSED',
      incoming: true,
      wentToVoicemail: true,
      duration: 20,
    });
    await createCall(db, org, { status: 'BUSY' });
    await db.transaction((tx) => seedCallRecordings(tx, org.organisationId));
    await db.transaction((tx) => seedCallRecordings(tx, org.organisationId));
    const rows = await db.select().from(callRecordings).where(eq(callRecordings.organisationId, org.organisationId));
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.callId === talked.id)).toMatchObject({
      kind: 'recording',
      generatedNotes: expect.stringContaining('transportation'),
    });
    expect(rows.find((r) => r.callId === voicemail.id)).toMatchObject({
      kind: 'voicemail',
      generatedNotes: null,
      transcriptText: expect.stringMatching(/^Caller: /),
    });
  });
});

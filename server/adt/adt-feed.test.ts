import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES } from '../../domain/index.ts';
import { ensureReferenceData } from '../db/reference-data.ts';
import { adtMessages, hospitalizations, todos, users } from '../db/schema/index.ts';
import { createTestDatabase, DIALECTS } from '../testing/databases.ts';
import { createMemberOf, createOrganisation, type TestOrganisation } from '../testing/factories.ts';
import { captureLog, freePort, startTestServer, type TestServer } from '../testing/harness.ts';
import { ackCodeOf } from './ack.ts';
import {
  adtMessageText,
  sendAdtOverHttp,
  sendAdtOverMllp,
  stayStream,
  type SimulatedPatient,
  type SimulatedStay,
} from './adt-simulator.ts';
import { Hl7Message } from '@medplum/core';
import { WEBHOOK_TOLERANCE_SECONDS } from '../providers/webhook-signing.ts';
import { organisationPrint } from '../providers/webhook-testing.ts';
import {
  ADT_CLIENT_HEADER,
  ADT_SIGNATURE_HEADER,
  ADT_TIMESTAMP_HEADER,
  adtFeedHeaders,
  HL7_MEDIA_TYPE,
} from './feed-auth.ts';
import { CANCEL_WAITS } from './apply-adt.ts';
import type { AdtEvent } from './hl7-adt.ts';
import { INTERNAL_FAILURE, ingestAdtMessage, type FeedWrite } from './ingest.ts';
import { mllpFeedOf, startMllpListener } from './mllp-listener.ts';
import { writeWithChanges } from '../db/changes.ts';

describe.each(DIALECTS)('the ADT feed on %s', (dialect) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());
  const db = () => t.testDb.database.db;

  /** A new organisation whose member has an external patient id and a birth date. */
  async function world(name = 'Feed') {
    const org = await t.organisation(name);
    const patientId = `AV-${randomUUID().slice(0, 8)}`;
    await db()
      .update(users)
      .set({ externalPatientId: patientId, birthDate: '1958-03-14', firstName: 'Rosa', lastName: `Delgado${name}` })
      .where(eq(users.id, org.member.id));
    const patient: SimulatedPatient = {
      patientId,
      familyName: `Delgado${name}`,
      givenName: 'Rosa',
      birthDate: '1958-03-14',
    };
    const stay: SimulatedStay = {
      visitNumber: `V-${randomUUID().slice(0, 6)}`,
      admittedAt: new Date('2026-03-09T12:00:00Z'),
      dischargedAt: new Date('2026-03-12T15:00:00Z'),
      complaint: 'Chest pain',
    };
    const send = async (
      event: AdtEvent,
      options: {
        controlId?: string;
        sentAt?: Date;
        stay?: Partial<SimulatedStay>;
        patient?: Partial<SimulatedPatient>;
        feed?: TestOrganisation;
        clientId?: string;
      } = {},
    ) => {
      const text = adtMessageText(
        event,
        { ...patient, ...options.patient },
        { ...stay, ...options.stay },
        { controlId: options.controlId, sentAt: options.sentAt },
      );
      const sent = await sendAdtOverHttp(
        t.baseUrl,
        { secret: t.config.adtFeedSecret ?? '', clientId: options.clientId ?? (options.feed ?? org).clientId },
        text,
      );
      expect(sent.status).toBe(200);
      return ackCodeOf(sent.ack);
    };
    const head = async () => (await t.request(org.guide, 'GET', '/sync/changes?since=0&limit=1')).body.head as number;
    const changesSince = async (since: number) =>
      (
        (await t.request(org.guide, 'GET', `/sync/changes?since=${since}`)).body.changes as {
          entity: string;
          op: string;
          data: Record<string, unknown> | null;
        }[]
      ).map((c) => `${c.entity}:${c.op}`);
    const stays = () => db().select().from(hospitalizations).where(eq(hospitalizations.memberId, org.member.id));
    const followUps = () =>
      db()
        .select()
        .from(todos)
        .where(and(eq(todos.memberId, org.member.id), eq(todos.type, 'HOSPITALIZATION_FOLLOW_UP')));
    const messages = () =>
      db()
        .select()
        .from(adtMessages)
        .where(eq(adtMessages.organisationId, org.organisationId))
        .orderBy(adtMessages.receivedAt);
    return { org, patient, stay, send, head, changesSince, stays, followUps, messages };
  }

  it('an admission opens the stay and gives the guide an Admission follow up, with their changes', async () => {
    const w = await world();
    const since = await w.head();
    expect(await w.send('A01', { stay: { diagnosis: ['I21.9', 'Acute myocardial infarction'] } })).toBe('AA');
    const [stay] = await w.stays();
    expect(stay).toMatchObject({
      hospital: 'MERCY GENERAL',
      admitDate: '2026-03-09',
      dischargeDate: null,
      admitComplaint: 'Chest pain',
      followUpType: 'TRC',
      visitNumber: w.stay.visitNumber,
      isEnrolledInBehavioralHealth: false,
    });
    const [todo] = await w.followUps();
    expect(todo).toMatchObject({
      userId: w.org.guide.id,
      externalItemType: 'hospitalization_admission',
      externalItemId: stay?.id,
      completedAt: null,
    });
    // The guide is told of the admission too (server/notifications), privately.
    expect(await w.changesSince(since)).toEqual(['hospitalization:upsert', 'todo:upsert', 'notification:upsert']);
    const change = (await t.request(w.org.guide, 'GET', `/sync/changes?since=${since}`)).body.changes[0];
    expect(ENTITIES.hospitalization.schema.allows(change.data)).toBe(true);
    expect(await w.messages()).toMatchObject([
      {
        status: 'applied',
        ackCode: 'AA',
        memberId: w.org.member.id,
        hospitalizationId: stay?.id,
        transport: 'http',
        messageType: 'ADT^A01',
      },
    ]);
  });

  it('an update changes what it carries; a discharge closes the stay with a Discharge follow up', async () => {
    const w = await world();
    await w.send('A01');
    const since = await w.head();
    // Still in hospital: the update carries no discharge.
    expect(
      await w.send('A08', {
        stay: { complaint: 'Suicidal ideation', hospitalService: 'PSY', dischargedAt: undefined },
      }),
    ).toBe('AA');
    expect(await w.stays()).toMatchObject([
      {
        admitComplaint: 'Suicidal ideation',
        isEnrolledInBehavioralHealth: true,
        followUpType: 'FUH',
        dischargeDate: null,
      },
    ]);
    expect(await w.changesSince(since)).toEqual(['hospitalization:upsert']);
    expect(await w.send('A03', { stay: { disposition: '01', complaint: '' } })).toBe('AA');
    expect(await w.stays()).toMatchObject([
      {
        dischargeDate: '2026-03-12',
        dischargeDisposition: 'Home',
        admitComplaint: 'Suicidal ideation',
        followUpType: 'FUH',
      },
    ]);
    expect((await w.followUps()).map((f) => f.externalItemType).sort()).toEqual([
      'hospitalization_admission',
      'hospitalization_discharge',
    ]);
  });

  it('A13 cancels the discharge and its open follow-up; A11 cancels the admission and the stay', async () => {
    const w = await world();
    await w.send('A01');
    await w.send('A03');
    let since = await w.head();
    expect(await w.send('A13')).toBe('AA');
    expect(await w.stays()).toMatchObject([{ dischargeDate: null, dischargeDisposition: null }]);
    expect((await w.followUps()).map((f) => f.externalItemType)).toEqual(['hospitalization_admission']);
    expect(await w.changesSince(since)).toEqual(['hospitalization:upsert', 'todo:delete']);
    since = await w.head();
    expect(await w.send('A11')).toBe('AA');
    expect(await w.stays()).toEqual([]);
    expect(await w.followUps()).toEqual([]);
    expect(await w.changesSince(since)).toEqual(['todo:delete', 'hospitalization:delete']);
    // Nothing left to cancel: kept for review.
    expect(await w.send('A11')).toBe('AE');
    expect((await w.messages()).at(-1)).toMatchObject({ status: 'unmatched', reason: CANCEL_WAITS.A11 });
  });

  it('a follow-up the guide completed stays when its event is cancelled', async () => {
    const w = await world();
    await w.send('A01');
    await db().update(todos).set({ completedAt: new Date() }).where(eq(todos.memberId, w.org.member.id));
    expect(await w.send('A11')).toBe('AA');
    expect(await w.followUps()).toHaveLength(1);
  });

  it('a resent message (same MSH-10) is answered AA and applied once', async () => {
    const w = await world();
    expect(await w.send('A01', { controlId: 'CTRL-1' })).toBe('AA');
    const since = await w.head();
    expect(await w.send('A01', { controlId: 'CTRL-1' })).toBe('AA');
    expect(await w.stays()).toHaveLength(1);
    expect(await w.followUps()).toHaveLength(1);
    expect(await w.changesSince(since)).toEqual([]);
    expect((await w.messages()).map((m) => m.status)).toEqual(['applied', 'duplicate']);
  });

  /** What an ACK answers (MSA and ERR): its own header has its own time and control id. */
  const answerOf = (ack: string) =>
    ['MSA', 'ERR'].map((name) => Hl7Message.parse(ack).getSegment(name)?.toString() ?? null);
  const postSigned = async (text: string, headers: Record<string, string>) => {
    const response = await fetch(`${t.baseUrl}/api/webhooks/adt`, {
      method: 'POST',
      headers: { 'content-type': HL7_MEDIA_TYPE, ...headers },
      body: text,
    });
    return { status: response.status, ack: await response.text() };
  };
  const feedOf = (org: TestOrganisation) => ({ secret: t.config.adtFeedSecret ?? '', clientId: org.clientId });

  it('a message delivered again over HTTP (the same request, or resent signed anew) is answered as the first and writes only its duplicate row', async () => {
    const w = await world();
    const text = adtMessageText('A01', w.patient, w.stay, { controlId: `RE-${randomUUID().slice(0, 8)}` });
    const headers = adtFeedHeaders(feedOf(w.org), text);
    const first = await postSigned(text, headers);
    expect([first.status, ackCodeOf(first.ack)]).toEqual([200, 'AA']);
    // The stay, its follow-up, the guide's notification and their change rows.
    const written = await organisationPrint(db(), w.org.organisationId, ['adt_messages']);
    const again = await postSigned(text, headers);
    const resent = await sendAdtOverHttp(t.baseUrl, feedOf(w.org), text, new Date(Date.now() + 60_000));
    for (const answer of [again, resent])
      expect([answer.status, ...answerOf(answer.ack)]).toEqual([first.status, ...answerOf(first.ack)]);
    expect(await organisationPrint(db(), w.org.organisationId, ['adt_messages'])).toEqual(written);
    expect(await w.stays()).toHaveLength(1);
    expect(await w.followUps()).toHaveLength(1);
    expect((await w.messages()).map((m) => m.status)).toEqual(['applied', 'duplicate', 'duplicate']);
  });

  it('a message that named no member, delivered again, is answered with the same AE and its error condition', async () => {
    const w = await world();
    const text = adtMessageText('A01', { ...w.patient, patientId: 'AV-00000000', birthDate: '1960-01-01' }, w.stay);
    const first = await sendAdtOverHttp(t.baseUrl, feedOf(w.org), text);
    expect(answerOf(first.ack)[1]).toContain('204^Unknown key identifier');
    const again = await sendAdtOverHttp(t.baseUrl, feedOf(w.org), text);
    expect(answerOf(again.ack)).toEqual(answerOf(first.ack));
    expect((await w.messages()).map((m) => [m.status, m.ackCode])).toEqual([
      ['unmatched', 'AE'],
      ['duplicate', 'AE'],
    ]);
  });

  it('the same message delivered twice at once is applied once', async () => {
    const w = await world();
    const text = adtMessageText('A01', w.patient, w.stay);
    const answers = await Promise.all([1, 2].map(() => sendAdtOverHttp(t.baseUrl, feedOf(w.org), text)));
    expect(answers.map((a) => [a.status, ackCodeOf(a.ack)])).toEqual([
      [200, 'AA'],
      [200, 'AA'],
    ]);
    expect(await w.stays()).toHaveLength(1);
    expect(await w.followUps()).toHaveLength(1);
    expect((await w.messages()).map((m) => m.status).sort()).toEqual(['applied', 'duplicate']);
  });

  it('refuses a message signed more than five minutes ago or ahead, without a timestamp, or wrongly signed, storing nothing', async () => {
    const w = await world();
    const text = adtMessageText('A01', w.patient, w.stay);
    const feed = feedOf(w.org);
    const { [ADT_TIMESTAMP_HEADER]: _timestamp, ...withoutTimestamp } = adtFeedHeaders(feed, text);
    const refused = {
      stale: adtFeedHeaders(feed, text, new Date(Date.now() - (WEBHOOK_TOLERANCE_SECONDS + 30) * 1000)),
      future: adtFeedHeaders(feed, text, new Date(Date.now() + (WEBHOOK_TOLERANCE_SECONDS + 30) * 1000)),
      'no timestamp': withoutTimestamp,
      'malformed timestamp': { ...adtFeedHeaders(feed, text), [ADT_TIMESTAMP_HEADER]: '17e8' },
      'wrong key': adtFeedHeaders({ ...feed, secret: 'not-the-secret' }, text),
      forged: { ...adtFeedHeaders(feed, text), [ADT_SIGNATURE_HEADER]: 'forged' },
    };
    const before = await organisationPrint(db(), w.org.organisationId);
    for (const [why, headers] of Object.entries(refused))
      expect((await postSigned(text, headers)).status, why).toBe(401);
    expect(await organisationPrint(db(), w.org.organisationId)).toEqual(before);
    expect(await w.messages()).toEqual([]);
    // Nothing was claimed: the same message signed now is applied.
    expect(ackCodeOf((await postSigned(text, adtFeedHeaders(feed, text))).ack)).toBe('AA');
  });

  it('a discharge before its admission ends in the same state as in order', async () => {
    const w = await world();
    expect(await w.send('A03')).toBe('AA');
    expect(await w.send('A08')).toBe('AA');
    expect(await w.send('A01')).toBe('AA');
    expect(await w.stays()).toMatchObject([
      { admitDate: '2026-03-09', dischargeDate: '2026-03-12', dischargeDisposition: 'Home' },
    ]);
    // Out of hospital already: the discharge follow-up is the one due.
    expect((await w.followUps()).map((f) => f.externalItemType)).toEqual(['hospitalization_discharge']);
  });

  it('a cancel that comes before what it cancels (by event time) waits for it: the pair ends as if in order', async () => {
    const w = await world();
    const at = (hour: number) => new Date(Date.UTC(2026, 2, 9, hour));
    expect(await w.send('A11', { sentAt: at(2) })).toBe('AE');
    expect(await w.send('A01', { sentAt: at(1) })).toBe('AA');
    expect(await w.stays()).toEqual([]);
    expect(await w.followUps()).toEqual([]);
    expect((await w.messages()).map((m) => [m.messageType, m.status])).toEqual([
      ['ADT^A11', 'applied'],
      ['ADT^A01', 'applied'],
    ]);
    // Admitted again after the cancel: the visit opens.
    expect(await w.send('A01', { sentAt: at(3) })).toBe('AA');
    expect(await w.stays()).toHaveLength(1);
    // An A13 before its A03: the stay stays open, with no discharge follow-up; a later discharge closes it.
    expect(await w.send('A13', { sentAt: at(5) })).toBe('AE');
    expect(await w.send('A03', { sentAt: at(4) })).toBe('AA');
    expect(await w.stays()).toMatchObject([{ dischargeDate: null, dischargeDisposition: null }]);
    expect((await w.followUps()).map((f) => f.externalItemType)).toEqual(['hospitalization_admission']);
    expect(await w.send('A03', { sentAt: at(6) })).toBe('AA');
    expect(await w.stays()).toMatchObject([{ dischargeDate: '2026-03-12' }]);
  });

  it('finds a member without a patient id by name and date of birth', async () => {
    const w = await world();
    expect(
      await w.send('A01', {
        patient: { patientId: undefined, familyName: w.patient.familyName.toUpperCase(), givenName: 'ROSA' },
      }),
    ).toBe('AA');
    expect(await w.stays()).toHaveLength(1);
  });

  it('an unknown patient is answered AE and kept as unmatched; nothing is written', async () => {
    const w = await world();
    const since = await w.head();
    expect(await w.send('A01', { patient: { patientId: 'AV-00000000', birthDate: '1960-01-01' } })).toBe('AE');
    expect(await w.stays()).toEqual([]);
    expect(await w.changesSince(since)).toEqual([]);
    const [kept] = await w.messages();
    expect(kept).toMatchObject({
      status: 'unmatched',
      ackCode: 'AE',
      memberId: null,
      reason: 'no member with the PID-3 patient id, or the PID-5 name and PID-7 date of birth',
    });
    expect(kept?.raw).toContain('AV-00000000');
  });

  it('a malformed segment is answered AE, kept as rejected with its text and reason, and never logged', async () => {
    const w = await world();
    const log = captureLog(t.server);
    const text = adtMessageText('A01', w.patient, w.stay, { controlId: 'BAD-1' }).replace('202603091200', '2026AB');
    const sent = await sendAdtOverHttp(
      t.baseUrl,
      { secret: t.config.adtFeedSecret ?? '', clientId: w.org.clientId },
      text,
    );
    expect(ackCodeOf(sent.ack)).toBe('AE');
    expect(sent.ack).toContain('PV1-44 is not a date');
    expect(await w.messages()).toMatchObject([
      { status: 'rejected', ackCode: 'AE', reason: 'PV1-44 is not a date', raw: text, controlId: 'BAD-1' },
    ]);
    expect(log()).not.toContain(w.patient.familyName);
  });

  it('refuses a message without a valid signature of its customer, storing nothing', async () => {
    const w = await world();
    const text = adtMessageText('A01', w.patient, w.stay);
    const post = (headers: Record<string, string>) =>
      fetch(`${t.baseUrl}/api/webhooks/adt`, {
        method: 'POST',
        headers: { 'content-type': HL7_MEDIA_TYPE, ...headers },
        body: text,
      });
    expect((await post({})).status).toBe(401);
    expect((await post({ [ADT_CLIENT_HEADER]: w.org.clientId, [ADT_SIGNATURE_HEADER]: 'forged' })).status).toBe(401);
    // Signed with another customer's key.
    const other = await sendAdtOverHttp(t.baseUrl, { secret: 'not-the-secret', clientId: w.org.clientId }, text);
    expect(other.status).toBe(401);
    expect((await post({ [ADT_CLIENT_HEADER]: 'not-a-uuid', [ADT_SIGNATURE_HEADER]: 'x' })).status).toBe(401);
    expect(await w.messages()).toEqual([]);
  });

  it('a feed never reaches a member of another organisation, nor of another customer', async () => {
    const home = await world('Home');
    const foreign = await world('Foreign');
    // The home organisation's feed sends the foreign member's patient id, name and birth date.
    expect(await foreign.send('A01', { feed: home.org })).toBe('AE');
    expect(await foreign.stays()).toEqual([]);
    const sibling = await createMemberOf(db(), home.org, { clientId: home.org.otherClientId });
    await db()
      .update(users)
      .set({ externalPatientId: `AV-${randomUUID().slice(0, 8)}` })
      .where(eq(users.id, sibling));
    const [siblingRow] = await db().select().from(users).where(eq(users.id, sibling));
    expect(
      await home.send('A01', {
        clientId: home.org.clientId,
        patient: { patientId: siblingRow?.externalPatientId ?? '', familyName: 'Member', givenName: 'Extra' },
      }),
    ).toBe('AE');
    expect(await db().select().from(hospitalizations).where(eq(hospitalizations.memberId, sibling))).toEqual([]);
    // Its change rows reach the home organisation's staff only.
    const foreignHead = (await t.request(foreign.org.guide, 'GET', '/sync/changes?since=0')).body.changes as {
      entity: string;
    }[];
    expect(foreignHead.filter((c) => c.entity === 'hospitalization')).toEqual([]);
  });

  it('MLLP: a stay streamed on one connection is ACKed AA message by message and applied in order', async () => {
    const w = await world();
    const ctx = t.server.context;
    const listener = await startMllpListener(
      { db: db(), clock: ctx.clock, publish: ctx.publish, log: t.server.app.log },
      await mllpFeedOf(db(), w.org.clientId),
      0,
    );
    try {
      const acks = await sendAdtOverMllp('127.0.0.1', listener.port, stayStream(w.patient, w.stay));
      expect(acks.map(ackCodeOf)).toEqual(['AA', 'AA', 'AA']);
      expect(await w.stays()).toMatchObject([
        { admitDate: '2026-03-09', dischargeDate: '2026-03-12', admitComplaint: 'Chest pain' },
      ]);
      expect((await w.messages()).map((m) => [m.transport, m.messageType, m.status])).toEqual([
        ['mllp', 'ADT^A01', 'applied'],
        ['mllp', 'ADT^A08', 'applied'],
        ['mllp', 'ADT^A03', 'applied'],
      ]);
    } finally {
      await listener.stop();
    }
  });
});

describe.each(DIALECTS)('an acknowledged ADT message survives a restart on %s', (dialect) => {
  it('the configured MLLP listener ACKs it; the restarted server has it, and takes its resend as a duplicate', async () => {
    const testDb = await createTestDatabase(dialect);
    // The customer must exist before the listener starts: the catalogues the factory needs come first.
    await ensureReferenceData(testDb.database.db);
    const org = await createOrganisation(testDb.database.db, 'Restart');
    const patientId = `AV-${randomUUID().slice(0, 8)}`;
    await testDb.database.db.update(users).set({ externalPatientId: patientId }).where(eq(users.id, org.member.id));
    const env = { ADT_MLLP_PORT: String(await freePort()), ADT_MLLP_CLIENT_ID: org.clientId };
    const text = adtMessageText(
      'A01',
      { patientId, familyName: 'X', givenName: 'Y' },
      { visitNumber: 'V-R', admittedAt: new Date('2026-03-09T12:00:00Z') },
      { controlId: 'R-1' },
    );
    let server: TestServer | undefined;
    try {
      server = await startTestServer(dialect, { testDb, env });
      expect((await sendAdtOverMllp('127.0.0.1', Number(env.ADT_MLLP_PORT), [text])).map(ackCodeOf)).toEqual(['AA']);
      await server.server.close();
      server = await startTestServer(dialect, { testDb, env });
      const changes = (await server.request(org.guide, 'GET', '/sync/changes?since=0')).body.changes as {
        entity: string;
      }[];
      expect(changes.filter((c) => c.entity === 'hospitalization')).toHaveLength(1);
      // The hospital resends after the restart: a duplicate, answered AA, not applied again.
      expect((await sendAdtOverMllp('127.0.0.1', Number(env.ADT_MLLP_PORT), [text])).map(ackCodeOf)).toEqual(['AA']);
      expect(
        (
          await testDb.database.db
            .select()
            .from(adtMessages)
            .where(eq(adtMessages.clientId, org.clientId))
            .orderBy(adtMessages.receivedAt)
        ).map((m) => m.status),
      ).toEqual(['applied', 'duplicate']);
    } finally {
      await server?.server.close();
      await testDb.drop();
    }
  });
});

describe.each(DIALECTS)('a message whose write fails on %s', (dialect) => {
  it('is kept as rejected, answered AR, and its resend is applied', async () => {
    const testDb = await createTestDatabase(dialect);
    try {
      await ensureReferenceData(testDb.database.db);
      const db = testDb.database.db;
      const org = await createOrganisation(db, 'Failing');
      const patientId = `AV-${randomUUID().slice(0, 8)}`;
      await db.update(users).set({ externalPatientId: patientId }).where(eq(users.id, org.member.id));
      const feed = { organisationId: org.organisationId, clientId: org.clientId };
      const raw = adtMessageText(
        'A01',
        { patientId, familyName: 'X', givenName: 'Y' },
        { visitNumber: 'V-F', admittedAt: new Date('2026-03-09T12:00:00Z') },
        { controlId: 'F-1' },
      );
      let calls = 0;
      const flaky: FeedWrite = async (work) => {
        calls += 1;
        if (calls === 1) throw Object.assign(new Error('connection reset'), { code: '08006' });
        return (await writeWithChanges(db, org.organisationId, work)).result;
      };
      const failed = await ingestAdtMessage({ feed, transport: 'http', raw, receivedAt: new Date() }, flaky);
      expect([failed.status, ackCodeOf(failed.ack)]).toEqual(['rejected', 'AR']);
      const resent = await ingestAdtMessage({ feed, transport: 'http', raw, receivedAt: new Date() }, flaky);
      expect([resent.status, ackCodeOf(resent.ack)]).toEqual(['applied', 'AA']);
      expect(
        (
          await db
            .select()
            .from(adtMessages)
            .where(eq(adtMessages.clientId, org.clientId))
            .orderBy(adtMessages.receivedAt)
        ).map((m) => [m.status, m.reason]),
      ).toEqual([
        ['rejected', INTERNAL_FAILURE],
        ['applied', null],
      ]);
      expect(await db.select().from(hospitalizations).where(eq(hospitalizations.memberId, org.member.id))).toHaveLength(
        1,
      );
    } finally {
      await testDb.drop();
    }
  });
});

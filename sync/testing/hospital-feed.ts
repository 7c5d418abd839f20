/**
 * A hospital telling the real server of its stays, for the engine's tests of the hospitalizations
 * dashboard: the member gets a patient id and a birth date, and each event is an HL7 ADT message
 * sent over the signed HTTP feed at the test's time (server/adt/adt-simulator.ts), so the stays,
 * their follow-ups and notifications are the server's own.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ackCodeOf } from '../../server/adt/ack.ts';
import { adtMessageText, sendAdtOverHttp, type SimulatedStay } from '../../server/adt/adt-simulator.ts';
import type { AdtEvent } from '../../server/adt/hl7-adt.ts';
import { users } from '../../server/db/schema/index.ts';
import type { ServerEngine } from './server-engine.ts';

export interface HospitalPatient {
  /** Sends one event about this stay (a visit number of its own); the feed must accept it ('AA'). */
  tell(event: AdtEvent, stay: Partial<SimulatedStay> & { visitNumber: string }): Promise<void>;
}

/** A member of the test's organisation as the hospital knows them. */
export async function hospitalPatient(sync: ServerEngine, memberId: string): Promise<HospitalPatient> {
  const patientId = `AV-${randomUUID().slice(0, 8)}`;
  const [member] = await sync.db
    .update(users)
    .set({ externalPatientId: patientId, birthDate: '1958-03-14' })
    .where(eq(users.id, memberId))
    .returning();
  if (!member) throw new Error(`no member ${memberId}`);
  const patient = { patientId, familyName: member.lastName, givenName: member.firstName, birthDate: '1958-03-14' };
  return {
    async tell(event, stay) {
      const at = new Date(sync.clock.now());
      const text = adtMessageText(event, patient, { admittedAt: at, complaint: 'Chest pain', ...stay }, { sentAt: at });
      const feed = { secret: sync.t.config.adtFeedSecret ?? '', clientId: sync.org.clientId };
      const sent = await sendAdtOverHttp(sync.t.baseUrl, feed, text, at);
      if (sent.status !== 200 || ackCodeOf(sent.ack) !== 'AA')
        throw new Error(`the ADT feed refused ${event}: ${sent.status} ${sent.ack}`);
    },
  };
}

/** A visit number no other stay has. */
export const visitNumber = () => `V-${randomUUID().slice(0, 8)}`;

/** The dashboard's first page, latest discharge first: what the hospitalization tests read. */
export const DASHBOARD_QUERY = {
  'page-start': 0,
  'page-size': 10,
  'sort-by': 'dischargeDate' as const,
  'sort-direction': 'DESC' as const,
};

/** Noon UTC on a day (yyyy-MM-dd): an admission or discharge time no zone moves to another day. */
export const noonUtcOn = (iso: string) => new Date(`${iso}T12:00:00.000Z`);

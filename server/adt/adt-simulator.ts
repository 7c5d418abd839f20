/**
 * The simulated hospital: writes realistic HL7 v2.5.1 ADT messages and sends them to our feed the
 * way hospitals do, over HTTP (signed with the customer's feed key and the time it sends:
 * feed-auth.ts) or MLLP (@medplum/hl7's Hl7Client). Used by the tests and `npm run simulate:adt`.
 */
import { randomUUID } from 'node:crypto';
import { Hl7Message } from '@medplum/core';
import { Hl7Client } from '@medplum/hl7';
import { Temporal } from 'temporal-polyfill';
import type { AdtEvent } from './hl7-adt.ts';
import { adtFeedHeaders, HL7_MEDIA_TYPE } from './feed-auth.ts';

export interface SimulatedPatient {
  /** PID-3: the member's external patient id. */
  patientId?: string;
  familyName: string;
  givenName: string;
  /** YYYY-MM-DD. */
  birthDate?: string;
}

export interface SimulatedStay {
  visitNumber: string;
  facility?: string;
  admittedAt: Date;
  dischargedAt?: Date;
  /** PV2-3 admit reason. */
  complaint?: string;
  /** DG1-3 ICD-10 code and text, e.g. ['I50.9', 'Heart failure']. */
  diagnosis?: [string, string];
  /** PV1-10 hospital service (MED, PSY ...). */
  hospitalService?: string;
  /** PV1-36 (HL7 table 0112). */
  disposition?: string;
  /**
   * The hospital's zone: its timestamps are its local time with their offset, as hospitals send
   * them (the feed keeps the local day). UTC when not given.
   */
  timeZone?: string;
}

/** HL7 TS to the minute: the local time in the zone and its offset (YYYYMMDDHHMM+ZZZZ), or UTC's digits alone. */
function ts(at: Date, timeZone: string | undefined): string {
  if (!timeZone) return at.toISOString().replace(/\D/g, '').slice(0, 12);
  const local = Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(timeZone);
  return `${local.toPlainDateTime().toString({ smallestUnit: 'minute' }).replace(/\D/g, '')}${local.offset.replace(':', '')}`;
}
const day = (iso: string | undefined) => (iso ?? '').replaceAll('-', '');

/** One ADT message's text, segments separated by CR. */
export function adtMessageText(
  event: AdtEvent,
  patient: SimulatedPatient,
  stay: SimulatedStay,
  options: { controlId?: string; sentAt?: Date } = {},
): string {
  const sentAt = options.sentAt ?? new Date();
  const facility = stay.facility ?? 'MERCY GENERAL';
  const discharged = event === 'A03' || (event === 'A08' && stay.dischargedAt);
  const pv1 = Array<string>(46).fill('');
  pv1[0] = 'PV1';
  pv1[1] = '1';
  pv1[2] = 'I';
  pv1[3] = `4W^401^A^${facility}`;
  pv1[10] = stay.hospitalService ?? 'MED';
  pv1[19] = stay.visitNumber;
  pv1[36] = discharged ? (stay.disposition ?? '01') : '';
  pv1[44] = ts(stay.admittedAt, stay.timeZone);
  pv1[45] = discharged && stay.dischargedAt ? ts(stay.dischargedAt, stay.timeZone) : '';
  const segments = [
    `MSH|^~\\&|ADT1|${facility}|CARE-PORTAL|CARE-ORG|${ts(sentAt, stay.timeZone)}||ADT^${event}^ADT_A01|${options.controlId ?? randomUUID()}|P|2.5.1`,
    `EVN|${event}|${ts(sentAt, stay.timeZone)}`,
    `PID|1||${patient.patientId ? `${patient.patientId}^^^AVON^MR` : ''}||${patient.familyName}^${patient.givenName}||${day(patient.birthDate)}`,
    pv1.join('|'),
    `PV2|||^${stay.complaint ?? ''}`,
  ];
  if (stay.diagnosis) segments.push(`DG1|1||${stay.diagnosis[0]}^${stay.diagnosis[1]}^I10|${stay.diagnosis[1]}||A`);
  return segments.join('\r');
}

/** Posts one message for the customer, signed at `at` (default: now; a test's moved clock). */
export async function sendAdtOverHttp(
  baseUrl: string,
  feed: { secret: string; clientId: string },
  text: string,
  at?: Date,
): Promise<{ status: number; ack: string }> {
  const response = await fetch(`${baseUrl}/api/webhooks/adt`, {
    method: 'POST',
    headers: { 'content-type': HL7_MEDIA_TYPE, ...adtFeedHeaders(feed, text, at) },
    body: text,
  });
  return { status: response.status, ack: await response.text() };
}

/** Sends each message in order on one MLLP connection, waiting for its ACK; returns the ACKs' text. */
export async function sendAdtOverMllp(host: string, port: number, texts: readonly string[]): Promise<string[]> {
  const client = new Hl7Client({ host, port, connectTimeout: 5000 });
  try {
    const acks: string[] = [];
    for (const text of texts)
      acks.push((await client.sendAndWait(Hl7Message.parse(text), { timeoutMs: 10_000 })).toString());
    return acks;
  } finally {
    await client.close();
  }
}

/** A stay's messages as a hospital sends them: admit, an update with the diagnosis, the discharge. */
export function stayStream(patient: SimulatedPatient, stay: SimulatedStay): string[] {
  const updated = {
    ...stay,
    diagnosis: stay.diagnosis ?? (['I50.9', 'Heart failure, unspecified'] as [string, string]),
  };
  return [
    adtMessageText('A01', patient, stay, { sentAt: stay.admittedAt }),
    adtMessageText('A08', patient, updated),
    adtMessageText('A03', patient, { ...updated, dischargedAt: stay.dischargedAt ?? new Date() }),
  ];
}

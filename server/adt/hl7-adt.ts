/**
 * Reads an HL7 v2 ADT message (parsed by @medplum/core's Hl7Message, not by hand) into the facts
 * the feed applies: which event, which patient, which stay. Pure: no database, no clock. A message
 * that cannot be applied says why (field names and codes only, never values: they are PHI) and
 * which NAK it earns: AR when it is not an ADT message we take (the sender's setup is wrong), AE
 * when its content is (a segment or field missing or malformed).
 */
import { Hl7Message, type Hl7Segment } from '@medplum/core';

/** A01 admit, A03 discharge, A08 update, A11 cancel admit, A13 cancel discharge. */
export const ADT_EVENTS = ['A01', 'A03', 'A08', 'A11', 'A13'] as const;
export type AdtEvent = (typeof ADT_EVENTS)[number];

/** Longer than any ADT message a hospital sends; a bigger one is refused unread. */
export const MAX_MESSAGE_LENGTH = 256 * 1024;
/** Free-text fields kept on the stay are cut to this length. */
const MAX_TEXT = 200;

export interface AdtHeader {
  /** MSH-3^MSH-4: control ids are unique per sending application and facility. */
  sender: string | null;
  /** MSH-10. */
  controlId: string | null;
  /** MSH-9.1^MSH-9.2, e.g. ADT^A01. */
  messageType: string | null;
  /** EVN-2, else MSH-7, as 14 digits (YYYYMMDDHHMMSS) on the sender's clock; null when neither is a time. */
  eventTime: string | null;
}

export interface AdtPatient {
  /** PID-3, every repetition's id (CX.1). */
  identifiers: string[];
  /** PID-5 family and given names. */
  familyName: string;
  givenName: string;
  /** PID-7 as YYYY-MM-DD. */
  birthDate: string | null;
}

export interface AdtStay {
  /** PV1-19. */
  visitNumber: string;
  /** PV1-3.4 (the assigned location's facility), else MSH-4 (the sending facility). */
  hospital: string;
  hospitalInfo: Record<string, string>;
  /** PV1-44 / PV1-45, the hospital's calendar day. */
  admitDate: string | null;
  dischargeDate: string | null;
  /** PV2-3 (admit reason), else the admitting DG1's description. */
  admitComplaint: string | null;
  /** PV1-36 in words (HL7 table 0112), the code itself when it is not one we know. */
  dischargeDisposition: string | null;
  /** Behavioural stay: PV1-10 hospital service PSY/BH/BHS, or an ICD-10 F code (mental and behavioural disorders) in DG1-3. */
  behavioral: boolean;
  /** Substance use: an ICD-10 F10-F19 code in DG1-3. */
  substanceUse: boolean;
}

export interface AdtFacts {
  event: AdtEvent;
  patient: AdtPatient;
  stay: AdtStay;
}

export type AdtReading =
  | { ok: true; header: AdtHeader; message: Hl7Message; facts: AdtFacts }
  | { ok: false; header: AdtHeader; message: Hl7Message | null; ackCode: 'AE' | 'AR'; reason: string };

/** HL7 table 0112 (discharge disposition), the codes hospitals commonly send. */
const DISPOSITIONS: Readonly<Record<string, string>> = {
  '01': 'Home',
  '02': 'Short-term hospital',
  '03': 'Skilled nursing facility',
  '04': 'Intermediate care facility',
  '05': 'Another institution',
  '06': 'Home with home health',
  '07': 'Against medical advice',
  '20': 'Expired',
  '50': 'Hospice (home)',
  '51': 'Hospice (facility)',
  '62': 'Inpatient rehabilitation facility',
};
const BEHAVIORAL_SERVICES = new Set(['PSY', 'BH', 'BHS']);

const NO_HEADER: AdtHeader = { sender: null, controlId: null, messageType: null, eventTime: null };

/** A component's text, '' when the segment, field or component is absent (the library answers undefined past the last field). */
function component(segment: Hl7Segment | undefined, field: number, index = 1, repetition?: number): string {
  if (!segment || field >= segment.fields.length) return '';
  return (segment.getField(field)?.getComponent(index, undefined, repetition) ?? '').trim();
}

function repetitions(segment: Hl7Segment | undefined, field: number): number {
  if (!segment || field >= segment.fields.length) return 0;
  return segment.getField(field)?.components.length ?? 0;
}

/** HL7 TS (YYYYMMDD[HHMM[SS]][+ZZZZ]) -> the calendar day it names; null when empty, 'invalid' when not a day. */
export function hl7Day(value: string): string | null | 'invalid' {
  if (!value) return null;
  const match = /^(\d{4})(\d{2})(\d{2})/.exec(value);
  if (!match) return 'invalid';
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return 'invalid';
  return `${match[1]}-${match[2]}-${match[3]}`;
}

const cut = (text: string): string => text.slice(0, MAX_TEXT);

function headerOf(message: Hl7Message): AdtHeader {
  const msh = message.getSegment('MSH');
  const application = component(msh, 3);
  const facility = component(msh, 4);
  const type = [component(msh, 9, 1), component(msh, 9, 2)].filter(Boolean).join('^');
  return {
    sender: application || facility ? `${application}^${facility}` : null,
    controlId: component(msh, 10) || null,
    messageType: type || null,
    eventTime: hl7Instant(component(message.getSegment('EVN'), 2)) ?? hl7Instant(component(msh, 7)),
  };
}

/** HL7 TS -> 14 digits, comparable as text between messages of one sender (the offset is dropped: one sender, one clock). */
export function hl7Instant(value: string): string | null {
  const digits = /^\d{8,14}/.exec(value)?.[0];
  return digits ? digits.padEnd(14, '0') : null;
}

function readPatient(pid: Hl7Segment): AdtPatient {
  const identifiers: string[] = [];
  for (let r = 0; r < repetitions(pid, 3); r++) {
    const id = component(pid, 3, 1, r);
    if (id) identifiers.push(id);
  }
  const birth = hl7Day(component(pid, 7));
  return {
    identifiers,
    familyName: component(pid, 5, 1),
    givenName: component(pid, 5, 2),
    birthDate: birth === 'invalid' ? null : birth,
  };
}

function readDiagnoses(message: Hl7Message): { admitting: string | null; codes: string[] } {
  const diagnoses = message.getAllSegments('DG1');
  const codes = diagnoses.map((dg1) => component(dg1, 3, 1).toUpperCase()).filter(Boolean);
  // DG1-6 'A' is the admitting diagnosis; else the first one.
  const admitting = diagnoses.find((dg1) => component(dg1, 6) === 'A') ?? diagnoses[0];
  const text = component(admitting, 4) || component(admitting, 3, 2);
  return { admitting: text ? cut(text) : null, codes };
}

function readStay(message: Hl7Message, pv1: Hl7Segment): AdtStay | { invalid: string } {
  const admit = hl7Day(component(pv1, 44));
  if (admit === 'invalid') return { invalid: 'PV1-44 is not a date' };
  const discharge = hl7Day(component(pv1, 45));
  if (discharge === 'invalid') return { invalid: 'PV1-45 is not a date' };
  const msh = message.getSegment('MSH');
  const facility = component(pv1, 3, 4) || component(msh, 4);
  const pv2 = message.getSegment('PV2');
  const diagnoses = readDiagnoses(message);
  const reason = component(pv2, 3, 2) || component(pv2, 3, 1);
  const disposition = component(pv1, 36);
  const info: Record<string, string> = {};
  for (const [key, value] of [
    ['facility', component(msh, 4)],
    ['unit', component(pv1, 3, 1)],
    ['room', component(pv1, 3, 2)],
    ['bed', component(pv1, 3, 3)],
    ['patientClass', component(pv1, 2)],
    ['hospitalService', component(pv1, 10)],
  ] as const) {
    if (value) info[key] = cut(value);
  }
  const fCodes = diagnoses.codes.filter((code) => code.startsWith('F'));
  return {
    visitNumber: cut(component(pv1, 19)),
    hospital: cut(facility || 'Unknown hospital'),
    hospitalInfo: info,
    admitDate: admit,
    dischargeDate: discharge,
    admitComplaint: reason ? cut(reason) : diagnoses.admitting,
    dischargeDisposition: disposition ? cut(DISPOSITIONS[disposition.padStart(2, '0')] ?? disposition) : null,
    behavioral: BEHAVIORAL_SERVICES.has(component(pv1, 10).toUpperCase()) || fCodes.length > 0,
    substanceUse: fCodes.some((code) => /^F1\d/.test(code)),
  };
}

/** Reads one message's text. Never throws: whatever is wrong becomes a reason and a NAK code. */
export function readAdtMessage(text: string): AdtReading {
  if (text.length > MAX_MESSAGE_LENGTH)
    return { ok: false, header: NO_HEADER, message: null, ackCode: 'AR', reason: 'message too long' };
  let message: Hl7Message;
  try {
    // Feeds end segments with CR; some HTTP senders use LF or CRLF.
    message = Hl7Message.parse(text.trim().replace(/\r\n|\n/g, '\r'));
  } catch {
    return {
      ok: false,
      header: NO_HEADER,
      message: null,
      ackCode: 'AR',
      reason: 'not an HL7 v2 message (no MSH segment)',
    };
  }
  if (message.header?.name !== 'MSH')
    return {
      ok: false,
      header: NO_HEADER,
      message: null,
      ackCode: 'AR',
      reason: 'not an HL7 v2 message (no MSH segment)',
    };
  const header = headerOf(message);
  const nak = (ackCode: 'AE' | 'AR', reason: string): AdtReading => ({ ok: false, header, message, ackCode, reason });
  if (!header.controlId) return nak('AR', 'MSH-10 (message control id) missing');
  const msh = message.getSegment('MSH');
  if (component(msh, 9, 1) !== 'ADT') return nak('AR', `unsupported message type ${component(msh, 9, 1) || '(none)'}`);
  const event = component(msh, 9, 2) || component(message.getSegment('EVN'), 1);
  if (!(ADT_EVENTS as readonly string[]).includes(event))
    return nak('AR', `unsupported ADT event ${event || '(none)'}`);
  const pid = message.getSegment('PID');
  if (!pid) return nak('AE', 'PID segment missing');
  const pv1 = message.getSegment('PV1');
  if (!pv1) return nak('AE', 'PV1 segment missing');
  if (!component(pv1, 19)) return nak('AE', 'PV1-19 (visit number) missing');
  const stay = readStay(message, pv1);
  if ('invalid' in stay) return nak('AE', stay.invalid);
  const patient = readPatient(pid);
  if (patient.identifiers.length === 0 && !(patient.familyName && patient.givenName && patient.birthDate))
    return nak('AE', 'PID-3, or PID-5 and PID-7, needed to find the patient');
  if (event === 'A01' && !stay.admitDate) return nak('AE', 'PV1-44 (admit date) missing');
  if (event === 'A03' && !stay.dischargeDate) return nak('AE', 'PV1-45 (discharge date) missing');
  return { ok: true, header, message, facts: { event: event as AdtEvent, patient, stay } };
}

/** The HEDIS measure a follow-up of this stay counts toward: FUA (substance use), FUH (mental illness), else TRC (transitions of care). */
export function followUpTypeOf(stay: Pick<AdtStay, 'behavioral' | 'substanceUse'>): 'FUA' | 'FUH' | 'TRC' {
  if (stay.substanceUse) return 'FUA';
  return stay.behavioral ? 'FUH' : 'TRC';
}

import { Hl7Message } from '@medplum/core';
import { describe, expect, it } from 'vitest';
import { ackCodeOf, buildAdtAck } from './ack.ts';
import { adtMessageText } from './adt-simulator.ts';
import { followUpTypeOf, hl7Day, hl7Instant, readAdtMessage, type AdtReading } from './hl7-adt.ts';

const patient = { patientId: 'AV-12345678', familyName: 'Delgado', givenName: 'Rosa', birthDate: '1958-03-14' };
const stay = {
  visitNumber: 'V100',
  admittedAt: new Date('2026-03-09T22:30:00Z'),
  dischargedAt: new Date('2026-03-12T15:00:00Z'),
  complaint: 'Chest pain',
};
const admit = adtMessageText('A01', patient, stay, { controlId: 'MSG1' });

/** Replaces the segment starting with `name|` (or drops it with null). */
const withSegment = (text: string, name: string, segment: string | null) =>
  text
    .split('\r')
    .flatMap((s) => (s.startsWith(`${name}|`) ? (segment === null ? [] : [segment]) : [s]))
    .join('\r');
const failure = (reading: AdtReading) => (reading.ok ? null : { ackCode: reading.ackCode, reason: reading.reason });

describe('reading an ADT message', () => {
  it('reads the event, the patient and the stay of an admission', () => {
    const reading = readAdtMessage(admit);
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(reading.header).toEqual({
      sender: 'ADT1^MERCY GENERAL',
      controlId: 'MSG1',
      messageType: 'ADT^A01',
      eventTime: expect.stringMatching(/^\d{14}$/),
    });
    expect(reading.facts).toEqual({
      event: 'A01',
      patient: { identifiers: ['AV-12345678'], familyName: 'Delgado', givenName: 'Rosa', birthDate: '1958-03-14' },
      stay: {
        visitNumber: 'V100',
        hospital: 'MERCY GENERAL',
        admitDate: '2026-03-09',
        dischargeDate: null,
        admitComplaint: 'Chest pain',
        dischargeDisposition: null,
        hospitalInfo: {
          facility: 'MERCY GENERAL',
          unit: '4W',
          room: '401',
          bed: 'A',
          patientClass: 'I',
          hospitalService: 'MED',
        },
        behavioral: false,
        substanceUse: false,
      },
    });
  });

  it.each([
    [
      'A03 discharge: its day and disposition in words',
      adtMessageText('A03', patient, { ...stay, disposition: '06' }),
      { dischargeDate: '2026-03-12', dischargeDisposition: 'Home with home health' },
    ],
    [
      'an unknown disposition code is kept as sent',
      adtMessageText('A03', patient, { ...stay, disposition: '99' }),
      { dischargeDisposition: '99' },
    ],
    [
      'no PV2-3: the admitting DG1 says the complaint',
      adtMessageText('A01', patient, { ...stay, complaint: undefined, diagnosis: ['I50.9', 'Heart failure'] }),
      { admitComplaint: 'Heart failure' },
    ],
    [
      'a psychiatric service is a behavioural stay',
      adtMessageText('A01', patient, { ...stay, hospitalService: 'PSY' }),
      { behavioral: true, substanceUse: false },
    ],
    [
      'an F1x code is substance use',
      adtMessageText('A01', patient, { ...stay, diagnosis: ['F10.239', 'Alcohol dependence with withdrawal'] }),
      { behavioral: true, substanceUse: true },
    ],
    ['LF line ends (some HTTP senders) read the same', admit.replaceAll('\r', '\n'), { visitNumber: 'V100' }],
    // 02:30 UTC on the 10th is 21:30 on the 9th in Chicago: a hospital there sends its own day.
    [
      'a hospital sends its local time: the stay keeps the local day',
      adtMessageText('A03', patient, {
        ...stay,
        admittedAt: new Date('2026-03-10T02:30:00Z'),
        dischargedAt: new Date('2026-03-13T03:00:00Z'),
        timeZone: 'America/Chicago',
      }),
      { admitDate: '2026-03-09', dischargeDate: '2026-03-12' },
    ],
  ])('%s', (_name, text, expected) => {
    const reading = readAdtMessage(text);
    expect(reading.ok && reading.facts.stay).toMatchObject(expected);
  });

  it.each([
    ['', { ackCode: 'AR', reason: 'not an HL7 v2 message (no MSH segment)' }],
    ['hello', { ackCode: 'AR', reason: 'not an HL7 v2 message (no MSH segment)' }],
    ['x'.repeat(300_000), { ackCode: 'AR', reason: 'message too long' }],
    [admit.replace('|MSG1|', '||'), { ackCode: 'AR', reason: 'MSH-10 (message control id) missing' }],
    [admit.replace('ADT^A01^ADT_A01', 'ORU^R01'), { ackCode: 'AR', reason: 'unsupported message type ORU' }],
    [
      admit.replace('ADT^A01^ADT_A01', 'ADT^A04').replace('EVN|A01', 'EVN|A04'),
      { ackCode: 'AR', reason: 'unsupported ADT event A04' },
    ],
    [withSegment(admit, 'PID', null), { ackCode: 'AE', reason: 'PID segment missing' }],
    [withSegment(admit, 'PV1', null), { ackCode: 'AE', reason: 'PV1 segment missing' }],
    [withSegment(admit, 'PV1', 'PV1|1|I|4W'), { ackCode: 'AE', reason: 'PV1-19 (visit number) missing' }],
    [admit.replace('202603092230', '20261399'), { ackCode: 'AE', reason: 'PV1-44 is not a date' }],
    [admit.replace('202603092230', ''), { ackCode: 'AE', reason: 'PV1-44 (admit date) missing' }],
    [
      withSegment(adtMessageText('A03', patient, stay), 'PV1', `PV1|1|I|4W${'|'.repeat(16)}V100`),
      { ackCode: 'AE', reason: 'PV1-45 (discharge date) missing' },
    ],
    [
      withSegment(admit, 'PID', 'PID|1||||Delgado^Rosa'),
      { ackCode: 'AE', reason: 'PID-3, or PID-5 and PID-7, needed to find the patient' },
    ],
  ])('refuses %#: %j', (text, expected) => {
    expect(failure(readAdtMessage(text))).toEqual(expected);
  });
});

describe('HL7 days', () => {
  it.each([
    ['20260309', '2026-03-09'],
    ['202603092359-0600', '2026-03-09'],
    // Hospitals send their local wall-clock time: the day is the hospital's, whatever zone it is in.
    ['20261231233000+1000', '2026-12-31'],
    ['20240229', '2024-02-29'],
    ['', null],
    ['20250229', 'invalid'],
    ['18991231', 'invalid'],
    ['2026-03-09', 'invalid'],
  ])('%s -> %s', (text, day) => expect(hl7Day(text)).toBe(day));
});

describe('HL7 event times (compared as text between messages of one sender)', () => {
  it.each([
    ['20260309', '20260309000000'],
    ['202603091230', '20260309123000'],
    ['20260309123045.123-0600', '20260309123045'],
    ['2026', null],
    ['', null],
  ])('%s -> %s', (text, instant) => expect(hl7Instant(text)).toBe(instant));

  it('EVN-2 first, else MSH-7', () => {
    const reading = readAdtMessage(admit.replace(/EVN\|A01\|\d+/, 'EVN|A01|202603010800'));
    expect(reading.header.eventTime).toBe('20260301080000');
    expect(readAdtMessage(admit.replace(/EVN\|A01\|\d+/, 'EVN|A01|')).header.eventTime).toBe(
      readAdtMessage(admit).header.eventTime,
    );
  });
});

describe('HEDIS follow-up type', () => {
  it.each([
    [{ behavioral: false, substanceUse: false }, 'TRC'],
    [{ behavioral: true, substanceUse: false }, 'FUH'],
    [{ behavioral: true, substanceUse: true }, 'FUA'],
  ] as const)('%j -> %s', (stay, type) => expect(followUpTypeOf(stay)).toBe(type));
});

describe('acknowledgements', () => {
  it('echo the control id with the code, and say why in ERR without the message values', () => {
    const original = Hl7Message.parse(admit);
    expect(ackCodeOf(buildAdtAck(original, { code: 'AA' }))).toBe('AA');
    const nak = Hl7Message.parse(
      buildAdtAck(original, { code: 'AE', condition: '204', reason: 'no member with the PID-3 patient id' }),
    );
    expect(nak.getSegment('MSA')?.getField(2)?.toString()).toBe('MSG1');
    expect(nak.getSegment('ERR')?.getComponent(3, 1)).toBe('204');
    expect(nak.toString()).not.toContain('Delgado');
  });

  it('answer an unreadable message with AR and no control id', () => {
    const ack = Hl7Message.parse(buildAdtAck(null, { code: 'AR', condition: '200', reason: 'not an HL7 v2 message' }));
    expect(ack.getSegment('MSA')?.getField(1)?.toString()).toBe('AR');
    expect(ack.header.getComponent(9, 1)).toBe('ACK');
  });
});

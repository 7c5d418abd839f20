/**
 * Calls and texts as Communications, visits as Encounters.
 *
 * A call: `completed` once connected and over, `in-progress` while it rings or talks, `not-done`
 * when it ended unanswered, missed, busy or failed (the reason in `statusReason`). A text:
 * `completed` when received or delivered, `in-progress` while queued or sent, `not-done` when the
 * carrier failed it. Staff are senders or recipients only when the record names them (an unknown
 * caller's or a scheduled text's side is left out). A visit is a `finished` field encounter (`HH`
 * at the member's address, `FLD` elsewhere), or `cancelled` when the guide found nobody (wrong
 * address, inaccessible).
 */
import { richTextPlain } from '../../domain/index.ts';
import { SYSTEMS } from './codes.ts';
import { instant, referenceTo } from './ids.ts';
import type { RecordCall, RecordText, RecordVisit } from './record.ts';
import type { CodeableConcept, Communication, Encounter, Reference } from './types.ts';

const medium = (code: 'PHONE' | 'SMSWRIT', display: string): CodeableConcept[] => [
  { coding: [{ system: SYSTEMS.participationMode, code, display }] },
];

const UNANSWERED: Readonly<Record<string, string>> = {
  MISSED: 'Missed',
  BUSY: 'Busy',
  FAILED: 'Failed',
  ENDED: 'Not answered',
};

/** Who the record can name: a staff user it carries as a Practitioner, else nobody. */
export type StaffRef = (id: string | null) => Reference | undefined;

export function mapCall(call: RecordCall, memberId: string, staff: StaffRef): Communication {
  const over = call.status === 'ENDED' || call.status in UNANSWERED;
  const connected = call.timeConnected !== null;
  const status: Communication['status'] = !over ? 'in-progress' : connected ? 'completed' : 'not-done';
  const patient = referenceTo('Patient', memberId);
  const guide = staff(call.incoming ? call.receiverUserId : call.originatorUserId);
  const note = call.note ? richTextPlain(call.note) : '';
  return {
    resourceType: 'Communication',
    id: call.id,
    meta: { lastUpdated: instant(call.timeEnded ?? call.timeConnected ?? call.timeStarted) },
    status,
    ...(status === 'not-done' ? { statusReason: { text: UNANSWERED[call.status] ?? 'Not answered' } } : {}),
    medium: medium('PHONE', 'telephone'),
    subject: patient,
    topic: { text: call.incoming ? 'Phone call from the member' : 'Phone call to the member' },
    sent: instant(call.timeStarted),
    ...(call.timeConnected ? { received: instant(call.timeConnected) } : {}),
    ...(call.incoming
      ? { sender: patient, ...(guide ? { recipient: [guide] } : {}) }
      : { ...(guide ? { sender: guide } : {}), recipient: [patient] }),
    ...(note ? { note: [{ time: instant(call.timeEnded ?? call.timeStarted), text: note }] } : {}),
  };
}

const TEXT_STATUS: Readonly<Record<string, Communication['status']>> = {
  received: 'completed',
  delivered: 'completed',
  sent: 'in-progress',
  queued: 'in-progress',
  failed: 'not-done',
  undelivered: 'not-done',
};

export function mapText(text: RecordText, memberId: string, staff: StaffRef): Communication {
  const status = TEXT_STATUS[text.smsStatus] ?? (text.incoming ? 'completed' : 'in-progress');
  const patient = referenceTo('Patient', memberId);
  const guide = staff(text.userId);
  const body = text.text.trim();
  return {
    resourceType: 'Communication',
    id: text.id,
    meta: { lastUpdated: instant(text.sentAt ?? text.createdAt) },
    status,
    ...(status === 'not-done' ? { statusReason: { text: 'Not delivered' } } : {}),
    medium: medium('SMSWRIT', 'SMS written'),
    subject: patient,
    topic: { text: text.incoming ? 'Text message from the member' : 'Text message to the member' },
    ...(text.incoming
      ? { received: instant(text.createdAt), sender: patient, ...(guide ? { recipient: [guide] } : {}) }
      : {
          ...(text.sentAt ? { sent: instant(text.sentAt) } : {}),
          ...(guide ? { sender: guide } : {}),
          recipient: [patient],
        }),
    ...(body ? { payload: [{ contentString: body }] } : {}),
  };
}

const NOBODY_FOUND = new Set(['wrong-address', 'inaccessible']);

export function mapVisit(visit: RecordVisit, memberId: string, staff: StaffRef): Encounter {
  const guide = staff(visit.guideId);
  const minutes = visit.durationSeconds !== null ? Math.round(visit.durationSeconds / 60) : null;
  return {
    resourceType: 'Encounter',
    id: visit.id,
    meta: { lastUpdated: instant(visit.createdAt) },
    status: visit.outcomeKey && NOBODY_FOUND.has(visit.outcomeKey) ? 'cancelled' : 'finished',
    class: visit.atMemberAddress
      ? { system: SYSTEMS.actCode, code: 'HH', display: 'home health' }
      : { system: SYSTEMS.actCode, code: 'FLD', display: 'field' },
    type: [{ text: 'Community health worker visit' }],
    subject: referenceTo('Patient', memberId),
    ...(guide ? { participant: [{ individual: guide }] } : {}),
    period: { start: instant(visit.start), end: instant(visit.end) },
    ...(minutes !== null && minutes >= 0
      ? { length: { value: minutes, unit: 'min', system: SYSTEMS.ucum, code: 'min' } }
      : {}),
    ...(visit.place?.trim() ? { location: [{ location: { display: visit.place.trim() } }] } : {}),
  };
}

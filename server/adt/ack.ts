/**
 * HL7 acknowledgements: AA (accepted), AE (application error: the content is wrong or names no
 * member; do not resend it unchanged) and AR (application reject: not a message we take, or we could
 * not store it; the sender may resend). Built by @medplum/core's `buildAck`, with an ERR segment
 * saying why (field names and codes only, never the message's values).
 */
import { Hl7Message, Hl7Segment } from '@medplum/core';

export type AckCode = 'AA' | 'AE' | 'AR';

/** HL7 table 0357 (message error condition codes) for our reasons. */
export type ErrorCondition = '101' | '102' | '200' | '204' | '207';
const CONDITION_TEXT: Record<ErrorCondition, string> = {
  '101': 'Required field missing',
  '102': 'Data type error',
  '200': 'Unsupported message type',
  '204': 'Unknown key identifier',
  '207': 'Application internal error',
};

export interface AckVerdict {
  code: AckCode;
  condition?: ErrorCondition;
  reason?: string;
}

/** The ACK for a message we could parse; `original` null builds one from scratch (MSA-2 empty: there was no control id to echo). */
export function buildAdtAck(original: Hl7Message | null, verdict: AckVerdict): string {
  const err = verdict.code === 'AA' ? undefined : errSegment(verdict);
  if (original) return original.buildAck({ ackCode: verdict.code, errSegment: err }).toString();
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const header = new Hl7Segment([
    'MSH',
    '^~\\&',
    'CARE-PORTAL',
    '',
    '',
    '',
    stamp,
    '',
    'ACK',
    `ACK${stamp}`,
    'P',
    '2.5.1',
  ]);
  const msa = new Hl7Segment(['MSA', verdict.code, '', verdict.reason ?? '']);
  return new Hl7Message(err ? [header, msa, err] : [header, msa]).toString();
}

function errSegment(verdict: AckVerdict): Hl7Segment {
  const condition = verdict.condition ?? '207';
  // ERR-3 the condition, ERR-4 severity E, ERR-8 the reason for the sender's staff.
  return new Hl7Segment([
    'ERR',
    '',
    '',
    `${condition}^${CONDITION_TEXT[condition]}^HL70357`,
    'E',
    '',
    '',
    '',
    (verdict.reason ?? '').replace(/[|^~\\&\r\n]/g, ' '),
  ]);
}

/** MSA-1 of an ACK's text. */
export function ackCodeOf(ack: string): string | undefined {
  return Hl7Message.parse(ack).getSegment('MSA')?.getField(1)?.toString();
}

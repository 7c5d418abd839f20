/** The timestamped signature every signed webhook uses (SMS provider, telephony carrier, ADT over HTTP). */
import { createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import * as adt from '../adt/feed-auth.ts';
import * as telephony from '../telephony/webhook-signature.ts';
import {
  SMS_SIGNATURE_HEADER,
  SMS_TIMESTAMP_HEADER,
  signSmsWebhook,
  smsWebhookHeaders,
  verifySmsWebhook,
} from './sms-webhook-signature.ts';
import { WEBHOOK_TOLERANCE_SECONDS, webhookTimestamp } from './webhook-signing.ts';

const NOW = new Date('2026-03-10T15:00:00.000Z');
const seconds = (s: number) => new Date(NOW.getTime() + s * 1000);
const BODY = '{"messageSid":"SM1","from":"+13125550100","to":"+15550000100","text":"Hi"}';
const SECRET = 'the-secret';

const schemes = [
  {
    name: 'sms',
    signature: SMS_SIGNATURE_HEADER,
    timestamp: SMS_TIMESTAMP_HEADER,
    sign: signSmsWebhook,
    headers: smsWebhookHeaders,
    verify: verifySmsWebhook,
  },
  {
    name: 'telephony',
    signature: telephony.TELEPHONY_SIGNATURE_HEADER,
    timestamp: telephony.TELEPHONY_TIMESTAMP_HEADER,
    sign: telephony.signTelephonyWebhook,
    headers: telephony.telephonyWebhookHeaders,
    verify: telephony.verifyTelephonyWebhook,
  },
] as const;

describe.each(schemes)('$name webhook signatures', (scheme) => {
  const verify = (headers: IncomingHttpHeaders, body = BODY, now = NOW) => scheme.verify(SECRET, body, headers, now);

  it('signs `${timestamp}.${body}` with HMAC-SHA256, base64url, the timestamp in Unix seconds', () => {
    const headers = scheme.headers(SECRET, BODY, NOW);
    const timestamp = String(NOW.getTime() / 1000);
    const expected = createHmac('sha256', SECRET).update(`${timestamp}.${BODY}`).digest('base64url');
    expect(headers).toEqual({ [scheme.timestamp]: timestamp, [scheme.signature]: expected });
    expect(scheme.sign(SECRET, timestamp, BODY)).toBe(headers[scheme.signature]);
    expect(verify(headers)).toBe(true);
  });

  it('takes a timestamp up to five minutes from the clock, either way, and refuses one further', () => {
    expect(verify(scheme.headers(SECRET, BODY, seconds(-WEBHOOK_TOLERANCE_SECONDS)))).toBe(true);
    expect(verify(scheme.headers(SECRET, BODY, seconds(WEBHOOK_TOLERANCE_SECONDS)))).toBe(true);
    expect(verify(scheme.headers(SECRET, BODY, seconds(-WEBHOOK_TOLERANCE_SECONDS - 1))), 'stale').toBe(false);
    expect(verify(scheme.headers(SECRET, BODY, seconds(WEBHOOK_TOLERANCE_SECONDS + 1))), 'from the future').toBe(false);
    // The same request, later: refused once the window has passed.
    expect(verify(scheme.headers(SECRET, BODY, NOW), BODY, seconds(WEBHOOK_TOLERANCE_SECONDS + 1))).toBe(false);
  });

  it('refuses a missing or malformed timestamp, and a timestamp the signature does not cover', () => {
    const signed = scheme.headers(SECRET, BODY, NOW);
    const { [scheme.timestamp]: _timestamp, ...withoutTimestamp } = signed;
    expect(verify(withoutTimestamp)).toBe(false);
    const now = webhookTimestamp(NOW);
    for (const malformed of [
      '',
      'abc',
      `${now}.5`,
      `-${now}`,
      ` ${now}`,
      '1.7e9',
      `0x${Number(now).toString(16)}`,
      '1'.repeat(13),
    ]) {
      expect(verify({ ...signed, [scheme.timestamp]: malformed }), malformed).toBe(false);
      expect(
        verify({ [scheme.timestamp]: malformed, [scheme.signature]: scheme.sign(SECRET, malformed, BODY) }),
        `${malformed} signed`,
      ).toBe(false);
    }
    // Another timestamp within the window, not the one signed.
    expect(verify({ ...signed, [scheme.timestamp]: String(Number(now) + 1) })).toBe(false);
    // Repeated headers arrive as arrays: refused, not joined.
    expect(verify({ ...signed, [scheme.timestamp]: [now, now] })).toBe(false);
  });

  it('refuses a wrong signature: another secret, another body, none, or a forged one', () => {
    const signed = scheme.headers(SECRET, BODY, NOW);
    expect(verify(scheme.headers('not-the-secret', BODY, NOW))).toBe(false);
    expect(verify(signed, `${BODY} `)).toBe(false);
    const { [scheme.signature]: _signature, ...unsigned } = signed;
    expect(verify(unsigned)).toBe(false);
    expect(verify({ ...signed, [scheme.signature]: 'forged' })).toBe(false);
    // The old scheme (the body alone, no timestamp) no longer verifies.
    expect(
      verify({ ...signed, [scheme.signature]: createHmac('sha256', SECRET).update(BODY).digest('base64url') }),
    ).toBe(false);
  });
});

describe('ADT feed signatures', () => {
  const clientId = '6f1c2a57-3c1e-4d7e-9a43-2b8f0e4c1d11';
  const otherClient = '0b2f6d0e-8a3b-4f43-9c9a-52a4f3c0e7aa';
  const HL7 = 'MSH|^~\\&|ADT1|MERCY GENERAL|CARE-PORTAL|CARE-ORG|202603091200||ADT^A01^ADT_A01|C1|P|2.5.1';
  const signedAt = (at: Date) => adt.adtFeedHeaders({ secret: SECRET, clientId }, HL7, at);

  it("signs with the customer's feed key and the timestamp, naming the customer", () => {
    const headers = signedAt(NOW);
    expect(headers[adt.ADT_CLIENT_HEADER]).toBe(clientId);
    expect(headers[adt.ADT_TIMESTAMP_HEADER]).toBe(webhookTimestamp(NOW));
    expect(headers[adt.ADT_SIGNATURE_HEADER]).toBe(
      adt.signAdtMessage(adt.feedKeyFor(SECRET, clientId), webhookTimestamp(NOW), HL7),
    );
    expect(adt.verifyAdtSignature(SECRET, clientId, HL7, headers, NOW)).toBe(true);
  });

  it("refuses another customer's key, a stale or future timestamp, a missing one, and another body", () => {
    const headers = signedAt(NOW);
    expect(adt.verifyAdtSignature(SECRET, otherClient, HL7, headers, NOW)).toBe(false);
    expect(adt.verifyAdtSignature(SECRET, clientId, HL7, signedAt(seconds(-WEBHOOK_TOLERANCE_SECONDS - 1)), NOW)).toBe(
      false,
    );
    expect(adt.verifyAdtSignature(SECRET, clientId, HL7, signedAt(seconds(WEBHOOK_TOLERANCE_SECONDS + 1)), NOW)).toBe(
      false,
    );
    const { [adt.ADT_TIMESTAMP_HEADER]: _timestamp, ...withoutTimestamp } = headers;
    expect(adt.verifyAdtSignature(SECRET, clientId, HL7, withoutTimestamp, NOW)).toBe(false);
    expect(adt.verifyAdtSignature(SECRET, clientId, `${HL7}\r`, headers, NOW)).toBe(false);
  });
});

/**
 * The one signature scheme of every signed webhook we take (the SMS provider, the telephony
 * carrier, the hospitals' ADT feed over HTTP), each with its own secret and header names:
 * - the sender signs `${timestamp}.${rawBody}`, HMAC-SHA256, base64url, and sends the signature
 *   and the timestamp (Unix seconds) in two headers;
 * - the receiver refuses a missing or malformed timestamp, one more than five minutes from its own
 *   clock (either way), and a wrong signature, compared in constant time.
 * The timestamp is signed, so a captured request cannot be made fresh again: replayed within the
 * window it is answered once by its event's id (webhook-replay.ts), after that it is refused.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** How far a webhook's timestamp may be from the server's clock, either way. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

/** Which headers carry a scheme's signature and timestamp. */
export interface WebhookHeaderNames {
  signature: string;
  timestamp: string;
}

/** Unix seconds, as the timestamp header carries them. */
export function webhookTimestamp(at: Date): string {
  return String(Math.floor(at.getTime() / 1000));
}

export function signWebhook(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('base64url');
}

/** The two headers a sender adds, signed at `at` (the sender's clock; a test's moved clock). */
export function signedWebhookHeaders(
  names: WebhookHeaderNames,
  secret: string,
  body: string,
  at: Date = new Date(),
): Record<string, string> {
  const timestamp = webhookTimestamp(at);
  return { [names.signature]: signWebhook(secret, timestamp, body), [names.timestamp]: timestamp };
}

// Digits only (no sign, no fraction, no exponent): what Number() would also read from ' 1e9' is refused.
const TIMESTAMP = /^\d{1,12}$/;

/** True when the request's timestamp is within the tolerance of `now` and its signature covers that timestamp and these exact bytes. */
export function verifyWebhook(
  names: WebhookHeaderNames,
  secret: string,
  body: string,
  headers: IncomingHttpHeaders,
  now: Date,
): boolean {
  const signature = headers[names.signature];
  const timestamp = headers[names.timestamp];
  if (typeof signature !== 'string' || typeof timestamp !== 'string' || !TIMESTAMP.test(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > WEBHOOK_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signWebhook(secret, timestamp, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Telephony webhook signatures: the same scheme as the SMS provider's (HMAC-SHA256, base64url, of
 * `${timestamp}.${rawBody}`, the timestamp within five minutes of the server's clock:
 * providers/webhook-signing.ts), with its own headers (`x-telephony-signature`,
 * `x-telephony-timestamp`) and secret (`TELEPHONY_WEBHOOK_SECRET`). The simulated carrier signs
 * exactly as a real one would, so the webhook path is the same.
 */
import type { IncomingHttpHeaders } from 'node:http';
import {
  signedWebhookHeaders,
  signWebhook,
  verifyWebhook,
  type WebhookHeaderNames,
} from '../providers/webhook-signing.ts';

export const TELEPHONY_SIGNATURE_HEADER = 'x-telephony-signature';
export const TELEPHONY_TIMESTAMP_HEADER = 'x-telephony-timestamp';
const HEADERS: WebhookHeaderNames = { signature: TELEPHONY_SIGNATURE_HEADER, timestamp: TELEPHONY_TIMESTAMP_HEADER };

/** The signature of `body` sent with `timestamp` (Unix seconds, as its header carries it). */
export function signTelephonyWebhook(secret: string, timestamp: string, body: string): string {
  return signWebhook(secret, timestamp, body);
}

/** Both headers, signed at `at` (default: now; the simulated carrier's is its clock's). */
export function telephonyWebhookHeaders(secret: string, body: string, at?: Date): Record<string, string> {
  return signedWebhookHeaders(HEADERS, secret, body, at);
}

export function verifyTelephonyWebhook(secret: string, body: string, headers: IncomingHttpHeaders, now: Date): boolean {
  return verifyWebhook(HEADERS, secret, body, headers, now);
}

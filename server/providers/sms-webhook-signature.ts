/**
 * Webhook signatures for the SMS provider: `x-sms-signature` is the HMAC-SHA256 (base64url) of
 * `${timestamp}.${rawBody}` with SMS_WEBHOOK_SECRET, `x-sms-timestamp` that timestamp in Unix
 * seconds, refused when more than five minutes from the server's clock (webhook-signing.ts).
 * The simulated provider signs exactly as a real one would, so the webhook path is the same.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { signedWebhookHeaders, signWebhook, verifyWebhook, type WebhookHeaderNames } from './webhook-signing.ts';

export const SMS_SIGNATURE_HEADER = 'x-sms-signature';
export const SMS_TIMESTAMP_HEADER = 'x-sms-timestamp';
const HEADERS: WebhookHeaderNames = { signature: SMS_SIGNATURE_HEADER, timestamp: SMS_TIMESTAMP_HEADER };

/** The signature of `body` sent with `timestamp` (Unix seconds, as its header carries it). */
export function signSmsWebhook(secret: string, timestamp: string, body: string): string {
  return signWebhook(secret, timestamp, body);
}

/** Both headers, signed at `at` (default: now). */
export function smsWebhookHeaders(secret: string, body: string, at?: Date): Record<string, string> {
  return signedWebhookHeaders(HEADERS, secret, body, at);
}

export function verifySmsWebhook(secret: string, body: string, headers: IncomingHttpHeaders, now: Date): boolean {
  return verifyWebhook(HEADERS, secret, body, headers, now);
}

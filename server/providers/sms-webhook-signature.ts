/**
 * Webhook signatures for the SMS provider: HMAC-SHA256 of the raw body with the shared secret.
 * The simulated provider signs exactly as a real one would, so the webhook path is the same.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SMS_SIGNATURE_HEADER = 'x-sms-signature';

export function signSmsWebhook(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

export function verifySmsWebhook(secret: string, body: string, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signSmsWebhook(secret, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

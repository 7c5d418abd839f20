/**
 * The HTTP feed's authentication, per customer: a hospital (or its interface engine) posting for a
 * customer signs the raw body with that customer's feed key, HMAC-SHA256, base64url, in
 * `x-adt-signature`, and names the customer in `x-adt-client`. A customer's key is derived from the
 * deployment's `ADT_FEED_SECRET` and the customer's id (HMAC-SHA256 again), so each customer's
 * hospitals hold a key that signs for that customer alone and no key is stored; rotating the secret
 * rotates every key. `npm run simulate:adt -- --print-key <customer id>` prints one for the operator.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const ADT_CLIENT_HEADER = 'x-adt-client';
export const ADT_SIGNATURE_HEADER = 'x-adt-signature';
/** HL7 v2 over HTTP's media type (text/plain is accepted too). */
export const HL7_MEDIA_TYPE = 'x-application/hl7-v2+er7';

export function feedKeyFor(secret: string, clientId: string): string {
  return createHmac('sha256', secret).update(`adt-feed:${clientId}`).digest('base64url');
}

export function signAdtMessage(feedKey: string, body: string): string {
  return createHmac('sha256', feedKey).update(body).digest('base64url');
}

export function verifyAdtSignature(secret: string, clientId: string, body: string, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signAdtMessage(feedKeyFor(secret, clientId), body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

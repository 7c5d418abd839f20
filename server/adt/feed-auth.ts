/**
 * The HTTP feed's authentication, per customer: a hospital (or its interface engine) posting for a
 * customer names the customer in `x-adt-client`, puts the time it sends (Unix seconds) in
 * `x-adt-timestamp`, and signs `${timestamp}.${rawBody}` with that customer's feed key,
 * HMAC-SHA256, base64url, in `x-adt-signature` (the scheme of every signed webhook we take:
 * providers/webhook-signing.ts; a timestamp more than five minutes from the server's clock is
 * refused, so a captured message cannot be replayed later). A customer's key is derived from the
 * deployment's `ADT_FEED_SECRET` and the customer's id (HMAC-SHA256 again), so each customer's
 * hospitals hold a key that signs for that customer alone and no key is stored; rotating the secret
 * rotates every key. `npm run simulate:adt -- --print-key <customer id>` prints one for the operator.
 */
import { createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import {
  signedWebhookHeaders,
  signWebhook,
  verifyWebhook,
  type WebhookHeaderNames,
} from '../providers/webhook-signing.ts';

export const ADT_CLIENT_HEADER = 'x-adt-client';
export const ADT_SIGNATURE_HEADER = 'x-adt-signature';
export const ADT_TIMESTAMP_HEADER = 'x-adt-timestamp';
const HEADERS: WebhookHeaderNames = { signature: ADT_SIGNATURE_HEADER, timestamp: ADT_TIMESTAMP_HEADER };
/** HL7 v2 over HTTP's media type (text/plain is accepted too). */
export const HL7_MEDIA_TYPE = 'x-application/hl7-v2+er7';

export function feedKeyFor(secret: string, clientId: string): string {
  return createHmac('sha256', secret).update(`adt-feed:${clientId}`).digest('base64url');
}

/** The signature of `body` sent with `timestamp` (Unix seconds, as its header carries it). */
export function signAdtMessage(feedKey: string, timestamp: string, body: string): string {
  return signWebhook(feedKey, timestamp, body);
}

/** The customer, timestamp and signature headers of a message sent at `at` (default: now). */
export function adtFeedHeaders(
  feed: { secret: string; clientId: string },
  body: string,
  at?: Date,
): Record<string, string> {
  return {
    [ADT_CLIENT_HEADER]: feed.clientId,
    ...signedWebhookHeaders(HEADERS, feedKeyFor(feed.secret, feed.clientId), body, at),
  };
}

export function verifyAdtSignature(
  secret: string,
  clientId: string,
  body: string,
  headers: IncomingHttpHeaders,
  now: Date,
): boolean {
  return verifyWebhook(HEADERS, feedKeyFor(secret, clientId), body, headers, now);
}

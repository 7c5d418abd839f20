/** The hospitals' HL7 v2 ADT feed over HTTP (server/adt); the same messages may come by MLLP. */
import { type } from 'arktype';
import { defineOperation } from './define.ts';

/**
 * Public, authenticated per customer: `x-adt-client` names the customer whose feed it is and
 * `x-adt-signature` is the HMAC-SHA256 of `${x-adt-timestamp}.${raw body}` with that customer's
 * feed key, refused five minutes off the server's clock, checked before the message is parsed. The body is the raw HL7 text (`x-application/hl7-v2+er7` or
 * `text/plain`); the answer is an HL7 ACK (MSA-1 AA, AE or AR) as text, with status 200 whatever
 * its code, as HL7 over HTTP does.
 */
export const adtInbound = defineOperation({
  method: 'POST',
  path: '/webhooks/adt',
  rawBody: true,
  response: type('string'),
  access: 'public',
});

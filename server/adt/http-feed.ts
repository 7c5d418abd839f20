/**
 * The ADT feed over HTTP (`POST /api/webhooks/adt`): public, authenticated per customer by the
 * signature over the timestamp and the raw body (feed-auth.ts), checked before anything is parsed
 * or stored; a bad or missing signature, a timestamp more than five minutes from the server's
 * clock, an unknown customer, or no ADT_FEED_SECRET answers 401 and stores nothing. Otherwise the
 * answer is the HL7 ACK, status 200 whatever its code. A message sent again (its MSH-10 control id
 * seen before from the same sender) is kept as a duplicate and answered as the first was, applying
 * nothing (ingest.ts).
 */
import { eq } from 'drizzle-orm';
import { clients } from '../db/schema/index.ts';
import type { AppContext } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import type { HandlersOf } from '../http/operations.ts';
import { ADT_CLIENT_HEADER, HL7_MEDIA_TYPE, verifyAdtSignature } from './feed-auth.ts';
import { ingestAdtMessage } from './ingest.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function adtFeedHandlers(ctx: AppContext): HandlersOf<'adtInbound'> {
  return {
    async adtInbound({ body: raw, request, reply, write }) {
      const clientId = request.headers[ADT_CLIENT_HEADER];
      const secret = ctx.config.adtFeedSecret;
      if (
        !secret ||
        typeof clientId !== 'string' ||
        !UUID.test(clientId) ||
        !verifyAdtSignature(secret, clientId, raw, request.headers, ctx.clock.now())
      ) {
        throw new HttpError(401, 'Invalid feed signature');
      }
      const [client] = await ctx.db
        .select({ id: clients.id, organisationId: clients.organisationId })
        .from(clients)
        .where(eq(clients.id, clientId))
        .limit(1);
      if (!client) throw new HttpError(401, 'Invalid feed signature');
      const result = await ingestAdtMessage(
        {
          feed: { organisationId: client.organisationId, clientId: client.id },
          transport: 'http',
          raw,
          receivedAt: ctx.clock.now(),
        },
        (work) => write(work, client.organisationId),
        request.log,
      );
      return reply.status(200).type(HL7_MEDIA_TYPE).send(result.ack);
    },
  };
}

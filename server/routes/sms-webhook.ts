/**
 * The SMS provider's webhooks, inbound texts and delivery receipts: public, authenticated by the
 * provider's signature over the timestamp and the raw body (providers/sms-webhook-signature.ts),
 * checked before the body is parsed: a bad or missing signature, or a timestamp more than five
 * minutes from the server's clock, answers 401 and writes nothing. The body is validated by the
 * operation's own (closed) contract schema. Each event is handled once (providers/webhook-replay.ts):
 * an inbound text by its provider message id, a receipt by its message, carrier id and status; a second
 * delivery gets the first answer and writes nothing. The simulated provider
 * (server/providers/sms-simulator.ts) posts here exactly as a real one would.
 */
import { eq } from 'drizzle-orm';
import { OPERATIONS } from '../../domain/index.ts';
import { smsMessages } from '../db/schema/index.ts';
import { applyCarrierStatus } from '../providers/outbound-sms.ts';
import { findMemberByPhone, recordInboundText } from '../providers/inbound-sms.ts';
import { verifySmsWebhook } from '../providers/sms-webhook-signature.ts';
import { oncePerEvent, sendAnswer } from '../providers/webhook-replay.ts';
import type { FastifyRequest } from 'fastify';
import type { Type } from 'arktype';
import type { AppContext } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import type { HandlersOf } from '../http/operations.ts';
import { validateJsonText } from '../http/validate.ts';

export function smsWebhookHandlers(ctx: AppContext): HandlersOf<'smsInbound' | 'smsStatus'> {
  /** The signature check both webhooks make over the raw body, then the body parsed and validated. */
  function signedBody<T extends Type>(schema: T, raw: string, request: FastifyRequest): T['infer'] {
    if (!verifySmsWebhook(ctx.config.smsWebhookSecret, raw, request.headers, ctx.clock.now()))
      throw new HttpError(401, 'Invalid webhook signature');
    return validateJsonText(schema, raw);
  }

  return {
    /**
     * A carrier's delivery receipt: the text moves forward (never back), with its change. A receipt
     * for a text we do not know is accepted and dropped, so the carrier stops retrying.
     */
    async smsStatus({ body: raw, request, reply, write }) {
      const receipt = signedBody(OPERATIONS.smsStatus.body, raw, request);
      const [message] = await ctx.db
        .select({ organisationId: smsMessages.organisationId })
        .from(smsMessages)
        .where(eq(smsMessages.id, receipt.messageId))
        .limit(1);
      if (!message) return reply.status(202).send({ ignored: true });
      // The carrier's id too: a receipt naming another carrier id is dropped and must not claim the text's own.
      const event = {
        operation: 'smsStatus' as const,
        id: `${receipt.messageId}:${receipt.carrierId}:${receipt.status}`,
      };
      const answer = await oncePerEvent<{ id: string; smsStatus: string } | { ignored: true }>(
        write,
        message.organisationId,
        event,
        async (tx, recorder) => {
          const result = await applyCarrierStatus(tx, recorder, receipt.messageId, receipt);
          return result
            ? { status: 200, body: { id: result.id, smsStatus: result.smsStatus } }
            : { status: 202, body: { ignored: true } };
        },
      );
      return sendAnswer(reply, answer);
    },

    async smsInbound({ body: raw, request, reply, write }) {
      const body = signedBody(OPERATIONS.smsInbound.body, raw, request);
      // The organisation is the sending member's: the number says which.
      const owner = await findMemberByPhone(ctx.db, body.from);
      // A number we do not know is accepted and dropped: the provider must not retry it forever.
      if (!owner) return reply.status(202).send({ ignored: true });
      const text = {
        from: body.from,
        to: body.to,
        text: body.text,
        receivedAt: body.receivedAt ? new Date(body.receivedAt) : ctx.clock.now(),
      };
      const answer = await oncePerEvent(
        write,
        owner.member.organisationId,
        { operation: 'smsInbound', id: body.messageSid },
        async (tx, recorder) => ({
          status: 201,
          body: await recordInboundText(tx, recorder, text, owner),
        }),
      );
      return sendAnswer(reply, answer);
    },
  };
}

/**
 * The SMS provider's webhooks, inbound texts and delivery receipts: public, authenticated by the
 * provider's signature over the raw body, checked before the body is parsed (a bad or missing
 * signature writes nothing). The simulated provider
 * (server/providers/sms-simulator.ts) posts here exactly as a real one would.
 */
import { eq } from 'drizzle-orm';
import { OPERATIONS, smsInboundBody } from '../../domain/index.ts';
import { writeWithChanges } from '../db/changes.ts';
import { smsMessages } from '../db/schema/index.ts';
import { applyCarrierStatus } from '../providers/outbound-sms.ts';
import { findMemberByPhone, recordInboundText } from '../providers/inbound-sms.ts';
import { SMS_SIGNATURE_HEADER, verifySmsWebhook } from '../providers/sms-webhook-signature.ts';
import type { AppContext } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { guardInput } from '../http/input-guard.ts';
import type { HandlersOf } from '../http/operations.ts';
import { validate } from '../http/validate.ts';

/** The signature check both webhooks make over the raw body, then the body parsed and validated. */
function signedBody<T>(ctx: AppContext, raw: string, signature: unknown, validateBody: (parsed: unknown) => T): T {
  if (!verifySmsWebhook(ctx.config.smsWebhookSecret, raw, typeof signature === 'string' ? signature : undefined)) {
    throw new HttpError(401, 'Invalid webhook signature');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  guardInput('body', parsed);
  return validateBody(parsed);
}

export function smsWebhookHandlers(ctx: AppContext): HandlersOf<'smsInbound' | 'smsStatus'> {
  return {
    /**
     * A carrier's delivery receipt: the text moves forward (never back), with its change. A receipt
     * for a text we do not know is accepted and dropped, so the carrier stops retrying.
     */
    async smsStatus({ body: raw, request, reply }) {
      const receipt = signedBody(ctx, raw, request.headers[SMS_SIGNATURE_HEADER], (parsed) => validate(OPERATIONS.smsStatus.body, parsed));
      const [message] = await ctx.db.select({ organisationId: smsMessages.organisationId }).from(smsMessages).where(eq(smsMessages.id, receipt.messageId)).limit(1);
      if (!message) return reply.status(202).send({ ignored: true });
      const { result, changes } = await writeWithChanges(ctx.db, message.organisationId, (tx, recorder) => applyCarrierStatus(tx, recorder, receipt.messageId, receipt));
      ctx.publish(changes);
      if (!result) return reply.status(202).send({ ignored: true });
      return { id: result.id, smsStatus: result.smsStatus };
    },

    async smsInbound({ body: raw, request, reply, write }) {
      const body = signedBody(ctx, raw, request.headers[SMS_SIGNATURE_HEADER], (parsed) => validate(smsInboundBody, parsed));
      // The organisation is the sending member's: the number says which.
      const owner = await findMemberByPhone(ctx.db, body.from);
      // A number we do not know is accepted and dropped: the provider must not retry it forever.
      if (!owner) return reply.status(202).send({ ignored: true });
      const result = await write(
        (tx, recorder) => recordInboundText(tx, recorder, { ...body, receivedAt: body.receivedAt ? new Date(body.receivedAt) : new Date() }, owner),
        owner.member.organisationId,
      );
      return reply.status(201).send(result);
    },
  };
}

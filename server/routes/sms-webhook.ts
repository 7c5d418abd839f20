/**
 * The SMS provider's inbound webhook: public, authenticated by the provider's signature over the
 * raw body, checked before the body is parsed. The simulated provider
 * (server/providers/sms-simulator.ts) posts here exactly as a real one would.
 */
import { smsInboundBody } from '../../domain/index.ts';
import { findMemberByPhone, recordInboundText } from '../providers/inbound-sms.ts';
import { SMS_SIGNATURE_HEADER, verifySmsWebhook } from '../providers/sms-webhook-signature.ts';
import type { AppContext } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { guardInput } from '../http/input-guard.ts';
import type { HandlersOf } from '../http/operations.ts';
import { validate } from '../http/validate.ts';

export function smsWebhookHandlers(ctx: AppContext): HandlersOf<'smsInbound'> {
  return {
    async smsInbound({ body: raw, request, reply, write }) {
      const signature = request.headers[SMS_SIGNATURE_HEADER];
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
      const body = validate(smsInboundBody, parsed);
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

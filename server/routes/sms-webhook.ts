/**
 * The SMS provider's inbound webhook: public, authenticated by the provider's signature. The
 * simulated provider (server/providers/sms-simulator.ts) posts here exactly as a real one would.
 */
import { type } from 'arktype';
import type { FastifyPluginAsync } from 'fastify';
import { findMemberByPhone, recordInboundText } from '../providers/inbound-sms.ts';
import { SMS_SIGNATURE_HEADER, verifySmsWebhook } from '../providers/sms-webhook-signature.ts';
import { commitWrite, type AppContext } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { PUBLIC_ROUTE } from './platform.ts';

const inboundBody = type({
  from: /^\+1\d{10}$/,
  to: /^\+1\d{10}$/,
  text: '0 < string <= 1600',
  'receivedAt?': 'string.date.iso',
});

export function smsWebhookRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    // Keep the raw text: the signature covers the exact bytes the provider sent.
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

    app.post('/webhooks/sms/inbound', { config: PUBLIC_ROUTE }, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
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
      const body = validate(inboundBody, parsed);
      // The organisation is the sending member's: the number says which.
      const owner = await findMemberByPhone(ctx.db, body.from);
      // A number we do not know is accepted and dropped: the provider must not retry it forever.
      if (!owner) return reply.status(202).send({ ignored: true });
      const result = await commitWrite(ctx, owner.member.organisationId, (tx, recorder) =>
        recordInboundText(tx, recorder, { ...body, receivedAt: body.receivedAt ? new Date(body.receivedAt) : new Date() }, owner),
      );
      return reply.status(201).send(result);
    });
  };
}

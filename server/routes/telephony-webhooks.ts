/**
 * The telephony provider's webhooks: public, authenticated by the provider's signature over the
 * timestamp and the raw body (`x-telephony-signature` and `x-telephony-timestamp`, HMAC-SHA256 with
 * TELEPHONY_WEBHOOK_SECRET: telephony/webhook-signature.ts), checked before the body is parsed: a
 * missing or bad signature, or a timestamp more than five minutes from the server's clock, answers
 * 401 and writes nothing. Bodies are validated by each operation's own (closed) contract schema.
 * Each event is handled once by the carrier's ids (providers/webhook-replay.ts): a status report by
 * its call, status and time, a recording and a transcription by the recording's sid, an inbound
 * call by its sid; a second delivery gets the first answer and writes nothing. The simulated
 * carrier (server/telephony/simulated-carrier.ts) and `npm run simulate:call` post here exactly as
 * a real carrier would. A report about a call we do not know is accepted and dropped (202), so the
 * carrier does not retry it forever; a recording whose audio cannot be fetched answers 502, so it does.
 */
import type { FastifyRequest } from 'fastify';
import type { Type } from 'arktype';
import { OPERATIONS } from '../../domain/index.ts';
import type { AppContext } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import type { HandlersOf } from '../http/operations.ts';
import { validateJsonText } from '../http/validate.ts';
import { earlierAnswer, oncePerEvent, sendAnswer } from '../providers/webhook-replay.ts';
import { applyCallStatus, callBySid, storeRecording, storeTranscription } from '../telephony/call-records.ts';
import { receiveInboundCall, routeInboundCall } from '../telephony/inbound-calls.ts';
import { verifyTelephonyWebhook } from '../telephony/webhook-signature.ts';

type WebhookOperations =
  'telephonyCallStatus' | 'telephonyRecording' | 'telephonyTranscription' | 'telephonyInboundCall';

export function telephonyWebhookHandlers(ctx: AppContext): HandlersOf<WebhookOperations> {
  /** The signed body, parsed and validated; a bad signature is refused before anything is read. */
  function signed<T extends Type>(schema: T, raw: string, request: FastifyRequest): T['infer'] {
    if (!verifyTelephonyWebhook(ctx.config.telephonyWebhookSecret, raw, request.headers, ctx.clock.now())) {
      throw new HttpError(401, 'Invalid webhook signature');
    }
    return validateJsonText(schema, raw);
  }

  return {
    async telephonyCallStatus({ body: raw, request, reply, write }) {
      const body = signed(OPERATIONS.telephonyCallStatus.body, raw, request);
      const known = await callBySid(ctx.db, body.callSid);
      if (!known) return reply.status(202).send({ ignored: true });
      const event = {
        operation: 'telephonyCallStatus' as const,
        id: `${body.callSid}:${body.status}:${body.timestamp}`,
      };
      const answer = await oncePerEvent(write, known.organisationId, event, async (tx, changes) => {
        const call = await callBySid(tx, body.callSid);
        if (call)
          await applyCallStatus(tx, changes, call, {
            status: body.status,
            at: new Date(body.timestamp),
            errorCode: body.errorCode ?? null,
          });
        return { status: 200, body: { callId: known.id } };
      });
      return sendAnswer(reply, answer);
    },

    async telephonyRecording({ body: raw, request, reply, write }) {
      const body = signed(OPERATIONS.telephonyRecording.body, raw, request);
      const known = await callBySid(ctx.db, body.callSid);
      if (!known) return reply.status(202).send({ ignored: true });
      const event = { operation: 'telephonyRecording' as const, id: body.recordingSid };
      // A redelivery is answered without fetching the audio again (the claim below still decides).
      const earlier = await earlierAnswer(ctx.db, known.organisationId, event);
      if (earlier) return sendAnswer(reply, { ...earlier, replayed: true });
      let audio: { bytes: Uint8Array; mimeType: string };
      try {
        audio = await ctx.callProvider.fetchMedia(body.mediaUrl);
      } catch {
        throw new HttpError(502, 'The recording could not be fetched.');
      }
      const answer = await oncePerEvent(write, known.organisationId, event, async (tx, changes) => {
        const call = await callBySid(tx, body.callSid);
        if (call)
          await storeRecording(tx, changes, call, {
            recordingSid: body.recordingSid,
            kind: body.kind,
            durationSeconds: body.durationSeconds,
            audio,
            at: new Date(body.timestamp),
          });
        return { status: 200, body: { callId: known.id } };
      });
      return sendAnswer(reply, answer);
    },

    async telephonyTranscription({ body: raw, request, reply, write }) {
      const body = signed(OPERATIONS.telephonyTranscription.body, raw, request);
      const known = await callBySid(ctx.db, body.callSid);
      if (!known) return reply.status(202).send({ ignored: true });
      const answer = await oncePerEvent(
        write,
        known.organisationId,
        { operation: 'telephonyTranscription', id: body.recordingSid },
        async (tx, changes) => {
          const call = await callBySid(tx, body.callSid);
          if (call)
            await storeTranscription(tx, changes, call, {
              recordingSid: body.recordingSid,
              lines: body.lines,
              generatedNotes: body.generatedNotes ?? null,
              at: new Date(body.timestamp),
            });
          return { status: 200, body: { callId: known.id } };
        },
      );
      return sendAnswer(reply, answer);
    },

    async telephonyInboundCall({ body: raw, request, reply, write }) {
      const body = signed(OPERATIONS.telephonyInboundCall.body, raw, request);
      const route = await routeInboundCall(ctx.db, body);
      if (!route) return reply.status(202).send({ ignored: true });
      const answer = await oncePerEvent(
        write,
        route.organisationId,
        { operation: 'telephonyInboundCall', id: body.callSid },
        async (tx, changes) => {
          const call = await receiveInboundCall(
            tx,
            changes,
            { sid: body.callSid, from: body.from, to: body.to, at: new Date(body.timestamp) },
            route,
          );
          return { status: 201, body: { callId: call.id } };
        },
      );
      return sendAnswer(reply, answer);
    },
  };
}

/**
 * The telephony provider's webhooks: public, authenticated by the provider's signature over the
 * raw body (`x-telephony-signature`, HMAC-SHA256 with TELEPHONY_WEBHOOK_SECRET), checked before the
 * body is parsed: a missing or bad signature answers 401 and writes nothing. The simulated carrier
 * (server/telephony/simulated-carrier.ts) and `npm run simulate:call` post here exactly as a real
 * carrier would. A report about a call we do not know is accepted and dropped (202), so the
 * carrier does not retry it forever; a recording whose audio cannot be fetched answers 502, so it does.
 */
import type { FastifyRequest } from 'fastify';
import type { Type } from 'arktype';
import { callStatusWebhookBody, inboundCallWebhookBody, recordingWebhookBody, transcriptionWebhookBody } from '../../domain/index.ts';
import type { AppContext } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { guardInput } from '../http/input-guard.ts';
import type { HandlersOf } from '../http/operations.ts';
import { validate } from '../http/validate.ts';
import { applyCallStatus, callBySid, storeRecording, storeTranscription } from '../telephony/call-records.ts';
import { receiveInboundCall, routeInboundCall } from '../telephony/inbound-calls.ts';
import { TELEPHONY_SIGNATURE_HEADER, verifyTelephonyWebhook } from '../telephony/webhook-signature.ts';

type WebhookOperations = 'telephonyCallStatus' | 'telephonyRecording' | 'telephonyTranscription' | 'telephonyInboundCall';

export function telephonyWebhookHandlers(ctx: AppContext): HandlersOf<WebhookOperations> {
  /** The signed body, parsed and validated; a bad signature is refused before anything is read. */
  function signed<T extends Type>(schema: T, raw: string, request: FastifyRequest): T['infer'] {
    const signature = request.headers[TELEPHONY_SIGNATURE_HEADER];
    if (!verifyTelephonyWebhook(ctx.config.telephonyWebhookSecret, raw, typeof signature === 'string' ? signature : undefined)) {
      throw new HttpError(401, 'Invalid webhook signature');
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = undefined;
    }
    guardInput('body', parsed);
    return validate(schema, parsed);
  }

  return {
    async telephonyCallStatus({ body: raw, request, reply, write }) {
      const body = signed(callStatusWebhookBody, raw, request);
      const known = await callBySid(ctx.db, body.callSid);
      if (!known) return reply.status(202).send({ ignored: true });
      await write(async (tx, changes) => {
        const call = await callBySid(tx, body.callSid);
        if (call) await applyCallStatus(tx, changes, call, { status: body.status, at: new Date(body.timestamp), errorCode: body.errorCode ?? null });
      }, known.organisationId);
      return { callId: known.id };
    },

    async telephonyRecording({ body: raw, request, reply, write }) {
      const body = signed(recordingWebhookBody, raw, request);
      const known = await callBySid(ctx.db, body.callSid);
      if (!known) return reply.status(202).send({ ignored: true });
      let audio: { bytes: Uint8Array; mimeType: string };
      try {
        audio = await ctx.callProvider.fetchMedia(body.mediaUrl);
      } catch {
        throw new HttpError(502, 'The recording could not be fetched.');
      }
      await write(async (tx, changes) => {
        const call = await callBySid(tx, body.callSid);
        if (call) await storeRecording(tx, changes, call, { recordingSid: body.recordingSid, kind: body.kind, durationSeconds: body.durationSeconds, audio, at: new Date(body.timestamp) });
      }, known.organisationId);
      return { callId: known.id };
    },

    async telephonyTranscription({ body: raw, request, reply, write }) {
      const body = signed(transcriptionWebhookBody, raw, request);
      const known = await callBySid(ctx.db, body.callSid);
      if (!known) return reply.status(202).send({ ignored: true });
      await write(async (tx, changes) => {
        const call = await callBySid(tx, body.callSid);
        if (call) await storeTranscription(tx, changes, call, { recordingSid: body.recordingSid, lines: body.lines, generatedNotes: body.generatedNotes ?? null, at: new Date(body.timestamp) });
      }, known.organisationId);
      return { callId: known.id };
    },

    async telephonyInboundCall({ body: raw, request, reply, write }) {
      const body = signed(inboundCallWebhookBody, raw, request);
      const route = await routeInboundCall(ctx.db, body);
      if (!route) return reply.status(202).send({ ignored: true });
      const call = await write((tx, changes) => receiveInboundCall(tx, changes, { sid: body.callSid, from: body.from, to: body.to, at: new Date(body.timestamp) }, route), route.organisationId);
      return reply.status(201).send({ callId: call.id });
    },
  };
}

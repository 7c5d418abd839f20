/**
 * FHIR answers whatever goes wrong: every answer of a `/fhir/R4` route is `application/fhir+json`,
 * and a refusal (the house's error shape, from any layer: token, permission, validation, tenancy)
 * goes out as an OperationOutcome with the same status. The message is the house error's, which
 * never carries a value of the request but the caller's own parameter names.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperationOutcome } from './types.ts';

export const FHIR_JSON = 'application/fhir+json; charset=utf-8';

const ISSUE_CODES: Readonly<Record<number, string>> = {
  400: 'invalid',
  401: 'login',
  403: 'forbidden',
  404: 'not-found',
  413: 'too-long',
  429: 'throttled',
};

export function operationOutcome(status: number, diagnostics: string): OperationOutcome {
  return {
    resourceType: 'OperationOutcome',
    issue: [
      { severity: 'error', code: ISSUE_CODES[status] ?? (status >= 500 ? 'exception' : 'processing'), diagnostics },
    ],
  };
}

/** The house error body's message and its property errors, as one line. */
function describe(body: unknown): string {
  const error = body as { message?: unknown; errors?: { property?: unknown; constraints?: Record<string, unknown> }[] };
  const details = (error.errors ?? [])
    .map((item) => `${String(item.property)}: ${Object.values(item.constraints ?? {}).join('; ')}`)
    .filter((line) => line.length > 2);
  const message = typeof error.message === 'string' ? error.message : 'Request failed';
  return details.length ? `${message} (${details.join(', ')})` : message;
}

/** A route's `onSend` hook: FHIR's media type, and refusals as OperationOutcomes. */
export async function asFhirAnswer(_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const type = String(reply.getHeader('content-type') ?? '');
  if (reply.statusCode >= 400 && typeof payload === 'string' && type.startsWith('application/json')) {
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      body = {};
    }
    reply.header('content-type', FHIR_JSON);
    return JSON.stringify(operationOutcome(reply.statusCode, describe(body)));
  }
  if (type.startsWith('application/json')) reply.header('content-type', FHIR_JSON);
  return payload;
}

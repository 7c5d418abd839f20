/**
 * Typed errors mapped to the one error shape of the spec. Routes throw these; the error handler
 * turns anything else into a 500 without leaking internals (or PHI) to the client or the log.
 */
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiErrorBody, PropertyError } from '../../domain/index.ts';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly userMessage?: string,
    readonly errors: PropertyError[] = [],
  ) {
    super(message);
  }
}

export const badRequest = (errors: PropertyError[], message = 'Validation failed') =>
  new HttpError(400, message, 'Please correct the highlighted fields.', errors);
export const unauthorized = (message = 'Not logged in') => new HttpError(401, message, 'Please sign in again.');
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message, message);
/** Also the answer for another organisation's object: its existence is not revealed. */
export const notFound = (message = 'No record found') => new HttpError(404, message, message);
export const gone = (message: string) => new HttpError(410, message, message);

export function errorBody(
  statusCode: number,
  message: string,
  path: string,
  userMessage?: string,
  errors: PropertyError[] = [],
): ApiErrorBody {
  return {
    statusCode,
    message,
    ...(userMessage ? { userMessage } : {}),
    errors,
    timestamp: new Date().toISOString(),
    path,
  };
}

/**
 * A failure as the log may hold it: class, code and where in the code, never the message. A
 * database error's message carries the query's parameters (names, dates of birth, e-mail), and
 * the stack's first line repeats the message, so both stay out; so does the cause's.
 */
export function describeFailure(error: unknown): {
  name: string;
  code?: string;
  cause?: { name: string; code?: string };
  frames?: string;
} {
  const named = (value: unknown) => {
    const e = value as { name?: unknown; code?: unknown; constructor?: { name?: string } } | null;
    const name = typeof e?.name === 'string' ? e.name : (e?.constructor?.name ?? typeof value);
    return { name, ...(typeof e?.code === 'string' ? { code: e.code } : {}) };
  };
  const stack = (error as { stack?: unknown } | null)?.stack;
  const frames =
    typeof stack === 'string'
      ? stack
          .split('\n')
          .filter((line) => /^\s+at /.test(line))
          .join('\n')
      : undefined;
  const cause = (error as { cause?: unknown } | null)?.cause;
  return { ...named(error), ...(cause ? { cause: named(cause) } : {}), ...(frames ? { frames } : {}) };
}

/** Longer addresses answer 414: no route takes one (ids, a bounded filter), and logs stay small. */
export const MAX_URL_LENGTH = 8 * 1024;

/**
 * Errors Node's HTTP parser raises before fastify has a request (headers over 16 KB, a malformed
 * request line): answered in the error shape too, then the connection is closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'HPE_URI_TOO_LONG' ? 414 : 400;
  const message = status === 431 ? 'Request header fields too large' : status === 414 ? 'URI too long' : 'Bad request';
  const body = JSON.stringify(errorBody(status, message, ''));
  socket.end(
    `HTTP/1.1 ${status} ${message}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export function installErrorHandling(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.url.length > MAX_URL_LENGTH) throw new HttpError(414, 'URI too long');
  });
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send(errorBody(error.statusCode, error.message, path, error.userMessage, error.errors));
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, rate limit): keep the status, our shape.
      const errors = status === 400 ? [{ property: 'body', constraints: { parse: error.message } }] : [];
      return reply.status(status).send(errorBody(status, error.message, path, undefined, errors));
    }
    request.log.error({ err: describeFailure(error), route: request.routeOptions.url }, 'request failed');
    return reply.status(500).send(errorBody(500, 'Internal server error', path, 'Something went wrong on our side.'));
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    return reply.status(404).send(errorBody(404, 'No record found', path, 'No record found'));
  });
}

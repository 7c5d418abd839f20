/**
 * Typed errors mapped to the one error shape of the spec. Routes throw these; the error handler
 * turns anything else into a 500 without leaking internals (or PHI) to the client or the log.
 */
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

export const badRequest = (errors: PropertyError[], message = 'Validation failed') => new HttpError(400, message, 'Please correct the highlighted fields.', errors);
export const unauthorized = (message = 'Not logged in') => new HttpError(401, message, 'Please sign in again.');
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message, message);
/** Also the answer for another organisation's object: its existence is not revealed. */
export const notFound = (message = 'No record found') => new HttpError(404, message, message);
export const gone = (message: string) => new HttpError(410, message, message);

export function errorBody(statusCode: number, message: string, path: string, userMessage?: string, errors: PropertyError[] = []): ApiErrorBody {
  return { statusCode, message, ...(userMessage ? { userMessage } : {}), errors, timestamp: new Date().toISOString(), path };
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(errorBody(error.statusCode, error.message, path, error.userMessage, error.errors));
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, rate limit): keep the status, our shape.
      const errors = status === 400 ? [{ property: 'body', constraints: { parse: error.message } }] : [];
      return reply.status(status).send(errorBody(status, error.message, path, undefined, errors));
    }
    // Log the failure without request data: bodies and queries may hold PHI.
    request.log.error({ err: { name: error.name, message: error.message, stack: error.stack }, route: request.routeOptions.url }, 'request failed');
    return reply.status(500).send(errorBody(500, 'Internal server error', path, 'Something went wrong on our side.'));
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    return reply.status(404).send(errorBody(404, 'No record found', path, 'No record found'));
  });
}

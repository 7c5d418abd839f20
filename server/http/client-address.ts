/**
 * The caller's address, read once when the request arrives. Fastify's `request.ip` reads the
 * socket, and a socket that was not asked for its peer before the client hung up no longer knows
 * it: an audited call whose client went away while it was being answered (a tab closed mid-read)
 * read `undefined` there, and its trail entry, whose address is required, failed to store (a
 * not-null violation in the log, the entry lost). Routes with a rate limit had asked early, by
 * chance; every route that stores the address now reads this one.
 */
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** `request.ip` (which follows `trustProxy`) as it was on arrival. */
    clientAddress: string;
  }
}

/** What is stored when not even the arrival knew the address (the client was gone by then). */
const UNKNOWN_CLIENT_ADDRESS = 'unknown';

export function installClientAddress(app: FastifyInstance): void {
  app.decorateRequest('clientAddress', '');
  app.addHook('onRequest', (request, _reply, done) => {
    request.clientAddress = request.ip ?? UNKNOWN_CLIENT_ADDRESS;
    done();
  });
}

/**
 * Abuse limits of the public consent endpoints, per client address:
 * - every public route allows `perRouteMax` calls a minute (a member's whole flow needs a few dozen);
 * - `missMax` unknown keys within `missWindowMs` close every public consent route to that address
 *   until the window passes, so guessing keys is hopeless even before the 2^256 key space is.
 * Both use the app's @fastify/rate-limit store (in memory, or the shared store the app registers).
 *
 * The address is `request.ip`, which follows the app's `trustProxy` setting: behind a proxy that
 * setting must name the proxy (not `true`), or a caller could choose its own address.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/rate-limit';
import { HttpError } from '../http/errors.ts';

export interface ConsentRateLimits {
  perRouteMax: number;
  perRouteWindowMs: number;
  missMax: number;
  missWindowMs: number;
}

export const DEFAULT_CONSENT_RATE_LIMITS: ConsentRateLimits = {
  perRouteMax: 120,
  perRouteWindowMs: 60_000,
  missMax: 20,
  missWindowMs: 15 * 60_000,
};

export const tooManyRequests = () =>
  new HttpError(429, 'Too many requests', 'Too many attempts. Please wait a few minutes and try again.');

export interface MissLimiter {
  /** Throws 429 when the address has used up its misses. */
  check(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Counts an unknown key against the address. */
  miss(request: FastifyRequest): Promise<void>;
}

export function createMissLimiter(app: FastifyInstance, limits: ConsentRateLimits): MissLimiter {
  const limiter = app.createRateLimit({ max: limits.missMax, timeWindow: limits.missWindowMs });
  return {
    async check(request, reply) {
      const state = await limiter(request, { increment: false });
      if (!state.isAllowed && state.remaining <= 0) {
        reply.header('retry-after', String(Math.max(1, state.ttlInSeconds)));
        throw tooManyRequests();
      }
    },
    async miss(request) {
      await limiter(request);
    },
  };
}

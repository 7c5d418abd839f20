/**
 * Every consent operation: the public ones the consent site calls with a link key (rate-limited,
 * never cached), and the staff ones behind the bearer token.
 *
 * @example
 *   registerOperations(api, ctx, { ...consentHandlers(ctx, api), ... });
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context.ts';
import type { HandlersOf } from '../http/operations.ts';
import { publicConsentHandlers } from './public-routes.ts';
import { DEFAULT_CONSENT_RATE_LIMITS, type ConsentRateLimits } from './rate-limits.ts';
import { staffConsentReadHandlers } from './staff-reads.ts';
import { staffConsentHandlers } from './staff-routes.ts';

export interface ConsentRoutesOptions {
  limits?: Partial<ConsentRateLimits>;
  /** The clock links expire by (tests move it). */
  now?: () => Date;
}

type ConsentOperation =
  | keyof ReturnType<typeof publicConsentHandlers>
  | keyof ReturnType<typeof staffConsentHandlers>
  | keyof ReturnType<typeof staffConsentReadHandlers>;

/** `api` is the API scope (the rate-limit plugin is registered there). */
export function consentHandlers(
  ctx: AppContext,
  api: FastifyInstance,
  options: ConsentRoutesOptions = {},
): HandlersOf<ConsentOperation> {
  // The server's clock, as every route's (a test or the demo may run it at another hour).
  const now = options.now ?? (() => ctx.clock.now());
  const limits = { ...DEFAULT_CONSENT_RATE_LIMITS, ...options.limits };
  return {
    ...publicConsentHandlers(ctx, api, { limits, now }),
    ...staffConsentHandlers(ctx, { now }),
    ...staffConsentReadHandlers(ctx),
  };
}

/**
 * Every consent endpoint: the public ones the consent site calls with a link key, and the staff
 * ones behind the bearer token. Registered inside the /api block of server/app.ts.
 *
 * @example
 *   await api.register(consentRoutes(context));
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { publicConsentRoutes } from './public-routes.ts';
import { DEFAULT_CONSENT_RATE_LIMITS, type ConsentRateLimits } from './rate-limits.ts';
import { staffConsentRoutes } from './staff-routes.ts';

export interface ConsentRoutesOptions {
  limits?: Partial<ConsentRateLimits>;
  /** The clock links expire by (tests move it). */
  now?: () => Date;
}

export function consentRoutes(ctx: AppContext, options: ConsentRoutesOptions = {}): FastifyPluginAsync {
  const now = options.now ?? (() => new Date());
  const limits = { ...DEFAULT_CONSENT_RATE_LIMITS, ...options.limits };
  return async (app) => {
    await app.register(publicConsentRoutes(ctx, { limits, now }));
    await app.register(staffConsentRoutes(ctx, { now }));
  };
}

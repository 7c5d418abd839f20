/** Runtime configuration, the change log for gap healing, and logout. */
import type { FastifyPluginAsync } from 'fastify';
import { changesQuery } from '../../domain/index.ts';
import { actorOf, requireAppAccess } from '../auth/actor.ts';
import { issuerOf } from '../config.ts';
import { readChanges } from '../db/changes.ts';
import type { AppContext } from '../http/context.ts';
import { validate } from '../http/validate.ts';

export const PUBLIC_ROUTE = { public: true } as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a bearer token. */
    public?: boolean;
  }
}

export function platformRoutes(ctx: AppContext): FastifyPluginAsync {
  const { db, config } = ctx;
  return async (app) => {
    app.get('/client-config', { config: PUBLIC_ROUTE }, async () => ({
      oidc: {
        authority: issuerOf(config),
        clientId: config.oidc.clientId,
        audience: config.oidc.audience,
        scope: 'openid profile email api',
        embedded: !config.oidc.issuer,
      },
      analyticsUrl: config.analyticsUrl,
      build: config.build,
      environment: process.env.NODE_ENV === 'production' ? 'production' : 'development',
    }));

    app.get('/sync/changes', async (request) => {
      const actor = actorOf(request);
      requireAppAccess(actor);
      const { since, limit } = validate(changesQuery, request.query);
      return readChanges(db, actor.organisationId, actor.user.id, since, limit ?? 1000);
    });

    // Tokens are stateless: logging out is recorded by the audit hook, and the provider session
    // ends through the provider's end-session endpoint.
    app.post('/auth/logout', async (request, reply) => {
      actorOf(request);
      return reply.status(204).send();
    });
  };
}

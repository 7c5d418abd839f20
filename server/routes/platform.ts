/** Runtime configuration, the change log for gap healing, and logout. */
import { issuerOf, type ServerConfig } from '../config.ts';
import { readChangesText } from '../db/changes.ts';
import type { AppContext } from '../http/context.ts';
import { JsonText } from '../http/json-text.ts';
import type { HandlersOf } from '../http/operations.ts';

/** The portal's runtime configuration: `GET /client-config`, and written into the portal's page (static-sites.ts). */
export function clientConfigOf(config: ServerConfig) {
  return {
    oidc: {
      authority: issuerOf(config),
      clientId: config.oidc.clientId,
      audience: config.oidc.audience,
      scope: 'openid profile email api',
      embedded: !config.oidc.issuer,
    },
    analyticsUrl: config.analyticsUrl,
    ...(config.externalRecordUrl ? { externalRecordUrl: config.externalRecordUrl } : {}),
    build: config.build,
    // The deployment mode: features the spec keeps out of production (the member page's Survey tab) read it.
    environment: config.deploymentMode,
  };
}

export function platformHandlers(ctx: AppContext): HandlersOf<'clientConfig' | 'syncChanges' | 'logout'> {
  const { db, config } = ctx;
  return {
    async clientConfig() {
      return clientConfigOf(config);
    },

    async syncChanges({ actor, query: { since, limit } }) {
      const page = await readChangesText(
        db,
        actor.organisationId,
        actor.user.id,
        since,
        limit ?? 1000,
        actor.permissions,
      );
      return new JsonText(page.json, page.memberIds);
    },

    // Tokens are stateless: logging out is recorded by the audit hook, and the provider session
    // ends through the provider's end-session endpoint.
    async logout({ reply }) {
      return reply.status(204).send();
    },
  };
}

/**
 * The embedded OpenID Connect provider (oidc-provider) for the demo staff accounts, used when no
 * external issuer is configured. Authorization code + PKCE for the portal's public client; access
 * tokens are RS256 JWTs for the API audience (resource indicators), so the API verifies them
 * exactly as it would an external issuer's.
 */
import { SIGN_IN_CALLBACK_PATH, SIGNED_OUT_PATH, SILENT_RENEW_CALLBACK_PATH } from '../../../domain/auth-paths.ts';
import { and, eq, isNotNull } from 'drizzle-orm';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../../db/connect.ts';
import { users } from '../../db/schema/index.ts';
import { BACKEND_SCOPES, CLIENT_ASSERTION_ALGORITHMS } from '../backend-clients.ts';
import { databaseAdapter } from './adapter.ts';
import { loadOrCreateProviderKeys } from './keys.ts';
import { errorPage, logoutPage, pickLanguage, signedOutPage } from './pages.ts';

export const EMBEDDED_PREFIX = '/oidc';
/** Every demo account signs in with this password (stated in the README). */
export const DEMO_PASSWORD = 'demo-password';
const BACKEND_TOKEN_TTL_SECONDS = 300;

export interface EmbeddedProviderOptions {
  db: Db;
  issuer: string;
  clientId: string;
  audience: string;
  /** Origins the portal may be opened on (redirect URIs are registered for each). */
  portalOrigins: string[];
  accessTokenTtlSeconds?: number;
}

function lang(ctx: KoaContextWithOIDC) {
  return pickLanguage(undefined, ctx.get('accept-language'));
}

export async function createEmbeddedProvider(options: EmbeddedProviderOptions): Promise<Provider> {
  const { db, audience } = options;
  const keys = await loadOrCreateProviderKeys(db);
  const redirectUris = options.portalOrigins.flatMap((o) => [
    `${o}${SIGN_IN_CALLBACK_PATH}`,
    `${o}${SILENT_RENEW_CALLBACK_PATH}`,
  ]);

  const configuration: Configuration = {
    adapter: databaseAdapter(db),
    clients: [
      {
        client_id: options.clientId,
        client_name: 'Care Portal',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: redirectUris,
        post_logout_redirect_uris: options.portalOrigins.flatMap((o) => [
          `${o}/`,
          `${o}/login`,
          `${o}${SIGNED_OUT_PATH}`,
        ]),
      },
    ],
    pkce: { required: () => true },
    // Backend clients sign their assertions (server/auth/backend-clients.ts).
    enabledJWA: { clientAuthSigningAlgValues: [...CLIENT_ASSERTION_ALGORITHMS] },
    // The token endpoint answers browsers only from the portal's own origins.
    clientBasedCORS: (_ctx, origin) => options.portalOrigins.includes(origin),
    jwks: keys.jwks as Configuration['jwks'],
    cookies: { keys: keys.cookieKeys },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    scopes: ['openid', 'offline_access', 'email', 'profile'],
    ttl: {
      AccessToken: options.accessTokenTtlSeconds ?? 3600,
      IdToken: 3600,
      Session: 12 * 3600,
      Interaction: 3600,
      Grant: 12 * 3600,
    },
    interactions: { url: (_ctx, interaction) => `${EMBEDDED_PREFIX}/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      // Backend clients (server/auth/backend-clients.ts): tokens for a system, no user.
      clientCredentials: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(lang(ctx), form);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = signedOutPage(lang(ctx));
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        // The portal's users get the API; a backend client (any other client) only what it may be granted, for 5 minutes as SMART Backend Services advises.
        getResourceServerInfo: (_ctx, _resource, client) =>
          client.clientId === options.clientId
            ? {
                scope: 'api',
                audience,
                accessTokenTTL: options.accessTokenTtlSeconds ?? 3600,
                accessTokenFormat: 'jwt',
                jwt: { sign: { alg: 'RS256' } },
              }
            : {
                scope: BACKEND_SCOPES.join(' '),
                audience,
                accessTokenTTL: BACKEND_TOKEN_TTL_SECONDS,
                accessTokenFormat: 'jwt',
                jwt: { sign: { alg: 'RS256' } },
              },
      },
    },
    renderError: (ctx) => {
      ctx.type = 'html';
      ctx.body = errorPage(lang(ctx));
    },
    // A first-party client: the user is never asked to consent; the grant is made on first use.
    loadExistingGrant: async (ctx) => {
      const session = ctx.oidc.session;
      const client = ctx.oidc.client;
      if (!session?.accountId || !client) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const found = await ctx.oidc.provider.Grant.find(grantId);
        if (found) return found;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile offline_access');
      grant.addOIDCClaims(['email', 'name']);
      grant.addResourceScope(audience, 'api');
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx, sub) => {
      const [user] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, sub), isNotNull(users.loginEmail)))
        .limit(1);
      if (!user || user.isDeleted) return undefined;
      return {
        accountId: user.id,
        claims: () => ({
          sub: user.id,
          email: user.loginEmail ?? undefined,
          email_verified: true,
          name: `${user.firstName} ${user.lastName}`,
          given_name: user.firstName,
          family_name: user.lastName,
        }),
      };
    },
    // Access tokens carry the e-mail so any issuer's tokens map to users the same way.
    extraTokenClaims: async (_ctx, token) => {
      const accountId = (token as { accountId?: string }).accountId;
      if (!accountId) return undefined;
      const [user] = await db.select({ email: users.loginEmail }).from(users).where(eq(users.id, accountId)).limit(1);
      // The provider's own accounts: it vouches for their addresses.
      return user?.email ? { email: user.email, email_verified: true } : undefined;
    },
  };
  const provider = new Provider(options.issuer, configuration);
  provider.proxy = true;
  return provider;
}

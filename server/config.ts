/** Runtime configuration from the environment; README.md lists every variable and its default. */
import path from 'node:path';

/** The documented default SMS webhook secret: fine for the one-command demo, refused in production. */
export const DEFAULT_SMS_WEBHOOK_SECRET = 'simulated-sms-provider-secret';
/** The documented default ADT feed secret (server/adt/feed-auth.ts): the demo's, refused in production. */
export const DEFAULT_ADT_FEED_SECRET = 'simulated-adt-feed-secret';
/** The documented default telephony webhook secret (server/telephony/): the demo's, refused in production. */
export const DEFAULT_TELEPHONY_WEBHOOK_SECRET = 'simulated-telephony-provider-secret';
/** The documented default key signing the docket's analytics embed URLs (server/routes/analytics.ts): the demo's, refused in production. */
export const DEFAULT_ANALYTICS_EMBED_SECRET = 'simulated-analytics-embed-secret';

export interface ServerConfig {
  /**
   * `demo` (the default): the one-command demo with the embedded identity provider, the demo
   * accounts and the simulated providers. `production`: the server refuses to start with
   * anything a demo may leave open (see `deploymentProblems`).
   */
  deploymentMode: 'demo' | 'production';
  /** Production only: run the embedded identity provider and seed the demo accounts anyway (a staging copy). */
  allowDemoIdentities: boolean;
  port: number;
  host: string;
  /** Public origin (scheme://host:port) the browser uses; the embedded issuer lives under it. */
  publicUrl: string;
  /** Further origins allowed to call the API from a browser (besides the care./consent. siblings). */
  corsOrigins: string[];
  /** PostgreSQL URL; unset means the embedded PGlite database under dataDir. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  dataDir: string;
  oidc: {
    /** External issuer; unset mounts the embedded provider at /oidc. */
    issuer: string | undefined;
    clientId: string;
    audience: string;
    allowedAlgorithms: string[];
  };
  analyticsUrl: string;
  /** The external workbook the docket's analytics panel embeds (signed URL); unset: the portal's own dashboard page. */
  analyticsEmbedUrl: string | undefined;
  /** Signs the embed URLs (and the external workbook checks them with it). */
  analyticsEmbedSecret: string;
  /** The external record system's patient page, `{patientId}` where the id goes; unset: the portal shows no real address. */
  externalRecordUrl: string | undefined;
  /** Shared secret the SMS provider signs its webhooks with (the simulated provider uses it too). */
  smsWebhookSecret: string;
  /** Shared secret the telephony provider signs its call webhooks with (the simulated carrier uses it too). */
  telephonyWebhookSecret: string;
  /** The hospitals' ADT feed over HTTP: each customer's feed key derives from it. Unset in production: the HTTP feed answers 401. */
  adtFeedSecret: string | undefined;
  /** The ADT feed's MLLP listener port; unset: no listener. */
  adtMllpPort: number | undefined;
  /** The customer the MLLP listener's messages belong to (the demo takes the oldest customer when unset). */
  adtMllpClientId: string | undefined;
  consentLinkTtlDays: number;
  /** Seed this many demo members when the database is empty (0: never). */
  seedMembersOnEmpty: number;
  staticDir: string;
  build: { time: string; revision: string };
  logLevel: string;
  /**
   * Which proxies to believe for the client address (per-address rate limits): false (none, the
   * default), true (any: only behind a proxy that overwrites X-Forwarded-For), a hop count, or
   * a comma-separated list of proxy addresses.
   */
  trustProxy: boolean | number | string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`;
  const deploymentMode = env.DEPLOYMENT_MODE === 'production' ? 'production' : 'demo';
  return {
    deploymentMode,
    allowDemoIdentities: deploymentMode === 'demo' || env.ALLOW_DEMO_IDENTITIES === 'true',
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl,
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    oidc: {
      issuer: env.OIDC_ISSUER || undefined,
      clientId: env.OIDC_CLIENT_ID ?? 'care-portal',
      audience: env.OIDC_AUDIENCE ?? 'urn:care-portal:api',
      allowedAlgorithms: (env.OIDC_ALGORITHMS ?? 'RS256,ES256,PS256').split(','),
    },
    analyticsUrl: env.ANALYTICS_URL ?? 'https://analytics.example.org/workbook',
    analyticsEmbedUrl: env.ANALYTICS_EMBED_URL || undefined,
    analyticsEmbedSecret: env.ANALYTICS_EMBED_SECRET || DEFAULT_ANALYTICS_EMBED_SECRET,
    externalRecordUrl: env.EXTERNAL_RECORD_URL || undefined,
    smsWebhookSecret: env.SMS_WEBHOOK_SECRET ?? DEFAULT_SMS_WEBHOOK_SECRET,
    telephonyWebhookSecret: env.TELEPHONY_WEBHOOK_SECRET || DEFAULT_TELEPHONY_WEBHOOK_SECRET,
    adtFeedSecret: env.ADT_FEED_SECRET || (deploymentMode === 'demo' ? DEFAULT_ADT_FEED_SECRET : undefined),
    adtMllpPort: env.ADT_MLLP_PORT ? Number(env.ADT_MLLP_PORT) : undefined,
    adtMllpClientId: env.ADT_MLLP_CLIENT_ID || undefined,
    consentLinkTtlDays: Number(env.CONSENT_LINK_TTL_DAYS ?? 30),
    seedMembersOnEmpty: Number(env.SEED_MEMBERS ?? (deploymentMode === 'production' ? 0 : 1000)),
    staticDir: path.resolve(env.STATIC_DIR ?? 'dist'),
    build: { time: env.BUILD_TIME ?? new Date().toISOString(), revision: env.BUILD_REVISION ?? 'dev' },
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    ...overrides,
  };
}

/** The issuer tokens must come from: the external one, or the embedded provider under publicUrl. */
export function issuerOf(config: ServerConfig): string {
  return config.oidc.issuer ?? `${config.publicUrl}/oidc`;
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/**
 * What makes this configuration unsafe: `errors` stop the server from starting (production
 * mode), `warnings` are printed at start (the demo, where the defaults are the point).
 */
export function deploymentProblems(config: ServerConfig): { errors: string[]; warnings: string[] } {
  const errors: string[] = [];
  const warnings: string[] = [];
  const weakSecret = !config.smsWebhookSecret || config.smsWebhookSecret === DEFAULT_SMS_WEBHOOK_SECRET;
  if (config.deploymentMode === 'production') {
    if (weakSecret) errors.push('SMS_WEBHOOK_SECRET must be set to a secret of your own: with the documented default anyone can forge a member\'s text.');
    if (!config.oidc.issuer && !config.allowDemoIdentities) errors.push('OIDC_ISSUER must name your identity provider: the embedded one signs everyone in with a shared demo password (ALLOW_DEMO_IDENTITIES=true runs it anyway).');
    if (config.seedMembersOnEmpty > 0 && !config.allowDemoIdentities) errors.push('SEED_MEMBERS seeds demo accounts: set it to 0 (or ALLOW_DEMO_IDENTITIES=true).');
    if (config.adtFeedSecret === DEFAULT_ADT_FEED_SECRET) errors.push('ADT_FEED_SECRET must be a secret of your own: with the documented default anyone can forge a hospital\'s admission or discharge.');
    if (config.telephonyWebhookSecret === DEFAULT_TELEPHONY_WEBHOOK_SECRET) errors.push('TELEPHONY_WEBHOOK_SECRET must be a secret of your own: with the documented default anyone can forge a call, its recording or its transcript.');
    if (config.analyticsEmbedSecret === DEFAULT_ANALYTICS_EMBED_SECRET) errors.push('ANALYTICS_EMBED_SECRET must be a secret of your own: with the documented default anyone can sign a dashboard link.');
    if (config.adtMllpPort !== undefined && !config.adtMllpClientId) errors.push('ADT_MLLP_CLIENT_ID must name the customer whose hospitals send to ADT_MLLP_PORT.');
  } else {
    if (weakSecret) warnings.push('SMS_WEBHOOK_SECRET is the documented default: anyone can forge an inbound text. Fine for the demo; DEPLOYMENT_MODE=production refuses it.');
    if (config.adtFeedSecret === DEFAULT_ADT_FEED_SECRET) warnings.push('ADT_FEED_SECRET is the documented default: anyone can forge a hospital\'s ADT message. Fine for the demo; DEPLOYMENT_MODE=production refuses it.');
    if (config.telephonyWebhookSecret === DEFAULT_TELEPHONY_WEBHOOK_SECRET) warnings.push('TELEPHONY_WEBHOOK_SECRET is the documented default: anyone can forge a call webhook. Fine for the demo; DEPLOYMENT_MODE=production refuses it.');
    if (!config.oidc.issuer) warnings.push('The embedded identity provider signs the demo accounts in with a shared password. Fine for the demo; DEPLOYMENT_MODE=production refuses it.');
  }
  return { errors, warnings };
}

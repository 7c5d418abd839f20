/** Runtime configuration from the environment; README.md lists every variable and its default. */
import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { BlockList, isIP } from 'node:net';
import path from 'node:path';
import { createSecureContext } from 'node:tls';

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
  /**
   * The deployment's name in a shared Redis: its instances' socket events travel on channels under
   * it, so two deployments on one Redis (the e2e suite's servers, each on its own database with the
   * same organisations) never deliver each other's changes.
   */
  redisChannelPrefix: string;
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
  /** The address the MLLP listener binds: loopback unless `ADT_MLLP_HOST` names another. */
  adtMllpHost: string;
  /** The source addresses the MLLP listener accepts (`ADT_MLLP_ALLOW`); unset: loopback only. */
  adtMllpAllow: BlockList | undefined;
  /** MLLP over TLS (`ADT_MLLP_TLS_CERT`/`_KEY`), mutual when `ADT_MLLP_TLS_CA` names the clients' CA; unset: plain TCP. */
  adtMllpTls: MllpTlsConfig | undefined;
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
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisChannelPrefix: env.REDIS_CHANNEL_PREFIX ?? '',
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
    adtMllpPort: env.ADT_MLLP_PORT ? portOf(env.ADT_MLLP_PORT, 'ADT_MLLP_PORT') : undefined,
    adtMllpClientId: env.ADT_MLLP_CLIENT_ID || undefined,
    ...mllpTransportOf(env),
    consentLinkTtlDays: Number(env.CONSENT_LINK_TTL_DAYS ?? 30),
    seedMembersOnEmpty: Number(env.SEED_MEMBERS ?? (deploymentMode === 'production' ? 0 : 1000)),
    staticDir: path.resolve(env.STATIC_DIR ?? 'dist'),
    build: { time: env.BUILD_TIME ?? new Date().toISOString(), revision: env.BUILD_REVISION ?? 'dev' },
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    ...overrides,
  };
}

/** A setting the server cannot start with (a malformed address, an unreadable certificate): says which and why. */
export class ConfigurationError extends Error {}

/** PEM contents, read once at start (a renewed certificate takes a restart). */
export interface MllpTlsConfig {
  cert: Buffer;
  key: Buffer;
  /** The CA the interface engines' client certificates must be signed by: mutual TLS. */
  ca?: Buffer;
}

/** Loopback, in both families (an IPv4-mapped peer such as ::ffff:127.0.0.1 matches 127.0.0.0/8 too). */
export const LOOPBACK_RANGES = ['127.0.0.0/8', '::1/128'];

/**
 * A comma-separated list of addresses and CIDR ranges, either family, as a node BlockList (used
 * here as an allow-list: `check` says whether an address is on it). A malformed entry throws.
 */
export function addressListOf(entries: readonly string[], variable = 'address list'): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const bad = () =>
      new ConfigurationError(
        `${variable}: "${entry}" is not an IP address or CIDR range (e.g. 10.0.0.5, 10.20.0.0/16, fd00::/8)`,
      );
    if (!family || rest.length || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) throw bad();
    try {
      if (prefix === undefined) list.addAddress(address, family === 4 ? 'ipv4' : 'ipv6');
      else list.addSubnet(address, Number(prefix), family === 4 ? 'ipv4' : 'ipv6');
    } catch {
      throw bad(); // a prefix out of range for the family
    }
  }
  return list;
}

/** Whether an address (either family, IPv4-mapped included) is on a list. */
export function listHas(list: BlockList, address: string | undefined): boolean {
  if (!address) return false;
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

function portOf(value: string, variable: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535)
    throw new ConfigurationError(`${variable}: "${value}" is not a port number`);
  return port;
}

/**
 * The MLLP listener's bind address, allow-list and TLS. Checked whether or not ADT_MLLP_PORT is
 * set: a setting that is wrong is a startup error rather than a surprise the day the port is.
 */
function mllpTransportOf(env: NodeJS.ProcessEnv): Pick<ServerConfig, 'adtMllpHost' | 'adtMllpAllow' | 'adtMllpTls'> {
  const host = env.ADT_MLLP_HOST || '127.0.0.1';
  if (!isIP(host))
    throw new ConfigurationError(
      `ADT_MLLP_HOST: "${host}" is not an IP address (0.0.0.0 or :: listens on every interface)`,
    );
  const entries = (env.ADT_MLLP_ALLOW ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Bound beyond loopback with the loopback-only default, every hospital would be refused: say so now.
  if (!entries.length && !listHas(addressListOf(LOOPBACK_RANGES), host)) {
    throw new ConfigurationError(
      `ADT_MLLP_HOST is ${host}: set ADT_MLLP_ALLOW to the interface engines' addresses (without it only loopback may connect)`,
    );
  }
  return {
    adtMllpHost: host,
    adtMllpAllow: entries.length ? addressListOf(entries, 'ADT_MLLP_ALLOW') : undefined,
    adtMllpTls: mllpTlsOf(env),
  };
}

function mllpTlsOf(env: NodeJS.ProcessEnv): MllpTlsConfig | undefined {
  const { ADT_MLLP_TLS_CERT: certFile, ADT_MLLP_TLS_KEY: keyFile, ADT_MLLP_TLS_CA: caFile } = env;
  if (!certFile && !keyFile && !caFile) return undefined;
  if (!certFile || !keyFile)
    throw new ConfigurationError('ADT_MLLP_TLS_CERT and ADT_MLLP_TLS_KEY go together (and ADT_MLLP_TLS_CA needs both)');
  const tls: MllpTlsConfig = {
    cert: pemFile(certFile, 'ADT_MLLP_TLS_CERT'),
    key: pemFile(keyFile, 'ADT_MLLP_TLS_KEY'),
  };
  if (caFile) tls.ca = pemFile(caFile, 'ADT_MLLP_TLS_CA');
  try {
    createSecureContext(tls); // a key that is not the certificate's, or a file that is not PEM
    // A CA file without a certificate passes the line above, and would refuse every client.
    if (tls.ca) new X509Certificate(tls.ca);
  } catch (error) {
    throw new ConfigurationError(
      `ADT_MLLP_TLS_CERT/KEY/CA: not a usable certificate, key and CA (${(error as Error).message})`,
    );
  }
  return tls;
}

function pemFile(file: string, variable: string): Buffer {
  try {
    return readFileSync(file);
  } catch (error) {
    throw new ConfigurationError(
      `${variable}: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    );
  }
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
 * mode), `warnings` are printed at start (the demo, where the defaults are the point; in either
 * mode, an MLLP listener reachable off this machine without TLS).
 */
export function deploymentProblems(config: ServerConfig): { errors: string[]; warnings: string[] } {
  const errors: string[] = [];
  const warnings: string[] = [];
  const weakSecret = !config.smsWebhookSecret || config.smsWebhookSecret === DEFAULT_SMS_WEBHOOK_SECRET;
  if (config.deploymentMode === 'production') {
    if (weakSecret)
      errors.push(
        "SMS_WEBHOOK_SECRET must be set to a secret of your own: with the documented default anyone can forge a member's text.",
      );
    if (!config.oidc.issuer && !config.allowDemoIdentities)
      errors.push(
        'OIDC_ISSUER must name your identity provider: the embedded one signs everyone in with a shared demo password (ALLOW_DEMO_IDENTITIES=true runs it anyway).',
      );
    if (config.seedMembersOnEmpty > 0 && !config.allowDemoIdentities)
      errors.push('SEED_MEMBERS seeds demo accounts: set it to 0 (or ALLOW_DEMO_IDENTITIES=true).');
    if (config.adtFeedSecret === DEFAULT_ADT_FEED_SECRET)
      errors.push(
        "ADT_FEED_SECRET must be a secret of your own: with the documented default anyone can forge a hospital's admission or discharge.",
      );
    if (config.telephonyWebhookSecret === DEFAULT_TELEPHONY_WEBHOOK_SECRET)
      errors.push(
        'TELEPHONY_WEBHOOK_SECRET must be a secret of your own: with the documented default anyone can forge a call, its recording or its transcript.',
      );
    if (config.analyticsEmbedSecret === DEFAULT_ANALYTICS_EMBED_SECRET)
      errors.push(
        'ANALYTICS_EMBED_SECRET must be a secret of your own: with the documented default anyone can sign a dashboard link.',
      );
    if (config.adtMllpPort !== undefined && !config.adtMllpClientId)
      errors.push('ADT_MLLP_CLIENT_ID must name the customer whose hospitals send to ADT_MLLP_PORT.');
  } else {
    if (weakSecret)
      warnings.push(
        'SMS_WEBHOOK_SECRET is the documented default: anyone can forge an inbound text. Fine for the demo; DEPLOYMENT_MODE=production refuses it.',
      );
    if (config.adtFeedSecret === DEFAULT_ADT_FEED_SECRET)
      warnings.push(
        "ADT_FEED_SECRET is the documented default: anyone can forge a hospital's ADT message. Fine for the demo; DEPLOYMENT_MODE=production refuses it.",
      );
    if (config.telephonyWebhookSecret === DEFAULT_TELEPHONY_WEBHOOK_SECRET)
      warnings.push(
        'TELEPHONY_WEBHOOK_SECRET is the documented default: anyone can forge a call webhook. Fine for the demo; DEPLOYMENT_MODE=production refuses it.',
      );
    if (!config.oidc.issuer)
      warnings.push(
        'The embedded identity provider signs the demo accounts in with a shared password. Fine for the demo; DEPLOYMENT_MODE=production refuses it.',
      );
  }
  // Not an error: a VPN may carry the feed. But plain MLLP off this machine is PHI in clear text.
  if (
    config.adtMllpPort !== undefined &&
    !config.adtMllpTls &&
    !listHas(addressListOf(LOOPBACK_RANGES), config.adtMllpHost)
  ) {
    const clearText = 'messages cross the network in clear text unless a VPN carries them (ADT_MLLP_TLS_CERT/KEY)';
    warnings.push(`The ADT MLLP listener binds ${config.adtMllpHost} without TLS: ${clearText}.`);
  }
  return { errors, warnings };
}

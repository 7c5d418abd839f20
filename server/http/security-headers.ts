/**
 * Security headers on every response: a strict Content-Security-Policy per site (the portal, the
 * consent site, the identity provider's pages, the API), no framing, no MIME sniffing, no referrer
 * (consent links carry their key in the URL), no powerful browser features, and HSTS when the
 * public URL is HTTPS.
 *
 * Caching: every API answer (the staff API's and the consent site's) and every identity page says
 * `Cache-Control: no-store`, whatever its route set: any of them may carry PHI (names, dates of
 * birth, phone numbers, a file's signed link or bytes, a consent form) or a link key, which no
 * browser disk or shared cache may keep. The sites' HTML and hashed assets (static-sites.ts) carry
 * no personal data and keep their own caching.
 *
 * No inline script or style is allowed except the few the product ships on purpose, by their
 * sha256 hash: the consent site's prefetch script and critical styles (read from the built
 * index.html, so a rebuild never needs a matching code change) and the identity pages' own.
 *
 * Framing: nothing may frame a page, except what the portal's silent token renewal needs: the
 * portal frames the issuer's authorization endpoint, which lands on the portal's silent callback.
 * The sign-in form itself is never framable (clickjacking).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SILENT_RENEW_CALLBACK_PATH } from '../../domain/auth-paths.ts';
import type { SiteOrigins } from './site-origins.ts';

export const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The bodies of an HTML document's inline scripts (those without src) and style elements. */
export function inlineSources(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1] ?? '');
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1] ?? '');
  return { scripts, styles };
}

const readInline = (file: string) =>
  existsSync(file) ? inlineSources(readFileSync(file, 'utf8')) : { scripts: [], styles: [] };

const websocketOf = (origin: string) => origin.replace(/^http/, 'ws');

function policy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ');
}

/** What every answer carries, whatever its site (HSTS aside: it depends on the configuration). */
export const COMMON_HEADERS: readonly (readonly [string, string])[] = [
  ['x-content-type-options', 'nosniff'],
  ['referrer-policy', 'no-referrer'],
  ['permissions-policy', 'camera=(), geolocation=(), payment=(), usb=(), microphone=(self)'],
];

/** The API's policy: its answers are data, never a page to run or to frame. */
const API_POLICY = policy({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });

/**
 * The headers of an API answer fastify never sees (socket.io's long-polling, which its engine
 * answers before fastify's hooks run): the same as every other API answer's.
 */
export const API_ANSWER_HEADERS: readonly (readonly [string, string])[] = [
  ...COMMON_HEADERS,
  ['content-security-policy', API_POLICY],
  ['x-frame-options', 'DENY'],
  ['cache-control', 'no-store'],
];

export interface SecurityHeaderOptions {
  origins: SiteOrigins;
  /** The identity provider's origin (the embedded one is the API's own). */
  issuerOrigin: string;
  /** Where the docket's embedded analytics dashboard comes from. */
  analyticsOrigin: string | undefined;
  staticDir: string;
  /** The identity pages' inline script and style bodies. */
  identityInline: { scripts: string[]; styles: string[] };
  https: boolean;
}

export type Site = 'portal' | 'portal-silent-renew' | 'consent' | 'identity-form' | 'identity' | 'api';

/** The policy of each site, built once at start. */
export function contentSecurityPolicies(options: SecurityHeaderOptions): Record<Site, string> {
  const { origins, issuerOrigin } = options;
  const portalInline = readInline(path.join(options.staticDir, 'index.html'));
  const consentInline = readInline(path.join(options.staticDir, 'consent', 'index.html'));
  const base = {
    'default-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
  };
  const api = [origins.api, websocketOf(origins.api)];
  const portal = {
    ...base,
    'script-src': ["'self'", ...portalInline.scripts.map(sha256Source)],
    'style-src': ["'self'", ...portalInline.styles.map(sha256Source)],
    'connect-src': ["'self'", ...api, websocketOf(origins.portal), issuerOrigin],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': [issuerOrigin, ...(options.analyticsOrigin ? [options.analyticsOrigin] : [])],
    'form-action': ["'self'", issuerOrigin],
  };
  const consent = {
    ...base,
    'script-src': ["'self'", ...consentInline.scripts.map(sha256Source)],
    'style-src': ["'self'", ...consentInline.styles.map(sha256Source)],
    'connect-src': ["'self'", ...api],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const identity = {
    ...base,
    'default-src': ["'none'"],
    'script-src': options.identityInline.scripts.map(sha256Source),
    'style-src': options.identityInline.styles.map(sha256Source),
    // The sign-in form posts to the provider, which redirects to the portal's callback.
    'form-action': ["'self'", issuerOrigin, origins.portal, ...origins.browserOrigins],
  };
  return {
    portal: policy({ ...portal, 'frame-ancestors': ["'none'"] }),
    'portal-silent-renew': policy({ ...portal, 'frame-ancestors': ["'self'"] }),
    consent: policy(consent),
    'identity-form': policy({ ...identity, 'frame-ancestors': ["'none'"] }),
    // The authorization endpoint answers inside the portal's hidden renewal frame.
    identity: policy({ ...identity, 'frame-ancestors': [...origins.browserOrigins] }),
    api: API_POLICY,
  };
}

/** Which site a request is for: by path, and the consent host for the consent site. */
export function siteOf(
  request: Pick<FastifyRequest, 'url' | 'headers'>,
  identityPrefix: string,
  isConsentHost: (host: string | undefined) => boolean,
): Site {
  const url = request.url.split('?')[0] ?? '/';
  if (url.startsWith('/api/') || url === '/api' || url.startsWith('/socket.io')) return 'api';
  if (url.startsWith(`${identityPrefix}/interaction`)) return 'identity-form';
  if (url === identityPrefix || url.startsWith(`${identityPrefix}/`)) return 'identity';
  if (isConsentHost(request.headers.host) || url === '/consent' || url.startsWith('/consent/')) return 'consent';
  return url === SILENT_RENEW_CALLBACK_PATH ? 'portal-silent-renew' : 'portal';
}

/** Sites that may be framed (by the portal, for silent renewal) carry no X-Frame-Options, which cannot name an origin. */
const FRAMABLE: ReadonlySet<Site> = new Set(['portal-silent-renew', 'identity']);

/** Sites whose answers may carry personal data or a consent link's key: never kept by any cache. */
const UNCACHED: ReadonlySet<Site> = new Set(['api', 'identity', 'identity-form']);

export function installSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions & { identityPrefix: string; isConsentHost: (host: string | undefined) => boolean },
): void {
  const policies = contentSecurityPolicies(options);
  const common: (readonly [string, string])[] = [
    ...COMMON_HEADERS,
    ...(options.https ? ([['strict-transport-security', 'max-age=31536000; includeSubDomains']] as const) : []),
  ];
  const site = (request: FastifyRequest) => siteOf(request, options.identityPrefix, options.isConsentHost);
  // On the raw response, so pages answered outside fastify's reply (the identity provider's) carry them too.
  app.addHook('onRequest', async (request, reply) => {
    const answered = site(request);
    for (const [name, value] of common) reply.raw.setHeader(name, value);
    reply.raw.setHeader('content-security-policy', policies[answered]);
    if (!FRAMABLE.has(answered)) reply.raw.setHeader('x-frame-options', 'DENY');
    if (UNCACHED.has(answered)) reply.raw.setHeader('cache-control', 'no-store');
  });
  // A route's own Cache-Control (reply.header) would replace the raw one: for these sites, no-store wins.
  app.addHook('onSend', async (request, reply, payload) => {
    if (UNCACHED.has(site(request))) reply.header('cache-control', 'no-store');
    return payload;
  });
}

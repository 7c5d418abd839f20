import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { contentSecurityPolicies, inlineSources, installSecurityHeaders, sha256Source } from './security-headers.ts';
import { siteOrigins } from './site-origins.ts';

/** A policy's directives by name. */
const directives = (csp: string | null) => new Map((csp ?? '').split(';').map((part) => part.trim().split(/\s+/)).map(([name = '', ...sources]) => [name, sources]));

describe('security headers on every site', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite');
  });
  afterAll(async () => t?.close());

  const get = (path: string) => fetch(`${t.baseUrl}${path}`, { redirect: 'manual' });

  it.each([
    ['the portal', '/docket'],
    ['the sign-in page route', '/login'],
    ['the consent site', '/consent/?key=abc'],
    ['the API', '/api/client-config'],
    ['an unknown API path', '/api/nothing-here'],
  ])('%s: a strict policy, no framing, no sniffing, no referrer', async (_name, path) => {
    const response = await get(path);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    // Not HTTPS here: no HSTS (it would pin a plain-HTTP host).
    expect(response.headers.get('strict-transport-security')).toBeNull();
    for (const kind of ['script-src', 'style-src']) for (const source of csp.get(kind) ?? []) expect(source).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it("the identity provider's sign-in form cannot be framed; its script and style are allowed by hash only", async () => {
    const start = await fetch(`${t.baseUrl}/oidc/interaction/unknown-uid`);
    const csp = directives(start.headers.get('content-security-policy'));
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(start.headers.get('x-frame-options')).toBe('DENY');
    expect(csp.get('default-src')).toEqual(["'none'"]);
    const html = await start.text();
    for (const style of inlineSources(html).styles) expect(csp.get('style-src')).toContain(sha256Source(style));
  });

  it('only the silent renewal callback may be framed, and only by the portal itself', async () => {
    const renewal = await get('/auth/silent-callback');
    expect(directives(renewal.headers.get('content-security-policy')).get('frame-ancestors')).toEqual(["'self'"]);
    expect(renewal.headers.get('x-frame-options')).toBeNull();
  });

  it("the consent site's inline prefetch script runs by its hash, and nothing else inline", async () => {
    const response = await get('/consent/?key=abc');
    const html = await response.text();
    const { scripts } = inlineSources(html);
    const allowed = directives(response.headers.get('content-security-policy')).get('script-src') ?? [];
    expect(allowed).toEqual(["'self'", ...scripts.map(sha256Source)]);
  });
});

describe('policies from configuration', () => {
  it('in the split-host deployment the portal talks to the API host and its socket', () => {
    const policies = contentSecurityPolicies({
      origins: siteOrigins({ publicUrl: 'https://api.example.org', corsOrigins: [] }),
      issuerOrigin: 'https://login.example.org',
      analyticsOrigin: 'https://analytics.example.org',
      staticDir: '/nonexistent',
      identityInline: { scripts: [], styles: [] },
      https: true,
    });
    const portal = directives(policies.portal);
    expect(portal.get('connect-src')).toEqual(["'self'", 'https://api.example.org', 'wss://api.example.org', 'wss://care.example.org', 'https://login.example.org']);
    expect(portal.get('frame-src')).toEqual(['https://login.example.org', 'https://analytics.example.org']);
  });
});

it('served over HTTPS, responses ask browsers to keep to HTTPS (HSTS)', async () => {
  const app = Fastify();
  installSecurityHeaders(app, {
    origins: siteOrigins({ publicUrl: 'https://care.example.org', corsOrigins: [] }),
    issuerOrigin: 'https://api.example.org',
    analyticsOrigin: undefined,
    staticDir: '/nonexistent',
    identityInline: { scripts: [], styles: [] },
    https: true,
    identityPrefix: '/oidc',
    isConsentHost: () => false,
  });
  app.get('/docket', async () => 'ok');
  const response = await app.inject({ method: 'GET', url: '/docket' });
  expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  await app.close();
});

it('the portal may frame the external analytics workbook it is configured with, and no other', async () => {
  const t = await startTestServer('pglite', { env: { ANALYTICS_EMBED_URL: 'https://bi.example.com/embed/docket' } });
  try {
    const csp = directives((await fetch(`${t.baseUrl}/docket`)).headers.get('content-security-policy'));
    expect(csp.get('frame-src')).toContain('https://bi.example.com');
    expect(csp.get('frame-src')).not.toContain('https://analytics.example.org');
  } finally {
    await t.close();
  }
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsentFixture } from '../consent/testing.ts';
import { createStoredFile } from '../files/testing.ts';
import { createOrganisation, type TestOrganisation } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { contentSecurityPolicies, inlineSources, installSecurityHeaders, sha256Source } from './security-headers.ts';
import { siteOrigins } from './site-origins.ts';
import { serveStaticSites } from './static-sites.ts';

/** A policy's directives by name. */
const directives = (csp: string | null) =>
  new Map(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );

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
    for (const kind of ['script-src', 'style-src'])
      for (const source of csp.get(kind) ?? []) expect(source).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
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

  describe('answers that may carry personal data are never stored by a cache', () => {
    let org: TestOrganisation;
    beforeAll(async () => {
      org = await createOrganisation(t.testDb.database.db, 'Cache');
    });

    it("a member read, a file's signed link and the file's bytes (whatever the route set)", async () => {
      const member = await t.request(org.guide, 'GET', `/users/${org.member.id}?include-details=true`);
      expect(member.status).toBe(200);
      expect(member.body.id).toBe(org.member.id);
      expect(member.headers.get('cache-control')).toBe('no-store');

      const file = await createStoredFile(t, org);
      const link = await t.request(org.guide, 'GET', `/files/${file.id}/temporary-link`);
      expect(link.status).toBe(200);
      expect(link.headers.get('cache-control')).toBe('no-store');
      const bytes = await fetch(link.body.temporaryUrl as string);
      expect(bytes.status).toBe(200);
      expect(bytes.headers.get('cache-control')).toBe('no-store');
    });

    it("the consent site's answers for a link, refusals and errors alike", async () => {
      const { key, expiredKey } = await createConsentFixture(t.testDb.database.db, org);
      for (const [path, status] of [
        [`/api/consent/links/${key}`, 200],
        [`/api/consent/links/${expiredKey}`, 410],
        ['/api/nothing-here', 404],
      ] as const) {
        const response = await get(path);
        expect(response.status, path).toBe(status);
        expect(response.headers.get('cache-control'), path).toBe('no-store');
      }
    });

    it("the identity provider's pages", async () => {
      for (const path of ['/oidc/interaction/unknown-uid', '/oidc/.well-known/openid-configuration']) {
        expect((await get(path)).headers.get('cache-control'), path).toBe('no-store');
      }
    });
  });

  describe("socket.io's long-polling, answered by its engine outside fastify's hooks", () => {
    const handshake = (headers: Record<string, string> = {}) =>
      fetch(`${t.baseUrl}/socket.io/?EIO=4&transport=polling&t=${Date.now()}`, { headers });
    const expectApiHeaders = (response: Response) => {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(directives(response.headers.get('content-security-policy')).get('default-src')).toEqual(["'none'"]);
    };

    it('the handshake carries the headers every answer does', async () => {
      const response = await handshake();
      expect(response.status).toBe(200);
      // Engine.IO's open packet: '0' and the session's parameters.
      expect(await response.text()).toMatch(/^0\{"sid":/);
      expectApiHeaders(response);
    });

    it('so do its refusals: a foreign origin, an unknown session', async () => {
      const foreign = await handshake({ origin: 'https://evil.example' });
      expect(foreign.status).toBe(403);
      expectApiHeaders(foreign);
      const unknown = await fetch(`${t.baseUrl}/socket.io/?EIO=4&transport=polling&sid=nope`);
      expect(unknown.status).toBe(400);
      expectApiHeaders(unknown);
    });
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
    expect(portal.get('connect-src')).toEqual([
      "'self'",
      'https://api.example.org',
      'wss://api.example.org',
      'wss://care.example.org',
      'https://login.example.org',
    ]);
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

describe('the built sites keep their own caching', () => {
  let dir: string;
  const app = Fastify();
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'security-headers-'));
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, 'consent'));
    writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'export const answer = 42;\n');
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Portal</title>');
    writeFileSync(path.join(dir, 'consent', 'index.html'), '<!doctype html><title>Consent</title>');
    installSecurityHeaders(app, {
      origins: siteOrigins({ publicUrl: 'https://care.example.org', corsOrigins: [] }),
      issuerOrigin: 'https://care.example.org',
      analyticsOrigin: undefined,
      staticDir: dir,
      identityInline: { scripts: [], styles: [] },
      https: true,
      identityPrefix: '/oidc',
      isConsentHost: (host) => host?.startsWith('consent.') ?? false,
    });
    app.get('/api/ping', async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=600').send({ ok: true }),
    );
    await serveStaticSites(app, dir);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('hashed scripts stay cacheable for a year, on either host; pages are revalidated; the API is never stored', async () => {
    for (const host of ['care.example.org', 'consent.example.org']) {
      const script = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { host } });
      expect(script.statusCode).toBe(200);
      expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    for (const url of ['/docket', '/consent/?key=abc'])
      expect((await app.inject({ method: 'GET', url })).headers['cache-control'], url).toBe('no-cache');
    expect((await app.inject({ method: 'GET', url: '/api/ping' })).headers['cache-control']).toBe('no-store');
  });
});

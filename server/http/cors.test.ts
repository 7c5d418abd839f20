import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { isAllowedOrigin } from './cors.ts';
import { siteOrigins } from './site-origins.ts';

describe('the sites allowed to call the API, from configuration', () => {
  it('in the split-host deployment: the care, consent and api siblings of PUBLIC_URL, and CORS_ORIGINS', () => {
    const origins = siteOrigins({ publicUrl: 'https://api.example.org', corsOrigins: ['https://partner.example.net'] });
    expect(origins).toMatchObject({
      portal: 'https://care.example.org',
      consent: 'https://consent.example.org',
      api: 'https://api.example.org',
    });
    for (const origin of ['https://care.example.org', 'https://consent.example.org', 'https://partner.example.net'])
      expect(isAllowedOrigin(origin, origins.browserOrigins)).toBe(true);
    for (const origin of [
      'https://care.evil.org',
      'https://evil.care.example.org',
      'http://care.example.org',
      'not a url',
    ])
      expect(isAllowedOrigin(origin, origins.browserOrigins)).toBe(false);
  });

  it('on one host: that origin (both loopback names on this machine), nothing derived', () => {
    expect(siteOrigins({ publicUrl: 'https://portal.example.org', corsOrigins: [] }).browserOrigins).toEqual([
      'https://portal.example.org',
    ]);
    expect(siteOrigins({ publicUrl: 'http://localhost:8080', corsOrigins: [] }).browserOrigins).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
    ]);
  });
});

describe('a forged Host header', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite');
  });
  afterAll(async () => t?.close());

  it('does not make its own siblings allowed origins', async () => {
    // Node's fetch does not let a caller set Host; a raw request does what an attacker's client would.
    const raw = await import('node:http');
    const answer = await new Promise<{ status: number; allow: string | undefined }>((resolve, reject) => {
      const request = raw.request(
        `${t.baseUrl}/api/users/user/verify`,
        {
          method: 'OPTIONS',
          headers: { origin: 'https://care.evil.org', host: 'api.evil.org', 'access-control-request-method': 'GET' },
        },
        (response) => {
          response.resume();
          resolve({
            status: response.statusCode ?? 0,
            allow: response.headers['access-control-allow-origin'] as string | undefined,
          });
        },
      );
      request.on('error', reject);
      request.end();
    });
    expect(answer.allow).toBeUndefined();
    // The configured origin is still allowed.
    const own = await fetch(`${t.baseUrl}/api/users/user/verify`, {
      method: 'OPTIONS',
      headers: { origin: t.baseUrl, 'access-control-request-method': 'GET' },
    });
    expect(own.headers.get('access-control-allow-origin')).toBe(t.baseUrl);
  });
});

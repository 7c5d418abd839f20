/**
 * The embedded provider end to end over HTTP, as the portal's popup drives it: authorization
 * code + PKCE, our own login page, a JWT access token the API accepts.
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../../domain/index.ts';
import { changeHead, changesSince } from '../../testing/change-log.ts';
import { as } from '../../testing/contract-client.ts';
import { DIALECTS } from '../../testing/databases.ts';
import { createOrganisation, type TestOrganisation } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/harness.ts';
import { DEMO_PASSWORD } from './provider.ts';
import { SIGN_IN_THROTTLE } from './sign-in-throttle.ts';

class Browser {
  private cookies = new Map<string, string>();
  constructor(private readonly base: string) {}
  async go(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(new URL(url, this.base), { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) this.cookies.set(name.trim(), value.join('='));
    }
    return response;
  }
}

describe.each(DIALECTS)('embedded sign-in on %s', (dialect) => {
  let t: TestServer;
  let tenant: TestOrganisation;
  beforeAll(async () => {
    t = await startTestServer(dialect);
    tenant = await createOrganisation(t.testDb.database.db);
  });
  afterAll(() => t?.close());

  async function startAuthorization(browser: Browser) {
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const redirectUri = `${t.baseUrl}/auth/callback`;
    const params = new URLSearchParams({
      client_id: 'care-portal',
      response_type: 'code',
      scope: 'openid profile email offline_access api',
      redirect_uri: redirectUri,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 'xyz',
    });
    const auth = await browser.go(`/oidc/auth?${params}`);
    expect(auth.status).toBe(303);
    const interaction = auth.headers.get('location')!;
    expect(interaction).toMatch(/\/oidc\/interaction\//);
    return { verifier, redirectUri, interaction };
  }

  it('signs in with the demo password and the token opens the API', async () => {
    const browser = new Browser(t.baseUrl);
    const { verifier, redirectUri, interaction } = await startAuthorization(browser);
    const page = await browser.go(interaction, { headers: { 'accept-language': 'es-MX,es;q=0.9' } });
    const html = await page.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<label for="email">Correo electrónico</label>');

    let response = await browser.go(`${interaction}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: tenant.guide.email, password: DEMO_PASSWORD }),
    });
    // Follow the provider's redirects until it sends us back to the portal with a code.
    for (let hops = 0; hops < 5 && !response.headers.get('location')?.startsWith(redirectUri); hops++) {
      response = await browser.go(response.headers.get('location')!);
    }
    const callback = new URL(response.headers.get('location')!);
    expect(callback.searchParams.get('state')).toBe('xyz');
    const code = callback.searchParams.get('code')!;

    const tokenResponse = await fetch(`${t.baseUrl}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        code_verifier: verifier,
        redirect_uri: redirectUri,
        client_id: 'care-portal',
      }),
    });
    expect(tokenResponse.status).toBe(200);
    const tokens = (await tokenResponse.json()) as { access_token: string; id_token: string };
    expect(tokens.access_token.split('.')).toHaveLength(3);
    const verify = await fetch(`${t.baseUrl}/api/users/user/verify`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(verify.status).toBe(200);
    expect(((await verify.json()) as { user: { id: string } }).user.id).toBe(tenant.guide.id);
  });

  it("tells the organisation's admins of a sign-in (User Administration's Last sign-in, live), not of a refused one", async () => {
    const org = await createOrganisation(t.testDb.database.db, 'Signing in');
    const since = await changeHead(t, org.superAdmin);
    const signIn = async (password: string) => {
      const browser = new Browser(t.baseUrl);
      const { interaction } = await startAuthorization(browser);
      return browser.go(`${interaction}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: org.supervisor.email, password }),
      });
    };
    await signIn('guess');
    expect(await changesSince(t, org.superAdmin, since)).toEqual([]);
    const before = Date.now();
    await signIn(DEMO_PASSWORD);
    const heard = (await changesSince(t, org.superAdmin, since)).filter((c) => c.entity === 'adminUser');
    expect(heard.map((c) => c.id)).toEqual([org.supervisor.id]);
    const at = Date.parse((heard[0]!.data as { lastSignInAt: string }).lastSignInAt);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    // It is kept: the list reads the same instant afterwards (and sorts by it).
    const listed = await as(t, org.superAdmin).call(OPERATIONS.adminUsers, { query: { id: org.supervisor.id } });
    expect(listed.body.data.map((u) => u.lastSignInAt)).toEqual([
      (heard[0]!.data as { lastSignInAt: string }).lastSignInAt,
    ]);
    // A guide does not hear of it: the admin view of staff is for admins.
    expect((await changesSince(t, org.guide, since)).filter((c) => c.entity === 'adminUser')).toEqual([]);
  });

  it('a wrong password shows the error on the login page and signs nobody in', async () => {
    const browser = new Browser(t.baseUrl);
    const { interaction } = await startAuthorization(browser);
    const response = await browser.go(`${interaction}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: tenant.guide.email, password: 'guess' }),
    });
    expect(response.status).toBe(401);
    const html = await response.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('The e-mail or password is not correct');
  });

  it('after five wrong passwords the account is refused for a while, even with the right one; other accounts are not', async () => {
    const browser = new Browser(t.baseUrl);
    const { interaction } = await startAuthorization(browser);
    const { guide, supervisor } = await createOrganisation(t.testDb.database.db, 'Throttled');
    const attempt = (email: string, password: string) =>
      browser.go(`${interaction}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, password }),
      });
    for (let i = 0; i < SIGN_IN_THROTTLE.failuresPerAccount; i++)
      expect((await attempt(guide.email, `guess-${i}`)).status).toBe(401);
    const refused = await attempt(guide.email, DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain('Too many failed attempts');
    expect((await attempt(supervisor.email, DEMO_PASSWORD)).status).not.toBe(429);
  });
});

/**
 * Every forged, stale or foreign token answers 401 on REST and is refused at the socket handshake.
 */
import { generateKeyPair, SignJWT, exportJWK, type JWK } from 'jose';
import { createHmac } from 'node:crypto';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../testing/databases.ts';
import { createOrganisation, type TestOrganisation } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { eq } from 'drizzle-orm';
import { issuerOf } from '../config.ts';
import { users } from '../db/schema/index.ts';

const b64 = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

async function handshake(baseUrl: string, token: string): Promise<'connected' | string> {
  const socket = connect(baseUrl, {
    path: '/socket.io',
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    timeout: 5000,
  });
  try {
    return await new Promise((resolve) => {
      socket.on('connect', () => resolve('connected'));
      socket.on('connect_error', (err) => resolve(err.message));
    });
  } finally {
    socket.disconnect();
  }
}

describe.each(DIALECTS)('token verification on %s', (dialect) => {
  let t: TestServer;
  let tenant: TestOrganisation;
  const forged: Record<string, () => Promise<string>> = {};

  beforeAll(async () => {
    t = await startTestServer(dialect);
    tenant = await createOrganisation(t.testDb.database.db);
    const user = tenant.guide;
    const good = () => t.token(user);
    forged['no token'] = async () => '';
    forged.expired = () => t.token(user, {}, { expiresInSeconds: -60 });
    forged['wrong issuer'] = () => t.token(user, { iss: 'https://evil.example/oidc' });
    forged['wrong audience'] = () => t.token(user, { aud: 'someone-else' });
    forged['alg none'] = async () => {
      const [, payload] = (await good()).split('.');
      return `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    };
    forged['HS256 signed with the public key'] = async () => {
      const jwks = (await (await fetch(`${t.baseUrl}/oidc/jwks`)).json()) as { keys: JWK[] };
      const publicJwk = jwks.keys[0];
      const [, payload] = (await good()).split('.');
      const header = b64({ alg: 'HS256', typ: 'JWT', kid: publicJwk?.kid });
      const signature = createHmac('sha256', JSON.stringify(publicJwk))
        .update(`${header}.${payload}`)
        .digest('base64url');
      return `${header}.${payload}.${signature}`;
    };
    forged['tampered payload'] = async () => {
      const [header, payload, signature] = (await good()).split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
      return `${header}.${b64({ ...claims, sub: tenant.superAdmin.id })}.${signature}`;
    };
    forged['issued an hour in the future'] = () =>
      t.token(user, { iat: Math.floor(Date.now() / 1000) + 3600 }, { expiresInSeconds: 7200 });
    // Matched by e-mail only when the provider vouches for the address.
    forged['an unverified e-mail naming the user'] = () =>
      t.token({ id: crypto.randomUUID(), email: user.email }, { email_verified: false });
    /** Genuine claims signed by a key of the attacker's, with the header they choose. */
    const byStranger = async (header: (publicJwk: JWK) => Record<string, unknown>) => {
      const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
      return new SignJWT({ email: user.email, email_verified: true })
        .setProtectedHeader({ alg: 'RS256', ...header(await exportJWK(publicKey)) })
        .setSubject(user.id)
        .setIssuer(issuerOf(t.config))
        .setAudience(t.config.oidc.audience)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
    };
    const realKid = async () =>
      ((await (await fetch(`${t.baseUrl}/oidc/jwks`)).json()) as { keys: JWK[] }).keys[0]?.kid;
    forged['signed by a stranger key'] = () => byStranger(() => ({}));
    forged['an unknown kid'] = () => byStranger(() => ({ kid: 'no-such-key' }));
    forged["a stranger key under the provider's kid"] = async () => {
      const kid = await realKid();
      return byStranger(() => ({ kid }));
    };
    forged['its own key embedded in the header (jwk)'] = () => byStranger((jwk) => ({ jwk }));
    forged['a key set of its own by URL (jku)'] = async () => {
      const kid = await realKid();
      return byStranger(() => ({ kid, jku: 'https://evil.example/jwks.json' }));
    };
    forged['not valid yet (nbf an hour ahead)'] = () =>
      t.token(user, { nbf: Math.floor(Date.now() / 1000) + 3600 }, { expiresInSeconds: 7200 });
    // An ID token is for the portal (audience: the client id), never for the API.
    forged['an ID token used as an access token'] = () =>
      t.token(user, { aud: t.config.oidc.clientId, nonce: 'n', at_hash: 'x' });
    forged['a deleted user'] = async () => {
      const gone = (await createOrganisation(t.testDb.database.db, 'Deleted')).guide;
      await t.testDb.database.db.update(users).set({ isDeleted: true }).where(eq(users.id, gone.id));
      return t.token(gone);
    };
    forged["a member's token"] = () => t.token({ id: tenant.member.id });
  });
  afterAll(() => t?.close());

  it('accepts the genuine token on REST and socket', async () => {
    const token = await t.token(tenant.guide);
    const res = await fetch(`${t.baseUrl}/api/users/user/verify`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(await handshake(t.baseUrl, token)).toBe('connected');
  });

  it.each([
    'no token',
    'expired',
    'wrong issuer',
    'wrong audience',
    'alg none',
    'HS256 signed with the public key',
    'tampered payload',
    'issued an hour in the future',
    'an unverified e-mail naming the user',
    'signed by a stranger key',
    'an unknown kid',
    "a stranger key under the provider's kid",
    'its own key embedded in the header (jwk)',
    'a key set of its own by URL (jku)',
    'not valid yet (nbf an hour ahead)',
    'an ID token used as an access token',
    'a deleted user',
    "a member's token",
  ])('refuses %s with 401 and at the handshake', async (name) => {
    const token = await forged[name]!();
    const res = await fetch(`${t.baseUrl}/api/users/user/verify`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect(res.status).toBe(401);
    const body = await res.json();
    expect(body).toMatchObject({ statusCode: 401, path: '/api/users/user/verify', errors: [] });
    expect(await handshake(t.baseUrl, token)).toBe('unauthorized');
  });

  it('takes the token from the Authorization header only: not from the query, nor from a cookie', async () => {
    const token = await t.token(tenant.guide);
    for (const request of [
      fetch(`${t.baseUrl}/api/users/user/verify?access_token=${token}`),
      fetch(`${t.baseUrl}/api/users/user/verify`, { headers: { cookie: `access_token=${token}; token=${token}` } }),
    ]) {
      const res = await request;
      expect(res.status).toBe(401);
    }
  });

  it('refuses a user without app access at the handshake', async () => {
    expect(await handshake(t.baseUrl, await t.token(tenant.noAccess))).toBe('forbidden');
  });
});

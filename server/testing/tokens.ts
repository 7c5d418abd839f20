/** Access tokens signed with the embedded provider's own key: what it would issue, minted directly. */
import { eq } from 'drizzle-orm';
import { importJWK, SignJWT, type JWK } from 'jose';
import { issuerOf, type ServerConfig } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { serverSettings } from '../db/schema/index.ts';

export type TokenMinter = (
  user: { id: string; email?: string },
  claims?: Record<string, unknown>,
  options?: { expiresInSeconds?: number },
) => Promise<string>;

export async function createTokenMinter(db: Db, config: ServerConfig): Promise<TokenMinter> {
  const [keys] = await db.select().from(serverSettings).where(eq(serverSettings.key, 'embedded-oidc.keys'));
  const jwk = (keys?.value as { jwks: { keys: JWK[] } } | undefined)?.jwks.keys[0];
  if (!jwk) throw new Error('embedded provider keys missing');
  const privateKey = await importJWK(jwk, 'RS256');
  return (user, claims = {}, options = {}) =>
    // Claims given by the caller (a wrong iss or aud) win over the genuine ones.
    new SignJWT({
      iss: issuerOf(config),
      aud: config.oidc.audience,
      sub: user.id,
      email: user.email,
      email_verified: user.email !== undefined,
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid ?? '' })
      .setIssuedAt(typeof claims.iat === 'number' ? claims.iat : undefined)
      .setExpirationTime(Math.floor(Date.now() / 1000) + (options.expiresInSeconds ?? 600))
      .sign(privateKey);
}

/**
 * Bearer-token verification against the issuer's published keys. Works for the embedded provider
 * and for any external OpenID Connect issuer alike: discovery gives the JWKS address, jose checks
 * signature, allowed algorithms, issuer, audience and expiry. Anything else answers 401.
 */
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

export interface TokenVerifier {
  verify(token: string): Promise<JWTPayload>;
}

/** Clocks of the provider and this server may differ by this much. */
export const ISSUED_AT_SKEW_MS = 60_000;

export function createTokenVerifier(options: {
  issuer: string;
  audience: string;
  algorithms: string[];
  fetchImpl?: typeof fetch;
}): TokenVerifier {
  let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;
  let discovering: Promise<ReturnType<typeof createRemoteJWKSet>> | undefined;

  async function keys() {
    if (jwks) return jwks;
    discovering ??= (async () => {
      const response = await (options.fetchImpl ?? fetch)(`${options.issuer}/.well-known/openid-configuration`);
      if (!response.ok) throw new Error(`OpenID discovery failed with ${response.status}`);
      const metadata = (await response.json()) as { jwks_uri?: string };
      if (!metadata.jwks_uri) throw new Error('OpenID discovery returned no jwks_uri');
      jwks = createRemoteJWKSet(new URL(metadata.jwks_uri), { cooldownDuration: 30_000 });
      return jwks;
    })().finally(() => {
      discovering = undefined;
    });
    return discovering;
  }

  // Verified tokens, for a short while: a portal sends the same token with every request, and a
  // signature check (RSA or EC over the token) is the costliest step of a request's own work. The
  // expiry is checked on every use; a key withdrawn from the issuer's set stops being honoured for
  // cached tokens within VERIFIED_TTL_MS. Bounded: the oldest entries go first.
  const verified = new Map<string, { payload: JWTPayload; until: number }>();

  async function check(token: string): Promise<JWTPayload> {
    const { payload } = await jwtVerify(token, await keys(), {
      issuer: options.issuer,
      audience: options.audience,
      algorithms: options.algorithms,
      requiredClaims: ['exp', 'sub'],
    });
    // A token issued in the future was forged or minted on a broken clock: refuse it.
    if (typeof payload.iat === 'number' && payload.iat * 1000 > Date.now() + ISSUED_AT_SKEW_MS)
      throw new Error('Token issued in the future');
    return payload;
  }

  return {
    async verify(token) {
      const now = Date.now();
      const hit = verified.get(token);
      if (hit && hit.until > now && (hit.payload.exp ?? 0) * 1000 > now) return hit.payload;
      if (hit) verified.delete(token);
      const payload = await check(token);
      if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
      verified.set(token, { payload, until: now + VERIFIED_TTL_MS });
      return payload;
    },
  };
}

const VERIFIED_TTL_MS = 60_000;
const VERIFIED_CACHE_SIZE = 10_000;

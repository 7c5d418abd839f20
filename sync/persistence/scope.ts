/**
 * Whose data a session reads: the token's issuer and subject (one user row, of one organisation),
 * and the user being impersonated, if any. Stored data is only ever restored into a session of the
 * same scope; any other scope wipes it first. The token is only read here, never trusted: the
 * server checks it on every call, and a forged one would only unlock the forger's own browser's copy.
 */
import type { Session } from '../transport/http.ts';

function decodeClaims(token: string): Record<string, unknown> | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const text = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const claims = JSON.parse(text) as unknown;
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** undefined when the token names no user (not a JWT): such a session keeps nothing. */
export function sessionScope(session: Session): string | undefined {
  const claims = decodeClaims(session.token);
  if (!claims || typeof claims.sub !== 'string' || !claims.sub) return undefined;
  const organisation =
    typeof claims.org === 'string'
      ? claims.org
      : typeof claims.organisation_id === 'string'
        ? claims.organisation_id
        : '';
  return JSON.stringify([String(claims.iss ?? ''), claims.sub, organisation, session.impersonatedUserId ?? null]);
}

/**
 * Signing and cookie keys of the embedded provider, made once and kept in the database so tokens
 * survive a restart and every instance signs and verifies with the same keys.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../../db/connect.ts';
import { serverSettings } from '../../db/schema/index.ts';

export interface ProviderKeys {
  jwks: { keys: JWK[] };
  cookieKeys: string[];
}

const SETTING = 'embedded-oidc.keys';

export async function loadOrCreateProviderKeys(db: Db): Promise<ProviderKeys> {
  const existing = await db.select().from(serverSettings).where(eq(serverSettings.key, SETTING)).limit(1);
  if (existing[0]) return existing[0].value as ProviderKeys;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' };
  const created: ProviderKeys = { jwks: { keys: [jwk] }, cookieKeys: [randomBytes(32).toString('base64url')] };
  // Another instance may have won the race: keep whichever row landed first.
  await db.insert(serverSettings).values({ key: SETTING, value: created }).onConflictDoNothing();
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, SETTING)).limit(1);
  return (row?.value as ProviderKeys | undefined) ?? created;
}

/**
 * Registering and revoking backend clients (`backend-clients.ts`). For the embedded provider a
 * client is registered with its public keys: `newClientKeys` makes a key pair whose private half
 * is shown once and never stored (SMART Backend Services recommends ES384 or RS384). For an
 * external provider the client is registered there, and here only its `client_id`, to name the
 * organisation its tokens act for.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/connect.ts';
import { backendClients, organisations } from '../db/schema/index.ts';
import { BACKEND_SCOPES } from './backend-clients.ts';

export const BACKEND_KEY_ALGORITHM = 'ES384';

export async function newClientKeys(): Promise<{ publicJwk: JWK; privateJwk: JWK }> {
  const { publicKey, privateKey } = await generateKeyPair(BACKEND_KEY_ALGORITHM, { extractable: true });
  const kid = randomUUID();
  const meta = { kid, alg: BACKEND_KEY_ALGORITHM, use: 'sig' };
  return {
    publicJwk: { ...(await exportJWK(publicKey)), ...meta },
    privateJwk: { ...(await exportJWK(privateKey)), ...meta },
  };
}

export interface Registration {
  organisationId: string;
  name: string;
  /** Its id at an external provider; the embedded provider's clients get one made here. */
  clientId?: string;
  /** Public keys (embedded provider only). */
  publicJwk?: JWK;
}

export async function registerBackendClient(db: Db, registration: Registration) {
  const name = registration.name.trim();
  if (!name || name.length > 120) throw new Error('A backend client needs a name of 1 to 120 characters.');
  const [organisation] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.id, registration.organisationId));
  if (!organisation) throw new Error('No such organisation.');
  const [row] = await db
    .insert(backendClients)
    .values({
      id: randomUUID(),
      organisationId: organisation.id,
      clientId: registration.clientId ?? `backend-${randomUUID()}`,
      name,
      publicJwks: registration.publicJwk ? { keys: [registration.publicJwk as Record<string, unknown>] } : null,
      scopes: [...BACKEND_SCOPES],
    })
    .returning();
  return row!;
}

/** Revokes a client: its token requests and its tokens (on their next call) are refused. Answers whether one was revoked. */
export async function revokeBackendClient(db: Db, clientId: string, now = new Date()): Promise<boolean> {
  const revoked = await db
    .update(backendClients)
    .set({ revokedAt: now })
    .where(and(eq(backendClients.clientId, clientId), isNull(backendClients.revokedAt)))
    .returning({ id: backendClients.id });
  return revoked.length > 0;
}

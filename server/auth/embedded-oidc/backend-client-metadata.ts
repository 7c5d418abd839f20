/**
 * A registered backend client as the embedded provider sees it (SMART Backend Services): client
 * credentials only, authenticated by a JWT it signs with its own key (`private_key_jwt`, checked
 * against the public keys it registered), never a shared secret. What it may be granted is the
 * resource server's to say (`provider.ts`), and the API's to check against its registration. A revoked client, or one
 * registered for an external provider (no keys here), is unknown: its token request is refused.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/connect.ts';
import { backendClients } from '../../db/schema/index.ts';

export async function backendClientMetadata(db: Db, clientId: string): Promise<AdapterPayload | undefined> {
  const [client] = await db
    .select({ name: backendClients.name, jwks: backendClients.publicJwks })
    .from(backendClients)
    .where(and(eq(backendClients.clientId, clientId), isNull(backendClients.revokedAt)))
    .limit(1);
  if (!client?.jwks) return undefined;
  return {
    client_id: clientId,
    client_name: client.name,
    token_endpoint_auth_method: 'private_key_jwt',
    grant_types: ['client_credentials'],
    response_types: [],
    redirect_uris: [],
    jwks: client.jwks,
  } as AdapterPayload;
}

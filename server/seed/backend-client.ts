/** The demo's backend client (`fixtures.ts`), registered with the public half of its key. */
import { BACKEND_SCOPES } from '../auth/backend-clients.ts';
import type { Db, Tx } from '../db/connect.ts';
import { backendClients } from '../db/schema/index.ts';
import { DEMO_BACKEND_CLIENT } from './fixtures.ts';

export async function seedDemoBackendClient(db: Db | Tx, organisationId: string): Promise<void> {
  const { d: _private, ...publicJwk } = DEMO_BACKEND_CLIENT.privateJwk;
  await db
    .insert(backendClients)
    .values({
      id: DEMO_BACKEND_CLIENT.id,
      organisationId,
      clientId: DEMO_BACKEND_CLIENT.clientId,
      name: DEMO_BACKEND_CLIENT.name,
      publicJwks: { keys: [publicJwk] },
      scopes: [...BACKEND_SCOPES],
    })
    .onConflictDoNothing();
}

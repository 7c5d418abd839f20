/**
 * npm run backend-client -- register --organisation <name or id> --name <client name> [--client-id <id at an external provider>]
 * npm run backend-client -- revoke <client id>
 * npm run backend-client -- list
 *
 * Registers a backend client (SMART Backend Services) in DATABASE_URL (PostgreSQL) or the PGlite
 * store under DATA_DIR (with PGlite, stop the server first: one process holds its store). With the
 * embedded provider, register prints the client's private key once (it is stored nowhere): keep it
 * in the client's secret store; the client signs its token requests with it.
 */
import { parseArgs } from 'node:util';
import { eq, or } from 'drizzle-orm';
import { issuerOf, loadConfig } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import { backendClients, organisations } from '../db/schema/index.ts';
import { newClientKeys, registerBackendClient, revokeBackendClient } from './backend-client-registry.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { organisation: { type: 'string' }, name: { type: 'string' }, 'client-id': { type: 'string' } },
  });
  const [command, argument] = positionals;
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { db } = database;
  try {
    if (command === 'register') {
      if (!values.organisation || !values.name) throw new Error('register needs --organisation and --name.');
      const wanted = values.organisation;
      const [organisation] = await db
        .select({ id: organisations.id })
        .from(organisations)
        .where(
          UUID.test(wanted)
            ? or(eq(organisations.id, wanted), eq(organisations.name, wanted))
            : eq(organisations.name, wanted),
        );
      if (!organisation) throw new Error(`No organisation named ${wanted}.`);
      const external = values['client-id'] !== undefined;
      const keys = external ? undefined : await newClientKeys();
      const client = await registerBackendClient(db, {
        organisationId: organisation.id,
        name: values.name,
        clientId: values['client-id'],
        publicJwk: keys?.publicJwk,
      });
      const issuer = issuerOf(config);
      console.log(
        JSON.stringify(
          {
            client_id: client.clientId,
            scope: client.scopes.join(' '),
            token_endpoint: external ? undefined : `${issuer}/token`,
            fhir_base: `${config.publicUrl}/api/fhir/R4`,
            private_jwk: keys?.privateJwk,
          },
          null,
          2,
        ),
      );
    } else if (command === 'revoke') {
      if (!argument) throw new Error('revoke needs the client id.');
      if (!(await revokeBackendClient(db, argument))) throw new Error(`No active backend client ${argument}.`);
      console.log(`Revoked ${argument}.`);
    } else if (command === 'list') {
      const rows = await db.select().from(backendClients).orderBy(backendClients.createdAt);
      for (const row of rows)
        console.log(
          `${row.clientId}  ${row.name}  ${row.revokedAt ? `revoked ${row.revokedAt.toISOString()}` : 'active'}`,
        );
    } else {
      throw new Error('Commands: register, revoke, list.');
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});

/**
 * npm run backend-client -- register --organisation <name or id> --name <client name> [--client-id <id at an external provider>]
 * npm run backend-client -- revoke <client id>
 * npm run backend-client -- list
 * npm run backend-client -- export --demo | --client-id <id> --key <private JWK file> --group <customer id> [--out <folder>]
 *
 * Registers a backend client (SMART Backend Services) in DATABASE_URL (PostgreSQL) or the PGlite
 * store under DATA_DIR (with PGlite, stop the server first: one process holds its store). With the
 * embedded provider, register prints the client's private key once (it is stored nowhere): keep it
 * in the client's secret store; the client signs its token requests with it.
 *
 * export runs a client's whole exchange against the running server (`server/fhir/smart-client.ts`):
 * token, a customer's Bulk Data export with its progress, the NDJSON files written to a folder;
 * `--demo` as the demo's data warehouse (`DEMO_BACKEND_CLIENT`) for the demo's main customer.
 */
import { parseArgs } from 'node:util';
import { eq, or } from 'drizzle-orm';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { JWK } from 'jose';
import { issuerOf, loadConfig, type ServerConfig } from '../config.ts';
import { backendToken, groupExport, tokenEndpointOf } from '../fhir/smart-client.ts';
import { DEMO_BACKEND_CLIENT, DEMO_CLIENT } from '../seed/fixtures.ts';
import { openDatabase } from '../db/connect.ts';
import { backendClients, organisations } from '../db/schema/index.ts';
import { newClientKeys, registerBackendClient, revokeBackendClient } from './backend-client-registry.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      organisation: { type: 'string' },
      name: { type: 'string' },
      'client-id': { type: 'string' },
      key: { type: 'string' },
      group: { type: 'string' },
      out: { type: 'string' },
      demo: { type: 'boolean' },
    },
  });
  const [command, argument] = positionals;
  const config = loadConfig();
  if (command === 'export') return exportAsClient(config, values);
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
      throw new Error('Commands: register, revoke, list, export.');
    }
  } finally {
    await database.close();
  }
}

async function exportAsClient(
  config: ServerConfig,
  values: { demo?: boolean; 'client-id'?: string; key?: string; group?: string; out?: string },
): Promise<void> {
  const credentials = values.demo
    ? { clientId: DEMO_BACKEND_CLIENT.clientId, privateJwk: { ...DEMO_BACKEND_CLIENT.privateJwk } }
    : values['client-id'] && values.key
      ? { clientId: values['client-id'], privateJwk: JSON.parse(await readFile(values.key, 'utf8')) as JWK }
      : undefined;
  const groupId = values.demo ? DEMO_CLIENT.id : values.group;
  if (!credentials || !groupId) throw new Error('export needs --demo, or --client-id, --key and --group.');
  const fhirBase = `${config.publicUrl.replace(/\/$/, '')}/api/fhir/R4`;
  const token = await backendToken(credentials, await tokenEndpointOf(fhirBase));
  const files = await groupExport({ fhirBase, token, groupId, onProgress: (progress) => console.log(progress) });
  const folder = values.out ?? 'fhir-export';
  await mkdir(folder, { recursive: true });
  for (const file of files) {
    await writeFile(path.join(folder, `${file.type}.ndjson`), file.ndjson);
    console.log(`${file.type}: ${file.count} resources`);
  }
  console.log(`Written to ${folder}/.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});

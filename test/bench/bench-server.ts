/**
 * The benchmark's organisation: the large demo preset on PostgreSQL (a `care_bench` database beside
 * DATABASE_URL, created and seeded once, reused afterwards), served by the real server in-process.
 */
import pg from 'pg';
import { createServer, type Server } from '../../server/app.ts';
import { loadConfig, type ServerConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/connect.ts';
import { clients } from '../../server/db/schema/index.ts';
import { seedDemoOrganisation } from '../../server/seed/generate.ts';
import { freePort } from '../../server/testing/harness.ts';
import { createTokenMinter, type TokenMinter } from '../../server/testing/tokens.ts';

export interface BenchServer {
  server: Server;
  /** The benchmark database, for more instances of the server. */
  databaseUrl: string;
  config: ServerConfig;
  baseUrl: string;
  token: TokenMinter;
  close(): Promise<void>;
}

const LARGE = { members: 20_000, feedItemsPerMember: 27 };

async function ensureDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function startBenchServer(options: { members?: number } = {}): Promise<BenchServer> {
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const preset = options.members ? { members: options.members, feedItemsPerMember: LARGE.feedItemsPerMember } : LARGE;
  const databaseUrl = await ensureDatabase(adminUrl, options.members ? `care_bench_${options.members}` : 'care_bench');
  const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  const seeded = await database.db.select({ id: clients.id }).from(clients).limit(1);
  if (seeded.length === 0) {
    console.log(`Seeding the benchmark organisation (${preset.members} members) into PostgreSQL — once, it is reused afterwards…`);
    const started = performance.now();
    await seedDemoOrganisation(database.db, { members: preset.members, seed: 1, feedItemsPerMember: preset.feedItemsPerMember, log: (line) => console.log(`  ${line}`) });
    console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  }
  const port = await freePort();
  const config = loadConfig({ PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'silent', STATIC_DIR: 'dist' });
  const server = await createServer(config, { database });
  await server.listen();
  return {
    server,
    databaseUrl,
    config,
    baseUrl: `http://127.0.0.1:${port}`,
    token: await createTokenMinter(database.db, config),
    async close() {
      await server.close();
      await database.close();
    },
  };
}

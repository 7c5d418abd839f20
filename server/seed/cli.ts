/**
 * npm run seed -- [--members N] [--seed S] [--feed-items-per-member F] [--preset large] [--reset]
 * Seeds the demo organisation into DATABASE_URL (PostgreSQL) or the PGlite store under DATA_DIR.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import { clients } from '../db/schema/index.ts';
import { describeConsentDemo } from '../consent/seed-consent.ts';
import { DEFAULT_FEED_ITEMS_PER_MEMBER, seedDemoOrganisation } from './generate.ts';
import { resetData } from './reset.ts';

/** Big enough to show how the portal behaves with a real organisation's volume. */
const PRESETS: Record<string, { members: number; feedItemsPerMember: number }> = {
  large: { members: 20_000, feedItemsPerMember: 27 },
};

const USAGE = 'Usage: npm run seed -- [--members N] [--seed S] [--feed-items-per-member F] [--preset large] [--reset]';

function integerArg(name: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) {
    console.error(`--${name} must be an integer of at least ${min} (got "${value}").\n${USAGE}`);
    process.exit(1);
  }
  return n;
}

function parseCommandLine() {
  try {
    return parseArgs({
      options: {
        members: { type: 'string' },
        seed: { type: 'string' },
        'feed-items-per-member': { type: 'string' },
        preset: { type: 'string' },
        reset: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const { values } = parseCommandLine();
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const preset = values.preset === undefined ? undefined : PRESETS[values.preset];
  if (values.preset !== undefined && !preset) {
    console.error(`Unknown preset "${values.preset}" (known: ${Object.keys(PRESETS).join(', ')}).`);
    process.exit(1);
  }
  const members = integerArg('members', values.members, preset?.members ?? 1000, 1);
  const seed = integerArg('seed', values.seed, 1, 0);
  const feedItemsPerMember = integerArg(
    'feed-items-per-member',
    values['feed-items-per-member'],
    preset?.feedItemsPerMember ?? DEFAULT_FEED_ITEMS_PER_MEMBER,
    0,
  );

  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATA_DIR ?? '.data',
  });
  try {
    const existing = await database.db.select({ name: clients.name }).from(clients).limit(1);
    if (existing.length > 0 && !values.reset) {
      console.error(
        `The database already holds a client (${existing[0]?.name}). Nothing was changed.\nRun again with --reset to empty all data tables and seed afresh.`,
      );
      process.exitCode = 1;
      return;
    }
    if (values.reset) {
      await resetData(database.db);
      console.log('Emptied all data tables.');
    }
    console.log(
      `Seeding ${members} members (seed ${seed}, ~${feedItemsPerMember} feed items each) into ${database.dialect}...`,
    );
    const summary = await seedDemoOrganisation(database.db, {
      members,
      seed,
      feedItemsPerMember,
      log: (line) => console.log(line),
      publicUrl: process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 8080}`,
    });
    const width = Math.max(...Object.keys(summary.counts).map((k) => k.length));
    for (const [table, count] of Object.entries(summary.counts).sort(([a], [b]) => a.localeCompare(b))) {
      console.log(`  ${table.padEnd(width)}  ${count.toLocaleString('en-US').padStart(10)}`);
    }
    const total = Object.values(summary.counts).reduce((a, b) => a + b, 0);
    console.log(
      `Done: ${total.toLocaleString('en-US')} rows, ${summary.guides} guides, in ${(summary.elapsedMs / 1000).toFixed(1)} s.`,
    );
    // Demo consent links go to the operator's terminal, never to a log, and in demo mode only
    // (DEPLOYMENT_MODE, as the server reads it): each opens a member's consent forms.
    if (loadConfig().deploymentMode === 'demo')
      for (const line of describeConsentDemo(summary.consent)) console.log(line);
  } finally {
    await database.close();
  }
}

await main();

/**
 * npm run audit:verify
 * Checks every organisation's audit trail chain in DATABASE_URL (PostgreSQL) or the PGlite store
 * under DATA_DIR: prints how many entries were checked and, when the chain is broken, the first
 * broken entry (exit code 1).
 */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import { verifyAllChains, type BreakReason } from './verify.ts';

const REASONS: Record<BreakReason, string> = {
  hash: 'its fields do not match its hash (the entry was changed)',
  link: 'it does not link to the entry before it (an entry was changed, inserted or reordered)',
  gap: 'entries before it are missing (an entry was removed)',
};

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const { checked, broken } = await verifyAllChains(database.db);
    console.log(`Audit trail: ${checked} entries checked.`);
    if (broken) {
      console.error(`Broken at organisation ${broken.organisationId}, entry ${broken.seq}: ${REASONS[broken.reason]}.`);
      process.exitCode = 1;
    } else {
      console.log('The chain is intact.');
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 2;
});

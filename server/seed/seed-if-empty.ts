/** First-run seeding: a fresh database gets the demo organisation so the portal has something to show. */
import { clients } from '../db/schema/index.ts';
import type { Db } from '../db/connect.ts';
import { seedDemoOrganisation, type SeedSummary } from './generate.ts';

const hasClient = async (db: Db) => (await db.select({ id: clients.id }).from(clients).limit(1)).length > 0;

/** Returns the summary when this call seeded (the caller may show the demo consent links). */
export async function seedIfEmpty(
  db: Db,
  members: number,
  log: (line: string) => void,
  publicUrl?: string,
): Promise<SeedSummary | undefined> {
  if (members <= 0 || (await hasClient(db))) return undefined;
  try {
    const summary = await seedDemoOrganisation(db, { members, seed: 1, log, ...(publicUrl ? { publicUrl } : {}) });
    const feedItems = summary.counts['feed_items'] ?? 0;
    log(
      `Seeded the demo organisation: ${summary.members} members, ${summary.guides} guides, ${feedItems} feed items in ${(summary.elapsedMs / 1000).toFixed(1)} s`,
    );
    return summary;
  } catch (error) {
    // Instances started together on one PostgreSQL race to seed; the loser's transaction rolls
    // back on the duplicate client, and the winner's data is what everyone should use.
    if (await hasClient(db)) {
      log('The demo organisation was seeded by another instance meanwhile.');
      return undefined;
    }
    throw error;
  }
}

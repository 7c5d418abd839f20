/**
 * The member page's reads on the large preset: a feed page of 100 with its embedded items, the
 * first page beside a page far back (keyset: the cost must not grow with depth), and the member's
 * full record with contact details.
 */
import { desc, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../server/db/changes.ts';
import { feedItems } from '../../server/db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../server/seed/fixtures.ts';
import type { BenchServer } from './bench-server.ts';
import { fmt, printTable, ratio, summary, verdict } from './report.ts';

const guide = DEMO_ACCOUNTS.guide;

export async function benchMemberPage(bench: BenchServer) {
  const token = await bench.token({ id: guide.id, email: guide.email }, {}, { expiresInSeconds: 3600 });
  const get = async (path: string) => {
    const started = performance.now();
    const response = await fetch(`${bench.baseUrl}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    const body = (await response.json()) as { data?: { id: string }[] };
    return { ms: performance.now() - started, body };
  };
  const db = bench.server.database.db;
  // The members with the longest feeds: the pages a guide scrolls furthest through.
  const busiest = rowsOf<{ member_id: string }>(
    await db.execute(
      sql`select ${feedItems.memberId} as member_id from ${feedItems} group by 1 order by count(*) desc limit 30`,
    ),
  ).map((r) => r.member_id);

  const first: number[] = [];
  const newestTen: number[] = [];
  const deep: number[] = [];
  const records: number[] = [];
  for (const memberId of busiest) {
    records.push((await get(`/users/${memberId}?include-details=true`)).ms);
    first.push((await get(`/feeds/items?userId=${memberId}&page-size=100&sort-direction=DESC`)).ms);
    // Depth by keyset, in pages of 10 (the preset's feeds are about 50 long): the newest page beside the fifth.
    newestTen.push((await get(`/feeds/items?userId=${memberId}&page-size=10&sort-direction=DESC`)).ms);
    const [cursor] = await db
      .select({ id: feedItems.id })
      .from(feedItems)
      .where(eq(feedItems.memberId, memberId))
      .orderBy(desc(feedItems.timestamp), desc(feedItems.id))
      .offset(39)
      .limit(1);
    if (cursor)
      deep.push(
        (await get(`/feeds/items?userId=${memberId}&page-size=10&sort-direction=DESC&after-item-id=${cursor.id}`)).ms,
      );
  }
  const firstPage = summary(first);
  const deepPage = summary(deep);
  const newest = summary(newestTen);
  const record = summary(records);
  printTable(
    `Member page reads (${busiest.length} members with the longest feeds)`,
    ['measure', 'ours (p50 / p95)', 'comparison', 'target'],
    [
      [
        'feed page of 100 with embedded items, the newest',
        `${fmt(firstPage.p50)} / ${fmt(firstPage.p95)} ms`,
        '',
        `p95 < 100 ms: ${verdict(firstPage.p95 < 100)}`,
      ],
      [
        `feed page of 10, the fifth back by keyset (${deepPage.n} members)`,
        `${fmt(deepPage.p50)} / ${fmt(deepPage.p95)} ms`,
        `the newest page of 10: ${fmt(newest.p50)} / ${fmt(newest.p95)} ms (deep costs ${ratio(deepPage.p50, newest.p50)} as much)`,
        '',
      ],
      ['member record with contact details', `${fmt(record.p50)} / ${fmt(record.p95)} ms`, '', ''],
    ],
  );
}

/**
 * `--only resource-search`: the resource hub's search (`GET /resourcing/hub/search`) through the
 * real server over 10,000 programs of one organisation, on PGlite and (with DATABASE_URL)
 * PostgreSQL: each request's time for the kinds of search a guide makes (zip code; zip code and a
 * service; terms; terms, zip code and services; a deep page), one at a time, with the count. Beside
 * it, (a) the same searches without the text index: a substring scan (ILIKE) over name, provider
 * and description, as a directory without full-text search would do.
 */
import { and, ilike, or, sql } from 'drizzle-orm';
import { createServer, type Server } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { resourcePrograms } from '../../server/db/schema/index.ts';
import { resourceProgramRows } from '../../server/seed/resource-programs.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../server/testing/databases.ts';
import { createOrganisation } from '../../server/testing/factories.ts';
import { freePort } from '../../server/testing/harness.ts';
import { createTokenMinter } from '../../server/testing/tokens.ts';
import { fmt, printTable, ratio, summary, verdict } from './report.ts';

const PROGRAMS = 10_000;
const ROUNDS = 60;

const SEARCHES: readonly [label: string, query: string, terms?: string][] = [
  ['zip code', 'zipcode=60608'],
  ['zip code + service', 'zipcode=60623&serviceTags=food-pantry,meals'],
  ['terms', 'terms=rent%20help', 'rent help'],
  [
    'terms + zip code + services',
    'zipcode=77002&terms=counsel&serviceTags=mental-health-care,support-groups',
    'counsel',
  ],
  ['zip code, page 4', 'zipcode=60608&page-start=75'],
];

async function serve(testDb: TestDatabase): Promise<{ server: Server; baseUrl: string }> {
  const port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'silent',
    STATIC_DIR: 'dist',
  });
  const server = await createServer(config, { database: testDb.database, dueWorkIntervalMs: null });
  await server.listen();
  return { server, baseUrl: `http://127.0.0.1:${port}` };
}

/** 10,000 programs: the demo directory's cities and templates, again under other seeds and directory ids. */
async function fill(testDb: TestDatabase, organisationId: string): Promise<number> {
  let written = 0;
  for (let seed = 1; written < PROGRAMS; seed++) {
    const rows = resourceProgramRows(organisationId, seed)
      .slice(0, PROGRAMS - written)
      .map((row) => ({ ...row, directoryId: `${row.directoryId}-s${seed}` }));
    for (let i = 0; i < rows.length; i += 500)
      await testDb.database.db.insert(resourcePrograms).values(rows.slice(i, i + 500));
    written += rows.length;
  }
  await testDb.database.db.execute(sql`analyze resource_programs`);
  return written;
}

export async function benchResourceSearch(): Promise<void> {
  for (const dialect of DIALECTS) {
    const testDb = await createTestDatabase(dialect);
    const { server, baseUrl } = await serve(testDb);
    try {
      const org = await createOrganisation(testDb.database.db, 'Bench');
      const programs = await fill(testDb, org.organisationId);
      const token = await (
        await createTokenMinter(testDb.database.db, server.context.config)
      )(org.guide, {}, { expiresInSeconds: 3600 });
      const ask = async (query: string) => {
        const started = performance.now();
        const response = await fetch(`${baseUrl}/api/resourcing/hub/search?${query}&page-size=25&includeCount=true`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const body = (await response.json()) as { count?: number };
        if (!response.ok) throw new Error(`search answered ${response.status}`);
        return { ms: performance.now() - started, count: body.count ?? 0 };
      };
      // (a) A substring scan over the same rows, straight in the database (no HTTP: the comparison only flatters it).
      const scan = async (query: string, terms: string | undefined) => {
        const zip = new URLSearchParams(query).get('zipcode');
        const started = performance.now();
        const pattern = `%${terms ?? ''}%`;
        const p = resourcePrograms;
        await testDb.database.db
          .select({ id: p.id, total: sql`count(*) over ()` })
          .from(p)
          .where(
            and(
              sql`${p.organisationId} = ${org.organisationId}`,
              zip ? sql`${zip} = any(${p.servedZipcodes})` : undefined,
              terms
                ? or(ilike(p.name, pattern), ilike(p.providerName, pattern), ilike(p.description, pattern))
                : undefined,
            ),
          )
          .orderBy(p.name)
          .limit(25);
        return performance.now() - started;
      };
      for (const [, query] of SEARCHES) await ask(query); // warm the plans and the JIT
      const rows: (string | number)[][] = [];
      const all: number[] = [];
      for (const [label, query, terms] of SEARCHES) {
        const times: number[] = [];
        const scans: number[] = [];
        let count = 0;
        for (let round = 0; round < ROUNDS; round++) {
          const answer = await ask(query);
          times.push(answer.ms);
          count = answer.count;
          scans.push(await scan(query, terms));
        }
        all.push(...times);
        const ours = summary(times);
        const baseline = summary(scans);
        rows.push([
          label,
          count,
          fmt(ours.p50),
          fmt(ours.p95),
          fmt(baseline.p95),
          ratio(baseline.p95, ours.p95),
          verdict(ours.p95 < 50),
        ]);
      }
      const overall = summary(all);
      rows.push(['all searches', '—', fmt(overall.p50), fmt(overall.p95), '—', '—', verdict(overall.p95 < 50)]);
      printTable(
        `Resource hub search on ${dialect}: ${programs} programs, HTTP through the real server, ${ROUNDS} requests a search (target: p95 < 50 ms)`,
        ['search', 'matches', 'p50 ms', 'p95 ms', '(a) ILIKE scan p95 ms', 'ratio (a)/ours', 'verdict'],
        rows,
      );
    } finally {
      await server.close();
      await testDb.drop();
    }
  }
}

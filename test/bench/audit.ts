/**
 * `npm run bench -- --only audit`: what the HIPAA audit trail costs. The same audited read (a
 * member's record, `GET /users/:id`) against two servers on one database, one recording every call
 * in the trail (one short transaction under the organisation's advisory lock) and one built without
 * it (createServer's bench-only `withoutAuditTrail`), at a fixed concurrency, on PGlite and, with
 * DATABASE_URL, on PostgreSQL. Prints requests per second side by side with the ratio, then checks
 * the chain the run left.
 */
import { createServer, type Server } from '../../server/app.ts';
import { verifyOrganisationChain } from '../../server/audit/verify.ts';
import { loadConfig } from '../../server/config.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../server/testing/databases.ts';
import { createOrganisation } from '../../server/testing/factories.ts';
import { freePort } from '../../server/testing/harness.ts';
import { createTokenMinter } from '../../server/testing/tokens.ts';
import { fmt, printTable, summary } from './report.ts';

const REQUESTS = 2000;
const CONCURRENCY = 8;

async function serve(testDb: TestDatabase, withoutAuditTrail: boolean): Promise<{ server: Server; baseUrl: string }> {
  const port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'silent',
    STATIC_DIR: 'dist',
  });
  const server = await createServer(config, {
    database: testDb.database,
    ...(withoutAuditTrail ? { withoutAuditTrail: true as const } : {}),
  });
  await server.listen();
  return { server, baseUrl: `http://127.0.0.1:${port}` };
}

/** `count` requests, `CONCURRENCY` at a time: requests per second and each request's time. */
async function load(url: string, token: string, count: number): Promise<{ perSecond: number; ms: number[] }> {
  const ms: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      next += 1;
      const t0 = performance.now();
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`answered ${response.status}`);
      ms.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { perSecond: count / ((performance.now() - started) / 1000), ms };
}

export async function benchAuditTrail(): Promise<void> {
  for (const dialect of DIALECTS) {
    const testDb = await createTestDatabase(dialect);
    const audited = await serve(testDb, false);
    const plain = await serve(testDb, true);
    const org = await createOrganisation(testDb.database.db, 'Bench');
    // Each server is its own issuer (its address): a token for each.
    const tokenFor = async (side: { server: Server }) =>
      (await createTokenMinter(testDb.database.db, side.server.context.config))(
        org.guide,
        {},
        { expiresInSeconds: 3600 },
      );
    const [auditedToken, plainToken] = [await tokenFor(audited), await tokenFor(plain)];
    const path = `/api/users/${org.member.id}?include-details=true`;
    try {
      // Warm both, then alternate halves so drift (caches, the JIT) falls on both sides alike.
      await load(`${audited.baseUrl}${path}`, auditedToken, 100);
      await load(`${plain.baseUrl}${path}`, plainToken, 100);
      const runs = {
        with: [] as { perSecond: number; ms: number[] }[],
        without: [] as { perSecond: number; ms: number[] }[],
      };
      for (let round = 0; round < 2; round += 1) {
        runs.without.push(await load(`${plain.baseUrl}${path}`, plainToken, REQUESTS / 2));
        runs.with.push(await load(`${audited.baseUrl}${path}`, auditedToken, REQUESTS / 2));
      }
      const rate = (side: { perSecond: number }[]) => side.reduce((sum, run) => sum + run.perSecond, 0) / side.length;
      const withTrail = rate(runs.with);
      const withoutTrail = rate(runs.without);
      const latencyWith = summary(runs.with.flatMap((run) => run.ms));
      const latencyWithout = summary(runs.without.flatMap((run) => run.ms));
      const chain = await verifyOrganisationChain(testDb.database.db, org.organisationId);
      printTable(
        `Audit trail overhead on ${dialect} (GET /users/:id, ${REQUESTS} requests a side, ${CONCURRENCY} at a time)`,
        ['measure', 'with the trail', 'without', 'ratio'],
        [
          [
            'requests per second',
            fmt(withTrail, 0),
            fmt(withoutTrail, 0),
            `${fmt(withTrail / withoutTrail, 2)}× the throughput`,
          ],
          [
            'latency p50 / p95',
            `${fmt(latencyWith.p50)} / ${fmt(latencyWith.p95)} ms`,
            `${fmt(latencyWithout.p50)} / ${fmt(latencyWithout.p95)} ms`,
            `${fmt(latencyWith.p50 / latencyWithout.p50, 2)}× the p50`,
          ],
          [
            'entries the run appended, chain checked',
            `${chain.checked}, ${chain.broken ? '**broken**' : 'intact'}`,
            '0',
            '',
          ],
        ],
      );
    } finally {
      await audited.server.close();
      await plain.server.close();
      await testDb.drop();
    }
  }
}

/**
 * Every list route reads its rows through an index: each GET operation that lists a kind is called
 * as the supervisor (who may read the organisation), the SELECTs it sends are captured, and
 * PostgreSQL explains each with sequential scans priced out (`enable_seqscan = off`). A large
 * table read whole is a failure: a Seq Scan (no usable index at all), or an index scan with no
 * index condition (an index walked end to end to filter it). Path ids the organisation does not
 * name (a call's, a need's) are random: the lookup's plan is what counts. PostgreSQL only: the
 * production path is what this guards.
 */
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../domain/index.ts';
import { createScheduledEvent, createTodo, type TestOrganisation } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';

/** Reference and per-organisation settings tables: a handful of rows, read whole on purpose. */
const SMALL_TABLES = new Set([
  'organisations',
  'clients',
  'teams',
  'member_statuses',
  'member_stages',
  'interaction_outcomes',
  'notification_groups',
  'server_settings',
  'internal_phone_numbers',
  'status_change_settings',
  'organisation_sequences',
  'member_summary_feedback_descriptions',
  'audit_trail_heads',
  'consent_terms',
  'surveys',
  'survey_questions',
  'survey_options',
  'need_domains',
  'need_categories',
  'need_issues',
  'need_activities',
  'z_codes',
  'resource_tags',
  'oidc_models',
  '__drizzle_migrations',
]);

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Plans?: PlanNode[];
};

function wholeReads(node: PlanNode, found: string[] = []): string[] {
  const table = node['Relation Name'];
  if (table && !SMALL_TABLES.has(table)) {
    if (node['Node Type'] === 'Seq Scan') found.push(`Seq Scan on ${table}`);
    if ((node['Node Type'] === 'Index Scan' || node['Node Type'] === 'Index Only Scan') && !node['Index Cond'])
      found.push(`full index scan on ${table}`);
  }
  for (const child of node.Plans ?? []) wholeReads(child, found);
  return found;
}

type Statement = { text: string; values: unknown[] };
type RawQuery = (...a: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * Runs `work` with a connection of its own (around the capture) whose plans price sequential scans
 * out, and returns what it returns.
 */
async function withExplainer<T>(
  url: string | undefined,
  query: RawQuery,
  work: (explain: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>) => Promise<T>,
): Promise<T> {
  const explainer = new pg.Client({ connectionString: url });
  await explainer.connect();
  const explain = (text: string, values: unknown[] = []) => query.call(explainer, text, values);
  try {
    await explain('set enable_seqscan = off');
    return await work(explain);
  } finally {
    await explainer.end();
  }
}

describe.skipIf(!process.env.DATABASE_URL)('list routes read through indexes (PostgreSQL)', () => {
  let t: TestServer;
  let org: TestOrganisation;
  const captured: Statement[] = [];
  const originalQuery = pg.Client.prototype.query;

  beforeAll(async () => {
    t = await startTestServer('postgres');
    org = await t.organisation('Plans');
    const db = t.testDb.database.db;
    await createTodo(db, org, { userId: org.guide.id, memberId: org.member.id, type: 'CALL_BACK' });
    await createScheduledEvent(db, org, { memberId: org.member.id, type: 'call' });
    // Every query the server's pool sends passes here: keep the SELECTs, with their values.
    pg.Client.prototype.query = function capture(this: pg.Client, ...args: unknown[]) {
      const config = args[0] as string | { text?: string; values?: unknown[] };
      const text = typeof config === 'string' ? config : config?.text;
      const values = ((typeof config === 'object' && config?.values) || args[1]) as unknown[] | undefined;
      if (text && /^\s*(select|with)\b/i.test(text)) captured.push({ text, values: values ?? [] });
      return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof pg.Client.prototype.query;
  });

  afterAll(async () => {
    pg.Client.prototype.query = originalQuery;
    await t?.close();
  });

  it('tells a read of a whole table from an indexed one', async () => {
    const client = new pg.Client({ connectionString: t.testDb.url });
    await client.connect();
    try {
      await client.query('set enable_seqscan = off');
      const planOf = async (text: string) =>
        ((await client.query(`explain (format json) ${text}`)).rows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0]!.Plan;
      expect(wholeReads(await planOf(`select * from todos where type = 'CALL_BACK'`))).not.toEqual([]);
      expect(wholeReads(await planOf(`select * from todos where user_id = '${org.guide.id}'`))).toEqual([]);
    } finally {
      await client.end();
    }
  });

  it('no list route reads a large table whole', async () => {
    const PARAMS: Record<string, () => string> = {
      guideId: () => org.guide.id,
      userId: () => org.member.id,
      memberId: () => org.member.id,
      subjectId: () => org.member.id,
      id: () => org.member.id,
    };
    const QUERIES: Record<string, () => string> = {
      userId: () => org.member.id,
      subjectId: () => org.member.id,
      memberId: () => org.member.id,
      'page-size': () => '10',
      type: () => 'note',
    };
    const routes = Object.entries(OPERATIONS).filter(([, op]) => op.method === 'GET' && 'lists' in op && op.lists);
    const findings: string[] = [];
    let explained = 0;
    await withExplainer(t.testDb.url, originalQuery as RawQuery, async (explain) => {
      for (const [name, op] of routes) {
        const path = op.path.replace(/:(\w+)/g, (_, n: string) => PARAMS[n]?.() ?? randomUUID());
        const schema =
          'query' in op ? (op.query as { json?: { required?: { key: string }[] } } | undefined) : undefined;
        const required = (schema?.json?.required ?? []).map((entry) => entry.key);
        const query = new URLSearchParams(required.map((key) => [key, QUERIES[key]?.() ?? '']));
        captured.length = 0;
        const answer = await t.request(org.supervisor, 'GET', `${path}${required.length ? `?${query}` : ''}`);
        if (answer.status >= 500) findings.push(`${name}: answered ${answer.status}`);
        for (const statement of captured.splice(0)) {
          const result = await explain(`explain (format json) ${statement.text}`, statement.values);
          explained++;
          const plan = (result.rows[0]!['QUERY PLAN'] as { Plan: PlanNode }[])[0]!.Plan;
          for (const read of wholeReads(plan))
            findings.push(`${name}: ${read} in ${statement.text.slice(0, 160).replace(/\s+/g, ' ')}`);
        }
      }
    });
    expect(routes.length).toBeGreaterThan(10);
    // Every list route read something (a route that sent no SELECT would prove nothing).
    expect(explained).toBeGreaterThanOrEqual(routes.length);
    expect([...new Set(findings)]).toEqual([]);
  });

  it("a member search finds its page's ids in the live members' index alone, and the whole list's count is one kept row", async () => {
    captured.length = 0;
    expect(
      (await t.request(org.supervisor, 'GET', '/users?searchTerm=mem&page-size=5')).body.data.length,
    ).toBeGreaterThan(0);
    const search = captured.splice(0).find((statement) => /"search_name" like/.test(statement.text));
    expect((await t.request(org.supervisor, 'GET', '/users?page-size=5&includeCount=true')).body.count).toBeGreaterThan(
      0,
    );
    const statements = captured.splice(0);
    expect(statements.some((statement) => /from "member_counts"/.test(statement.text))).toBe(true);
    expect(statements.some((statement) => /count\(/.test(statement.text))).toBe(false);
    expect(search).toBeDefined();
    const plan = await withExplainer(t.testDb.url, originalQuery as RawQuery, async (explain) => {
      // As autovacuum keeps it: an index-only scan is priced by how much of the table is all-visible.
      await explain('vacuum (analyze) users');
      return explain(`explain ${search!.text}`, search!.values);
    });
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toMatch(
      /Index Only Scan using users_live_member_name_idx/,
    );
  });

  it('the sweep for texts still to hand to the carrier, run by every instance every few seconds, reads its partial index', async () => {
    captured.length = 0;
    await t.server.jobs.runOnce();
    const sweep = captured
      .splice(0)
      .find((statement) => /from "sms_messages"/.test(statement.text) && /'queued'/.test(statement.text));
    expect(sweep).toBeDefined();
    const plan = await withExplainer(t.testDb.url, originalQuery as RawQuery, (explain) =>
      explain(`explain ${sweep!.text}`, sweep!.values),
    );
    // Every text ever sent is in the table; the sweep wants the handful still queued.
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('sms_queued_outgoing_idx');
  });
});

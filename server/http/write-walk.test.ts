/**
 * Two walks over every write operation, sharing each scenario's setup:
 * - mass assignment: the scenario's request plus undeclared keys carrying another organisation's
 *   and another guide's ids (server/testing/undeclared-keys.ts) answers 400 and changes no row and
 *   no change log;
 * - the change-log invariant: the request itself is driven through the real app, and every table
 *   it changed must have a change row of a kind that table holds, in the same commit. A write that changes what a client may see without telling the clients fails here
 * (inbound texts once left their message and the member's last event unannounced).
 *
 * Each write operation's scenario is its `write` scenario, beside its handlers
 * (`server/testing/scenarios.ts` gathers them): a new write without one does not compile.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES, OPERATIONS, type EntityKind, type Operation, type OperationName } from '../../domain/index.ts';
import { checkDeclaredFields, rowsOf } from '../db/changes.ts';
import type { SimulatedSmsSender } from '../providers/sms-simulator.ts';
import { as, type ContractInput } from '../testing/contract-client.ts';
import { DIALECTS } from '../testing/databases.ts';
import type { TestOrganisation } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { SCENARIOS } from '../testing/scenarios.ts';
import type { WriteScenario } from '../testing/scenario-types.ts';
import { withUndeclaredKeys } from '../testing/undeclared-keys.ts';

/** Every write operation's scenario (walked generically: each calls its own operation). */
const WRITES = Object.entries(SCENARIOS).flatMap(([name, scenarios]) =>
  'write' in scenarios && scenarios.write ? [[name, scenarios.write as WriteScenario<Operation>] as const] : [],
);

/**
 * The entity kinds each client-visible table's rows travel as: an entity declared by its table's
 * columns names its table itself; the rest are written here.
 */
const TABLE_KINDS: Record<string, EntityKind[]> = {
  ...Object.fromEntries(
    Object.values(ENTITIES).flatMap((entity) => ('table' in entity ? [[entity.table.name, [entity.kind]]] : [])),
  ),
  todos: ['todo'],
  scheduled_events: ['scheduledEvent'],
  priority_contacts: ['priorityContact'],
  interactions: ['interaction'],
  feed_items: ['feedItem'],
  sms_messages: ['smsMessage'],
  notifications: ['notification'],
  users: ['user'],
  phone_numbers: ['phoneNumber'],
  email_addresses: ['emailAddress'],
  addresses: ['address'],
  member_status_events: ['memberStatusEvent'],
  alerts: ['alert'],
  consent_identities: ['consentIdentity'],
  member_consents: ['consent'],
  member_change_logs: ['memberChangeLog'],
  member_transfer_requests: ['memberTransferRequest'],
  member_status_change_requests: ['memberStatusChangeRequest'],
  assigned_surveys: ['assignedSurvey'],
  assigned_workflow_phases: ['assignedWorkflowPhase'],
  assigned_workflow_scheduled_events: ['assignedWorkflowPhase'],
  surveys: ['survey'],
  hospitalizations: ['hospitalization'],
  alert_dismissals: ['alertDismissal'],
  survey_question_responses: ['surveyResponse'],
  calls: ['call'],
  user_needs: ['need'],
  need_domains: ['needsMetadata'],
  need_categories: ['needsMetadata'],
  need_activities: ['needsMetadata'],
  need_issues: ['needsMetadata'],
  need_z_codes: ['needsMetadata'],
  voice_call_audits: ['call'],
  call_assignments: ['call'],
  call_recording_feedback: ['callRecordingFeedback'],
  message_templates: ['messageTemplateCategory'],
  team_memberships: ['adminUser', 'team'],
  user_client_access: ['adminUser'],
  training_clients: ['trainingProviderStatus'],
  training_characters: ['trainingCharacter'],
  clients: ['customer'],
  consent_terms: ['consentTerm'],
  client_market_numbers: ['customer'],
  survey_assignment_configs: ['surveyAssignment'],
  // A segment is its own kind (from its declaration) and criteria name it; a member's segment is on the member's record.
  customer_segments: ['customerSegment', 'surveyAssignment'],
  member_segments: ['user', 'surveyAssignment'],
};
/** The log itself and what no client reads (files are read by signed link, never synced): sessions, the audit trail, idempotency claims, summary feedback. */
const BOOKKEEPING = new Set([
  'change_log',
  'organisation_sequences',
  'idempotency_keys',
  'audit_log',
  'audit_trail',
  'audit_trail_heads',
  'oidc_models',
  'server_settings',
  '__drizzle_migrations',
  'member_summary_feedback',
  'adt_messages',
  'files',
  'file_access',
  'file_bytes',
  'file_link_keys',
  // FHIR bulk exports (server/fhir): a job's state and files, read only by its own caller, never synced.
  'fhir_export_jobs',
  'fhir_export_chunks',
  'fhir_export_included',
  // The CHW report's kept counts (server/reports/chw-rollup.ts): a cache of counted work whose own writes record
  // their changes; closing a month brings it up to date first, and the closing is recorded (chwMonthClosing).
  'chw_month_counts',
  'chw_month_marks',
]);

/** Each table's row count and a digest of its rows: what changed, whatever the write touched. */
async function fingerprint(t: TestServer): Promise<Map<string, string>> {
  const db = t.testDb.database.db;
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  );
  const prints = new Map<string, string>();
  for (const { name } of tables) {
    if (BOOKKEEPING.has(name)) continue;
    const [row] = rowsOf<{ print: string }>(
      await db.execute(
        sql.raw(
          `select count(*) || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as print from "${name}" t`,
        ),
      ),
    );
    prints.set(name, row?.print ?? '');
  }
  return prints;
}

async function headOf(t: TestServer, org: TestOrganisation): Promise<number> {
  return (await as(t, org.guide).call(OPERATIONS.syncChanges, { query: { since: 0, limit: 1 } })).body.head;
}

// Every change the walk's writes record carries only what its kind declares (server/db/changes.ts).
beforeAll(() => checkDeclaredFields(true));
afterAll(() => checkDeclaredFields(false));

describe.each(DIALECTS)('every write refuses undeclared keys, then records its changes, on %s', (dialect) => {
  let t: TestServer;
  /** Whose ids the undeclared keys carry: another organisation's. */
  let other: TestOrganisation;
  beforeAll(async () => {
    t = await startTestServer(dialect);
    other = await t.organisation('Elsewhere');
  });
  afterAll(() => t?.close());

  it.each(WRITES)('%s', async (name, scenario) => {
    const org = await t.organisation('Walk');
    const operation: Operation = OPERATIONS[name as OperationName];
    const send = await scenario({
      t,
      db: t.testDb.database.db,
      org,
      callAs: (user, input: ContractInput<Operation>) => as(t, user).call(operation, input),
    });
    // The simulated carrier's delivery receipts come a moment after a text: those of texts made while
    // preparing land before the snapshot, and this write's own inside its window (as its changes).
    const carrier = t.server.context.sms as SimulatedSmsSender;
    await carrier.flush();
    const before = await fingerprint(t);
    const head = await headOf(t, org);

    // Mass assignment first: the same request plus keys its contract does not declare is refused whole.
    const attack = await withUndeclaredKeys(t, operation, other, send);
    await carrier.flush();
    expect(
      attack.result.status,
      `${name} with undeclared keys (${attack.injected.join('; ')}) answered ${attack.result.status}`,
    ).toBe(400);
    const untouched = await fingerprint(t);
    const altered = [...untouched].filter(([table, print]) => before.get(table) !== print).map(([table]) => table);
    expect(altered, `${name} with undeclared keys changed ${altered.join(', ')}`).toEqual([]);
    expect(await headOf(t, org), `${name} with undeclared keys recorded changes`).toBe(head);

    const result = await send();
    await carrier.flush();
    expect(result.status, `${name} answered ${result.status}`).toBeLessThan(300);

    const after = await fingerprint(t);
    const changed = [...after].filter(([table, print]) => before.get(table) !== print).map(([table]) => table);
    // Read as the guide (their private changes) and as the super admin (changes only admins hear of).
    const recorded = new Set<EntityKind>();
    for (const reader of [org.guide, org.superAdmin]) {
      const { changes } = (await as(t, reader).call(OPERATIONS.syncChanges, { query: { since: head } })).body;
      for (const change of changes) recorded.add(change.entity);
    }
    const unannounced = changed.filter((table) => !(TABLE_KINDS[table] ?? []).some((kind) => recorded.has(kind)));
    expect(
      unannounced,
      `${name} changed ${changed.join(', ') || 'nothing'} and recorded ${[...recorded].join(', ') || 'nothing'}`,
    ).toEqual([]);
  });
});

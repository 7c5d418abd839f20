/**
 * FHIR Bulk Data export of a customer's roster on the real server: kick-off (Prefer, parameters,
 * tenancy), status (progress, then the manifest), NDJSON files whose every resource is valid R4 and
 * keeps the SDOHCC rules, cancel, expiry, the audit trail, and workers on two instances sharing the
 * queue (each member written once) or resuming a job whose instance died.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, fhirExportChunks, fhirExportJobs } from '../db/schema/index.ts';
import { createMemberOf, type TestOrganisation } from '../testing/factories.ts';
import { DIALECTS } from '../testing/databases.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { createExportWorker } from './export-worker.ts';
import { fhirBase } from './routes.ts';
import { createMemberWithEverything } from './testing.ts';
import { r4Errors, sdohccProblems } from './testing-validator.ts';
import type { RecordResource } from './types.ts';

interface Manifest {
  transactionTime: string;
  request: string;
  requiresAccessToken: boolean;
  output: { type: string; url: string; count: number }[];
  error: unknown[];
}

const ASYNC = { prefer: 'respond-async' };

describe.each(DIALECTS)('FHIR bulk export on %s', (dialect) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());
  const db = () => t.testDb.database.db;
  /** The API path of an address the server answered (Content-Location, a manifest's url). */
  const pathOf = (url: string) => url.slice(url.indexOf('/api/') + 4);

  async function kickOff(org: TestOrganisation, query = ''): Promise<string> {
    const answer = await t.request(org.superAdmin, 'GET', `/fhir/R4/Group/${org.clientId}/$export${query}`, {
      headers: ASYNC,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    return pathOf(answer.headers.get('content-location')!);
  }

  async function finished(org: TestOrganisation, status: string): Promise<Manifest> {
    await t.server.fhirExports.idle();
    const answer = await t.request(org.superAdmin, 'GET', status);
    expect(answer.status).toBe(200);
    return answer.body as Manifest;
  }

  async function download(org: TestOrganisation, url: string): Promise<{ status: number; type: string; text: string }> {
    const response = await t.transport(new URL(`${t.baseUrl}/api${pathOf(url)}`), {
      headers: { authorization: `Bearer ${await t.token(org.superAdmin)}` },
    });
    return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
  }

  async function resourcesOf(org: TestOrganisation, manifest: Manifest): Promise<RecordResource[]> {
    const all: RecordResource[] = [];
    for (const file of manifest.output) {
      const { status, type, text } = await download(org, file.url);
      expect(status).toBe(200);
      expect(type).toMatch(/^application\/fhir\+ndjson/);
      const lines = text.split('\n');
      expect(lines.pop()).toBe('');
      const resources = lines.map((line) => JSON.parse(line) as RecordResource);
      expect(resources.length, file.type).toBe(file.count);
      expect(new Set(resources.map((resource) => resource.resourceType))).toEqual(new Set([file.type]));
      all.push(...resources);
    }
    return all;
  }

  it("exports a customer's roster as NDJSON of valid R4 resources, each written once, and audits every file read", async () => {
    const org = await t.organisation('Roster');
    const full = await createMemberWithEverything(t, org);
    const others = [await createMemberOf(db(), org, { firstName: 'Second' }), await createMemberOf(db(), org)];
    const status = await kickOff(org);
    const manifest = await finished(org, status);
    expect(manifest).toMatchObject({
      request: `${fhirBase(t.server.context)}/Group/${org.clientId}/$export`,
      requiresAccessToken: true,
      error: [],
    });
    expect(manifest.output.map((file) => file.type)).toEqual(
      expect.arrayContaining(['Patient', 'Condition', 'Goal', 'Questionnaire', 'Practitioner', 'Encounter']),
    );
    const resources = await resourcesOf(org, manifest);
    expect(resources.flatMap(r4Errors)).toEqual([]);
    // The SDOHCC checks read one member's record: each Patient's resources, with the shared questionnaires and staff.
    const shared = resources.filter((r) => r.resourceType === 'Questionnaire' || r.resourceType === 'Practitioner');
    for (const patient of resources.filter((r) => r.resourceType === 'Patient')) {
      const own = resources.filter(
        (r) => r.resourceType !== 'Patient' && JSON.stringify(r).includes(`"Patient/${patient.id}"`),
      );
      expect(sdohccProblems([patient, ...own, ...shared]), patient.id).toEqual([]);
    }
    const keys = resources.map((resource) => `${resource.resourceType}/${resource.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(
      resources
        .filter((r) => r.resourceType === 'Patient')
        .map((r) => r.id)
        .sort(),
    ).toEqual([full.memberId, ...others].sort());

    const reads = await db()
      .select({ memberIds: auditTrail.memberIds, statusCode: auditTrail.statusCode })
      .from(auditTrail)
      .where(and(eq(auditTrail.organisationId, org.organisationId), eq(auditTrail.operation, 'fhirExportFile')));
    expect(reads).toHaveLength(manifest.output.length);
    expect(reads.flatMap((read) => read.memberIds).sort()).toEqual(
      expect.arrayContaining([full.memberId, ...others].sort()),
    );
  });

  it('narrows by _type and _since, and answers progress while the job runs', async () => {
    const org = await t.organisation('Narrow');
    await createMemberWithEverything(t, org);
    const typed = await finished(org, await kickOff(org, '?_type=Patient,Condition&_outputFormat=ndjson'));
    expect(typed.output.map((file) => file.type).sort()).toEqual(['Condition', 'Patient']);
    expect(typed.request).toContain('_type=Patient%2CCondition');
    const future = encodeURIComponent(new Date(Date.now() + 3_600_000).toISOString());
    expect((await finished(org, await kickOff(org, `?_since=${future}`))).output).toEqual([]);

    // A job another instance holds, a third of the way: 202 with its progress.
    const status = await kickOff(org);
    await t.server.fhirExports.idle();
    const jobId = status.split('/').at(-1)!;
    await db()
      .update(fhirExportJobs)
      .set({
        status: 'running',
        membersDone: 1,
        membersTotal: 3,
        leaseOwner: crypto.randomUUID(),
        leaseUntil: new Date(Date.now() + 60_000),
      })
      .where(eq(fhirExportJobs.id, jobId));
    const running = await t.request(org.superAdmin, 'GET', status);
    expect(running.status).toBe(202);
    expect(running.headers.get('x-progress')).toBe('33% (1 of 3 members)');
  });

  it('refuses a kick-off without Prefer, a wrong parameter, a non-admin and another organisation, as OperationOutcomes', async () => {
    const [org, foreign] = [await t.organisation('Refused'), await t.organisation('Foreign')];
    const path = (customerId: string, query = '') => `/fhir/R4/Group/${customerId}/$export${query}`;
    const cases: [string, { id: string } | null, string, Record<string, string>, number, string][] = [
      ['no Prefer', org.superAdmin, path(org.clientId), {}, 400, 'invalid'],
      ['xml', org.superAdmin, path(org.clientId, '?_outputFormat=application/fhir%2Bxml'), ASYNC, 400, 'invalid'],
      ['unknown type', org.superAdmin, path(org.clientId, '?_type=Observation'), ASYNC, 400, 'invalid'],
      ['bad since', org.superAdmin, path(org.clientId, '?_since=yesterday'), ASYNC, 400, 'invalid'],
      ['foreign customer', org.superAdmin, path(foreign.clientId), ASYNC, 404, 'not-found'],
      ['missing customer', org.superAdmin, path(crypto.randomUUID()), ASYNC, 404, 'not-found'],
      ['supervisor', org.supervisor, path(org.clientId), ASYNC, 403, 'forbidden'],
      ['anonymous', null, path(org.clientId), ASYNC, 401, 'login'],
    ];
    for (const [label, user, url, headers, expected, code] of cases) {
      const answer = await t.request(user, 'GET', url, { headers });
      expect(answer.status, label).toBe(expected);
      expect(answer.body, label).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ code }] });
    }
    for (const format of ['application/fhir%2Bndjson', 'application/ndjson', 'ndjson'])
      expect(
        (await t.request(org.superAdmin, 'GET', path(org.clientId, `?_outputFormat=${format}`), { headers: ASYNC }))
          .status,
      ).toBe(202);
    await t.server.fhirExports.idle();

    // Another admin's job, and another organisation's, are not found.
    const status = await kickOff(org);
    const manifest = await finished(org, status);
    expect((await t.request(foreign.superAdmin, 'GET', status)).status).toBe(404);
    expect((await t.request(foreign.superAdmin, 'DELETE', status)).status).toBe(404);
    const file = await t.transport(new URL(`${t.baseUrl}/api${pathOf(manifest.output[0]!.url)}`), {
      headers: { authorization: `Bearer ${await t.token(foreign.superAdmin)}` },
    });
    expect(file.status).toBe(404);
  });

  it('cancels a job (202, files gone) and deletes files an hour after the export finished', async () => {
    const org = await t.organisation('Cancel');
    await createMemberOf(db(), org);
    const status = await kickOff(org);
    const manifest = await finished(org, status);
    const jobId = status.split('/').at(-1)!;
    const cancelled = await t.request(org.superAdmin, 'DELETE', status);
    expect(cancelled.status).toBe(202);
    expect((await t.request(org.superAdmin, 'GET', status)).status).toBe(404);
    expect((await download(org, manifest.output[0]!.url)).status).toBe(404);
    expect(await db().select().from(fhirExportChunks).where(eq(fhirExportChunks.jobId, jobId))).toEqual([]);

    const expiring = await kickOff(org);
    await finished(org, expiring);
    const expiringId = expiring.split('/').at(-1)!;
    const [job] = await db().select().from(fhirExportJobs).where(eq(fhirExportJobs.id, expiringId));
    expect(job!.expiresAt.getTime() - job!.completedAt!.getTime()).toBe(60 * 60 * 1000);
    await db()
      .update(fhirExportJobs)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(fhirExportJobs.id, expiringId));
    expect((await t.request(org.superAdmin, 'GET', expiring)).status).toBe(404);
    await t.server.fhirExports.sweep();
    expect(await db().select().from(fhirExportJobs).where(eq(fhirExportJobs.id, expiringId))).toEqual([]);
    expect(await db().select().from(fhirExportChunks).where(eq(fhirExportChunks.jobId, expiringId))).toEqual([]);
  });

  it('resumes a job whose instance died, two instances racing for it, writing each member once', async () => {
    const org = await t.organisation('Instances');
    const members = [org.member.id];
    for (let i = 0; i < 6; i += 1) members.push(await createMemberOf(db(), org, { firstName: `M${i}` }));
    const options = { db: db(), clock: t.server.context.clock, base: fhirBase(t.server.context), log: console };
    const [one, two] = [
      createExportWorker({ ...options, batchSize: 2 }),
      createExportWorker({ ...options, batchSize: 2 }),
    ];
    const statuses = [await kickOff(org, '?_type=Patient'), await kickOff(org, '?_type=Patient')];
    // A job an instance claimed and left (its lease lapsed) after writing nothing.
    const died = await kickOff(org, '?_type=Patient');
    await t.server.fhirExports.idle();
    await db()
      .update(fhirExportJobs)
      .set({
        status: 'running',
        membersDone: 0,
        cursor: null,
        leaseOwner: crypto.randomUUID(),
        leaseUntil: new Date(0),
      })
      .where(eq(fhirExportJobs.id, died.split('/').at(-1)!));
    await db()
      .delete(fhirExportChunks)
      .where(eq(fhirExportChunks.jobId, died.split('/').at(-1)!));
    one.kick();
    two.kick();
    await Promise.all([one.idle(), two.idle()]);
    await Promise.all([one.stop(), two.stop()]);
    for (const status of [...statuses, died]) {
      const manifest = await finished(org, status);
      const patients = await resourcesOf(org, manifest);
      expect(patients.map((patient) => patient.id).sort()).toEqual([...members].sort());
    }
  });
});

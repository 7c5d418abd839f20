/**
 * Tests only: a finished bulk export of an organisation's first customer, kicked off by its super
 * admin, with one Patient line (the walks' status, file and cancel calls need a job to name).
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import { fhirExportChunks, fhirExportJobs } from '../db/schema/index.ts';
import { FILES_KEPT_MS } from './export-jobs.ts';

export async function createFinishedExport(
  db: Db,
  org: { organisationId: string; clientId: string; superAdmin: { id: string }; member: { id: string } },
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await db.insert(fhirExportJobs).values({
    id,
    organisationId: org.organisationId,
    customerId: org.clientId,
    requestedById: org.superAdmin.id,
    request: `https://example.test/api/fhir/R4/Group/${org.clientId}/$export`,
    status: 'complete',
    transactionTime: now,
    membersTotal: 1,
    membersDone: 1,
    createdAt: now,
    completedAt: now,
    expiresAt: new Date(now.getTime() + FILES_KEPT_MS),
  });
  await db.insert(fhirExportChunks).values({
    jobId: id,
    resourceType: 'Patient',
    seq: 0,
    lines: 1,
    body: `${JSON.stringify({ resourceType: 'Patient', id: org.member.id })}\n`,
    memberIds: [org.member.id],
  });
  return id;
}

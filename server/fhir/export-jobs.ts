/**
 * A bulk export job's rows (`server/db/schema/fhir-export.ts`): made at kick-off, found for its
 * caller (their organisation, their own job, not expired: anything else is 404), its manifest, its
 * files read chunk by chunk, and removed (cancelled, expired). How long files are kept, and how
 * long a job may take before it is given up, are here.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Actor } from '../auth/actor.ts';
import type { Db } from '../db/connect.ts';
import { rowsOf } from '../db/changes.ts';
import { clients, fhirExportChunks, fhirExportJobs, users } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import type { RecordResourceType } from './types.ts';

export type ExportJob = typeof fhirExportJobs.$inferSelect;

/** A finished export's files are kept this long, then deleted (the manifest's addresses answer 404). */
export const FILES_KEPT_MS = 60 * 60 * 1000;
/** A job not finished by then is given up and deleted with whatever it wrote. */
export const JOB_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The customer's members, as the export reads them: live members of that customer. */
export const rosterOf = (organisationId: string, customerId: string) =>
  and(
    eq(users.organisationId, organisationId),
    eq(users.clientId, customerId),
    eq(users.role, 'PATIENT'),
    eq(users.isDeleted, false),
  );

/** A customer of the caller's organisation, else 404 (another organisation's customer is not found). */
export async function loadCustomerInTenant(db: Db, actor: Actor, customerId: string): Promise<string> {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, customerId), eq(clients.organisationId, actor.organisationId)))
    .limit(1);
  if (!row) throw notFound();
  return row.id;
}

export async function createExportJob(
  db: Db,
  input: {
    actor: Actor;
    customerId: string;
    request: string;
    types: readonly RecordResourceType[] | null;
    since: Date | null;
    now: Date;
  },
): Promise<ExportJob> {
  const [roster] = await db
    .select({ members: count() })
    .from(users)
    .where(rosterOf(input.actor.organisationId, input.customerId));
  const [job] = await db
    .insert(fhirExportJobs)
    .values({
      id: randomUUID(),
      organisationId: input.actor.organisationId,
      customerId: input.customerId,
      ...requesterOf(input.actor),
      request: input.request,
      types: input.types ? [...input.types] : null,
      since: input.since,
      status: 'queued',
      transactionTime: input.now,
      membersTotal: roster?.members ?? 0,
      createdAt: input.now,
      expiresAt: new Date(input.now.getTime() + JOB_LIFETIME_MS),
    })
    .returning();
  return job!;
}

/** Who kicks a job off: a user, or a backend client (its stand-in user is no row of `users`). */
function requesterOf(actor: Actor) {
  return actor.backend
    ? { requestedById: null, requestedByClientId: actor.backend.id }
    : { requestedById: actor.realUser.id, requestedByClientId: null };
}

/** The caller's own job, in their organisation and not expired; anything else is not found. */
export async function loadJobOfCaller(db: Db, actor: Actor, jobId: string, now: Date): Promise<ExportJob> {
  const [job] = await db
    .select()
    .from(fhirExportJobs)
    .where(
      and(
        eq(fhirExportJobs.id, jobId),
        eq(fhirExportJobs.organisationId, actor.organisationId),
        actor.backend
          ? eq(fhirExportJobs.requestedByClientId, actor.backend.id)
          : eq(fhirExportJobs.requestedById, actor.realUser.id),
        gt(fhirExportJobs.expiresAt, now),
      ),
    )
    .limit(1);
  if (!job) throw notFound();
  return job;
}

/** Each resource type written, with its resource count, in the order files are listed. */
export async function filesOf(db: Db, jobId: string): Promise<{ type: string; count: number }[]> {
  const rows = await db
    .select({ type: fhirExportChunks.resourceType, count: sql<string>`sum(${fhirExportChunks.lines})` })
    .from(fhirExportChunks)
    .where(eq(fhirExportChunks.jobId, jobId))
    .groupBy(fhirExportChunks.resourceType)
    .orderBy(asc(fhirExportChunks.resourceType));
  return rows.map((row) => ({ type: row.type, count: Number(row.count) })).filter((file) => file.count > 0);
}

/** The members whose resources a file holds (the audit trail names them when it is read). */
export async function membersInFile(db: Db, jobId: string, resourceType: string): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(
      sql`select distinct unnest(${fhirExportChunks.memberIds}) as id from ${fhirExportChunks} where ${fhirExportChunks.jobId} = ${jobId} and ${fhirExportChunks.resourceType} = ${resourceType}`,
    ),
  );
  return rows.map((row) => row.id);
}

/** A file's chunks one at a time (by keyset), so a download holds one chunk in memory, not the file. */
export async function* chunksOf(db: Db, jobId: string, resourceType: string): AsyncGenerator<string> {
  let after = -1;
  for (;;) {
    const [chunk] = await db
      .select({ seq: fhirExportChunks.seq, body: fhirExportChunks.body })
      .from(fhirExportChunks)
      .where(
        and(
          eq(fhirExportChunks.jobId, jobId),
          eq(fhirExportChunks.resourceType, resourceType),
          gt(fhirExportChunks.seq, after),
        ),
      )
      .orderBy(asc(fhirExportChunks.seq))
      .limit(1);
    if (!chunk) return;
    after = chunk.seq;
    yield chunk.body;
  }
}

/** Cancels a job: the row goes, and its chunks with it (cascade); a worker on it stops at its next batch. */
export async function deleteJob(db: Db, jobId: string): Promise<void> {
  await db.delete(fhirExportJobs).where(eq(fhirExportJobs.id, jobId));
}

/** Deletes every expired job and its files; answers how many went. */
export async function deleteExpiredJobs(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(fhirExportJobs)
    .where(lt(fhirExportJobs.expiresAt, now))
    .returning({ id: fhirExportJobs.id });
  return gone.length;
}

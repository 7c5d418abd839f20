/**
 * Runs bulk export jobs (`export-jobs.ts`), on any number of server instances at once. A worker
 * claims a queued job, or one whose lease lapsed (its instance died), with `FOR UPDATE SKIP
 * LOCKED`, so two instances never take the same job, then writes it a batch of members at a time:
 * it reads and maps `BATCH` members (in id order, after the job's cursor), then in one short
 * transaction checks it still holds the job (a DELETE cancelled it: it stops), appends one NDJSON
 * chunk per resource type, moves the cursor and renews its lease. Memory holds one batch, whatever
 * the roster's size; a resumed job repeats no member and skips none.
 *
 * It runs when a job is kicked off or polled on this instance (`kick`), and every
 * `SWEEP_INTERVAL_MS` while the server listens (`start`), which also deletes expired jobs.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { fhirExportChunks, fhirExportIncluded, fhirExportJobs, users } from '../db/schema/index.ts';
import type { Clock } from '../http/context.ts';
import { describeFailure } from '../http/errors.ts';
import { filterResources, isIncludedType } from './bundle.ts';
import { deleteExpiredJobs, FILES_KEPT_MS, rosterOf, type ExportJob } from './export-jobs.ts';
import { loadMemberRecord } from './load-record.ts';
import { mapMemberRecord } from './map-record.ts';
import type { RecordResourceType } from './types.ts';

/** Members read and written per transaction. */
export const BATCH = 25;
/** A worker that has not renewed its lease for this long is taken for dead. */
export const LEASE_MS = 2 * 60 * 1000;
const SWEEP_INTERVAL_MS = 30_000;

export interface ExportWorker {
  /** There may be work: drain the queue now (a no-op when a drain is under way; it looks again). */
  kick(): void;
  /** Resolves when this worker has nothing left to do (tests). */
  idle(): Promise<void>;
  /** Deletes expired jobs, then looks for work. */
  sweep(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

export interface ExportWorkerOptions {
  db: Db;
  clock: Clock;
  /** The FHIR base (questionnaires' canonical URLs). */
  base: string;
  log: { error(details: object, message: string): void };
  batchSize?: number;
}

export function createExportWorker(options: ExportWorkerOptions): ExportWorker {
  const { db, clock, log } = options;
  const batchSize = options.batchSize ?? BATCH;
  const owner = randomUUID();
  let draining: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  async function claim(): Promise<ExportJob | undefined> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const [free] = await tx
        .select({ id: fhirExportJobs.id })
        .from(fhirExportJobs)
        .where(
          and(
            or(
              eq(fhirExportJobs.status, 'queued'),
              and(eq(fhirExportJobs.status, 'running'), lt(fhirExportJobs.leaseUntil, now)),
            ),
            gt(fhirExportJobs.expiresAt, now),
          ),
        )
        .orderBy(asc(fhirExportJobs.createdAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!free) return undefined;
      const [job] = await tx
        .update(fhirExportJobs)
        .set({ status: 'running', leaseOwner: owner, leaseUntil: new Date(now.getTime() + LEASE_MS) })
        .where(eq(fhirExportJobs.id, free.id))
        .returning();
      return job;
    });
  }

  /** One batch of members; answers whether the job goes on (false: finished, cancelled or lost). */
  async function runBatch(job: ExportJob, seq: number): Promise<{ more: boolean; cursor: string | null }> {
    const members = await db
      .select()
      .from(users)
      .where(and(rosterOf(job.organisationId, job.customerId), job.cursor ? gt(users.id, job.cursor) : undefined))
      .orderBy(asc(users.id))
      .limit(batchSize);
    const types = job.types ? new Set(job.types as RecordResourceType[]) : null;
    const filter = { types, since: job.since };
    const files = new Map<string, { lines: string[]; members: Set<string> }>();
    const included = new Map<string, { type: string; line: string }>();
    for (const member of members) {
      const record = await loadMemberRecord(db, member);
      const resources = filterResources(
        mapMemberRecord(record, { base: options.base, now: job.transactionTime }),
        filter,
      );
      for (const resource of resources) {
        const line = JSON.stringify(resource);
        if (isIncludedType(resource.resourceType)) {
          included.set(`${resource.resourceType}/${resource.id}`, { type: resource.resourceType, line });
          continue;
        }
        const file = files.get(resource.resourceType) ?? { lines: [], members: new Set<string>() };
        file.lines.push(line);
        file.members.add(member.id);
        files.set(resource.resourceType, file);
      }
    }
    const last = members.at(-1)?.id ?? job.cursor;
    const finished = members.length < batchSize;
    const now = clock.now();
    const held = await db.transaction(async (tx) => {
      // Still ours? A cancelled job is gone; a lapsed lease may have gone to another instance.
      const [mine] = await tx
        .select({ id: fhirExportJobs.id })
        .from(fhirExportJobs)
        .where(and(eq(fhirExportJobs.id, job.id), eq(fhirExportJobs.leaseOwner, owner)))
        .for('update');
      if (!mine) return false;
      if (included.size) {
        const fresh = await tx
          .insert(fhirExportIncluded)
          .values([...included.keys()].map((resource) => ({ jobId: job.id, resource })))
          .onConflictDoNothing()
          .returning({ resource: fhirExportIncluded.resource });
        for (const { resource } of fresh) {
          const entry = included.get(resource)!;
          const file = files.get(entry.type) ?? { lines: [], members: new Set<string>() };
          file.lines.push(entry.line);
          files.set(entry.type, file);
        }
      }
      if (files.size)
        await tx.insert(fhirExportChunks).values(
          [...files].map(([resourceType, file]) => ({
            jobId: job.id,
            resourceType,
            seq,
            lines: file.lines.length,
            body: file.lines.map((line) => `${line}\n`).join(''),
            memberIds: [...file.members],
          })),
        );
      await tx
        .update(fhirExportJobs)
        .set({
          cursor: last,
          membersDone: sql`${fhirExportJobs.membersDone} + ${members.length}`,
          leaseUntil: new Date(now.getTime() + LEASE_MS),
          ...(finished
            ? {
                status: 'complete',
                completedAt: now,
                expiresAt: new Date(now.getTime() + FILES_KEPT_MS),
                leaseOwner: null,
              }
            : {}),
        })
        .where(eq(fhirExportJobs.id, job.id));
      return true;
    });
    return { more: held && !finished, cursor: last };
  }

  /** The next chunk number of a job (a resumed job goes on after what its previous worker wrote). */
  async function nextSeq(jobId: string): Promise<number> {
    const [row] = await db
      .select({ seq: sql<number | null>`max(${fhirExportChunks.seq})` })
      .from(fhirExportChunks)
      .where(inArray(fhirExportChunks.jobId, [jobId]));
    return row?.seq === null || row?.seq === undefined ? 0 : Number(row.seq) + 1;
  }

  async function runJob(job: ExportJob): Promise<void> {
    let seq = await nextSeq(job.id);
    let current = job;
    try {
      for (;;) {
        if (stopped) return;
        const { more, cursor } = await runBatch(current, seq);
        if (!more) return;
        seq += 1;
        current = { ...current, cursor };
      }
    } catch (error) {
      // Logged by class and code only (a message may carry PHI); the job is marked failed.
      log.error({ job: job.id, err: describeFailure(error) }, 'fhir export failed');
      await db
        .update(fhirExportJobs)
        .set({
          status: 'failed',
          leaseOwner: null,
          completedAt: clock.now(),
          expiresAt: new Date(clock.now().getTime() + FILES_KEPT_MS),
        })
        .where(and(eq(fhirExportJobs.id, job.id), eq(fhirExportJobs.leaseOwner, owner)))
        .catch(() => undefined);
    }
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      for (;;) {
        if (stopped) return;
        const job = await claim();
        if (!job) break;
        await runJob(job);
      }
    } while (again && !stopped);
  }

  function kick(): void {
    if (stopped) return;
    again = true;
    draining ??= drain()
      .catch((error: unknown) => log.error({ err: describeFailure(error) }, 'fhir export worker failed'))
      .finally(() => {
        draining = undefined;
      });
  }

  return {
    kick,
    async idle() {
      while (draining) await draining;
    },
    async sweep() {
      await deleteExpiredJobs(db, clock.now());
      kick();
    },
    start() {
      if (timer || stopped) return;
      timer = setInterval(() => {
        this.sweep().catch((error: unknown) => log.error({ err: describeFailure(error) }, 'fhir export sweep failed'));
      }, SWEEP_INTERVAL_MS);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await draining;
    },
  };
}

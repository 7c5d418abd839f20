/**
 * FHIR Bulk Data export of a customer's roster (`domain/contracts/fhir.ts`), after
 * https://hl7.org/fhir/uv/bulkdata/STU2/export.html:
 * - kick-off (`Group/{customerId}/$export`): `Prefer: respond-async` required; the customer must be
 *   the caller's organisation's (else 404); answers 202 and the status address (`Content-Location`);
 *   the job runs on whichever instance claims it (`export-worker.ts`);
 * - status: 202 with `X-Progress` while it runs, then 200 and the manifest; a failed job 500;
 * - DELETE on the status address: the job and its files are deleted (202);
 * - files: one NDJSON per resource type, streamed chunk by chunk from the database; the read is
 *   recorded in the audit trail with the members the file holds, before its first byte.
 * Status, cancel and files answer only the job's own caller, with the same permission as the
 * kick-off (`requiresAccessToken`); another's job, or an expired one, is 404.
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { appendAuditEntry, outcomeOf } from '../audit/chain.ts';
import type { AppContext } from '../http/context.ts';
import type { HandlersOf } from '../http/operations.ts';
import { FhirParameterError, parseEverythingQuery, type EverythingFilter } from './bundle.ts';
import {
  chunksOf,
  createExportJob,
  deleteJob,
  filesOf,
  FILES_KEPT_MS,
  loadCustomerInTenant,
  loadJobOfCaller,
  membersInFile,
} from './export-jobs.ts';
import type { ExportWorker } from './export-worker.ts';
import { asFhirAnswer, FHIR_JSON, operationOutcome } from './outcome.ts';
import { fhirBase } from './routes.ts';
import type { OperationOutcome } from './types.ts';

const FHIR_ROUTE = { onSend: asFhirAnswer };
export const FHIR_NDJSON = 'application/fhir+ndjson';
/** The `_outputFormat` values the Bulk Data specification says mean NDJSON. */
const NDJSON_FORMATS = new Set([FHIR_NDJSON, 'application/ndjson', 'ndjson']);

const informational = (diagnostics: string): OperationOutcome => ({
  resourceType: 'OperationOutcome',
  issue: [{ severity: 'information', code: 'informational', diagnostics }],
});

function refuse(reply: FastifyReply, status: number, diagnostics: string): FastifyReply {
  return reply.code(status).type(FHIR_JSON).send(operationOutcome(status, diagnostics));
}

function parseExportQuery(query: { _type?: string | readonly string[]; _since?: string; _outputFormat?: string }) {
  if (query._outputFormat !== undefined && !NDJSON_FORMATS.has(query._outputFormat))
    throw new FhirParameterError(`_outputFormat: supported: ${[...NDJSON_FORMATS].join(', ')}`);
  return parseEverythingQuery(query);
}

function kickOffUrl(base: string, customerId: string, filter: EverythingFilter): string {
  const search = new URLSearchParams();
  if (filter.types) search.set('_type', [...filter.types].join(','));
  if (filter.since) search.set('_since', filter.since.toISOString());
  return `${base}/Group/${customerId}/$export${search.size ? `?${search}` : ''}`;
}

export function fhirExportHandlers(
  ctx: AppContext,
  worker: ExportWorker,
): HandlersOf<'fhirGroupExport' | 'fhirExportStatus' | 'fhirExportCancel' | 'fhirExportFile'> {
  const { db, clock } = ctx;
  return {
    fhirGroupExport: {
      options: FHIR_ROUTE,
      async handle({ actor, params, query, request, reply }) {
        const prefer = String(request.headers.prefer ?? '');
        if (!/(^|[\s,;])respond-async($|[\s,;])/.test(prefer))
          return refuse(reply, 400, 'Prefer: respond-async is required to start an export');
        let filter;
        try {
          filter = parseExportQuery(query);
        } catch (error) {
          if (error instanceof FhirParameterError) return refuse(reply, 400, error.message);
          throw error;
        }
        const customerId = await loadCustomerInTenant(db, actor, params.customerId);
        const base = fhirBase(ctx);
        const job = await createExportJob(db, {
          actor,
          customerId,
          request: kickOffUrl(base, customerId, filter),
          types: filter.types ? [...filter.types] : null,
          since: filter.since,
          now: clock.now(),
        });
        worker.kick();
        reply.code(202).header('content-location', `${base}/bulk-export/${job.id}`).type(FHIR_JSON);
        return informational(`Export of ${job.membersTotal} members started`);
      },
    },
    fhirExportStatus: {
      options: FHIR_ROUTE,
      async handle({ actor, params, reply }) {
        const job = await loadJobOfCaller(db, actor, params.jobId, clock.now());
        if (job.status === 'failed') return refuse(reply, 500, 'The export failed; start it again');
        if (job.status !== 'complete') {
          // A poll may find a job whose instance died: this one takes it over once its lease lapses.
          worker.kick();
          const percent = job.membersTotal ? Math.floor((100 * job.membersDone) / job.membersTotal) : 0;
          reply
            .code(202)
            .header('x-progress', `${Math.min(percent, 99)}% (${job.membersDone} of ${job.membersTotal} members)`)
            .header('retry-after', '2')
            .type(FHIR_JSON);
          return informational(job.status === 'queued' ? 'Export queued' : 'Export in progress');
        }
        const base = fhirBase(ctx);
        reply
          .type('application/json; charset=utf-8')
          .header('expires', new Date((job.completedAt ?? clock.now()).getTime() + FILES_KEPT_MS).toUTCString());
        return {
          transactionTime: job.transactionTime.toISOString(),
          request: job.request,
          requiresAccessToken: true as const,
          output: (await filesOf(db, job.id)).map((file) => ({
            type: file.type,
            url: `${base}/bulk-export/${job.id}/files/${file.type}`,
            count: file.count,
          })),
          error: [],
        };
      },
    },
    fhirExportCancel: {
      options: FHIR_ROUTE,
      async handle({ actor, params, reply }) {
        const job = await loadJobOfCaller(db, actor, params.jobId, clock.now());
        await deleteJob(db, job.id);
        reply.code(202).type(FHIR_JSON);
        return informational('Export cancelled and its files deleted');
      },
    },
    fhirExportFile: {
      options: FHIR_ROUTE,
      async handle({ actor, params, request, reply }) {
        const job = await loadJobOfCaller(db, actor, params.jobId, clock.now());
        if (job.status !== 'complete') return refuse(reply, 404, 'The export has not finished');
        if (!(await filesOf(db, job.id)).some((file) => file.type === params.resourceType))
          return refuse(reply, 404, 'The export has no file of this resource type');
        // The read of PHI is recorded, with the members it names, before its first byte leaves.
        await appendAuditEntry(db, {
          organisationId: actor.organisationId,
          at: new Date(),
          userId: actor.realUser.id,
          actingAsUserId: actor.impersonating ? actor.user.id : null,
          operation: 'fhirExportFile',
          memberIds: await membersInFile(db, job.id, params.resourceType),
          statusCode: 200,
          outcome: outcomeOf(200),
          clientAddress: request.clientAddress,
          changes: null,
        });
        const chunks = chunksOf(db, job.id, params.resourceType);
        return reply.code(200).type(FHIR_NDJSON).send(Readable.from(chunks));
      },
    },
  };
}

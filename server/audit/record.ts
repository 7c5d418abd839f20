/**
 * Records one API call in the audit trail: who (and as whom), which operation, about which
 * members, when, from where, and its outcome. `registerOperations` makes one recorder per call of
 * an audited operation; the entry is appended before the answer leaves, so no answer about a
 * member goes out unrecorded: if the append fails, the caller gets a 500 instead of the data
 * (a write has committed by then; its idempotent retry replays the answer and is recorded).
 * Calls refused before an actor is known (no or a bad token) touch nothing and have no
 * organisation's chain to join: they are only in the server log.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Operation, OperationName } from '../../domain/index.ts';
import type { Db } from '../db/connect.ts';
import { users } from '../db/schema/index.ts';
import { describeFailure, HttpError } from '../http/errors.ts';
import type { AppContext } from '../http/context.ts';
import { JsonText } from '../http/json-text.ts';
import { appendAuditEntry, outcomeOf } from './chain.ts';
import { asMemberId } from './members-of.ts';
import { AUDIT_RULES, type AuditSources } from './rules.ts';

export interface CallRecorder {
  /** After validation, before the handler: finds the owner of the object the path names. */
  validated(params: unknown): Promise<void>;
  /** The handler answered: appends the entry (its failure fails the call). */
  answered(statusCode: number, answer: unknown): Promise<void>;
  /** The call failed or was refused: appends the entry (its failure is logged; the call's own error goes on). */
  failed(error: unknown): Promise<void>;
}

/** The status the error handler will answer with (errors.ts). */
export function statusOfError(error: unknown): number {
  if (error instanceof HttpError) return error.statusCode;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : 500;
}

const isId = (id: string | undefined): id is string => id !== undefined;

/** Which of these ids are users of the organisation. */
async function usersOf(db: Db, organisationId: string, ids: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), inArray(users.id, [...ids])));
  return rows.map((row) => row.id);
}

const fieldOf = (source: unknown, key: string | undefined) =>
  key && typeof source === 'object' && source !== null ? (source as Record<string, unknown>)[key] : undefined;

/** A recorder factory for one operation, or undefined when the operation is exempt. */
export function callRecorderFor(
  ctx: AppContext,
  name: OperationName,
): ((request: FastifyRequest) => CallRecorder) | undefined {
  const rule = AUDIT_RULES[name];
  if ('exempt' in rule || ctx.withoutAuditTrail) return undefined;
  const sources = rule as AuditSources<Operation>;

  return (request) => {
    let owner: string | undefined;
    const append = async (statusCode: number, answer: unknown) => {
      const actor = request.actor;
      if (!actor) return;
      // The raw input: a call is recorded with the member it asked about, if it named one by id.
      const inPath = [fieldOf(request.params, sources.param)].map(asMemberId).filter(isId);
      const inInput = [fieldOf(request.query, sources.query), fieldOf(request.body, sources.body)]
        .map(asMemberId)
        .filter(isId);
      const answered =
        answer instanceof JsonText
          ? answer.memberIds
          : answer !== undefined && sources.answer
            ? sources.answer(answer as never)
            : [];
      // Any id may be asked for, another organisation's among them: the trail keeps only the
      // caller's organisation's. A refused call's are all checked; an allowed call's path was
      // checked by the handler's scoping, but a search term or filter answers 200 for any id.
      // An id the answer itself names is the organisation's (the answer is its own data): a
      // write about the member its body names (a note, a text) needs no look-up.
      // Each id of the answer is checked for its shape once: a report's answer names 20,000.
      const answeredIds = answered.map(asMemberId).filter(isId);
      const inAnswer = new Set(inInput.length ? answeredIds : []);
      const unchecked = statusCode >= 400 ? [...inPath, ...inInput] : inInput.filter((id) => !inAnswer.has(id));
      const checked = unchecked.length ? await usersOf(ctx.db, actor.organisationId, unchecked) : [];
      const named = statusCode >= 400 ? checked : [...inPath, ...inInput.filter((id) => inAnswer.has(id)), ...checked];
      const memberIds = [...[...named, owner].map(asMemberId).filter(isId), ...answeredIds];
      await appendAuditEntry(ctx.db, {
        organisationId: actor.organisationId,
        at: new Date(),
        userId: actor.realUser.id,
        actingAsUserId: actor.impersonating ? actor.user.id : null,
        operation: name,
        memberIds,
        statusCode,
        outcome: outcomeOf(statusCode),
        clientAddress: request.clientAddress,
        // What an admin write changed, only once it has committed (a refused or failed call changed nothing).
        changes: statusCode < 400 && request.auditChanges?.length ? JSON.stringify(request.auditChanges) : null,
      });
    };
    return {
      async validated(params) {
        if (sources.owner && request.actor)
          owner = await sources.owner(ctx.db, request.actor.organisationId, params as never);
      },
      answered: (statusCode, answer) => append(statusCode, answer),
      async failed(error) {
        await append(statusOfError(error), undefined).catch((err: unknown) =>
          request.log.error({ err: describeFailure(err), operation: name }, 'audit trail append failed'),
        );
      },
    };
  };
}

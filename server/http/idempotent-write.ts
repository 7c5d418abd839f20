/**
 * The one write path behind every contract-registered route. A write and its change rows commit in
 * one transaction of the organisation. When the operation is idempotent and the request carries an
 * `Idempotency-Key`, the key is claimed inside that same transaction, before the work:
 * - the first request inserts the claim, does the work, and stores its answer and last change
 *   sequence in the claim before commit;
 * - a concurrent retry's insert waits on the first one's uncommitted claim (a unique key), then
 *   finds it and replays the stored answer (same body, same `x-change-seq`): the work ran once;
 * - a write that fails rolls its claim back with it, so a retry runs afresh.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HEADERS } from '../../domain/index.ts';
import type { Actor } from '../auth/actor.ts';
import type { Tx } from '../db/connect.ts';
import { adminChanges } from '../audit/admin-changes.ts';
import { writeWithChanges, type ChangeRecorder, type PendingChange } from '../db/changes.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { CHANGE_SEQ_HEADER, type AppContext } from './context.ts';
import { badRequest, HttpError } from './errors.ts';

export interface WriteScope {
  request: FastifyRequest;
  reply: FastifyReply;
  actor: Actor | undefined;
  organisationId: string;
  idempotent: boolean;
}

/** Provider events' claims (providers/webhook-replay.ts) share the table: a user's key may not spell one. */
export const WEBHOOK_KEY_PREFIX = 'webhook:';

/** The key of an idempotent request: absent, or 8 to 200 characters (else a 400). */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers[HEADERS.idempotencyKey];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || key.length < 8 || key.length > 200) {
    throw badRequest([
      { property: HEADERS.idempotencyKey, constraints: { length: 'Idempotency-Key must be 8 to 200 characters' } },
    ]);
  }
  if (key.startsWith(WEBHOOK_KEY_PREFIX)) {
    throw badRequest([
      {
        property: HEADERS.idempotencyKey,
        constraints: { reserved: `Idempotency-Key must not begin with ${WEBHOOK_KEY_PREFIX}` },
      },
    ]);
  }
  return key;
}

type Outcome<T> = { kind: 'ran'; result: T } | { kind: 'replay'; body: T; seq: number | null };

export async function claimedWrite<T>(
  ctx: AppContext,
  scope: WriteScope,
  work: (tx: Tx, changes: ChangeRecorder) => Promise<T>,
): Promise<T> {
  const key = scope.idempotent && scope.actor ? idempotencyKeyOf(scope.request) : undefined;
  const userId = scope.actor?.realUser.id;
  const route = `${scope.request.method} ${scope.request.routeOptions.url ?? ''}`;
  const mine = key
    ? and(eq(idempotencyKeys.organisationId, scope.organisationId), eq(idempotencyKeys.key, key))
    : undefined;

  const { result: outcome, changes } = await writeWithChanges<Outcome<T>>(
    ctx.db,
    scope.organisationId,
    async (tx, recorder) => {
      if (key && userId && mine) {
        const claimed = await tx
          .insert(idempotencyKeys)
          .values({ organisationId: scope.organisationId, key, userId, route, statusCode: 0, body: null })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (claimed.length === 0) {
          const [previous] = await tx.select().from(idempotencyKeys).where(mine).limit(1);
          if (!previous || previous.userId !== userId || previous.route !== route)
            throw new HttpError(
              409,
              'Idempotency-Key was used for another request',
              'This request was already made. Please reload and try again.',
            );
          return { kind: 'replay', body: previous.body as T, seq: previous.changeSeq };
        }
      }
      // The write's changes pass through; those of administered kinds are compared with their
      // previous state before their rows go in, for the call's audit entry.
      const recorded: PendingChange[] = [];
      const result = await work(tx, { record: (change) => (recorded.push(change), recorder.record(change)) });
      scope.request.auditChanges = await adminChanges(tx, scope.organisationId, recorded);
      return { kind: 'ran', result };
    },
    // Stored in the same transaction as the write: a replay can never see a claim without its answer.
    async (tx, outcome, lastSeq) => {
      if (!mine || outcome.kind !== 'ran') return;
      await tx
        .update(idempotencyKeys)
        .set({ statusCode: 200, body: (outcome.result ?? null) as object | null, changeSeq: lastSeq })
        .where(mine);
    },
  );

  ctx.publish(changes);
  if (outcome.kind === 'replay') {
    scope.reply.header(HEADERS.idempotentReplay, 'true');
    if (outcome.seq !== null) scope.reply.header(CHANGE_SEQ_HEADER, String(outcome.seq));
    return outcome.body;
  }
  const last = changes.at(-1);
  if (last) scope.reply.header(CHANGE_SEQ_HEADER, String(last.seq));
  return outcome.result;
}

/**
 * Once per provider event: providers retry, and anyone who saw a signed request may send it again
 * within the signature's window (webhook-signing.ts). Each event's own id (the provider's message,
 * call or recording sid) is claimed in `idempotency_keys` (user null: no user sent it) inside the
 * write's transaction, before the work, as a user's Idempotency-Key is (http/idempotent-write.ts):
 * - the first delivery inserts the claim, does the work and stores its status and answer in the
 *   claim before commit;
 * - a concurrent duplicate's insert waits on the first one's uncommitted claim (a unique key), then
 *   finds it and answers the stored answer: nothing written, no one notified, no change rows;
 * - a write that fails rolls its claim back with it, so the provider's retry runs afresh.
 * The claims are the organisation's (the event's rows are): keys are `webhook:<operation>:<event id>`,
 * a prefix no staff user's Idempotency-Key may take (http/idempotent-write.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { HEADERS, type OperationName } from '../../domain/index.ts';
import type { ChangeRecorder } from '../db/changes.ts';
import type { Db, Tx } from '../db/connect.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';
import { WEBHOOK_KEY_PREFIX } from '../http/idempotent-write.ts';

/** What a webhook answers: its status and body. */
export interface WebhookAnswer<T> {
  status: number;
  body: T;
}

/** One provider event: the operation it came to and its own id there. */
export interface WebhookEvent {
  operation: OperationName;
  id: string;
}

/** The handler's `write`: one transaction of the organisation with its change rows, published after commit. */
export type WebhookWrite = <T>(
  work: (tx: Tx, changes: ChangeRecorder) => Promise<T>,
  organisationId: string,
) => Promise<T>;

const claimOf = (organisationId: string, event: WebhookEvent) => ({
  organisationId,
  key: `${WEBHOOK_KEY_PREFIX}${event.operation}:${event.id}`,
  route: `webhook ${event.operation}`,
});
const where = (claim: ReturnType<typeof claimOf>) =>
  and(eq(idempotencyKeys.organisationId, claim.organisationId), eq(idempotencyKeys.key, claim.key));

/** The stored answer of an event already handled (a read before costly work: the claim inside the write still decides). */
export async function earlierAnswer(
  db: Db | Tx,
  organisationId: string,
  event: WebhookEvent,
): Promise<WebhookAnswer<unknown> | undefined> {
  const claim = claimOf(organisationId, event);
  const [previous] = await db.select().from(idempotencyKeys).where(where(claim)).limit(1);
  // statusCode 0: claimed by a write not yet committed (or another's key: see below).
  const answered = previous && previous.userId === null && previous.route === claim.route && previous.statusCode > 0;
  return answered ? { status: previous.statusCode, body: previous.body } : undefined;
}

/** Runs the event's write once; a duplicate gets the first answer (`replayed`) and writes nothing. */
export async function oncePerEvent<T>(
  write: WebhookWrite,
  organisationId: string,
  event: WebhookEvent,
  work: (tx: Tx, changes: ChangeRecorder) => Promise<WebhookAnswer<T>>,
): Promise<WebhookAnswer<T> & { replayed: boolean }> {
  const claim = claimOf(organisationId, event);
  return write(async (tx, changes) => {
    const values = { ...claim, userId: null, statusCode: 0, body: null };
    const claimed = await tx
      .insert(idempotencyKeys)
      .values(values)
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [previous] = await tx.select().from(idempotencyKeys).where(where(claim)).limit(1);
      // A staff user's Idempotency-Key that happens to spell this key: never answered with their write's body.
      if (!previous || previous.userId !== null || previous.route !== claim.route)
        throw new HttpError(409, 'The event id was used for another request');
      return { status: previous.statusCode, body: previous.body as T, replayed: true };
    }
    const answer = await work(tx, changes);
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: answer.status, body: (answer.body ?? null) as object | null })
      .where(where(claim));
    return { ...answer, replayed: false };
  }, organisationId);
}

/** Sends a webhook's answer, marked when it is a replay of the first. */
export function sendAnswer(reply: FastifyReply, answer: WebhookAnswer<unknown> & { replayed?: boolean }): FastifyReply {
  if (answer.replayed) reply.header(HEADERS.idempotentReplay, 'true');
  return reply.status(answer.status).send(answer.body);
}

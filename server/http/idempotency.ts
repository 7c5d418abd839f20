/**
 * Idempotent writes: a POST carrying an `Idempotency-Key` header runs once per key and organisation; a
 * retry (a double click, a resend after a dropped connection) gets the first answer back.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../auth/actor.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import type { AppContext } from './context.ts';
import { badRequest } from './errors.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

export async function idempotent<T>(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, actor: Actor, run: () => Promise<T>): Promise<T> {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (key === undefined) return run();
  if (typeof key !== 'string' || key.length < 8 || key.length > 200) {
    throw badRequest([{ property: IDEMPOTENCY_HEADER, constraints: { length: 'Idempotency-Key must be 8 to 200 characters' } }]);
  }
  const route = `${request.method} ${request.routeOptions.url ?? ''}`;
  const [previous] = await ctx.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.organisationId, actor.organisationId), eq(idempotencyKeys.key, key)))
    .limit(1);
  if (previous && previous.userId === actor.realUser.id && previous.route === route) {
    reply.header('idempotent-replay', 'true');
    return previous.body as T;
  }
  const result = await run();
  await ctx.db
    .insert(idempotencyKeys)
    .values({ organisationId: actor.organisationId, key, userId: actor.realUser.id, route, statusCode: 200, body: result as object })
    .onConflictDoNothing();
  return result;
}

/** What every route module receives: the database, configuration and the change publisher. */
import type { FastifyReply } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Db, Tx } from '../db/connect.ts';
import { writeWithChanges, type ChangeRecorder, type PublishedChange } from '../db/changes.ts';

export interface AppContext {
  db: Db;
  config: ServerConfig;
  /** Emits committed changes on the socket (set once the socket server is attached). */
  publish(changes: readonly PublishedChange[]): void;
}

export const CHANGE_SEQ_HEADER = 'x-change-seq';
export const CHANGE_HEAD_HEADER = 'x-change-head';

/**
 * Runs a write with its change rows in one transaction, then publishes the committed changes.
 * With a reply, the last sequence goes back in a header: the client's optimistic write is
 * confirmed once its store has applied that sequence.
 */
export async function commitWrite<T>(ctx: AppContext, organisationId: string, work: (tx: Tx, changes: ChangeRecorder) => Promise<T>, reply?: FastifyReply): Promise<T> {
  const { result, changes } = await writeWithChanges(ctx.db, organisationId, work);
  ctx.publish(changes);
  const last = changes.at(-1);
  if (reply && last) reply.header(CHANGE_SEQ_HEADER, String(last.seq));
  return result;
}

export function pageOf(query: { 'page-start'?: number; 'page-size'?: number }, defaultSize = 100): { offset: number; limit: number } {
  return { offset: query['page-start'] ?? 0, limit: query['page-size'] ?? defaultSize };
}

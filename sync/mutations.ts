/**
 * Writes: applied optimistically in the store at once, sent with an idempotency key, and
 * confirmed when the server's change for them has been applied (so the screen never flickers back
 * to the old value between the answer and the socket event). On failure the optimistic state rolls
 * back and the caller gets the API's error to show.
 */
import { createTransaction } from '@tanstack/db';
import type { Clock, Http, SyncError } from './ports.ts';
import type { ChangeFeed } from './change-feed.ts';
import type { EntityStore } from './store/entity-store.ts';

export interface MutationContext {
  store: EntityStore;
  feed: ChangeFeed;
  http: Http;
  clock: Clock;
  newKey(): string;
}

export interface SnoozeTodoArgs {
  guideId: string;
  todoId: string;
  /** Set to snooze until then; omit for 'No action needed'. */
  until?: string;
}

/** How long a confirmed write waits for its change before asking the change log directly. */
const CONFIRM_TIMEOUT_MS = 3000;

function waitForVersion(ctx: MutationContext, entity: 'todo', id: string, seq: number): Promise<void> {
  if (ctx.store.versionOf(entity, id) >= seq) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = ctx.store.onWrite(() => {
      if (ctx.store.versionOf(entity, id) < seq) return;
      stop();
      ctx.clock.clearTimeout(timer);
      resolve();
    });
    // The socket may be down: fetch the change ourselves rather than wait forever.
    const timer = ctx.clock.setTimeout(() => {
      void ctx.feed.heal().finally(() => {
        stop();
        resolve();
      });
    }, CONFIRM_TIMEOUT_MS);
  });
}

export function toSyncError(error: unknown): SyncError {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof (error as SyncError).status === 'number') {
    return { status: (error as SyncError).status, body: (error as SyncError).body ?? null };
  }
  return { status: 0, body: { statusCode: 0, message: error instanceof Error ? error.message : String(error) } };
}

export async function snoozeTodo(ctx: MutationContext, args: SnoozeTodoArgs): Promise<void> {
  const now = new Date(ctx.clock.now()).toISOString();
  const idempotencyKey = ctx.newKey();
  // @tanstack/db turns whatever the mutation throws into a plain Error; keep the API's error whole.
  let failure: unknown;
  const transaction = createTransaction({
    autoCommit: true,
    mutationFn: async () => {
      const body = args.until ? { until: args.until } : { noActionNeeded: true };
      try {
        const result = await ctx.http.post(`/users/${args.guideId}/todos/${args.todoId}/snooze`, body, { idempotencyKey });
        if (result.seq !== undefined) await waitForVersion(ctx, 'todo', args.todoId, result.seq);
      } catch (error) {
        failure = error;
        throw error;
      }
    },
  });
  transaction.mutate(() => {
    ctx.store.collections.todo.update(args.todoId, (draft) => {
      if (args.until) {
        draft.snoozedUntil = args.until;
        draft.snoozedUntilMs = Date.parse(args.until);
      } else {
        draft.completedAt = now;
      }
    });
  });
  try {
    await transaction.isPersisted.promise;
  } catch (error) {
    throw toSyncError(failure ?? error);
  }
}

export const MUTATIONS = { snoozeTodo } as const;
export type MutationName = keyof typeof MUTATIONS;
export type MutationArgs<N extends MutationName> = Parameters<(typeof MUTATIONS)[N]>[1];

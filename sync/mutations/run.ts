/**
 * The one write path: a mutation definition is applied optimistically in the store at once, sent
 * with an idempotency key, and confirmed when the server's change for it has been applied (so the
 * screen never flickers back to the old value between the answer and the socket event). On
 * failure the optimistic state rolls back and the caller gets the API's error to show: a 400's
 * property errors belong to the form, anything else to the error toast.
 */
import { createTransaction } from '@tanstack/db';
import { wireRequest, type EntityKind, type Operation } from '../../domain/index.ts';
import type { ChangeFeed } from '../change-feed.ts';
import { toSyncError, type Clock, type Connectivity, type Http } from '../ports.ts';
import type { EntityStore } from '../store/entity-store.ts';
import type { MutationDefinition } from './define.ts';

export interface MutationContext {
  store: EntityStore;
  feed: ChangeFeed;
  http: Http;
  clock: Clock;
  newKey(): string;
  /** With it, writes made offline are queued until the network is back (see `sendQueued`). */
  connectivity?: Connectivity;
}

/** How long a confirmed write waits for its change before asking the change log directly. */
const CONFIRM_TIMEOUT_MS = 3000;

function waitForVersion(ctx: MutationContext, entity: EntityKind, id: string, seq: number): Promise<void> {
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
      // A failed heal retries on its own (change-feed.ts); this write stops waiting either way.
      void ctx.feed
        .heal()
        .catch(() => undefined)
        .finally(() => {
          stop();
          resolve();
        });
    }, CONFIRM_TIMEOUT_MS);
  });
}

/** After the network says it is back, a write whose send still fails gets this many more tries, a second apart. */
const RETRIES_AFTER_RECONNECT = 3;

/**
 * Sends a write; offline, it waits for the network and sends it again with the same idempotency
 * key, so a request that did reach the server before the connection dropped is answered from the
 * server's stored reply instead of being applied twice. A failure while online is the caller's.
 */
async function sendQueued<T>(ctx: MutationContext, call: () => Promise<T>): Promise<T> {
  let retries = 0;
  for (;;) {
    try {
      return await call();
    } catch (error) {
      const { connectivity } = ctx;
      if (!connectivity || toSyncError(error).status !== 0) throw error;
      if (!connectivity.online()) {
        await connectivity.whenOnline();
        retries = RETRIES_AFTER_RECONNECT;
      } else if (retries-- > 0) await new Promise<void>((resolve) => ctx.clock.setTimeout(resolve, 1000));
      else throw error;
    }
  }
}

export async function runMutation<Args, O extends Operation>(
  ctx: MutationContext,
  mutation: MutationDefinition<Args, O>,
  args: Args,
): Promise<void> {
  const now = new Date(ctx.clock.now()).toISOString();
  // One key per user action: the runner's own retries (none today) and the server's replay share it.
  const idempotencyKey = ctx.newKey();
  const request = mutation.request(args);
  // @tanstack/db turns whatever the mutation throws into a plain Error; keep the API's error whole.
  let failure: unknown;
  const send = async () => {
    try {
      const result = await sendQueued(ctx, () => ctx.http.call(mutation.operation, request, { idempotencyKey }));
      const { entity, id } = mutation.confirms(args, result.body);
      if (result.seq !== undefined) await waitForVersion(ctx, entity, id, result.seq);
    } catch (error) {
      failure = error;
      throw error;
    }
  };
  const transaction = createTransaction({ autoCommit: true, mutationFn: send });
  transaction.mutate(() => mutation.optimistic(ctx.store.collections, args, now));
  try {
    // A transaction that changed nothing completes at once without calling its mutationFn (an add
    // shown only once the server has it, arguments the server will refuse): send it all the same.
    if (transaction.mutations.length === 0) await send();
    else await transaction.isPersisted.promise;
  } catch (error) {
    const syncError = toSyncError(failure ?? error);
    // A failure the server did not describe (the network) still names the call in the error report.
    if (syncError.body && !syncError.body.path) syncError.body.path = wireRequest(mutation.operation, request).path;
    throw syncError;
  }
}

/**
 * Live-query messages across the worker boundary, one message per task instead of one per query.
 *
 * One socket event usually changes several running queries (an inbound text: the docket's
 * follow-ups, its activity list, the bell). Called back one by one, each query's diff was a
 * message of its own, a task of its own on the UI thread and a React render and commit of its own.
 * Batched, the diffs an engine task produced go over in one message, and the UI thread hands them
 * to their views in one task, which React renders and commits once (issue #13: event -> commit).
 *
 * The UI thread names each subscription itself, so a message never arrives for one it cannot place.
 */
import type { LiveMessage } from '../protocol.ts';
import type { EngineRemote } from './remote.ts';

/** Each query's rows are typed where it is read (sync-client.ts). */
type AnyMessage = LiveMessage<any>;
export type LiveBatch = [subscription: number, message: AnyMessage][];

/** The engine as the worker exposes it: queries by subscription number, messages through `listen`. */
export interface BatchedEngineRemote extends Omit<EngineRemote, 'subscribe' | 'unsubscribe'> {
  /** Where every subscription's messages go, a batch per task; set once, before any subscription. */
  listen(deliver: (batch: LiveBatch) => void): void;
  /** Runs a query whose messages are delivered under `subscription`, a number the UI thread chose. */
  subscribeAs(subscription: number, name: string, params: unknown): Promise<void>;
  unsubscribeAs(subscription: number): Promise<void>;
}

/** The worker's side: the engine, its messages gathered until the task that produced them ends. */
export function batchLiveMessages(
  engine: EngineRemote,
  endOfTask: (flush: () => void) => void = queueMicrotask,
): BatchedEngineRemote {
  const { subscribe, unsubscribe, ...rest } = engine;
  let deliver: ((batch: LiveBatch) => void) | undefined;
  let pending: LiveBatch = [];
  const engineIds = new Map<number, Promise<number>>();
  const flush = () => {
    const batch = pending;
    pending = [];
    deliver?.(batch);
  };
  return {
    ...rest,
    listen(next) {
      deliver = next;
    },
    async subscribeAs(subscription, name, params) {
      const id = subscribe(name, params, (message) => {
        if (pending.length === 0) endOfTask(flush);
        pending.push([subscription, message]);
      });
      engineIds.set(subscription, id);
      await id;
    },
    async unsubscribeAs(subscription) {
      const id = engineIds.get(subscription);
      engineIds.delete(subscription);
      if (id !== undefined) await unsubscribe(await id);
    },
  };
}

/** The UI thread's side: subscribe and unsubscribe as EngineRemote has them, over a batched engine. */
export function receiveBatches(
  remote: Pick<BatchedEngineRemote, 'listen' | 'subscribeAs' | 'unsubscribeAs'>,
): Pick<EngineRemote, 'subscribe' | 'unsubscribe'> {
  const listeners = new Map<number, (message: AnyMessage) => void>();
  let next = 1;
  // A batch arriving after its subscription ended still names it: nobody listens any more.
  void remote.listen((batch) => {
    for (const [subscription, message] of batch) listeners.get(subscription)?.(message);
  });
  return {
    async subscribe(name, params, listener) {
      const subscription = next++;
      listeners.set(subscription, listener);
      await remote.subscribeAs(subscription, name, params);
      return subscription;
    },
    async unsubscribe(subscription) {
      listeners.delete(subscription);
      await remote.unsubscribeAs(subscription);
    },
  };
}

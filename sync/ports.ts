/**
 * What the engine needs from the outside world, injected so tests drive it by hand: a clock, an
 * HTTP client, a source of socket changes, and a frame scheduler for batching diffs.
 */
import type { CallInput, ChangeRow, Operation, ResponseOf } from '../domain/index.ts';

export interface HttpResult<T = unknown> {
  body: T;
  /** The tenant's change head the server read before the data (x-change-head). */
  head?: number;
  /** The sequence of the last change a write produced (x-change-seq). */
  seq?: number;
}

/** The engine's network: calls by contract (`domain/contracts`), never by a hand-written path. */
export interface Http {
  call<O extends Operation>(
    operation: O,
    input: CallInput<O>,
    options?: { idempotencyKey?: string },
  ): Promise<HttpResult<ResponseOf<O>>>;
}

/** An error from the API, carrying the spec's error body; crosses the worker boundary intact. */
export interface SyncError {
  status: number;
  body: {
    statusCode: number;
    message: string;
    userMessage?: string;
    errors?: unknown[];
    timestamp?: string;
    path?: string;
  } | null;
}

/** Any failure as a SyncError: the API's own error as it came, anything else (the network) as status 0. */
export function toSyncError(error: unknown): SyncError {
  if (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    typeof (error as SyncError).status === 'number'
  ) {
    return { status: (error as SyncError).status, body: (error as SyncError).body ?? null };
  }
  return { status: 0, body: { statusCode: 0, message: error instanceof Error ? error.message : String(error) } };
}

export type ConnectionStatus = 'initial' | 'connected' | 'disconnected';

export interface ChangeSource {
  /**
   * Calls back once per socket message, in arrival order, with its changes in sequence order: the
   * server sends one message per committed transaction and room, so a write's changes come together.
   */
  onChanges(listener: (changes: readonly ChangeRow[]) => void): void;
  onStatus(listener: (status: ConnectionStatus) => void): void;
}

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Runs the callback at the next frame boundary (requestAnimationFrame, or a timer in Node). */
export type FrameScheduler = (callback: () => void) => void;

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Whether the browser has a network (navigator.onLine and its events). Optional: without it a
 * write the network fails fails at once; with it, a write made offline waits, keeping its
 * optimistic state, and is sent again with the same idempotency key once the network is back.
 */
export interface Connectivity {
  online(): boolean;
  /** Resolves when the network comes back (at once when it is there). */
  whenOnline(): Promise<void>;
  /** Calls back on every change of the network, until the returned function is called. */
  watch?(listener: (online: boolean) => void): () => void;
}

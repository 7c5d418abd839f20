/**
 * The due-work runner: work that becomes due at a time (an approved status change effective
 * later, an approved transfer) is applied by handlers this runs every few seconds, at the injected
 * clock's time. What it guarantees:
 * - One instance at a time: a tick runs inside a transaction holding a PostgreSQL advisory lock
 *   (`pg_try_advisory_xact_lock`); an instance that finds it taken skips the tick. (PGlite is one
 *   process: the lock is then always free.)
 * - Each handler runs in a savepoint of that transaction: one that fails rolls back alone and is
 *   logged (its class and code, never a message: it may carry PHI); the others still run.
 * - Changes reach the socket only after the transaction commits: a handler returns the changes
 *   its writes recorded (`writeWithChanges(...).changes`) and the runner publishes them.
 * - Ticks never overlap; `runOnce()` (tests) waits for a tick in flight, then runs one more.
 *
 * @example
 *   const runner = createDueWorkRunner({ db, clock, publish, handlers: DUE_WORK, intervalMs: 5000, log });
 *   runner.start(); ... await runner.stop();
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { rowsOf, type PublishedChange } from '../db/changes.ts';
import type { Clock } from '../http/context.ts';
import { describeFailure } from '../http/errors.ts';

/** Applies whatever is due at `now`; returns the changes it recorded (published after commit). */
export type DueWorkHandler = (db: Db, now: Date) => Promise<readonly PublishedChange[] | void>;

export interface DueWork {
  name: string;
  run: DueWorkHandler;
}

export interface DueWorkRunner {
  start(): void;
  /** Stops ticking and waits for a tick in flight. */
  stop(): Promise<void>;
  /** Runs every handler once, now (after any tick in flight): tests drive the runner with it. */
  runOnce(): Promise<void>;
}

/** The advisory lock's key: any constant no other part of the product uses (migrations use 727274). */
const DUE_WORK_LOCK = 727275;

export interface DueWorkOptions {
  db: Db;
  clock: Clock;
  publish(changes: readonly PublishedChange[]): void;
  handlers: readonly DueWork[];
  intervalMs: number;
  log: { error(details: object, message: string): void };
  /**
   * Runs after each tick has committed and published: what must not happen inside a transaction
   * (handing the texts the tick queued to the carrier, server/routes/messages-sending.ts).
   */
  afterTick?: () => Promise<unknown>;
}

export function createDueWorkRunner(options: DueWorkOptions): DueWorkRunner {
  const { db, clock, publish, handlers, log } = options;
  let timer: ReturnType<typeof setInterval> | undefined;
  let chain: Promise<void> = Promise.resolve();

  async function tick(): Promise<void> {
    const published: PublishedChange[] = [];
    await db.transaction(async (tx) => {
      const [row] = rowsOf<{ got: boolean }>(
        await tx.execute(sql`select pg_try_advisory_xact_lock(${DUE_WORK_LOCK}) as got`),
      );
      if (!row?.got) return;
      const now = clock.now();
      for (const handler of handlers) {
        try {
          const changes = await tx.transaction(async (savepoint) => handler.run(savepoint as unknown as Db, now));
          if (changes) published.push(...changes);
        } catch (error) {
          log.error({ job: handler.name, err: describeFailure(error) }, 'due work failed');
        }
      }
    });
    if (published.length) publish(published);
    if (options.afterTick) {
      try {
        await options.afterTick();
      } catch (error) {
        log.error({ err: describeFailure(error) }, 'after-tick work failed');
      }
    }
  }

  function runOnce(): Promise<void> {
    chain = chain.then(tick, tick);
    return chain;
  }

  return {
    start() {
      if (timer) return;
      timer = setInterval(() => {
        runOnce().catch((error: unknown) => log.error({ err: describeFailure(error) }, 'due work tick failed'));
      }, options.intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await chain.catch(() => undefined);
    },
    runOnce,
  };
}

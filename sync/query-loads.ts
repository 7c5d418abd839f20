/**
 * Loads the pages each running query needs, and keeps trying the ones the network failed: after a
 * back-off on the engine's clock (1 s, doubling to 30 s) and at once when the socket reconnects (a
 * server restart, a blackout), so a screen that showed "could not be loaded" fills itself in once the
 * server answers again. A refusal (a 4xx other than 408 and 429) is an answer, not a fault: it stays.
 * While it retries the query stays in its error (the screen says so once, and does not flicker
 * through "loading"); the first load that succeeds makes it ready.
 */
import type { LiveQuery } from './live-query.ts';
import type { PageLoader, PageSpec } from './page-loader.ts';
import { toSyncError, type Clock, type SyncError } from './ports.ts';

interface Failed {
  specs: PageSpec[];
  attempts: number;
  timer: unknown;
}

const isFault = (error: SyncError) =>
  error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;

export class QueryLoads {
  private readonly failed = new Map<LiveQuery, Failed>();
  private readonly running = new Set<LiveQuery>();

  constructor(
    private readonly pages: PageLoader,
    private readonly clock: Clock,
  ) {}

  /** The query's pages are acquired (held while it runs); its status follows them. */
  start(live: LiveQuery, specs: readonly PageSpec[]): void {
    this.running.add(live);
    void this.load(live, [...specs], 0);
  }

  /** The query stopped: no more tries for it (its pages are released by the caller). */
  stop(live: LiveQuery): void {
    this.running.delete(live);
    const failed = this.failed.get(live);
    if (failed) this.clock.clearTimeout(failed.timer);
    this.failed.delete(live);
  }

  /** The connection is back: every failed page is tried again now. */
  retryNow(): void {
    for (const [live, failed] of [...this.failed]) {
      this.clock.clearTimeout(failed.timer);
      this.failed.delete(live);
      void this.load(live, failed.specs, failed.attempts);
    }
  }

  private async load(live: LiveQuery, specs: PageSpec[], attempts: number): Promise<void> {
    const results = await Promise.allSettled(specs.map((spec) => this.pages.acquire(spec)));
    if (!this.running.has(live)) return;
    const failures = results.flatMap((result, i) =>
      result.status === 'rejected' ? [{ spec: specs[i]!, error: toSyncError(result.reason) }] : [],
    );
    if (!failures.length) return live.setStatus('ready');
    live.setStatus('error', failures[0]!.error);
    const retried = failures.filter((failure) => isFault(failure.error)).map((failure) => failure.spec);
    if (!retried.length) return;
    const delay = Math.min(30_000, 1000 * 2 ** Math.min(attempts, 5));
    const timer = this.clock.setTimeout(() => {
      if (this.failed.get(live)?.timer !== timer) return;
      this.failed.delete(live);
      void this.load(live, retried, attempts + 1);
    }, delay);
    this.failed.set(live, { specs: retried, attempts: attempts + 1, timer });
  }
}

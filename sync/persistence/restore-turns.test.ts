import { describe, expect, it } from 'vitest';
import { queriesAfterRestore } from './restore-turns.ts';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/**
 * Ten task turns, enough for the queries' own (each waits one). Timers of the same delay run in the
 * order they were set, so this waits for the queries however slow the machine is; a fixed 20 ms
 * did not under a loaded CI run.
 */
async function tasksLater(): Promise<void> {
  for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('queries asked while the stored copy is restored', () => {
  it('are built one task each, in the order asked, so the first one’s rows go out before the next is built', async () => {
    const restore = deferred();
    const turns = queriesAfterRestore(() => restore.promise);
    const log: string[] = [];
    for (const query of ['bell', 'follow-ups', 'activity']) {
      void turns.turn().then(() => {
        log.push(`built ${query}`);
        // What the engine sends at the end of the task that built it (client/batched-remote.ts).
        queueMicrotask(() => log.push(`sent ${query}`));
      });
    }
    restore.resolve();
    await tasksLater();
    expect(log).toEqual([
      'built bell',
      'sent bell',
      'built follow-ups',
      'sent follow-ups',
      'built activity',
      'sent activity',
    ]);
  });

  it("a screen's own rows (paintsFirst) are built first, however late they were asked; the rest keep their order", async () => {
    const restore = deferred();
    const turns = queriesAfterRestore(() => restore.promise);
    const built: string[] = [];
    // The header asks before the screen does (it mounts first).
    for (const [query, paintsFirst] of [
      ['bell', false],
      ['alerts', false],
      ['follow-ups', true],
      ['activity', false],
    ] as const) {
      void turns.turn(paintsFirst).then(() => built.push(query));
    }
    restore.resolve();
    await tasksLater();
    expect(built).toEqual(['follow-ups', 'bell', 'alerts', 'activity']);
  });

  it('once the copy is in, a query is built at once, with no task in between', async () => {
    const restore = deferred();
    const turns = queriesAfterRestore(() => restore.promise);
    void turns.turn();
    restore.resolve();
    await tasksLater();
    let built = false;
    void turns.turn().then(() => (built = true));
    await Promise.resolve();
    expect(built).toBe(true);
  });

  it('a restore that failed fails the queries waiting on it, and a later restore still releases its own', async () => {
    const failed = deferred();
    const next = deferred();
    let gate = failed.promise;
    const turns = queriesAfterRestore(() => gate);
    const first = turns.turn();
    failed.reject(new Error('disk'));
    await expect(first).rejects.toThrow('disk');
    gate = next.promise;
    const second = turns.turn();
    next.resolve();
    await expect(second).resolves.toBeUndefined();
  });

  it('with no stored copy kept, nothing waits', async () => {
    const turns = queriesAfterRestore(() => undefined);
    let built = false;
    void turns.turn().then(() => (built = true));
    await Promise.resolve();
    expect(built).toBe(true);
  });
});

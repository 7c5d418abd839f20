/**
 * Queries asked while the stored copy is being restored wait for it, then are built one task each:
 * first those marked `paintsFirst` (the rows a screen exists to show), then the rest, each group
 * in the order asked. Released together they were built in one task, and a task's live messages go
 * to the UI thread together (client/batched-remote.ts): the docket's first rows waited for all nine
 * of its queries to be built, about 240 ms on a warm reload. In the order asked, they still waited
 * for the header's notifications and the alerts, asked first: the first query built after a
 * restore runs the engine's code cold (about 100 ms of CPU in the warm-reload benchmark), and the
 * screen's rows should not wait for that on a badge's behalf. Once the copy is in, a query is
 * built at once.
 */
interface Waiting {
  waitFor: Promise<unknown>;
  paintsFirst: boolean;
  release(): void;
  fail(error: unknown): void;
}

export function queriesAfterRestore(gate: () => Promise<unknown> | undefined) {
  const open = new WeakSet<Promise<unknown>>();
  const waiting: Waiting[] = [];
  let draining = false;
  const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

  async function drain(): Promise<void> {
    draining = true;
    while (waiting.length) {
      // Nothing is picked before every restore it could come from has ended: the order is decided
      // among all the queries that waited for it.
      await Promise.allSettled(waiting.map((w) => w.waitFor));
      const marked = waiting.findIndex((w) => w.paintsFirst);
      const next = waiting.splice(marked >= 0 ? marked : 0, 1)[0]!;
      await nextTask();
      // A failed restore fails the queries waiting on it, not every later one.
      await next.waitFor.then(
        () => {
          open.add(next.waitFor);
          next.release();
        },
        (error: unknown) => next.fail(error),
      );
    }
    draining = false;
  }

  return {
    turn(paintsFirst = false): Promise<void> {
      const waitFor = gate();
      if (!waitFor || open.has(waitFor)) return Promise.resolve();
      return new Promise<void>((release, fail) => {
        waiting.push({ waitFor, paintsFirst, release, fail });
        if (!draining) void drain();
      });
    },
  };
}

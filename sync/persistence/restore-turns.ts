/**
 * Queries asked while the stored copy is being restored wait for it, then are built one task each,
 * in the order asked. Released together they were built in one task, and a task's live messages go
 * to the UI thread together (client/batched-remote.ts): the docket's first rows waited for all nine
 * of its queries to be built, about 240 ms on a warm reload. Once the copy is in, a query is built
 * at once.
 */
export function queriesAfterRestore(gate: () => Promise<unknown> | undefined) {
  const open = new WeakSet<Promise<unknown>>();
  let last: Promise<unknown> = Promise.resolve();
  const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  return {
    turn(): Promise<unknown> {
      const waitFor = gate();
      if (!waitFor || open.has(waitFor)) return Promise.resolve();
      const mine = last.then(() => waitFor).then(() => {
        open.add(waitFor);
        return nextTask();
      });
      // A failed step fails the queries waiting on it, not every later one.
      last = mine.catch(() => undefined);
      return mine;
    },
  };
}

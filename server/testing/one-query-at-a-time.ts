/**
 * The server suite's guard (vitest `setupFiles`): a node-postgres client handed a query while it is
 * still running another fails the test. The pool gives each statement a client of its own, so only
 * a transaction's client (one connection) can be asked twice at once: `Promise.all` over queries on
 * a `tx`. node-postgres queues them with a deprecation warning and pg 9 will refuse them; run them
 * in turn (`db/together.ts`).
 */
import pg from 'pg';

const query = pg.Client.prototype.query;
// `_activeQuery` is the field behind the `activeQuery` getter, which prints a deprecation warning on every read.
pg.Client.prototype.query = function guardedQuery(this: pg.Client & { _activeQuery?: unknown }, ...args: unknown[]) {
  if (this._activeQuery)
    throw new Error('A query was sent on a connection still running another (Promise.all on a transaction?)');
  return (query as (...rest: unknown[]) => unknown).apply(this, args);
} as typeof query;

/**
 * The start a write suite shares: the real server for the suite's tests on one database (started
 * before them, closed after), its database, and the change log as a user reads it.
 *
 * @example
 *   describe.each(DIALECTS)('notes on %s', (dialect) => {
 *     const { t, db, headOf, changesSince } = writeSuite(dialect);
 *     it('...', async () => { const org = await t.organisation('Alpha'); ... });
 *   });
 */
import { afterAll, beforeAll } from 'vitest';
import { changeHead, changesSince, type LoggedChange } from './change-log.ts';
import type { Dialect } from './databases.ts';
import { startTestServer, type TestServer, type TestServerOptions } from './harness.ts';

/** An id no row has: what a missing object is asked by. */
export const MISSING_ID = '00000000-0000-4000-8000-00000000dead';

type User = { id: string; email?: string };

export interface WriteSuite {
  /** The suite's server; usable inside tests and hooks (it starts in `beforeAll`). */
  t: TestServer;
  db(): TestServer['testDb']['database']['db'];
  /** The change log's head as this user reads it: what a test's writes come after. */
  headOf(user: User): Promise<number>;
  /** The changes after `since` this user may see, in order. */
  changesSince(user: User, since: number): Promise<LoggedChange[]>;
}

/** `options` go to the server (a test clock, say). */
export function writeSuite(dialect: Dialect, options: TestServerOptions = {}): WriteSuite {
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startTestServer(dialect, options);
  });
  afterAll(() => started?.close());
  const server = (): TestServer => {
    if (!started) throw new Error('The suite’s server starts in beforeAll: use it inside a test or a hook.');
    return started;
  };
  // A stand-in for the server the hook starts, so the suite can name it before it exists.
  const t: TestServer = {
    get server() {
      return server().server;
    },
    get baseUrl() {
      return server().baseUrl;
    },
    get config() {
      return server().config;
    },
    get testDb() {
      return server().testDb;
    },
    get token() {
      return server().token;
    },
    get transport() {
      return server().transport;
    },
    set transport(wrapped) {
      server().transport = wrapped;
    },
    organisation: (name) => server().organisation(name),
    request: (user, method, path, options) => server().request(user, method, path, options),
    close: () => server().close(),
  };
  return {
    t,
    db: () => server().testDb.database.db,
    headOf: (user) => changeHead(server(), user),
    changesSince: (user, since) => changesSince(server(), user, since),
  };
}

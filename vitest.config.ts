/**
 * Unit tests run in Node by default; a file that needs a DOM starts with
 * `// @vitest-environment happy-dom`. Kept apart from vite.config.ts so the server and domain suites
 * do not load the React, Lingui and Tailwind build plugins.
 *
 * Two projects, `client` and `server`, both sharing one module graph per worker (`isolate: false`):
 * isolated, each file spent more than half its time importing the same modules afresh (the client's
 * 123 files outside sync/: 166 s isolated, 46 s shared). The client's files (domain rules, the sync
 * engine, components, screens, the consent site) run without a database. The server's files start
 * servers and databases; they keep no state between files that a test depends on, and both
 * projects passed shuffled without isolation, on PostgreSQL and Redis, before it was switched off.
 * Two workers: with one (vitest's default on two cores) the second core sat a third idle while a
 * worker waited on PostgreSQL, PGlite or a socket; two ran the whole suite on both databases in
 * 7:33 against 8:23 to 11:26 with one (2026-12-03), all passing, the server files' templates and
 * Redis prefixes already made for several processes at once.
 */
import { defineConfig } from 'vitest/config';
import { HeavyFirstSequencer } from './test/heavy-first-sequencer.ts';

const CLIENT = ['domain', 'sync', 'workers', 'ui', 'src', 'consent'].map((folder) => `${folder}/**/*.test.{ts,tsx}`);
const SHUFFLED = process.argv.some((arg) => arg.startsWith('--sequence.shuffle'));
const SERVER = ['server', 'test'].map((folder) => `${folder}/**/*.test.{ts,tsx}`);

export default defineConfig({
  test: {
    exclude: ['node_modules/**', 'dist/**', 'test/e2e/**'],
    environment: 'node',
    isolate: false,
    maxWorkers: 2,
    testTimeout: 30_000,
    // Server suites start a real server and database in beforeAll; on a busy 2-core machine that can take a while.
    hookTimeout: 60_000,
    // A shuffled run (`--sequence.shuffle`, the order-independence check) keeps vitest's random order:
    // a sequencer set here would take the place of the one that shuffles the files.
    ...(SHUFFLED ? {} : { sequence: { sequencer: HeavyFirstSequencer } }),
    projects: [
      { extends: true, test: { name: 'client', include: CLIENT } },
      // The server's files fail a query sent on a busy connection (server/testing/one-query-at-a-time.ts).
      {
        extends: true,
        test: { name: 'server', include: SERVER, setupFiles: ['server/testing/one-query-at-a-time.ts'] },
      },
    ],
  },
});

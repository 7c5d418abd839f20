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
 * One worker (vitest's default on two cores): two measured within this machine's noise of one
 * (13.4 against about 14 minutes), the suite being bound by the CPU its servers and databases share.
 */
import { defineConfig } from 'vitest/config';

const CLIENT = ['domain', 'sync', 'workers', 'ui', 'src', 'consent'].map((folder) => `${folder}/**/*.test.{ts,tsx}`);
const SERVER = ['server', 'test'].map((folder) => `${folder}/**/*.test.{ts,tsx}`);

export default defineConfig({
  test: {
    exclude: ['node_modules/**', 'dist/**', 'test/e2e/**'],
    environment: 'node',
    isolate: false,
    testTimeout: 30_000,
    // Server suites start a real server and database in beforeAll; on a busy 2-core machine that can take a while.
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'client', include: CLIENT } },
      { extends: true, test: { name: 'server', include: SERVER } },
    ],
  },
});

/**
 * Unit tests run in Node by default; a file that needs a DOM starts with
 * `// @vitest-environment happy-dom`. Kept apart from vite.config.ts so the server and domain suites
 * do not load the React, Lingui and Tailwind build plugins.
 */
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{domain,server,sync,workers,ui,src,consent,test}/**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'dist/**', 'test/e2e/**'],
    environment: 'node',
    // Vitest's default (one fewer than the cores) is a single worker on a 2-core machine, yet the
    // server suites spend much of their time waiting on PostgreSQL and PGlite: two workers there
    // took the whole run from 10.7 to 7.5 minutes.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    // Server suites start a real server and database in beforeAll; on a busy 2-core machine that can take a while.
    hookTimeout: 60_000,
  },
});

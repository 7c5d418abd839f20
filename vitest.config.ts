/**
 * Unit tests run in Node by default; a file that needs a DOM starts with
 * `// @vitest-environment happy-dom`. Kept apart from vite.config.ts so the server and domain suites
 * do not load the React, Lingui and Tailwind build plugins.
 *
 * Two projects. The client's files (domain rules, the sync engine, components, screens, the consent
 * site) share one module graph per worker: isolated, they spent more than half their time importing
 * the same modules afresh (the 123 outside sync/: 166 s isolated, 46 s shared). They keep no state
 * between files that a test depends on, and pass shuffled. The server's files stay isolated until a
 * shuffled run without isolation has passed: they hold process-wide state (signing keys, caches,
 * timers) that a fresh module graph resets.
 */
import { defineConfig } from 'vitest/config';

const CLIENT = ['domain', 'sync', 'workers', 'ui', 'src', 'consent'].map((folder) => `${folder}/**/*.test.{ts,tsx}`);
const SERVER = ['server', 'test'].map((folder) => `${folder}/**/*.test.{ts,tsx}`);

export default defineConfig({
  test: {
    exclude: ['node_modules/**', 'dist/**', 'test/e2e/**'],
    environment: 'node',
    testTimeout: 30_000,
    // Server suites start a real server and database in beforeAll; on a busy 2-core machine that can take a while.
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'client', include: CLIENT, isolate: false } },
      { extends: true, test: { name: 'server', include: SERVER } },
    ],
  },
});

/**
 * Unit tests run in Node by default; a file that needs a DOM starts with
 * `// @vitest-environment happy-dom`. Kept apart from vite.config.ts so the server and domain suites
 * do not load the React, Lingui and Tailwind build plugins.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{domain,server,sync,workers,ui,src,consent,test}/**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'dist/**', 'test/e2e/**'],
    environment: 'node',
    testTimeout: 30_000,
    // Server suites start a real server and database in beforeAll; on a busy 2-core machine that can take a while.
    hookTimeout: 60_000,
  },
});

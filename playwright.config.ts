/**
 * End-to-end tests: Debian's Chromium against the real server (started by test/e2e/global-setup.ts
 * on a free port with a fresh database) serving the built app (`npm run test:e2e` builds first).
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_CHROMIUM } from './test/e2e/chromium.ts';

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './test/e2e/global-setup.ts',
  // A spec file runs on one worker, in order; each worker has its own server and database
  // (global-setup.ts), so files on two workers never see each other's writes. Within a worker, tests
  // stay independent by signing in afresh in their own context.
  fullyParallel: false,
  // Three workers ran the suite in 18:15 against two's 16:26 here (2026-12-03): two cores leave no idle time to fill.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // A test's budget: the member page's and member list's walks with axe scans take 40-55 s beside a second busy
  // worker on two cores (CI, 2026-12-02), too close to a minute.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    browserName: 'chromium',
    // baseURL is set per test from the server global setup started (see fixtures.ts).
    // A trace records the page throughout (screenshots and snapshots): costly on two cores for every
    // test, so it is recorded only when a failed test runs again (CI retries once).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    timezoneId: 'America/Chicago',
    launchOptions: {
      // `npx playwright install` cannot download browsers here; Debian's packages are the browser:
      // its headless shell (Playwright's own choice for headless runs) has no browser window, tab strip
      // or GPU process to drive, and ran the docket, member page and notes specs in 2:30 against the
      // full browser's 3:12 (2026-12-03). The members map, which needs WebGL, asks for the full one.
      executablePath: process.env.E2E_CHROMIUM ?? HEADLESS_CHROMIUM,
      args: [...CHROMIUM_ARGS],
    },
  },
});

/**
 * Every end-to-end test fails on a console error or an uncaught page error it did not expect: a
 * blocked style, a missing icon or a React warning is a fault a user's browser shows too. A spec
 * that provokes errors on purpose (a refused call, a dropped connection) names them, for the file
 * (`test.use({ expectedConsoleErrors: /…/ })`, one pattern: Playwright would read an array as a
 * fixture's definition) or for one test (`consoleGuard.allow(/…/)`).
 * Pages of every context the test's `context` opens are watched (popups included); contexts a test
 * makes itself with `browser.newContext()` are watched with `consoleErrorsOf(context)`.
 */
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

/** Collects the console errors and page errors of every page of `context` into `seen`, from now on. */
function watchContext(context: BrowserContext, seen: string[]): void {
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() === 'error') seen.push(`console: ${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => seen.push(`pageerror: ${error.message}`));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
}

/** The errors a context the test made itself shows from now on (a second user's browser): expect it empty at the end. */
export function consoleErrorsOf(context: BrowserContext): readonly string[] {
  const seen: string[] = [];
  watchContext(context, seen);
  return seen;
}

export interface ConsoleGuard {
  /** This test expects errors matching `pattern` (checked against `console: text (url)` or `pageerror: message`). */
  allow(pattern: RegExp): void;
}

export interface ConsoleGuardFixtures {
  expectedConsoleErrors: RegExp | null;
  consoleGuard: ConsoleGuard;
}

export const guardedTest = base.extend<ConsoleGuardFixtures>({
  expectedConsoleErrors: [null, { option: true }],
  consoleGuard: [
    async ({ context, expectedConsoleErrors }, use, testInfo) => {
      const seen: string[] = [];
      const allowed = expectedConsoleErrors ? [expectedConsoleErrors] : [];
      watchContext(context, seen);
      await use({ allow: (pattern) => allowed.push(pattern) });
      // A test that already failed says why itself; its console is in its trace.
      if (testInfo.status !== testInfo.expectedStatus) return;
      const unexpected = seen.filter((line) => !allowed.some((pattern) => pattern.test(line)));
      expect(unexpected, 'console errors and page errors this test did not expect').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Builds the large-table page (index.html + main.tsx beside this file) with Vite into a folder of
 * its own (not dist/, which the portal's build owns) and serves it to a Playwright page from
 * disk through request interception: no server to start or stop.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';

const HERE = import.meta.dirname;
/** A made-up origin: every request to it is answered from the built folder. */
export const LARGE_TABLE_ORIGIN = 'http://large-table.test';

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

export interface LargeTableSite {
  dir: string;
  /** Opens the page (`query` e.g. `?rows=5000&mode=window`) in `page`. */
  open(page: Page, query?: string): Promise<void>;
  remove(): Promise<void>;
}

export async function buildLargeTableSite(): Promise<LargeTableSite> {
  const dir = await mkdtemp(path.join(tmpdir(), 'large-table-'));
  // Imported here so specs that never build it do not load Vite.
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const { default: tailwindcss } = await import('@tailwindcss/vite');
  await build({
    configFile: false,
    root: HERE,
    base: '/',
    logLevel: 'warn',
    plugins: [react(), tailwindcss()],
    build: { outDir: dir, emptyOutDir: true },
  });
  return {
    dir,
    async open(page, query = '') {
      await page.route(`${LARGE_TABLE_ORIGIN}/**`, async (route) => {
        const { pathname } = new URL(route.request().url());
        const file = path.join(dir, pathname === '/' ? 'index.html' : pathname);
        if (!file.startsWith(dir)) return route.fulfill({ status: 404 });
        const body = await readFile(file).catch(() => null);
        return body
          ? route.fulfill({ body, contentType: TYPES[path.extname(file)] ?? 'application/octet-stream' })
          : route.fulfill({ status: 404 });
      });
      await page.goto(`${LARGE_TABLE_ORIGIN}/${query}`);
      await page.waitForFunction(() => 'largeTable' in window);
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/**
 * The consent site's weight and speed: its JavaScript gzipped (budget 90 KB for the whole site)
 * next to the portal's, read from the built dist/; then Lighthouse (mobile settings, Debian's
 * Chromium) on the welcome page and a term page when the `lighthouse` package is installed, and
 * in any case the time to a usable page on a throttled phone measured with Playwright.
 *
 * Run alone with `npx tsx test/bench/consent.ts` after `npx vite build`, or from run.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, devices } from '@playwright/test';
import { startConsentServer, type ConsentServer } from '../e2e/consent/consent-site.ts';
import { fmt, printTable, verdict } from './report.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** 90 KB, counted in kB of 1,000 bytes like Vite's build report (the stricter reading). */
export const CONSENT_JS_BUDGET_BYTES = 90_000;
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export interface BundleFigures {
  /** JS the page's HTML loads (entry + modulepreloads + their static imports). */
  initial: { files: string[]; gzip: number; raw: number };
  /** Everything reachable, lazy chunks included. */
  total: { files: string[]; gzip: number; raw: number };
}

/** Follows the HTML's scripts and every import of each chunk, summing gzipped sizes. */
export function measureEntry(distDir: string, htmlFile: string): BundleFigures {
  const html = readFileSync(path.join(distDir, htmlFile), 'utf8');
  const roots = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]!);
  const resolve = (from: string, spec: string) => (spec.startsWith('/') ? spec : path.posix.join(path.posix.dirname(from), spec));
  const walk = (start: string[], lazyToo: boolean) => {
    const seen = new Set<string>();
    const queue = [...start];
    while (queue.length) {
      const file = queue.shift()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const code = readFileSync(path.join(distDir, file), 'utf8');
      for (const m of code.matchAll(/(?:from|import)\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)) queue.push(resolve(file, m[1]!));
      if (lazyToo) for (const m of code.matchAll(/import\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g)) queue.push(resolve(file, m[1]!));
      // Vite's preload helper lists lazy chunks as plain strings ("assets/x.js").
      if (lazyToo) for (const m of code.matchAll(/["'`](assets\/[^"'`]+\.js)["'`]/g)) queue.push(`/${m[1]!}`);
    }
    const files = [...seen];
    const bytes = files.map((f) => readFileSync(path.join(distDir, f)));
    return { files, raw: bytes.reduce((a, b) => a + b.length, 0), gzip: bytes.reduce((a, b) => a + gzipSync(b).length, 0) };
  };
  return { initial: walk(roots, false), total: walk(roots, true) };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Lighthouse's default configuration is the mobile one (emulated phone, slow 4G, 4x CPU). */
async function lighthouseScores(urls: Record<string, string>): Promise<Record<string, { performance: number; accessibility: number }> | string> {
  let lighthouse: (url: string, flags: object) => Promise<{ lhr: { categories: Record<string, { score: number | null }> } } | undefined>;
  let launch: (options: object) => Promise<{ port: number; kill(): Promise<void> | void }>;
  try {
    // Optional packages: named through variables so the type check does not require them.
    const lighthouseName = 'lighthouse';
    const launcherName = 'chrome-launcher';
    lighthouse = ((await import(lighthouseName)) as { default: typeof lighthouse }).default;
    launch = ((await import(launcherName)) as { launch: typeof launch }).launch;
  } catch {
    return 'not run: the `lighthouse` package is not installed (npm install --save-dev lighthouse)';
  }
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  try {
    const scores: Record<string, { performance: number; accessibility: number }> = {};
    for (const [name, url] of Object.entries(urls)) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
      const categories = result?.lhr.categories ?? {};
      scores[name] = { performance: Math.round((categories.performance?.score ?? 0) * 100), accessibility: Math.round((categories.accessibility?.score ?? 0) * 100) };
    }
    return scores;
  } finally {
    await chrome.kill();
  }
}

/** Time until the page is usable on a throttled phone (slow 4G, 4x CPU), measured in Chromium. */
async function throttledLoads(urls: Record<string, { url: string; ready: string }>) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7'];
  const rows: (string | number)[][] = [];
  try {
    for (const [name, { url, ready }] of Object.entries(urls)) {
      const context = await browser.newContext(phone);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const started = Date.now();
      await page.goto(url);
      await page.getByRole('button', { name: ready }).or(page.getByRole('link', { name: ready })).first().waitFor();
      const usable = Date.now() - started;
      const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
      rows.push([name, fmt(fcp, 0), String(usable)]);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

export async function benchConsentSite(options: { distDir?: string } = {}): Promise<void> {
  const distDir = options.distDir ?? path.join(ROOT, 'dist');
  if (!existsSync(path.join(distDir, 'consent', 'index.html'))) {
    console.log('\nConsent site: dist/consent/index.html is missing; run `npx vite build` first.');
    return;
  }
  const consent = measureEntry(distDir, 'consent/index.html');
  const portal = existsSync(path.join(distDir, 'index.html')) ? measureEntry(distDir, 'index.html') : undefined;
  printTable(
    'Bundle size (JavaScript, gzip at zlib default level, kB = 1,000 bytes)',
    ['site', 'initial load', 'whole site', 'chunks', 'budget', 'verdict'],
    [
      ['consent', kb(consent.initial.gzip), kb(consent.total.gzip), consent.total.files.length, kb(CONSENT_JS_BUDGET_BYTES), verdict(consent.total.gzip < CONSENT_JS_BUDGET_BYTES)],
      ...(portal ? [['portal', kb(portal.initial.gzip), kb(portal.total.gzip), portal.total.files.length, '—', '—']] : []),
    ],
  );
  console.log(`consent chunks: ${consent.total.files.join(', ')}`);

  let server: ConsentServer | undefined;
  try {
    server = await startConsentServer();
    const { key } = await server.newMemberLink();
    const welcome = `${server.t.baseUrl}/consent/?key=${key}`;
    const term = `${server.t.baseUrl}/consent/tcpa-text-messaging?key=${key}`;
    const scores = await lighthouseScores({ welcome, term });
    if (typeof scores === 'string') console.log(`\nLighthouse: ${scores}`);
    else {
      printTable(
        'Lighthouse (mobile): targets performance 95+, accessibility 100',
        ['page', 'performance', 'accessibility', 'verdict'],
        Object.entries(scores).map(([page, s]) => [page, s.performance, s.accessibility, verdict(s.performance >= 95 && s.accessibility === 100)]),
      );
    }
    printTable(
      'Throttled phone (Pixel 7, slow 4G 150 ms / 1.6 Mbps, 4x CPU), ms',
      ['page', 'first contentful paint', 'usable (content from the API shown)'],
      await throttledLoads({ welcome: { url: welcome, ready: 'Begin Enrollment' }, term: { url: term, ready: 'Save and Continue' } }),
    );
  } finally {
    await server?.t.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchConsentSite();
  process.exit(0);
}

/**
 * The consent site's weight and speed: its JavaScript gzipped (budget 90 KB for the whole site)
 * next to the portal's, read from the built dist/; then Lighthouse (mobile settings, Debian's
 * Chromium) on the welcome page and a term page when the `lighthouse` package is installed, and
 * in any case the time to a usable page on a throttled phone measured with Playwright.
 *
 * Run alone with `npx tsx test/bench/consent.ts` after `npx vite build`, or from run.ts.
 * LIGHTHOUSE_RUNS=N runs Lighthouse N times per page (default 3; scores on a shared machine are
 * noisy, so the spread is printed); LIGHTHOUSE_JSON_DIR=dir keeps every report there.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
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

/** 300 KB for the docket route's scripts, page and sync worker together (issue #13). */
export const DOCKET_ROUTE_BUDGET_BYTES = 300_000;

/** Code that belongs to other screens and must load with them, not with the docket: what marks it in a chunk. */
const NOT_FOR_THE_DOCKET: Record<string, RegExp> = { 'rich-text editor (tiptap)': /ProseMirror-focused/, 'map (deck.gl)': /luma\.gl/ };

/**
 * What the docket route loads: the portal's initial scripts (entry, preloads, static imports) and
 * the sync worker with its own imports; and whether the editor or the map crept into them.
 */
export function printDocketRouteWeight(distDir: string, portal: BundleFigures): void {
  const worker = readdirSync(path.join(distDir, 'assets')).filter((file) => /^sync\.worker-.*\.js$/.test(file)).map((file) => `/assets/${file}`);
  const files = [...new Set([...portal.initial.files, ...worker])];
  const bytes = files.map((file) => readFileSync(path.join(distDir, file)));
  const gzip = bytes.reduce((sum, body) => sum + gzipSync(body).length, 0);
  const intruders = Object.entries(NOT_FOR_THE_DOCKET).filter(([, marker]) => bytes.some((body) => marker.test(body.toString('utf8')))).map(([name]) => name);
  printTable('The docket route\'s scripts (page + sync worker, gzip)', ['measure', 'ours', 'target', 'verdict'], [
    ['portal initial + worker', kb(gzip), kb(DOCKET_ROUTE_BUDGET_BYTES), verdict(gzip < DOCKET_ROUTE_BUDGET_BYTES)],
    ['other screens\' heavy code in it', intruders.join(', ') || 'none', 'none', verdict(intruders.length === 0)],
  ]);
  console.log(`docket route chunks: ${files.map((file) => `${file} ${kb(gzipSync(readFileSync(path.join(distDir, file))).length)}`).join(', ')}`);
}

interface LighthouseRun {
  performance: number;
  accessibility: number;
  /** Milliseconds (CLS: unitless; bytes: as transferred), as Lighthouse's simulated slow-4G phone reports them. */
  metrics: Record<LighthouseMetric, number>;
}

/** The metrics the performance score is made of (weights in Lighthouse 12: TBT 30, LCP 25, CLS 25, FCP 10, SI 10), and the bytes transferred. */
const LIGHTHOUSE_METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
  bytes: 'total-byte-weight',
} as const;
type LighthouseMetric = keyof typeof LIGHTHOUSE_METRICS;

interface LighthouseResult {
  lhr: { categories: Record<string, { score: number | null }>; audits: Record<string, { numericValue?: number; score: number | null; title: string }> };
  report: string | string[];
}

/**
 * Lighthouse's default configuration is the mobile one (emulated phone, slow 4G, 4x CPU). Each
 * page runs `runs` times (env LIGHTHOUSE_RUNS, default 3): scores on a shared machine are noisy,
 * so the spread matters as much as one figure. LIGHTHOUSE_JSON_DIR keeps every report.
 */
async function lighthouseRuns(urls: Record<string, string>, runs: number): Promise<Record<string, LighthouseRun[]> | string> {
  let lighthouse: (url: string, flags: object) => Promise<LighthouseResult | undefined>;
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
  const jsonDir = process.env.LIGHTHOUSE_JSON_DIR;
  if (jsonDir) mkdirSync(jsonDir, { recursive: true });
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  try {
    const results: Record<string, LighthouseRun[]> = {};
    for (let run = 0; run < runs; run++) {
      for (const [name, url] of Object.entries(urls)) {
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
        if (!result) continue;
        const { categories, audits } = result.lhr;
        if (jsonDir) writeFileSync(path.join(jsonDir, `${name}-${run + 1}.json`), typeof result.report === 'string' ? result.report : (result.report[0] ?? ''));
        const metrics = Object.fromEntries(
          Object.entries(LIGHTHOUSE_METRICS).map(([metric, audit]) => [metric, audits[audit]?.numericValue ?? Number.NaN]),
        ) as Record<LighthouseMetric, number>;
        (results[name] ??= []).push({
          performance: Math.round((categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
          metrics,
        });
      }
    }
    return results;
  } finally {
    await chrome.kill();
  }
}

/** `median (min–max)` of a list of figures. */
function spread(values: number[], digits = 0): string {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
  return sorted.length > 1 ? `${fmt(median, digits)} (${fmt(sorted[0]!, digits)}–${fmt(sorted.at(-1)!, digits)})` : fmt(median, digits);
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
  if (portal) printDocketRouteWeight(distDir, portal);
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
    const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 1);
    const lighthouseResults = await lighthouseRuns({ welcome, term }, runs);
    if (typeof lighthouseResults === 'string') console.log(`\nLighthouse: ${lighthouseResults}`);
    else {
      const pages = Object.entries(lighthouseResults);
      printTable(
        `Lighthouse (mobile), ${runs} run(s) per page, median (min–max): targets performance 95+, accessibility 100`,
        ['page', 'performance', 'accessibility', 'verdict'],
        pages.map(([page, all]) => {
          const worst = { performance: Math.min(...all.map((r) => r.performance)), accessibility: Math.min(...all.map((r) => r.accessibility)) };
          return [page, spread(all.map((r) => r.performance)), spread(all.map((r) => r.accessibility)), verdict(worst.performance >= 95 && worst.accessibility === 100)];
        }),
      );
      printTable(
        'Lighthouse metrics (simulated slow 4G, 4x CPU), median (min–max): ms, CLS unitless',
        ['page', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index', 'transferred'],
        pages.map(([page, all]) => [
          page,
          spread(all.map((r) => r.metrics.fcp)),
          spread(all.map((r) => r.metrics.lcp)),
          spread(all.map((r) => r.metrics.tbt)),
          spread(all.map((r) => r.metrics.cls), 3),
          spread(all.map((r) => r.metrics.si)),
          kb(all[0]?.metrics.bytes ?? Number.NaN),
        ]),
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

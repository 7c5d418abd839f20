/**
 * The consent site's weight and speed: its JavaScript gzipped (budget 90 KB for the whole site)
 * next to the portal's, read from the built dist/; then Lighthouse (mobile settings, Debian's
 * Chromium) on the welcome page and a term page when the `lighthouse` package is installed, and
 * in any case the time to a usable page on a throttled phone measured with Playwright.
 *
 * First the portal's docket route (page + sync worker + starting catalog, each file once; then a
 * first visit in Chromium on the benchmark server when PostgreSQL is there, see bench-server.ts).
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
import { recordTarget } from './scoreboard.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** 90 KB, counted in kB of 1,000 bytes like Vite's build report (the stricter reading). */
export const CONSENT_JS_BUDGET_BYTES = 90_000;
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface BundleFigures {
  /** JS the page's HTML loads (entry + modulepreloads + their static imports). */
  initial: { files: string[]; gzip: number; raw: number };
  /** Everything reachable, lazy chunks included. */
  total: { files: string[]; gzip: number; raw: number };
}

/** Follows the HTML's scripts and every import of each chunk, summing gzipped sizes. */
export function measureEntry(distDir: string, htmlFile: string): BundleFigures {
  const html = readFileSync(path.join(distDir, htmlFile), 'utf8');
  const roots = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map(
    (m) => m[1]!,
  );
  const resolve = (from: string, spec: string) =>
    spec.startsWith('/') ? spec : path.posix.join(path.posix.dirname(from), spec);
  const walk = (start: string[], lazyToo: boolean) => {
    const seen = new Set<string>();
    const queue = [...start];
    while (queue.length) {
      const file = queue.shift()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const code = readFileSync(path.join(distDir, file), 'utf8');
      for (const m of code.matchAll(/(?:from|import)\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g))
        queue.push(resolve(file, m[1]!));
      if (lazyToo)
        for (const m of code.matchAll(/import\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g))
          queue.push(resolve(file, m[1]!));
      // Vite's preload helper lists lazy chunks as plain strings ("assets/x.js").
      if (lazyToo) for (const m of code.matchAll(/["'`](assets\/[^"'`]+\.js)["'`]/g)) queue.push(`/${m[1]!}`);
    }
    const files = [...seen];
    const bytes = files.map((f) => readFileSync(path.join(distDir, f)));
    return {
      files,
      raw: bytes.reduce((a, b) => a + b.length, 0),
      gzip: bytes.reduce((a, b) => a + gzipSync(b).length, 0),
    };
  };
  return { initial: walk(roots, false), total: walk(roots, true) };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** 300 KB for the docket route's scripts, page and sync worker together (issue #13). */
export const DOCKET_ROUTE_BUDGET_BYTES = 300_000;

/**
 * Code that belongs to other screens and must load with them, not with the docket: what marks it,
 * in a chunk's text or its name (the admin portal's chunk is named after src/admin/AdminPortal.tsx).
 */
const NOT_FOR_THE_DOCKET: Record<string, RegExp> = {
  'rich-text editor (tiptap)': /ProseMirror-focused/,
  'map (deck.gl)': /luma\.gl/,
  'admin portal': /^\/assets\/AdminPortal-/,
  // The consent site's identity step.
  'consent site': /identity-heading/,
};

/** The language a first visit starts in (the browser's; the benchmark's Chromium asks for English). */
const START_LOCALE = 'en';

/** `files` and everything they import statically (`import … from "./x.js"`), as /assets/… paths. */
function staticClosure(distDir: string, files: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...files];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(path.join(distDir, file), 'utf8');
    for (const m of code.matchAll(/(?:from|import)\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g))
      queue.push(path.posix.join(path.posix.dirname(file), m[1]!));
  }
  return [...seen];
}

/**
 * What the docket route loads, read from dist/: the page's initial scripts (entry, preloads, their
 * static imports), the catalog of the language it starts in (imported before the first render),
 * and the sync worker with its static imports. The worker is an entry of the same build, so the
 * chunks both threads run are one file, fetched once: each file is counted once.
 */
export function docketRouteFiles(
  distDir: string,
  portal: BundleFigures,
): { page: string[]; worker: string[]; all: string[] } {
  const assets = readdirSync(path.join(distDir, 'assets'));
  const catalog = assets
    .filter((file) => new RegExp(`^${START_LOCALE}-[\\w-]{8}\\.js$`).test(file))
    .map((file) => `/assets/${file}`);
  const page = staticClosure(distDir, [...portal.initial.files, ...catalog]);
  const worker = staticClosure(
    distDir,
    assets.filter((file) => /^sync\.worker-.*\.js$/.test(file)).map((file) => `/assets/${file}`),
  );
  return { page, worker, all: [...new Set([...page, ...worker])] };
}

const gzipOf = (distDir: string, file: string) => gzipSync(readFileSync(path.join(distDir, file))).length;

/** Decodes a source map's VLQ `mappings` into [generated column, source index] per segment, per line. */
function decodeMappings(mappings: string): [number, number | undefined][][] {
  const digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let source = 0;
  return mappings.split(';').map((line) => {
    let column = 0;
    return line
      .split(',')
      .filter(Boolean)
      .map((segment) => {
        const values: number[] = [];
        for (let i = 0, value = 0, shift = 0; i < segment.length; i++) {
          const digit = digits.indexOf(segment[i]!);
          value += (digit & 31) << shift;
          if (digit & 32) shift += 5;
          else {
            values.push(value & 1 ? -(value >>> 1) : value >>> 1);
            value = 0;
            shift = 0;
          }
        }
        column += values[0]!;
        if (values.length > 1) source += values[1]!;
        return [column, values.length > 1 ? source : undefined];
      });
  });
}

/** Where a source file's bytes are reported: its npm package, else its top folder (src/ by feature). */
function sourceGroup(source: string): string {
  const own = path.relative(ROOT, source);
  const pkg = own.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1]!;
  const parts = own.split('/');
  return parts.slice(0, parts[0] === 'src' ? 2 : 1).join('/');
}

/**
 * Gzip bytes by source, when the build has source maps (`npx vite build --sourcemap`): each file's
 * gzip size shared out in proportion to the minified characters each source produced.
 */
function bytesBySource(distDir: string, files: string[]): Map<string, number> | undefined {
  if (!files.some((file) => existsSync(path.join(distDir, `${file}.map`)))) return undefined;
  const totals = new Map<string, number>();
  for (const file of files) {
    const mapFile = path.join(distDir, `${file}.map`);
    if (!existsSync(mapFile)) {
      totals.set('(files without a map)', (totals.get('(files without a map)') ?? 0) + gzipOf(distDir, file));
      continue;
    }
    const code = readFileSync(path.join(distDir, file), 'utf8');
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string };
    const perChar = gzipOf(distDir, file) / code.length;
    const lines = code.split('\n');
    decodeMappings(map.mappings).forEach((segments, index) => {
      const length = lines[index]?.length ?? 0;
      segments.forEach(([column, source], i) => {
        const group =
          source === undefined
            ? '(generated)'
            : sourceGroup(path.resolve(path.dirname(mapFile), map.sources[source] ?? ''));
        totals.set(group, (totals.get(group) ?? 0) + ((segments[i + 1]?.[0] ?? length) - column) * perChar);
      });
    });
  }
  return totals;
}

/**
 * The docket route's JavaScript as a first visit in Chromium loads it: signed in on the benchmark
 * server, the browser's cache emptied, the docket reloaded until its first row; every script the
 * page and its worker fetched (resource timing in both), with the bytes on the wire (the server's
 * brotli) and, for the target's unit, each distinct file's gzip size from dist/.
 */
async function docketRouteInChromium(
  distDir: string,
): Promise<{ files: string[]; wire: number; cached: number } | string> {
  let bench: Awaited<ReturnType<typeof import('./bench-server.ts').startBenchServer>> | undefined;
  try {
    bench = await (await import('./bench-server.ts')).startBenchServer();
  } catch (error) {
    return `not measured in Chromium: the benchmark server did not start (${String(error)})`;
  }
  const { launchChromium, signIn } = await import('./browser.ts');
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await signIn(page, bench.baseUrl);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.reload();
    await page.locator('[data-row-id]').first().waitFor({ timeout: 60_000 });
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => /sync\.worker-/.test(entry.name)),
    );
    type Entry = { name: string; transferSize: number; encodedBodySize: number };
    const scripts = (entries: Entry[]) => entries.filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
    const read = () =>
      performance.getEntriesByType('resource').map((entry) => ({
        name: entry.name,
        transferSize: (entry as PerformanceResourceTiming).transferSize,
        encodedBodySize: (entry as PerformanceResourceTiming).encodedBodySize,
      }));
    const pageEntries = scripts(await page.evaluate(read));
    const workerEntries = scripts((await page.workers()[0]?.evaluate(read)) ?? []);
    const entries = [...pageEntries, ...workerEntries];
    const files = [...new Set(entries.map((entry) => new URL(entry.name).pathname))].filter((file) =>
      existsSync(path.join(distDir, file)),
    );
    // A script both threads ask for comes over the wire once; the second read is the cache's (transferSize 0).
    const wire = entries
      .filter((entry) => entry.transferSize > 0)
      .reduce((sum, entry) => sum + entry.encodedBodySize, 0);
    return { files, wire, cached: entries.filter((entry) => entry.transferSize === 0).length };
  } catch (error) {
    return `not measured in Chromium: ${String(error)}`;
  } finally {
    await browser.close();
    await bench.close();
  }
}

/**
 * The docket route's weight from dist/ (what the HTML and the worker import), checked against a
 * first visit in Chromium, which is the truth; and whether other screens' heavy code crept in.
 */
export async function printDocketRouteWeight(
  distDir: string,
  portal: BundleFigures,
  options: { chromium?: boolean } = {},
): Promise<void> {
  const route = docketRouteFiles(distDir, portal);
  const gzipTotal = (files: string[]) => files.reduce((sum, file) => sum + gzipOf(distDir, file), 0);
  const gzip = gzipTotal(route.all);
  const texts = route.all.map((file) => [file, readFileSync(path.join(distDir, file), 'utf8')]);
  const intruders = Object.entries(NOT_FOR_THE_DOCKET)
    .filter(([, marker]) => texts.some((text) => text.some((part) => marker.test(part))))
    .map(([name]) => name);
  const browser = options.chromium === false ? 'not run' : await docketRouteInChromium(distDir);
  const shared = route.page.filter((file) => route.worker.includes(file));
  printTable(
    "The docket route's scripts (page + sync worker, gzip, kB = 1,000 bytes)",
    ['measure', 'ours', 'target', 'verdict'],
    [
      [
        'from dist/: page + catalog + worker, each file once',
        kb(gzip),
        kb(DOCKET_ROUTE_BUDGET_BYTES),
        verdict(gzip < DOCKET_ROUTE_BUDGET_BYTES),
      ],
      ['  of which the page (entry, preloads, catalog)', kb(gzipTotal(route.page)), '—', '—'],
      ['  of which the worker (its entry and imports)', kb(gzipTotal(route.worker)), '—', '—'],
      ['  of which shared by both (fetched once)', kb(gzipTotal(shared)), '—', '—'],
      ...(typeof browser === 'string'
        ? [['first visit in Chromium', browser, kb(DOCKET_ROUTE_BUDGET_BYTES), '—']]
        : [
            [
              'first visit in Chromium: scripts fetched (gzip)',
              `${kb(gzipTotal(browser.files))} in ${browser.files.length} files`,
              kb(DOCKET_ROUTE_BUDGET_BYTES),
              verdict(gzipTotal(browser.files) < DOCKET_ROUTE_BUDGET_BYTES),
            ],
            [
              '  on the wire (brotli), cache reads not counted',
              `${kb(browser.wire)} (${browser.cached} reads from cache)`,
              '—',
              '—',
            ],
            // Chunks the docket imports on demand at its first paint (the analytics panel's): in the Chromium figure only.
            [
              '  lazy chunks the first paint asked for',
              browser.files.filter((file) => !route.all.includes(file)).join(', ') || 'none',
              '—',
              '—',
            ],
          ]),
      ["other screens' heavy code in it", intruders.join(', ') || 'none', 'none', verdict(intruders.length === 0)],
    ],
  );
  recordTarget('docket route JavaScript (gzip)', {
    measured: `${kb(gzip)} from dist/${typeof browser === 'string' ? '' : `, ${kb(gzipTotal(browser.files))} fetched in Chromium`}; other screens' code: ${intruders.join(', ') || 'none'}`,
    target: `< ${kb(DOCKET_ROUTE_BUDGET_BYTES)}, no map, editor, admin or consent site`,
    baseline: '',
    met: gzip < DOCKET_ROUTE_BUDGET_BYTES && intruders.length === 0,
  });
  console.log(`docket route chunks: ${route.all.map((file) => `${file} ${kb(gzipOf(distDir, file))}`).join(', ')}`);
  const bySource = bytesBySource(distDir, route.all);
  if (!bySource) {
    console.log('(by source: build with `npx vite build --sourcemap` for the table of what takes the bytes)');
    return;
  }
  const rows = [...bySource].sort((a, b) => b[1] - a[1]);
  printTable(
    "What takes the docket route's bytes (gzip, shared out by source map)",
    ['source', 'gzip', 'share'],
    [
      ...rows.slice(0, 20).map(([source, bytes]) => [source, kb(bytes), `${((bytes / gzip) * 100).toFixed(0)}%`]),
      ['everything else', kb(rows.slice(20).reduce((sum, [, bytes]) => sum + bytes, 0)), ''],
    ],
  );
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
  lhr: {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number; score: number | null; title: string }>;
  };
  report: string | string[];
}

/**
 * Lighthouse's default configuration is the mobile one (emulated phone, slow 4G, 4x CPU). Each
 * page runs `runs` times (env LIGHTHOUSE_RUNS, default 3): scores on a shared machine are noisy,
 * so the spread matters as much as one figure. LIGHTHOUSE_JSON_DIR keeps every report.
 */
async function lighthouseRuns(
  urls: Record<string, string>,
  runs: number,
): Promise<Record<string, LighthouseRun[]> | string> {
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
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        if (!result) continue;
        const { categories, audits } = result.lhr;
        if (jsonDir)
          writeFileSync(
            path.join(jsonDir, `${name}-${run + 1}.json`),
            typeof result.report === 'string' ? result.report : (result.report[0] ?? ''),
          );
        const metrics = Object.fromEntries(
          Object.entries(LIGHTHOUSE_METRICS).map(([metric, audit]) => [
            metric,
            audits[audit]?.numericValue ?? Number.NaN,
          ]),
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
  return sorted.length > 1
    ? `${fmt(median, digits)} (${fmt(sorted[0]!, digits)}–${fmt(sorted.at(-1)!, digits)})`
    : fmt(median, digits);
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
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const started = Date.now();
      await page.goto(url);
      await page
        .getByRole('button', { name: ready })
        .or(page.getByRole('link', { name: ready }))
        .first()
        .waitFor();
      const usable = Date.now() - started;
      const fcp = await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      );
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
  if (portal) await printDocketRouteWeight(distDir, portal);
  printTable(
    'Bundle size (JavaScript, gzip at zlib default level, kB = 1,000 bytes)',
    ['site', 'initial load', 'whole site', 'chunks', 'budget', 'verdict'],
    [
      [
        'consent',
        kb(consent.initial.gzip),
        kb(consent.total.gzip),
        consent.total.files.length,
        kb(CONSENT_JS_BUDGET_BYTES),
        verdict(consent.total.gzip < CONSENT_JS_BUDGET_BYTES),
      ],
      ...(portal
        ? [['portal', kb(portal.initial.gzip), kb(portal.total.gzip), portal.total.files.length, '—', '—']]
        : []),
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
          const worst = {
            performance: Math.min(...all.map((r) => r.performance)),
            accessibility: Math.min(...all.map((r) => r.accessibility)),
          };
          return [
            page,
            spread(all.map((r) => r.performance)),
            spread(all.map((r) => r.accessibility)),
            verdict(worst.performance >= 95 && worst.accessibility === 100),
          ];
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
          spread(
            all.map((r) => r.metrics.cls),
            3,
          ),
          spread(all.map((r) => r.metrics.si)),
          kb(all[0]?.metrics.bytes ?? Number.NaN),
        ]),
      );
    }
    printTable(
      'Throttled phone (Pixel 7, slow 4G 150 ms / 1.6 Mbps, 4x CPU), ms',
      ['page', 'first contentful paint', 'usable (content from the API shown)'],
      await throttledLoads({
        welcome: { url: welcome, ready: 'Begin Enrollment' },
        term: { url: term, ready: 'Save and Continue' },
      }),
    );
  } finally {
    await server?.t.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchConsentSite();
  process.exit(0);
}

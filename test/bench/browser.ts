/**
 * The whole path in headless Chromium, on the large preset: the built portal with the engine in
 * its worker, side by side with (b) the same engine on the main thread and (a) the refetch-per-
 * screen baseline (test/bench/baseline). For each: main-thread long tasks during bootstrap, socket
 * event -> React commit, heaps, and switching back to an already-synced screen.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import { phoneNumbers, users } from '../../server/db/schema/index.ts';
import { DEMO_PASSWORD } from '../../server/auth/embedded-oidc/provider.ts';
import { simulateInboundText } from '../../server/providers/sms-simulator.ts';
import { DEMO_ACCOUNTS } from '../../server/seed/fixtures.ts';
import type { BenchServer } from './bench-server.ts';
import { fmt, printTable, ratio, summary, verdict } from './report.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const guide = DEMO_ACCOUNTS.guide;
type Variant = 'worker' | 'main' | 'baseline';

/** Observers installed before any page script: long tasks and when each data row reached the DOM. */
const INSTRUMENT = () => {
  const w = window as unknown as { __longTasks: { start: number; duration: number }[]; __rowCommits: Map<string, number> };
  w.__longTasks = [];
  w.__rowCommits = new Map();
  new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__longTasks.push({ start: e.startTime, duration: e.duration }))).observe({ type: 'longtask', buffered: true });
  new MutationObserver((records) => {
    const at = performance.timeOrigin + performance.now();
    for (const record of records)
      record.addedNodes.forEach((node) => {
        if (!(node instanceof Element)) return;
        const rows = node.matches('[data-row-id]') ? [node] : [...node.querySelectorAll('[data-row-id]')];
        rows.forEach((row) => {
          const id = row.getAttribute('data-row-id')!;
          if (!w.__rowCommits.has(id)) w.__rowCommits.set(id, at);
        });
      });
  }).observe(document, { childList: true, subtree: true });
};

function ensureBaselineBuilt(): void {
  if (existsSync(path.join(ROOT, 'dist', 'bench-baseline', 'index.html'))) return;
  const result = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--config', 'test/bench/baseline/vite.config.ts'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('baseline build failed');
}

/** The embedded OIDC provider's popup as the demo guide, then the guide's docket. */
export async function signIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const popup = await popupOpened;
  await popup.getByLabel('E-mail').fill(guide.email);
  await popup.getByLabel('Password').fill(DEMO_PASSWORD);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await closed;
  await page.waitForURL(`**/docket/guide/${guide.id}**`);
}

async function workerHeap(context: BrowserContext, page: Page): Promise<number | undefined> {
  const cdp = await context.newCDPSession(page);
  const attached: { sessionId: string; targetInfo: { type: string } }[] = [];
  cdp.on('Target.attachedToTarget', (e) => attached.push(e as never));
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  await page.waitForTimeout(300);
  const worker = attached.find((t) => t.targetInfo.type === 'worker');
  if (!worker) return undefined;
  const answer = new Promise<{ usedSize: number }>((resolve) =>
    cdp.on('Target.receivedMessageFromTarget', (e: { message: string }) => {
      const message = JSON.parse(e.message) as { id?: number; result?: { usedSize: number } };
      if (message.id === 7 && message.result) resolve(message.result);
    }),
  );
  await cdp.send('Target.sendMessageToTarget', { sessionId: worker.sessionId, message: JSON.stringify({ id: 7, method: 'Runtime.getHeapUsage' }) });
  return (await answer).usedSize;
}

async function mainHeap(context: BrowserContext, page: Page): Promise<number> {
  const cdp = await context.newCDPSession(page);
  return ((await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize;
}

/** When the change with this id arrived on the socket, wherever the engine runs. */
async function arrivalOf(page: Page, variant: Variant, id: string): Promise<number | undefined> {
  const read = (key: string) => (globalThis as unknown as { __syncEventTimes?: Map<string, number> }).__syncEventTimes?.get(key);
  if (variant === 'worker') return page.workers()[0]?.evaluate(read, id);
  return page.evaluate(read, id);
}

/** Debian's Chromium, headless, with what this machine's closed network needs. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'] });
}

export interface BrowserFigures {
  bootstrapMs: number;
  longTasks: number[];
  eventToCommit: ReturnType<typeof summary>;
  workerHeap?: number;
  mainHeap: number;
  switchBackMs: number;
  switchBackRequests: number;
}

async function runVariant(browser: Browser, bench: BenchServer, variant: Variant, phones: string[], events: number): Promise<BrowserFigures> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.addInitScript(INSTRUMENT);
  if (variant === 'main') await context.addInitScript(() => localStorage.setItem('syncEngine', 'main'));
  const page = await context.newPage();
  let apiRequests = 0;
  context.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests++;
  });
  const rows = page.locator('[data-row-id]');

  // Bootstrap: a fresh load of the docket, signed in, until the first follow-up row shows.
  if (variant === 'baseline') {
    const token = await bench.token({ id: guide.id, email: guide.email }, {}, { expiresInSeconds: 3600 });
    await page.goto(`${bench.baseUrl}/bench-baseline/index.html#token=${encodeURIComponent(token)}&guide=${guide.id}`);
  } else {
    await signIn(page, bench.baseUrl);
    await page.reload();
  }
  await rows.first().waitFor({ timeout: 60_000 });
  const bootstrapMs = await page.evaluate(() => performance.now());
  const longTasks = await page.evaluate((until) => (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks.filter((t) => t.start < until).map((t) => t.duration), bootstrapMs);

  // Socket event -> React commit: one inbound text at a time, each creating a Text back todo.
  const latencies: number[] = [];
  for (let i = 0; i < events; i++) {
    const result = await simulateInboundText(bench.baseUrl, bench.config.smsWebhookSecret, { from: phones[i % phones.length]!, text: `Bench ${variant} ${i}` });
    const todoId = (result.body as { todoId?: string }).todoId;
    if (!todoId) continue;
    await page.locator(`[data-row-id="${todoId}"]`).waitFor({ state: 'attached', timeout: 10_000 }).catch(() => undefined);
    const committed = await page.evaluate((id) => (window as unknown as { __rowCommits: Map<string, number> }).__rowCommits.get(id), todoId);
    const arrived = await arrivalOf(page, variant, todoId);
    if (committed !== undefined && arrived !== undefined) latencies.push(committed - arrived);
    await page.waitForTimeout(100);
  }

  const heapOfWorker = variant === 'worker' ? await workerHeap(context, page) : undefined;
  const heapOfMain = await mainHeap(context, page);

  // Switch to another screen and back to the synced docket.
  if (variant === 'baseline') await page.click('#nav-other');
  else await page.getByRole('link', { name: 'Calls and texts' }).click();
  // The docket stays mounted but hidden in other sections (KeptDocket); wait until it is out of sight.
  await rows.first().waitFor({ state: 'hidden' });
  const before = apiRequests;
  const started = Date.now();
  if (variant === 'baseline') await page.click('#nav-docket');
  else await page.getByRole('link', { name: 'Docket' }).click();
  await rows.first().waitFor();
  const switchBackMs = Date.now() - started;
  await page.waitForTimeout(500);
  const switchBackRequests = apiRequests - before;
  await context.close();
  return { bootstrapMs, longTasks, eventToCommit: summary(latencies), ...(heapOfWorker !== undefined ? { workerHeap: heapOfWorker } : {}), mainHeap: heapOfMain, switchBackMs, switchBackRequests };
}

export async function benchBrowser(bench: BenchServer, options: { events: number }) {
  ensureBaselineBuilt();
  const db = bench.server.database.db;
  const phones = (
    await db.select({ number: phoneNumbers.number }).from(phoneNumbers).innerJoin(users, and(eq(users.id, phoneNumbers.userId), eq(users.assignedGuideId, guide.id))).limit(50)
  ).map((p) => p.number);
  const browser = await launchChromium();
  try {
    const worker = await runVariant(browser, bench, 'worker', phones, options.events);
    const main = await runVariant(browser, bench, 'main', phones, options.events);
    const baseline = await runVariant(browser, bench, 'baseline', phones, options.events);
    const mb = (bytes: number | undefined) => (bytes === undefined ? '—' : `${(bytes / 1_048_576).toFixed(1)} MB`);
    const longest = (tasks: number[]) => (tasks.length ? Math.max(...tasks) : 0);
    const row = (name: string, f: BrowserFigures) => [
      name,
      `${fmt(f.eventToCommit.p50)} / ${fmt(f.eventToCommit.p95)} / ${fmt(f.eventToCommit.p99)} ms (n=${f.eventToCommit.n})`,
      `${f.longTasks.length} (longest ${fmt(longest(f.longTasks), 0)} ms)`,
      `${fmt(f.bootstrapMs, 0)} ms`,
      mb(f.workerHeap),
      mb(f.mainHeap),
      `${f.switchBackMs} ms, ${f.switchBackRequests} requests`,
    ];
    printTable('Whole path in Chromium (large preset): engine in a worker vs (b) engine on the main thread vs (a) refetch per screen', ['variant', 'socket event -> React commit p50/p95/p99', 'long tasks > 50 ms in bootstrap', 'bootstrap to first row', 'worker heap', 'main heap', 'switch back to docket'], [
      row('worker (ours)', worker),
      row('(b) main thread', main),
      row('(a) react-query refetch', baseline),
    ]);
    printTable('Ratios and targets', ['measure', 'ours', 'comparison'], [
      ['event -> commit p95', `${fmt(worker.eventToCommit.p95)} ms (< 16 ms: ${verdict(worker.eventToCommit.p95 < 16)})`, `(b) ${ratio(main.eventToCommit.p95, worker.eventToCommit.p95)}, (a) ${ratio(baseline.eventToCommit.p95, worker.eventToCommit.p95)} of ours`],
      ['long tasks in bootstrap', `${worker.longTasks.length} (${verdict(longest(worker.longTasks) <= 50)})`, `(b) ${main.longTasks.length}, (a) ${baseline.longTasks.length}`],
      ['switch back', `${worker.switchBackMs} ms, ${worker.switchBackRequests} requests (< 100 ms, 0 requests: ${verdict(worker.switchBackMs < 100 && worker.switchBackRequests === 0)})`, `(b) ${main.switchBackMs} ms / ${main.switchBackRequests}; (a) ${baseline.switchBackMs} ms / ${baseline.switchBackRequests} requests`],
    ]);
    return { worker, main, baseline };
  } finally {
    await browser.close();
  }
}

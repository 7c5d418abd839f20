/**
 * Reading a Chromium trace (Playwright's `browser.startTracing`) for the browser benchmark: the
 * renderer main thread's long tasks with what ran in each (scripts evaluated, functions called,
 * timers, messages, layout, garbage collection), and the main thread's CPU time over a span of
 * time. CPU time (`tdur`, the thread's own clock) does not grow when the thread waits for a core,
 * so it stays comparable on a loaded machine where wall-clock latencies do not.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      url?: string;
      functionName?: string;
      lineNumber?: number;
      columnNumber?: number;
      type?: string;
      frame?: string;
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/** Enough to see a task's parts; `sample` adds V8's sampling profiler (which code ran, by source file). */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'v8',
];

export async function startTrace(browser: Browser, page: Page, options: { sample?: boolean } = {}): Promise<void> {
  await browser.startTracing(page, {
    categories: options.sample ? [...TRACE_CATEGORIES, 'disabled-by-default-v8.cpu_profiler'] : TRACE_CATEGORIES,
  });
}

export interface Trace {
  /** The renderer main thread's complete events, by start. */
  main: TraceEvent[];
  /** The page's busiest dedicated worker's complete events (the sync engine's thread), by start. */
  worker: TraceEvent[];
  /** The sampling profiler's samples on the main thread (trace clock, µs), when it ran. */
  samples: { ts: number; node: ProfileNode; nodes: Map<number, ProfileNode> }[];
  /** The same on the worker's thread. */
  workerSamples: Trace['samples'];
  /** The trace clock (µs) at the page's `performance.timeOrigin` (ms since the epoch), from a user-timing mark. */
  epochOffsetUs?: number;
}

export async function stopTrace(browser: Browser, syncMark?: { name: string; epochMs: number }): Promise<Trace> {
  const buffer = await browser.stopTracing();
  const events = (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  // The page's renderer is the busiest one (a closed sign-in popup's may be there too); the sync
  // engine's thread is that renderer's busiest dedicated worker.
  const thread = busiestThread(events, 'CrRendererMain');
  const main = completeEventsOf(events, thread);
  const workerThread =
    thread === undefined ? undefined : busiestThread(events, 'DedicatedWorker thread', thread.split(':')[0]);
  const worker = completeEventsOf(events, workerThread);
  let epochOffsetUs: number | undefined;
  if (syncMark) {
    const mark = events.find((e) => e.name === syncMark.name && `${e.pid}:${e.tid}` === thread);
    if (mark) epochOffsetUs = mark.ts - syncMark.epochMs * 1000;
  }
  return {
    main,
    worker,
    samples: samplesOf(events, thread),
    workerSamples: samplesOf(events, workerThread),
    ...(epochOffsetUs !== undefined ? { epochOffsetUs } : {}),
  };
}

/** The `pid:tid` of the thread of that name (in that process, if given) that ran the most. */
function busiestThread(events: TraceEvent[], name: string, pid?: string): string | undefined {
  const busy = new Map<string, number>();
  for (const e of events)
    if (
      e.ph === 'M' &&
      e.name === 'thread_name' &&
      e.args?.name === name &&
      (pid === undefined || String(e.pid) === pid)
    )
      busy.set(`${e.pid}:${e.tid}`, 0);
  for (const e of events)
    if (e.ph === 'X' && e.name === 'RunTask' && busy.has(`${e.pid}:${e.tid}`))
      busy.set(`${e.pid}:${e.tid}`, busy.get(`${e.pid}:${e.tid}`)! + (e.dur ?? 0));
  return [...busy.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** One thread's complete events, by start (none for no thread). */
function completeEventsOf(events: TraceEvent[], thread: string | undefined): TraceEvent[] {
  return thread === undefined
    ? []
    : events.filter((e) => `${e.pid}:${e.tid}` === thread && e.ph === 'X').sort((a, b) => a.ts - b.ts);
}

/** The V8 sampling profiler's samples of one thread, from its Profile and ProfileChunk events. */
function samplesOf(events: TraceEvent[], thread: string | undefined): Trace['samples'] {
  const profiles = new Map<string, { ts: number; nodes: Map<number, ProfileNode> }>();
  for (const e of events)
    if (e.name === 'Profile' && `${e.pid}:${e.tid}` === thread && e.id)
      profiles.set(e.id, { ts: e.args?.data?.startTime ?? e.ts, nodes: new Map() });
  const samples: Trace['samples'] = [];
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || !e.id) continue;
    const profile = profiles.get(e.id);
    const data = e.args?.data;
    if (!profile || !data) continue;
    for (const node of data.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    ids.forEach((id, i) => {
      profile.ts += deltas[i] ?? 0;
      const node = profile.nodes.get(id);
      if (node) samples.push({ ts: profile.ts, node, nodes: profile.nodes });
    });
  }
  return samples.sort((a, b) => a.ts - b.ts);
}

/** Decodes a source map's mappings enough to say which source a generated line and column came from. */
class SourceOf {
  private readonly lines: { column: number; source: number }[][] = [];
  constructor(
    private readonly sources: string[],
    mappings: string,
  ) {
    const digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    let source = 0;
    for (const line of mappings.split(';')) {
      const segments: { column: number; source: number }[] = [];
      let column = 0;
      for (const segment of line.split(',')) {
        if (!segment) continue;
        const values: number[] = [];
        let value = 0;
        let shift = 0;
        for (const char of segment) {
          const digit = digits.indexOf(char);
          value += (digit & 31) << shift;
          if (digit & 32) shift += 5;
          else {
            values.push(value & 1 ? -(value >> 1) : value >> 1);
            value = 0;
            shift = 0;
          }
        }
        column += values[0] ?? 0;
        if (values.length > 1) source += values[1]!;
        segments.push({ column, source });
      }
      this.lines.push(segments);
    }
  }
  at(line: number, column: number): string | undefined {
    const segments = this.lines[line];
    if (!segments?.length) return undefined;
    let found = segments[0]!;
    for (const segment of segments) if (segment.column <= column) found = segment;
    return this.sources[found.source];
  }
}

const maps = new Map<string, SourceOf | null>();
/** The source file of a position in a built chunk, when `dist/` has the chunk's source map (`vite build --sourcemap`). */
function sourceFile(distDir: string, url: string, line: number, column: number): string | undefined {
  const file = url.replace(/^.*\/assets\//, '').replace(/\?.*$/, '');
  if (!maps.has(file)) {
    const mapPath = path.join(distDir, 'assets', `${file}.map`);
    const map = existsSync(mapPath)
      ? (JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[]; mappings: string })
      : undefined;
    maps.set(file, map ? new SourceOf(map.sources, map.mappings) : null);
  }
  return maps.get(file)?.at(line, column);
}

/** A source file grouped as a reader thinks of it: a package, or one of our folders. */
function moduleGroup(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1]!;
  // Our own code by file: which of our modules (a sort, a label, a table) took the time.
  const ours = /(?:^|\/)((?:src|ui|domain|sync|workers)\/.+)$/.exec(source);
  return ours ? ours[1]! : source;
}

/**
 * Where the samples in one span of the main thread (or the worker's) went: each sample is charged to the innermost
 * frame with a script (by source file and package with source maps, else by chunk and function);
 * the rest is V8's or the browser's own (compiling, garbage collection, idle).
 */
export function samplesBetween(
  trace: Trace,
  from: number,
  to: number,
  distDir?: string,
  spans?: [number, number][],
  thread: 'main' | 'worker' = 'main',
): { label: string; share: number }[] {
  const inSpan = (thread === 'main' ? trace.samples : trace.workerSamples).filter((s) =>
    spans ? spans.some(([a, b]) => s.ts >= a && s.ts <= b) : s.ts >= from && s.ts <= to,
  );
  if (!inSpan.length) return [];
  const counts = new Map<string, number>();
  for (const sample of inSpan) {
    let node: ProfileNode | undefined = sample.node;
    while (node && !node.callFrame.url) node = node.parent === undefined ? undefined : sample.nodes.get(node.parent);
    let label: string;
    if (!node) label = sample.node.callFrame.functionName || '(unknown)';
    else {
      const frame = node.callFrame;
      const source = distDir ? sourceFile(distDir, frame.url, frame.lineNumber, frame.columnNumber) : undefined;
      label = source ? moduleGroup(source) : `${frame.url.replace(/^.*\//, '')} ${frame.functionName || '(top level)'}`;
    }
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10)
    .map(([label, n]) => ({ label, share: n / inSpan.length }));
}

/** A short label of one event: the script or function it ran, where it has one. */
export function eventLabel(e: TraceEvent): string {
  const data = e.args?.data;
  const file = data?.url ? data.url.replace(/^.*\//, '').replace(/\?.*$/, '') : '';
  if (data?.functionName)
    return `${e.name} ${data.functionName} (${file}:${data.lineNumber ?? 0}:${data.columnNumber ?? 0})`;
  if (file) return `${e.name} ${file}`;
  if (data?.type) return `${e.name} ${data.type}`;
  return e.name;
}

export interface LongTask {
  /** Since the trace's first main-thread task, ms; `startUs` on the trace's clock. */
  startMs: number;
  startUs: number;
  durationMs: number;
  cpuMs: number;
  /** The task's largest parts, with their own duration (ms): its direct children and theirs. */
  parts: { label: string; ms: number }[];
  /** Which code the profiler's samples in the task were in, by share of the task. */
  code: { label: string; share: number }[];
}

/** Main-thread tasks longer than `overMs`, each with the largest parts of what ran in it. */
export function longTasksOf(trace: Trace, overMs = 50, from = 0, distDir?: string): LongTask[] {
  const { main } = trace;
  const origin = main[0]?.ts ?? 0;
  const tasks = main.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > overMs * 1000 && e.ts >= from);
  return tasks.map((task) => {
    const end = task.ts + task.dur!;
    const inside = main.filter(
      (e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && e.name !== 'RunTask',
    );
    // The two outer levels below the task: what the task was (a script, a timer, a message) and what that spent its time on.
    const depthOf = (e: TraceEvent) =>
      inside.filter(
        (o) => o !== e && o.ts <= e.ts && o.ts + (o.dur ?? 0) >= e.ts + (e.dur ?? 0) && (o.dur ?? 0) > (e.dur ?? 0),
      ).length;
    const parts = inside
      // V8's interrupts (tiering, stack checks) only say that JavaScript ran; the samples say which.
      .filter((e) => (e.dur ?? 0) >= 2000 && !/^V8\.(Bytecode|StackGuard|HandleInterrupts)/.test(e.name))
      .map((e) => ({ e, depth: depthOf(e) }))
      .filter(({ depth }) => depth <= 2)
      .sort((a, b) => a.e.ts - b.e.ts || a.depth - b.depth)
      .map(({ e, depth }) => ({ label: `${'  '.repeat(depth)}${eventLabel(e)}`, ms: (e.dur ?? 0) / 1000 }));
    return {
      startMs: (task.ts - origin) / 1000,
      startUs: task.ts,
      durationMs: task.dur! / 1000,
      cpuMs: (task.tdur ?? task.dur!) / 1000,
      parts: parts.slice(0, 10),
      code: samplesBetween(trace, task.ts, end, distDir),
    };
  });
}

/** Where the samples of the main-thread tasks that started in these page-time spans (ms since the epoch) went. */
export function samplesInTasksOf(
  trace: Trace,
  spans: { from: number; to: number }[],
  distDir?: string,
): { label: string; share: number }[] {
  if (trace.epochOffsetUs === undefined) return [];
  const offset = trace.epochOffsetUs;
  const taskSpans: [number, number][] = [];
  for (const span of spans) {
    const from = span.from * 1000 + offset;
    const to = span.to * 1000 + offset;
    for (const e of trace.main)
      if (e.name === 'RunTask' && e.ts >= from && e.ts <= to) taskSpans.push([e.ts, e.ts + (e.dur ?? 0)]);
  }
  return samplesBetween(trace, 0, 0, distDir, taskSpans);
}

/** The main thread's CPU time (ms) in tasks that started between two page times (ms since the epoch). */
export function mainThreadCpuBetween(
  trace: Trace,
  fromEpochMs: number,
  toEpochMs: number,
): { cpuMs: number; scriptMs: number; layoutMs: number; paintMs: number } | undefined {
  if (trace.epochOffsetUs === undefined) return undefined;
  const from = fromEpochMs * 1000 + trace.epochOffsetUs;
  const to = toEpochMs * 1000 + trace.epochOffsetUs;
  const tasks = trace.main.filter((e) => e.name === 'RunTask' && e.ts >= from && e.ts <= to);
  let cpu = 0;
  let script = 0;
  let layout = 0;
  let paint = 0;
  for (const task of tasks) {
    cpu += task.tdur ?? task.dur ?? 0;
    const end = task.ts + (task.dur ?? 0);
    // Script time: the outermost V8 calls of the task (their thread time), nested ones not again.
    let countedUntil = 0;
    for (const e of trace.main) {
      if (e.ts < task.ts) continue;
      if (e.ts > end) break;
      // Style and layout, then painting: the browser's work for the DOM the commit changed.
      if (e.name === 'UpdateLayoutTree' || e.name === 'Layout') layout += e.tdur ?? e.dur ?? 0;
      if (e.name === 'PrePaint' || e.name === 'Paint' || e.name === 'Layerize' || e.name === 'Commit')
        paint += e.tdur ?? e.dur ?? 0;
      if (e.ts < countedUntil || e.ts + (e.dur ?? 0) > end) continue;
      if (
        e.name === 'FunctionCall' ||
        e.name === 'EvaluateScript' ||
        e.name === 'v8.evaluateModule' ||
        e.name === 'RunMicrotasks'
      ) {
        script += e.tdur ?? e.dur ?? 0;
        countedUntil = e.ts + (e.dur ?? 0);
      }
    }
  }
  return { cpuMs: cpu / 1000, scriptMs: script / 1000, layoutMs: layout / 1000, paintMs: paint / 1000 };
}

/** Prints each task with its parts; `navigationUs` (the trace's clock at navigation start) dates them from navigation. */
export function printLongTasks(title: string, tasks: LongTask[], navigationUs?: number): void {
  console.log(`\n${title}: ${tasks.length ? '' : 'none'}`);
  for (const task of tasks) {
    const at =
      navigationUs === undefined
        ? `${task.startMs.toFixed(0)} ms into the trace`
        : `${((task.startUs - navigationUs) / 1000).toFixed(0)} ms after navigation`;
    console.log(`  at ${at}: ${task.durationMs.toFixed(1)} ms (CPU ${task.cpuMs.toFixed(1)} ms)`);
    for (const part of task.parts) console.log(`    ${part.ms.toFixed(1).padStart(7)} ms  ${part.label}`);
    if (task.code.length)
      console.log(`    code sampled: ${task.code.map((c) => `${c.label} ${(c.share * 100).toFixed(0)}%`).join(', ')}`);
  }
}

/**
 * Where one socket event's wall-clock time goes between its arrival in the sync worker and its
 * row's commit on the page, read from the trace of both threads: the worker's tasks, the main
 * thread's tasks, and the time neither ran (a message crossing, a timer waiting, or both threads
 * waiting for a core). Wall time against thread (CPU) time says whether a running task had its
 * core: a task whose wall time far exceeds its CPU time was descheduled.
 */
import { eventLabel, type Trace, type TraceEvent } from './browser-trace.ts';
import { fmt, summary } from './report.ts';

export interface EventSpan {
  arrived: number;
  committed: number;
}

interface ThreadShare {
  /** Wall time of the thread's tasks inside the span (ms). */
  wallMs: number;
  /** Their CPU time, in proportion to the part of each task inside the span (ms). */
  cpuMs: number;
  tasks: { startMs: number; wallMs: number; cpuMs: number; parts: string; span: [number, number] }[];
}

export interface EventPath {
  totalMs: number;
  worker: ThreadShare;
  main: ThreadShare;
  /** Time in the span when neither thread ran a task (ms). */
  neitherMs: number;
}

function shareOf(events: TraceEvent[], from: number, to: number): ThreadShare & { intervals: [number, number][] } {
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ts < to && e.ts + (e.dur ?? 0) > from);
  const share: ThreadShare & { intervals: [number, number][] } = { wallMs: 0, cpuMs: 0, tasks: [], intervals: [] };
  for (const task of tasks) {
    const dur = task.dur ?? 0;
    const start = Math.max(from, task.ts);
    const end = Math.min(to, task.ts + dur);
    const inside = end - start;
    const cpu = dur > 0 ? ((task.tdur ?? dur) * inside) / dur : 0;
    share.wallMs += inside / 1000;
    share.cpuMs += cpu / 1000;
    share.intervals.push([start, end]);
    // What the task ran: its largest parts over 0.3 ms (the script, garbage collection, the message).
    const parts = events
      .filter(
        (e) =>
          e !== task &&
          e.ts >= task.ts &&
          e.ts + (e.dur ?? 0) <= task.ts + dur &&
          (e.dur ?? 0) >= 300 &&
          !/^V8\.(Bytecode|StackGuard|HandleInterrupts)/.test(e.name),
      )
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
      .slice(0, 3)
      .map((e) => `${eventLabel(e)} ${fmt((e.dur ?? 0) / 1000, 1)}`)
      .join('; ');
    share.tasks.push({
      startMs: (task.ts - from) / 1000,
      wallMs: dur / 1000,
      cpuMs: (task.tdur ?? dur) / 1000,
      parts,
      span: [task.ts, task.ts + dur],
    });
  }
  return share;
}

/** Each span's split between the worker, the main thread and neither; undefined without the trace's clock. */
export function eventPaths(trace: Trace, spans: EventSpan[]): EventPath[] | undefined {
  if (trace.epochOffsetUs === undefined || trace.worker.length === 0) return undefined;
  const offset = trace.epochOffsetUs;
  return spans.map((span) => {
    const from = span.arrived * 1000 + offset;
    const to = span.committed * 1000 + offset;
    const { intervals: w, ...worker } = shareOf(trace.worker, from, to);
    const { intervals: m, ...main } = shareOf(trace.main, from, to);
    // The union of both threads' task intervals; the rest of the span is time neither ran.
    const all = [...w, ...m].sort((a, b) => a[0] - b[0]);
    let covered = 0;
    let reach = from;
    for (const [start, end] of all) {
      if (end <= reach) continue;
      covered += end - Math.max(start, reach);
      reach = end;
    }
    return { totalMs: (to - from) / 1000, worker, main, neitherMs: (to - from - covered) / 1000 };
  });
}

/**
 * Prints the split's medians and 95th percentiles, then the slowest events task by task; `codeOf`
 * (the trace's samples in some tasks of a thread, as text) says what the slowest events' main-thread
 * tasks and every event's worker tasks ran.
 */
export function printEventPaths(
  label: string,
  paths: EventPath[],
  codeOf?: (spans: [number, number][], thread: 'main' | 'worker') => string,
  slowest = 3,
): void {
  const row = (name: string, values: number[]) => {
    const s = summary(values);
    return `  ${name.padEnd(34)} ${fmt(s.p50).padStart(6)} ${fmt(s.p95).padStart(6)} ms`;
  };
  console.log(`\n${label}: where event -> commit goes (${paths.length} events; p50, p95)`);
  console.log(
    row(
      'whole span',
      paths.map((p) => p.totalMs),
    ),
  );
  console.log(
    row(
      'worker tasks, wall',
      paths.map((p) => p.worker.wallMs),
    ),
  );
  console.log(
    row(
      'worker tasks, CPU',
      paths.map((p) => p.worker.cpuMs),
    ),
  );
  console.log(
    row(
      'main-thread tasks, wall',
      paths.map((p) => p.main.wallMs),
    ),
  );
  console.log(
    row(
      'main-thread tasks, CPU',
      paths.map((p) => p.main.cpuMs),
    ),
  );
  console.log(
    row(
      'neither thread running a task',
      paths.map((p) => p.neitherMs),
    ),
  );
  for (const path of [...paths].sort((a, b) => b.totalMs - a.totalMs).slice(0, slowest)) {
    console.log(
      `  an event of ${fmt(path.totalMs, 1)} ms (neither ${fmt(path.neitherMs, 1)} ms), tasks from its arrival (start, wall / CPU ms):`,
    );
    const tasks = [
      ...path.worker.tasks.map((t) => ({ ...t, thread: 'worker' })),
      ...path.main.tasks.map((t) => ({ ...t, thread: 'main  ' })),
    ].sort((a, b) => a.startMs - b.startMs);
    for (const task of tasks)
      console.log(
        `    ${task.thread} ${fmt(task.startMs, 1).padStart(6)}  ${fmt(task.wallMs, 1)} / ${fmt(task.cpuMs, 1)}  ${task.parts}`,
      );
  }
  // The slowest twentieth (the events over the p95), beside every event's samples printed before.
  const tail = [...paths]
    .sort((a, b) => b.totalMs - a.totalMs)
    .slice(0, Math.max(slowest, Math.ceil(paths.length / 20)));
  const code = codeOf?.(
    tail.flatMap((p) => p.main.tasks.map((t) => t.span)),
    'main',
  );
  if (code) console.log(`  the slowest ${tail.length} events' main-thread tasks, code sampled: ${code}`);
  const workerCode = codeOf?.(
    paths.flatMap((p) => p.worker.tasks.map((t) => t.span)),
    'worker',
  );
  if (workerCode) console.log(`  every event's worker tasks, code sampled: ${workerCode}`);
}

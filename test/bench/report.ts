/** Small helpers for benchmark figures: percentiles, ratios and aligned tables. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function summary(values: readonly number[]) {
  return {
    n: values.length,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    p99: percentile(values, 99),
    max: values.length ? Math.max(...values) : Number.NaN,
  };
}

export const fmt = (value: number, digits = 2) => (Number.isFinite(value) ? value.toFixed(digits) : '—');
export const ratio = (baseline: number, ours: number) =>
  ours > 0 && Number.isFinite(baseline) ? `${(baseline / ours).toFixed(1)}×` : '—';
export const kib = (bytes: number) => `${(bytes / 1024).toFixed(2)} KiB`;

export function printTable(title: string, header: string[], rows: (string | number)[][]): void {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of cells.slice(1)) console.log(line(r));
}

export const verdict = (ok: boolean) => (ok ? 'meets target' : 'MISSES target');

/**
 * Runs `run` once to warm plans and caches, then `runs` times, timing each: wall milliseconds and
 * this process's CPU milliseconds, with the last run's answer. `untimed` runs before each, outside the
 * timing (a change the timed run must catch up with).
 */
export async function timedRuns<T>(runs: number, run: () => Promise<T>, untimed?: () => Promise<unknown>) {
  const wall: number[] = [];
  const cpu: number[] = [];
  await untimed?.();
  let last = await run();
  for (let i = 0; i < runs; i++) {
    await untimed?.();
    const started = performance.now();
    const usage = process.cpuUsage();
    last = await run();
    const spent = process.cpuUsage(usage);
    wall.push(performance.now() - started);
    cpu.push((spent.user + spent.system) / 1000);
  }
  return { wall: summary(wall), cpu: summary(cpu), last };
}

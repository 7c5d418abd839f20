/**
 * CPU per request (issue #37): what a request costs in CPU, the serving processes' own and their
 * PostgreSQL backends', whatever share of the machine the run got. A phase runs a fixed-rate load
 * (autocannon, every latency kept) and reads each process's and backend's CPU seconds from /proc
 * before and after, so the figure stands beside the wall-clock latencies and a loaded machine can
 * neither hide nor fake it. Backends are told apart by `application_name` (the bare-fastify
 * baseline names its connections; the server's do not).
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../server/db/changes.ts';
import { BARE_APPLICATION_NAME } from './bare-fastify.ts';
import type { BenchServer } from './bench-server.ts';
import { percentile, summary } from './report.ts';

/** CPU seconds (user + system) a process has used, from /proc (Linux); 0 once it is gone. */
export function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

export type BackendsOf = 'server' | 'bare';

/** The PostgreSQL backends serving the benchmark database for the server's instances or the bare baseline, by pid. */
export async function backendPids(bench: BenchServer, of: BackendsOf): Promise<number[]> {
  const rows = await bench.server.database.db.execute<{ pid: number }>(
    of === 'bare'
      ? sql`select pid from pg_stat_activity where datname = current_database() and application_name = ${BARE_APPLICATION_NAME}`
      : sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and application_name <> ${BARE_APPLICATION_NAME}`,
  );
  return rowsOf<{ pid: number }>(rows).map((r) => Number(r.pid));
}

export interface Run {
  result: autocannon.Result;
  latencies: number[];
}

/** An autocannon run that keeps every response's latency (ms) for exact percentiles across runs. */
export function run(options: autocannon.Options): Promise<Run> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve({ result, latencies })));
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

export function merge(runs: Run[], seconds: number) {
  const latencies = runs.flatMap((r) => r.latencies);
  const stats = summary(latencies);
  return {
    requests: runs.reduce((n, r) => n + r.result.requests.total, 0),
    rps: latencies.length / seconds,
    p50: stats.p50,
    p90: percentile(latencies, 90),
    p99: stats.p99,
    max: stats.max,
    errors: runs.reduce((n, r) => n + r.result.errors + r.result.timeouts + r.result.non2xx, 0),
  };
}

export interface PhaseCost {
  /** Wall-clock seconds of the phase. */
  wall: number;
  /** Requests answered (2xx) in it. */
  served: number;
  /** CPU ms a request: the serving processes', their PostgreSQL backends', and both. */
  serverMs: number;
  postgresMs: number;
  totalMs: number;
  /** Share of one core each used over the phase (100 = one core). */
  serverPercent: number;
  postgresPercent: number;
  loadGeneratorPercent: number;
  /** The load's own figures (rate achieved, latencies, errors). */
  load: ReturnType<typeof merge>;
}

/**
 * Runs `load` and measures what the requests it got answered cost: the CPU the `pids` processes and
 * their backends (`backends`) used over the phase, divided by the requests answered.
 */
export async function measurePhase(
  bench: BenchServer,
  options: { pids: number[]; backends: BackendsOf; seconds: number; load: () => Promise<Run[]> },
): Promise<PhaseCost> {
  const before = await backendPids(bench, options.backends);
  const cpuBefore = {
    processes: options.pids.map(cpuSeconds),
    postgres: new Map(before.map((pid) => [pid, cpuSeconds(pid)])),
    bench: process.cpuUsage(),
  };
  const started = performance.now();
  const runs = await options.load();
  const wall = (performance.now() - started) / 1000;
  const benchCpu = process.cpuUsage(cpuBefore.bench);
  const serverCpu = options.pids.reduce((sum, pid, n) => sum + cpuSeconds(pid) - cpuBefore.processes[n]!, 0);
  // Backends the pools opened during the phase count from zero.
  const postgresCpu = (await backendPids(bench, options.backends)).reduce(
    (sum, pid) => sum + cpuSeconds(pid) - (cpuBefore.postgres.get(pid) ?? 0),
    0,
  );
  const load = merge(runs, options.seconds);
  const served = Math.max(1, load.requests - load.errors);
  return {
    wall,
    served: load.requests - load.errors,
    serverMs: (serverCpu * 1000) / served,
    postgresMs: (postgresCpu * 1000) / served,
    totalMs: ((serverCpu + postgresCpu) * 1000) / served,
    serverPercent: (serverCpu / wall) * 100,
    postgresPercent: (postgresCpu / wall) * 100,
    loadGeneratorPercent: ((benchCpu.user + benchCpu.system) / 1e6 / wall) * 100,
    load,
  };
}

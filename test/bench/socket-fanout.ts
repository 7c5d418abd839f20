/**
 * `--only socket-fanout`: one change to N sockets spread over two instances of the real server
 * (child processes on the benchmark's PostgreSQL, sharing Redis), from the moment the write (a
 * snooze) is sent to each socket's message, ten rounds:
 * - light clients: WebSockets speaking socket.io's protocol by hand (Node's own WebSocket), each
 *   noting the time its frame arrived, so the figure is the servers' fan-out and not one process
 *   decoding N socket.io-client messages one after another;
 * - socket.io-client sockets, as server-load.ts measures it (issue #37's 117.9 ms baseline), in
 *   the same run, to show how much of that figure is the one process holding all the clients.
 * Beside the wall times, the CPU the two instances and this process spent per round.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { OPERATIONS } from '../../domain/index.ts';
import { todos } from '../../server/db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../server/seed/fixtures.ts';
import { freePort } from '../../server/testing/harness.ts';
import type { BenchServer } from './bench-server.ts';
import { fmt, printTable, summary, verdict } from './report.ts';
import { recordTarget } from './scoreboard.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const guide = DEMO_ACCOUNTS.guide;
const ROUNDS = 10;
const TARGET_P99_MS = 50;
/** Issue #37's figure (server-load.ts, socket.io-client sockets, large preset, quiet machine). */
const ISSUE_BASELINE_P99_MS = 117.9;

interface Instance {
  url: string;
  child: ChildProcess;
}

async function startInstance(bench: BenchServer): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: bench.databaseUrl,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: bench.config.publicUrl,
      LOG_LEVEL: 'silent',
      STATIC_DIR: 'dist',
      SEED_MEMBERS: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Care Portal is running') && resolve());
    child.once('exit', (code) => reject(new Error(`instance exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

async function stopInstance(instance: Instance): Promise<void> {
  if (instance.child.exitCode !== null) return;
  const exited = new Promise((resolve) => instance.child.once('exit', resolve));
  instance.child.kill('SIGTERM');
  const timer = setTimeout(() => instance.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** CPU ms (user + system) a process has used, from /proc (Linux). */
function cpuMsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** A client that waits for messages naming an id: notes when the first one arrives. */
interface Client {
  expect(id: string): Promise<number>;
  close(): void;
}

/** socket.io's protocol by hand over Node's WebSocket: open, connect with the token, answer pings, time event frames. */
function lightClient(url: string, token: string): Promise<Client> {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`);
  let waiting: { id: string; resolve: (at: number) => void } | undefined;
  return new Promise((resolve, reject) => {
    socket.onmessage = (event: MessageEvent) => {
      const data = String(event.data);
      if (data.startsWith('42')) {
        if (waiting && data.includes(waiting.id)) {
          const done = waiting;
          waiting = undefined;
          done.resolve(performance.now());
        }
      } else if (data === '2') socket.send('3');
      else if (data.startsWith('0')) socket.send(`40${JSON.stringify({ token })}`);
      else if (data.startsWith('40'))
        resolve({
          expect: (id) => new Promise((done) => (waiting = { id, resolve: done })),
          close: () => socket.close(),
        });
      else if (data.startsWith('44')) reject(new Error(`refused: ${data}`));
    };
    socket.onerror = () => reject(new Error('light client failed to connect'));
  });
}

function socketIoClient(url: string, token: string): Promise<Client> {
  const socket: Socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    forceNew: true,
    reconnection: false,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () =>
      resolve({
        expect: (id) =>
          new Promise((done) => {
            const onEvent = (_event: string, payload: { id?: string; earlier?: { id: string }[] }) => {
              if (payload?.id !== id && !payload?.earlier?.some((change) => change.id === id)) return;
              socket.offAny(onEvent);
              done(performance.now());
            };
            socket.onAny(onEvent);
          }),
        close: () => socket.disconnect(),
      }),
    );
    socket.once('connect_error', reject);
  });
}

async function connectAll(
  instances: Instance[],
  count: number,
  make: (url: string) => Promise<Client>,
): Promise<Client[]> {
  const clients: Client[] = [];
  for (let i = 0; i < count; i += 100)
    clients.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(100, count - i) }, (_, k) => make(instances[(i + k) % instances.length]!.url)),
      )),
    );
  return clients;
}

async function rounds(instances: Instance[], clients: Client[], todoIds: string[], headers: Record<string, string>) {
  const deliveries: number[] = [];
  const spreads: number[] = [];
  const answers: number[] = [];
  let missing = 0;
  const instanceCpu0 = instances.map((i) => cpuMsOf(i.child.pid!));
  const ownCpu0 = ownCpuMs();
  for (let round = 0; round < ROUNDS; round++) {
    const todoId = todoIds[round % todoIds.length]!;
    const arrived = clients.map((client) => client.expect(todoId));
    const sent = performance.now();
    const answer = await fetch(
      `${instances[round % instances.length]!.url}/api${OPERATIONS.snoozeTodo.path.replace(':guideId', guide.id).replace(':todoId', todoId)}`,
      {
        method: 'POST',
        headers,
        body: JSON.stringify({
          until: new Date(Date.now() + 7_200_000 + round * 1000 + Math.random() * 1000).toISOString(),
        }),
      },
    );
    answers.push(performance.now() - sent);
    if (!answer.ok) throw new Error(`snooze answered ${answer.status}`);
    const late = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), 5000));
    const times = await Promise.all(arrived.map((at) => Promise.race([at, late])));
    const heard = times.filter((t): t is number => t !== 'late');
    missing += times.length - heard.length;
    for (const at of heard) deliveries.push(at - sent);
    if (heard.length) spreads.push(Math.max(...heard) - Math.min(...heard));
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    delivery: summary(deliveries),
    spread: summary(spreads),
    answer: summary(answers),
    missing,
    instanceCpuPerRound: instances.map((i, n) => (cpuMsOf(i.child.pid!) - instanceCpu0[n]!) / ROUNDS),
    ownCpuPerRound: (ownCpuMs() - ownCpu0) / ROUNDS,
  };
}

export async function benchSocketFanOut(bench: BenchServer, options: { sockets: number }): Promise<void> {
  const token = await bench.token({ id: guide.id, email: guide.email }, {}, { expiresInSeconds: 3600 });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const open = await bench.server.database.db
    .select({ id: todos.id })
    .from(todos)
    .where(and(eq(todos.userId, guide.id), isNull(todos.completedAt)))
    .limit(ROUNDS);
  if (open.length === 0) throw new Error('the demo guide has no open todos in the benchmark organisation');
  const todoIds = open.map((t) => t.id);
  const loadBefore = os.loadavg()[0]!;
  const instances = [await startInstance(bench), await startInstance(bench)];
  try {
    // The write alone (no socket listening): what the instances spend on it, to tell the fan-out's own CPU.
    const alone = await rounds(instances, [], todoIds, headers);
    const light = await connectAll(instances, options.sockets, (url) => lightClient(url, token));
    const lightRun = await rounds(instances, light, todoIds, headers);
    light.forEach((c) => c.close());
    const full = await connectAll(instances, options.sockets, (url) => socketIoClient(url, token));
    const fullRun = await rounds(instances, full, todoIds, headers);
    full.forEach((c) => c.close());
    const instancesCpu = (run: typeof lightRun) => run.instanceCpuPerRound.reduce((a, b) => a + b, 0);
    const row = (name: string, run: typeof lightRun, target: boolean) => [
      name,
      `p50 ${fmt(run.delivery.p50)} / p99 ${fmt(run.delivery.p99)} / max ${fmt(run.delivery.max)} ms (n=${run.delivery.n}, ${run.missing} missing); the write answered in p50 ${fmt(run.answer.p50)} ms; first to last socket p50 ${fmt(run.spread.p50)} ms`,
      `instances ${run.instanceCpuPerRound.map((c) => fmt(c, 1)).join(' + ')} ms a round, ${fmt(instancesCpu(run) - instancesCpu(alone), 1)} ms of it the fan-out (the write alone: ${fmt(instancesCpu(alone), 1)} ms); this process (the clients) ${fmt(run.ownCpuPerRound, 1)} ms a round`,
      target ? `p99 < ${TARGET_P99_MS} ms` : '',
      target
        ? `issue #37: ${ISSUE_BASELINE_P99_MS} ms; socket.io-client sockets (below)`
        : `issue #37: ${ISSUE_BASELINE_P99_MS} ms`,
      target ? verdict(run.delivery.p99 < TARGET_P99_MS && run.missing === 0) : '',
    ];
    printTable(
      `Socket fan-out: 1 change (a snooze) to ${options.sockets} sockets on 2 instances (PostgreSQL, Redis), ${ROUNDS} rounds; load ${fmt(loadBefore, 1)} -> ${fmt(os.loadavg()[0]!, 1)} on ${os.cpus().length} cores`,
      ['figure', 'wall, from the write sent', 'CPU', 'target', 'baseline', 'verdict'],
      [
        row('light clients (the servers’ fan-out)', lightRun, true),
        row('socket.io-client sockets, all in this process', fullRun, false),
      ],
    );
    recordTarget('socket fan-out to 1,000 clients on 2 instances, p99', {
      measured: `p99 ${fmt(lightRun.delivery.p99)} ms to ${options.sockets} light clients (n=${lightRun.delivery.n}, ${lightRun.missing} missing); socket.io-client sockets in one process p99 ${fmt(fullRun.delivery.p99)} ms`,
      target: `p99 < ${TARGET_P99_MS} ms`,
      baseline: `issue #37: ${ISSUE_BASELINE_P99_MS} ms`,
      met: lightRun.delivery.p99 < TARGET_P99_MS && lightRun.missing === 0,
    });
  } finally {
    await Promise.all(instances.map(stopInstance));
  }
}

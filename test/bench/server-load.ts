/**
 * `--only server-load`: the server under a whole organisation's load, on PostgreSQL with Redis, two
 * instances (child processes running `server/main.ts`, as a deployment runs them) over the large
 * preset:
 * - docket and member-list reads, mixed, at a fixed rate, with writes (snooze, notes) alongside,
 *   each write checked for its change row; latency percentiles from autocannon, errors, the
 *   instances' CPU;
 * - socket fan-out: one change to N connected socket.io clients spread over both instances (Redis
 *   adapter), from the write's answer to each client's event;
 * - change-log catch-up: the changes since an old sequence, read page by page to the head.
 * Bounded runs on 127.0.0.1 only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { OPERATIONS } from '../../domain/index.ts';
import { changeLog, todos, users } from '../../server/db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../server/seed/fixtures.ts';
import { freePort } from '../../server/testing/harness.ts';
import type { BenchServer } from './bench-server.ts';
import { fmt, printTable, summary, verdict } from './report.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const guide = DEMO_ACCOUNTS.guide;

interface Instance {
  url: string;
  child: ChildProcess;
}

/** One more instance of the real server on the benchmark's database, sharing Redis. */
async function startInstance(bench: BenchServer): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env, DATABASE_URL: bench.databaseUrl, REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', PORT: String(port), HOST: '127.0.0.1',
      // The same public origin as the in-process server: the same issuer, so one token serves all.
      PUBLIC_URL: bench.config.publicUrl, LOG_LEVEL: 'silent', STATIC_DIR: 'dist', SEED_MEMBERS: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Care Portal is running') && resolve());
    child.once('exit', (code) => reject(new Error(`instance exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

/** CPU seconds (user + system) a process has used, from /proc (Linux). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));
}

export async function benchServerLoad(bench: BenchServer, options: { seconds: number; sockets: number }): Promise<void> {
  const db = bench.server.database.db;
  const token = await bench.token({ id: guide.id, email: guide.email }, {}, { expiresInSeconds: 3600 });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const instances = [await startInstance(bench), await startInstance(bench)];
  try {
    const [me] = await db.select({ organisationId: users.organisationId }).from(users).where(eq(users.id, guide.id));
    const openTodos = await db.select({ id: todos.id }).from(todos).where(and(eq(todos.userId, guide.id), isNull(todos.completedAt))).limit(200);
    const members = await db.select({ id: users.id }).from(users).where(eq(users.assignedGuideId, guide.id)).limit(200);
    if (!openTodos.length || !members.length) throw new Error('the demo guide has no open todos or members in the benchmark organisation');

    const reads = [
      OPERATIONS.guideTodos.path.replace(':guideId', guide.id),
      OPERATIONS.guideScheduledEvents.path.replace(':guideId', guide.id),
      `${OPERATIONS.memberList.path}?page-size=10&page-start=0&includeCount=true&orderBy=name&orderDirection=ASC`,
      `${OPERATIONS.memberList.path}?page-size=25&page-start=50&searchTerm=ma`,
      `${OPERATIONS.memberList.path}?page-size=10&page-start=0&showOnlyMyMembers=true`,
    ].map((p) => ({ method: 'GET' as const, path: `/api${p}` }));
    let writeNumber = 0;
    const writes: autocannon.Request[] = [
      {
        method: 'POST',
        setupRequest: (request) => {
          const todo = openTodos[writeNumber++ % openTodos.length]!;
          const until = new Date(Date.now() + 3_600_000 + writeNumber).toISOString();
          return { ...request, path: `/api${OPERATIONS.snoozeTodo.path.replace(':guideId', guide.id).replace(':todoId', todo.id)}`, body: JSON.stringify({ until }) };
        },
      },
      {
        method: 'POST',
        setupRequest: (request) => {
          const member = members[writeNumber++ % members.length]!;
          return { ...request, path: `/api${OPERATIONS.createNote.path}`, body: JSON.stringify({ userId: member.id, text: `<p>Load test note ${writeNumber}</p>` }) };
        },
      },
    ];

    // Mixed reads and writes, split evenly over the two instances.
    const [headBefore] = await db.select({ n: count() }).from(changeLog).where(eq(changeLog.organisationId, me!.organisationId));
    const cpuBefore = instances.map((i) => cpuSeconds(i.child.pid!));
    const started = performance.now();
    const readRate = 1000;
    const writeRate = 200;
    const results = await Promise.all(
      instances.flatMap((instance) => [
        run({ url: instance.url, connections: 40, overallRate: readRate / instances.length, duration: options.seconds, headers, requests: reads }),
        run({ url: instance.url, connections: 10, overallRate: writeRate / instances.length, duration: options.seconds, headers, requests: writes }),
      ]),
    );
    const wall = (performance.now() - started) / 1000;
    const cpu = instances.map((i, n) => ((cpuSeconds(i.child.pid!) - cpuBefore[n]!) / wall) * 100);
    const [headAfter] = await db.select({ n: count() }).from(changeLog).where(eq(changeLog.organisationId, me!.organisationId));
    const readResults = results.filter((_, i) => i % 2 === 0);
    const writeResults = results.filter((_, i) => i % 2 === 1);
    const merge = (list: autocannon.Result[]) => ({
      requests: list.reduce((n, r) => n + r.requests.total, 0),
      rps: list.reduce((n, r) => n + r.requests.average, 0),
      p50: Math.max(...list.map((r) => r.latency.p50)),
      p99: Math.max(...list.map((r) => r.latency.p99)),
      errors: list.reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0),
    });
    const read = merge(readResults);
    const write = merge(writeResults);
    // A snooze writes its todo's change; a note its interaction and feed item (and the member when its last event moves).
    const changeRows = (headAfter?.n ?? 0) - (headBefore?.n ?? 0);

    // Socket fan-out: clients spread over both instances, all in the organisation's room.
    const clients: Socket[] = [];
    for (let i = 0; i < options.sockets; i++) {
      clients.push(io(instances[i % instances.length]!.url, { path: '/socket.io', transports: ['websocket'], auth: { token }, forceNew: true, reconnection: false }));
    }
    await Promise.all(clients.map((socket) => new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    })));
    const deliveries: number[] = [];
    for (let round = 0; round < 10; round++) {
      const todo = openTodos[round % openTodos.length]!;
      const arrived = clients.map(
        (socket) =>
          new Promise<number>((resolve) => {
            const onEvent = (_event: string, payload: { entity?: string; id?: string }) => {
              if (payload?.entity !== 'todo' || payload.id !== todo.id) return;
              socket.offAny(onEvent);
              resolve(performance.now());
            };
            socket.onAny(onEvent);
          }),
      );
      const answer = await fetch(`${instances[round % 2]!.url}/api${OPERATIONS.snoozeTodo.path.replace(':guideId', guide.id).replace(':todoId', todo.id)}`, {
        method: 'POST', headers, body: JSON.stringify({ until: new Date(Date.now() + 7_200_000 + round).toISOString() }),
      });
      const answeredAt = performance.now();
      if (!answer.ok) throw new Error(`snooze answered ${answer.status}`);
      for (const at of await Promise.all(arrived)) deliveries.push(Math.max(0, at - answeredAt));
    }
    clients.forEach((socket) => socket.disconnect());
    const fanOut = summary(deliveries);

    // Change-log catch-up: 10,000 changes since an old sequence, page by page to the head.
    const [head] = await db.select({ seq: changeLog.seq }).from(changeLog).where(eq(changeLog.organisationId, me!.organisationId)).orderBy(changeLog.seq).limit(1).offset(Math.max(0, (headAfter?.n ?? 0) - 10_000));
    const since = (head?.seq ?? 1) - 1;
    const [pending] = await db.select({ n: count() }).from(changeLog).where(and(eq(changeLog.organisationId, me!.organisationId), gt(changeLog.seq, since)));
    const catchUpStarted = performance.now();
    let cursor = since;
    let caughtUp = 0;
    for (;;) {
      const page = (await (await fetch(`${instances[0]!.url}/api/sync/changes?since=${cursor}&limit=1000`, { headers })).json()) as { changes: { seq: number }[]; head: number };
      caughtUp += page.changes.length;
      cursor = page.changes.at(-1)?.seq ?? cursor;
      if (!page.changes.length || cursor >= page.head) break;
    }
    const catchUpMs = performance.now() - catchUpStarted;

    printTable(
      `Server under load: 2 instances (PostgreSQL, Redis), large preset, ${options.seconds} s at ${readRate} reads/s and ${writeRate} writes/s`,
      ['figure', 'measured', 'target', 'verdict'],
      [
        ['reads (docket, member list), mixed', `${fmt(read.rps, 0)} req/s, p50 ${read.p50} ms, p99 ${read.p99} ms, ${read.errors} errors of ${read.requests}`, 'p99 < 50 ms, 0 errors', verdict(read.p99 < 50 && read.errors === 0)],
        ['writes (snooze, notes) alongside', `${fmt(write.rps, 0)} req/s, p50 ${write.p50} ms, p99 ${write.p99} ms, ${write.errors} errors of ${write.requests}; ${changeRows} change rows`, 'p99 < 100 ms, each with its change row', verdict(write.p99 < 100 && write.errors === 0 && changeRows >= write.requests)],
        ['instances\u2019 CPU', cpu.map((c) => `${fmt(c, 0)} %`).join(', '), '—', '—'],
        [`socket fan-out: 1 change to ${options.sockets} clients on 2 instances`, `p50 ${fmt(fanOut.p50)} ms, p99 ${fmt(fanOut.p99)} ms (n=${fanOut.n})`, 'p99 < 100 ms', verdict(fanOut.p99 < 100 && fanOut.n === options.sockets * 10)],
        [`change-log catch-up: ${pending?.n ?? 0} changes`, `${fmt(catchUpMs, 0)} ms (${caughtUp} read)`, '< 500 ms', verdict(catchUpMs < 500)],
      ],
    );
  } finally {
    for (const instance of instances) instance.child.kill('SIGTERM');
  }
}

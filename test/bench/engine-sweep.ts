/**
 * Worker apply per socket event at controlled store sizes (1,000 to 100,000 resident), without the
 * server: the socket messages a live engine took from the real server (inbound texts) are replayed
 * into fresh engines whose store holds that many rows (the live engine's own rows, the docket's
 * first, and copies of the others under new ids to make up the size), with the docket's two
 * queries running. Each message is measured from its arrival to its diffs flushed, in wall and CPU
 * time, as the server sends them now (one message per transaction and room) and as it sent them
 * before (one message per change), into two engines over the same rows taking turns message by
 * message, so a loaded machine weighs on both alike.
 */
import { OPERATIONS, type ChangeRow, type EntityKind } from '../../domain/index.ts';
import { createSyncEngine, type SyncEngine } from '../../sync/index.ts';
import type { StoreWrite } from '../../sync/store/rows.ts';
import { HandDrivenBackend, manualFrames, settle } from '../../sync/testing/hand-driven.ts';
import { summary } from './report.ts';

/** One socket message as the live engine took it. */
export type Replayed = readonly ChangeRow[];

export interface SweepPoint {
  resident: number;
  /** Per message, one per transaction and room. */
  batched: { wall: ReturnType<typeof summary>; cpu: ReturnType<typeof summary>; perChangeCpu: number };
  /** Per message, one per change (as before); and the CPU of one transaction's changes sent so, summed. */
  perChange: {
    wall: ReturnType<typeof summary>;
    cpu: ReturnType<typeof summary>;
    perChangeCpu: number;
    perTransactionCpu: ReturnType<typeof summary>;
  };
  /** CPU of all the messages of the run, batched against one per change. */
  totalCpuMs: { batched: number; perChange: number };
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** The rows of a live engine's store, by kind (the collections' rows, less @tanstack/db's virtual fields). */
export function residentRows(engine: SyncEngine): Map<EntityKind, { id: string }[]> {
  const rows = new Map<EntityKind, { id: string }[]>();
  for (const [kind, collection] of Object.entries(engine.store.collections))
    rows.set(
      kind as EntityKind,
      collection.toArray.map(
        (row) =>
          Object.fromEntries(Object.entries(row as object).filter(([field]) => !field.startsWith('$'))) as {
            id: string;
          },
      ),
    );
  return rows;
}

/** `size` rows: the docket's (rows naming the guide, and every person) first, then the others, then copies of the others. */
function fill(rows: Map<EntityKind, { id: string }[]>, guideId: string, size: number, skip: Set<string>): StoreWrite[] {
  const mine: StoreWrite[] = [];
  const others: StoreWrite[] = [];
  for (const [entity, list] of rows)
    for (const row of list) {
      if (skip.has(`${entity}:${row.id}`)) continue;
      const write = { entity, id: row.id, row };
      if (entity === 'user' || Object.values(row).includes(guideId)) mine.push(write);
      else others.push(write);
    }
  const writes = [...mine, ...others].slice(0, size);
  // Copies under new ids, moved off the guide so they join no running query's result.
  for (let copy = 1; writes.length < size && others.length; copy++)
    for (const { entity, id, row } of others) {
      if (writes.length >= size) break;
      writes.push({ entity, id: `${id}~${copy}`, row: { ...row, id: `${id}~${copy}` } });
    }
  return writes;
}

/** An engine over `writes`, the docket's two queries running, flushing only when told (`frames.run`). */
async function engineOver(
  writes: StoreWrite[],
  guideId: string,
  day: { day: string; dayStart: number; dayEnd: number },
) {
  const backend = new HandDrivenBackend();
  backend.serve(OPERATIONS.guideInteractions, () => ({ body: { data: [] }, head: 0 }));
  const frames = manualFrames();
  const engine = createSyncEngine({
    http: backend.http,
    changes: backend.changes,
    clock: { now: () => Date.now(), setTimeout: () => 0, clearTimeout: () => undefined },
    frameScheduler: () => frames.schedule,
  });
  for (let i = 0; i < writes.length; i += 5000)
    engine.store.apply(writes.slice(i, i + 5000), { kind: 'page', head: 0 });
  const stops = [
    engine.subscribe(
      'docketFollowUps',
      { guideId, ...day, filters: ['calls', 'feedback', 'texts', 'visits'] },
      () => undefined,
    ),
    engine.subscribe('docketActivity', { guideId, ...day }, () => undefined),
  ];
  await settle();
  frames.run();
  const resident = Object.entries(engine.stats().rows).reduce(
    (n, [kind, count]) => (kind === 'pageSlot' ? n : n + count),
    0,
  );
  /** Delivers one socket message and flushes its diffs: its CPU and wall ms. */
  const deliver = (message: readonly ChangeRow[]) => {
    const t0 = performance.now();
    const c0 = cpuMs();
    backend.emit(message);
    frames.run();
    return { cpu: cpuMs() - c0, wall: performance.now() - t0 };
  };
  return { resident, deliver, stop: () => stops.forEach((stop) => stop()) };
}

/**
 * The messages into two engines over the same rows, taking turns message by message (so both see
 * the machine as it is at that moment): one gets each message whole, the other its changes one
 * message each, as the server sent them before.
 */
async function replay(
  writes: StoreWrite[],
  messages: readonly Replayed[],
  guideId: string,
  day: { day: string; dayStart: number; dayEnd: number },
) {
  const whole = await engineOver(writes, guideId, day);
  const split = await engineOver(writes, guideId, day);
  const batched = { wall: [] as number[], cpu: [] as number[] };
  const perChange = { wall: [] as number[], cpu: [] as number[], perTransactionCpu: [] as number[] };
  let seq = 0;
  let changes = 0;
  for (const message of messages) {
    const renumbered = message.map((change) => ({ ...change, seq: ++seq }));
    changes += renumbered.length;
    const took = whole.deliver(renumbered);
    batched.wall.push(took.wall);
    batched.cpu.push(took.cpu);
    let transaction = 0;
    for (const change of renumbered) {
      const one = split.deliver([change]);
      perChange.wall.push(one.wall);
      perChange.cpu.push(one.cpu);
      transaction += one.cpu;
    }
    perChange.perTransactionCpu.push(transaction);
  }
  whole.stop();
  split.stop();
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return {
    resident: whole.resident,
    batched: { wall: summary(batched.wall), cpu: summary(batched.cpu), perChangeCpu: sum(batched.cpu) / changes },
    perChange: {
      wall: summary(perChange.wall),
      cpu: summary(perChange.cpu),
      perChangeCpu: sum(perChange.cpu) / changes,
      perTransactionCpu: summary(perChange.perTransactionCpu),
    },
    totalCpuMs: { batched: sum(batched.cpu), perChange: sum(perChange.cpu) },
  };
}

export async function benchApplySweep(options: {
  rows: Map<EntityKind, { id: string }[]>;
  guideId: string;
  day: { day: string; dayStart: number; dayEnd: number };
  messages: readonly Replayed[];
  sizes?: readonly number[];
}): Promise<SweepPoint[]> {
  const skip = new Set(
    options.messages.flatMap((m) => m.filter((c) => c.entity !== 'user').map((c) => `${c.entity}:${c.id}`)),
  );
  const points: SweepPoint[] = [];
  for (const size of options.sizes ?? [1_000, 10_000, 100_000]) {
    const writes = fill(options.rows, options.guideId, size, skip);
    // A warm-up first: the engine's code is compiled by the measured run.
    await replay(writes, options.messages.slice(0, 20), options.guideId, options.day);
    points.push(await replay(writes, options.messages, options.guideId, options.day));
  }
  return points;
}

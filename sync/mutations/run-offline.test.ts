import { describe, expect, it } from 'vitest';
import { createSyncEngine } from '../engine.ts';
import type { Http, HttpResult } from '../ports.ts';
import { applyOps, type LiveMessage } from '../protocol.ts';
import type { FollowUpRow } from '../queries/index.ts';
import { HandDrivenBackend, makeTodo, manualClock, manualFrames, settle } from '../testing/hand-driven.ts';

const day = {
  guideId: 'g1',
  day: '2026-11-21',
  dayStart: Date.parse('2026-11-21T00:00:00Z'),
  dayEnd: Date.parse('2026-11-22T00:00:00Z'),
  filters: ['calls', 'texts', 'visits'] as ('calls' | 'texts' | 'visits')[],
};

/**
 * The browser's network in front of the backend. Offline, nothing gets through; `loseNextAnswer`
 * lets a write reach the server and drops its answer (the connection went as it answered). The
 * server honours idempotency keys as the real one does: a key seen before is answered from its first answer.
 */
function network(backend: HandDrivenBackend) {
  let online = true;
  let loseNextAnswer = false;
  let wake: (() => void) | undefined;
  const answers = new Map<string, HttpResult>();
  const writes: string[] = [];
  const offline = () => Promise.reject({ status: 0, body: { statusCode: 0, message: 'Failed to fetch' } });
  const http: Http = {
    call: async (operation, input, options) => {
      if (!online) return offline();
      if (operation.method === 'GET') return backend.http.call(operation, input, options);
      const key = options?.idempotencyKey ?? '';
      let answer = answers.get(key);
      if (!answer) {
        writes.push(key);
        answer = await backend.http.call(operation, input, options);
        answers.set(key, answer);
      }
      if (loseNextAnswer) {
        loseNextAnswer = false;
        online = false;
        return offline();
      }
      return answer as never;
    },
  };
  return {
    http,
    writes,
    connectivity: {
      online: () => online,
      whenOnline: () => (online ? Promise.resolve() : new Promise<void>((resolve) => (wake = resolve))),
    },
    setOnline(next: boolean) {
      online = next;
      if (next) wake?.();
    },
    loseNextAnswer: () => void (loseNextAnswer = true),
  };
}

async function docketOffline() {
  const backend = new HandDrivenBackend();
  backend.write(makeTodo('a', { type: 'INCOMPLETE_CALL', date: '2026-11-19T09:00:00.000Z' }));
  backend.write(makeTodo('b', { type: 'CALL_BACK', date: '2026-11-20T09:00:00.000Z' }));
  backend.outbox.length = 0;
  const net = network(backend);
  const frames = manualFrames();
  const engine = createSyncEngine({
    http: net.http,
    changes: backend.changes,
    clock: manualClock(),
    frameScheduler: () => frames.schedule,
    connectivity: net.connectivity,
  });
  let rows: FollowUpRow[] = [];
  engine.subscribe('docketFollowUps', day, (message: LiveMessage<FollowUpRow>) => {
    rows = message.kind === 'snapshot' ? message.rows : applyOps(rows, (r) => r.id, message.ops);
  });
  await settle();
  frames.run();
  return { backend, net, frames, engine, ids: () => rows.map((r) => r.id) };
}

describe('writes made offline', () => {
  it('wait with their change shown, and are sent once when the network is back', async () => {
    const { backend, net, frames, engine, ids } = await docketOffline();
    net.setOnline(false);
    let settled = false;
    const done = engine.mutate('snoozeTodo', { guideId: 'g1', todoId: 'b' }).finally(() => (settled = true));
    await settle();
    frames.run();
    // Queued, not failed: the row stays done on screen and the caller is still waiting.
    expect(ids()).toEqual(['a']);
    expect(settled).toBe(false);
    expect(net.writes).toEqual([]);

    net.setOnline(true);
    await settle();
    backend.deliverAll();
    await done;
    frames.run();
    expect(ids()).toEqual(['a']);
    expect(net.writes).toHaveLength(1);
    expect(backend.todos.get('b')?.completedAt).not.toBeNull();
  });

  it('a write whose answer was lost to the connection is sent again with the same key and applied once', async () => {
    const { backend, net, engine } = await docketOffline();
    net.loseNextAnswer();
    const done = engine.mutate('snoozeTodo', { guideId: 'g1', todoId: 'a' });
    await settle();
    net.setOnline(true);
    await settle();
    backend.deliverAll();
    await done;
    expect(net.writes).toHaveLength(1);
    expect(backend.log.filter((change) => change.id === 'a')).toHaveLength(2);
  });

  it('a failure while online is still the caller’s at once', async () => {
    const { backend, engine, frames, ids } = await docketOffline();
    backend.failNextPost = { status: 500, message: 'Internal server error' };
    await expect(engine.mutate('snoozeTodo', { guideId: 'g1', todoId: 'b' })).rejects.toMatchObject({ status: 500 });
    frames.run();
    expect(ids()).toEqual(['b', 'a']);
  });
});

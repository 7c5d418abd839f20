/**
 * A server transaction's changes reach the engine as one socket message (server/realtime): the
 * engine applies them as one store batch and one diff round, and still heals from the change log
 * when a message reveals a gap, before it or inside it.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createSyncEngine, type SyncEngine } from './engine.ts';
import { applyOps, type LiveMessage } from './protocol.ts';
import type { FollowUpRow } from './queries/index.ts';
import { HandDrivenBackend, makeTodo, manualClock, manualFrames, settle } from './testing/hand-driven.ts';

const day = {
  guideId: 'g1',
  day: '2026-11-21',
  dayStart: Date.parse('2026-11-21T00:00:00Z'),
  dayEnd: Date.parse('2026-11-22T00:00:00Z'),
  filters: ['calls', 'texts', 'visits'] as ('calls' | 'texts' | 'visits')[],
};

function screen() {
  let rows: FollowUpRow[] = [];
  const messages: LiveMessage<FollowUpRow>[] = [];
  return {
    listener: (message: LiveMessage<FollowUpRow>) => {
      messages.push(message);
      rows = message.kind === 'snapshot' ? message.rows : applyOps(rows, (r) => r.id, message.ops);
    },
    ids: () => rows.map((r) => r.id),
    rows: () => rows,
    messages,
  };
}

const heals = (backend: HandDrivenBackend) => backend.requests.filter((r) => r.startsWith('GET /sync/changes')).length;

describe('a transaction’s changes in one socket message', () => {
  let backend: HandDrivenBackend;
  let frames: ReturnType<typeof manualFrames>;
  let engine: SyncEngine;
  let view: ReturnType<typeof screen>;

  beforeEach(async () => {
    backend = new HandDrivenBackend();
    frames = manualFrames();
    engine = createSyncEngine({
      http: backend.http,
      changes: backend.changes,
      clock: manualClock(),
      frameScheduler: () => frames.schedule,
    });
    backend.write(makeTodo('a', { date: '2026-11-19T09:00:00.000Z' }));
    backend.outbox.length = 0;
    view = screen();
    engine.subscribe('docketFollowUps', day, view.listener);
    backend.setConnection('connected');
    await settle();
    frames.run();
    backend.requests.length = 0;
  });

  it('applies the message as one store transaction and one diff, with no catch-up', async () => {
    backend.transaction(() => {
      for (const id of ['b', 'c', 'd', 'e', 'f'])
        backend.write(makeTodo(id, { date: `2026-11-20T0${id.charCodeAt(0) - 97}:00:00.000Z` }));
      backend.write(makeTodo('a', { date: '2026-11-19T09:00:00.000Z', completedAt: '2026-11-21T10:00:00.000Z' }));
    });
    expect(backend.outbox).toHaveLength(1);
    let commits = 0;
    const watching = engine.store.collections.todo.subscribeChanges(() => commits++);
    const before = view.messages.length;
    backend.deliverAll();
    frames.run();
    await settle();
    watching.unsubscribe();

    expect(commits).toBe(1);
    expect(view.messages.slice(before)).toHaveLength(1);
    expect(view.ids()).toEqual(['b', 'c', 'd', 'e', 'f']);
    expect(engine.stats()).toMatchObject({ events: 6, messages: 1, cursor: backend.head });
    expect(heals(backend)).toBe(0);
  });

  it('a change missing inside the message (a room we are not in, or lost) is read from the change log', async () => {
    backend.transaction(() => {
      backend.write(makeTodo('b', { date: '2026-11-20T01:00:00.000Z' }));
      backend.write(makeTodo('c', { date: '2026-11-20T02:00:00.000Z' }));
      backend.write(makeTodo('d', { date: '2026-11-20T03:00:00.000Z' }));
    });
    const [message] = backend.outbox.splice(0, 1);
    backend.emit([message![0]!, message![2]!]);
    await settle();
    frames.run();

    expect(heals(backend)).toBe(1);
    expect(view.ids()).toEqual(['a', 'b', 'c', 'd']);
    expect(engine.stats().cursor).toBe(backend.head);
  });

  it('messages arriving out of order (two instances) converge, and a row never goes back in time', async () => {
    backend.transaction(() => {
      backend.write(makeTodo('b', { date: '2026-11-20T01:00:00.000Z' }));
      backend.write(makeTodo('a', { date: '2026-11-19T09:00:00.000Z', type: 'TEXT_BACK' }));
    });
    backend.transaction(() => {
      backend.write(makeTodo('a', { date: '2026-11-19T09:00:00.000Z', type: 'CALL_BACK' }));
      backend.write(makeTodo('c', { date: '2026-11-20T02:00:00.000Z' }));
    });
    const [first, second] = backend.outbox.splice(0, 2);
    backend.emit(second!);
    backend.emit(first!);
    // The same first message again (a redelivery): dropped whole.
    backend.emit(first!);
    await settle();
    frames.run();

    expect(view.rows().find((row) => row.id === 'a')).toMatchObject({ type: 'CALL_BACK' });
    expect(view.ids().sort()).toEqual(['a', 'b', 'c']);
    expect(engine.stats()).toMatchObject({ cursor: backend.head, duplicates: 2 });
  });
});

import { describe, expect, it } from 'vitest';
import { HandDrivenBackend, makeTodo, manualClock, manualFrames, settle } from '../testing/hand-driven.ts';
import { batchLiveMessages, receiveBatches, type LiveBatch } from './batched-remote.ts';
import { createLocalRemote } from './local-remote.ts';
import { createSyncClient } from './sync-client.ts';

const day = {
  guideId: 'g1',
  day: '2026-11-21',
  dayStart: Date.parse('2026-11-21T00:00:00Z'),
  dayEnd: Date.parse('2026-11-22T00:00:00Z'),
};

/** The engine behind the batching pair, as the worker and the UI thread hold it, with the batches counted. */
function setup() {
  const backend = new HandDrivenBackend();
  backend.write(makeTodo('a', { type: 'TEXT_BACK' }));
  backend.outbox.length = 0;
  const frames = manualFrames();
  const engine = createLocalRemote({
    http: backend.http,
    changes: backend.changes,
    clock: manualClock(),
    frameScheduler: () => frames.schedule,
  });
  // The end of the worker's task, run by hand.
  const tasksEnding: (() => void)[] = [];
  const worker = batchLiveMessages(engine, (flush) => tasksEnding.push(flush));
  const batches: LiveBatch[] = [];
  const ui = receiveBatches({
    listen: (deliver) => worker.listen((batch) => (batches.push(batch), deliver(batch))),
    subscribeAs: (subscription, name, params) => worker.subscribeAs(subscription, name, params),
    unsubscribeAs: (subscription) => worker.unsubscribeAs(subscription),
  });
  const client = createSyncClient({ ...engine, ...ui }, { lingerMs: 0 });
  const endTasks = () => tasksEnding.splice(0).forEach((flush) => flush());
  return { backend, frames, engine, client, batches, endTasks };
}

describe('live-query messages across the worker boundary', () => {
  it('sends what one change did to several queries as one batch, and each view gets its own', async () => {
    const { backend, frames, engine, client, batches, endTasks } = setup();
    const all = client.live('docketFollowUps', { ...day, filters: ['calls', 'texts'] });
    const texts = client.live('docketFollowUps', { ...day, filters: ['texts'] });
    await settle();
    frames.run();
    endTasks();
    expect(engine.engine.stats().liveQueries).toBe(2);
    expect(all.current().rows.map((row) => row.id)).toEqual(['a']);
    expect(texts.current().rows.map((row) => row.id)).toEqual(['a']);

    batches.length = 0;
    backend.write(makeTodo('b', { type: 'TEXT_BACK', date: '2026-11-21T01:00:00.000Z' }));
    backend.deliverAll();
    frames.run();
    // Nothing crosses until the task that produced the diffs ends; then both go in one message.
    expect(batches).toEqual([]);
    endTasks();
    expect(batches).toHaveLength(1);
    expect(new Set(batches[0]!.map(([subscription]) => subscription)).size).toBe(2);
    expect(all.current().rows.map((row) => row.id)).toEqual(['a', 'b']);
    expect(texts.current().rows.map((row) => row.id)).toEqual(['a', 'b']);
  });

  it('drops what arrives for a subscription that has ended, and the others carry on', async () => {
    const { backend, frames, engine, client, endTasks } = setup();
    const all = client.live('docketFollowUps', { ...day, filters: ['calls', 'texts'] });
    const texts = client.live('docketFollowUps', { ...day, filters: ['texts'] });
    await settle();
    frames.run();
    endTasks();
    backend.write(makeTodo('b', { type: 'TEXT_BACK', date: '2026-11-21T01:00:00.000Z' }));
    backend.deliverAll();
    frames.run();
    // The batch is on its way when the screen leaves the query.
    texts.release();
    await settle();
    expect(() => endTasks()).not.toThrow();
    expect(texts.current().rows.map((row) => row.id)).toEqual(['a']);
    expect(engine.engine.stats().liveQueries).toBe(1);
    expect(all.current().rows.map((row) => row.id)).toEqual(['a', 'b']);
  });
});

import { describe, expect, it } from 'vitest';
import { HandDrivenBackend, makeTodo, manualClock, manualFrames, settle } from '../testing/hand-driven.ts';
import { createLocalRemote } from './local-remote.ts';
import { createSyncClient } from './sync-client.ts';

const params = {
  guideId: 'g1',
  day: '2026-11-21',
  dayStart: Date.parse('2026-11-21T00:00:00Z'),
  dayEnd: Date.parse('2026-11-22T00:00:00Z'),
  filters: ['calls' as const, 'texts' as const],
};

describe('sync client', () => {
  it('shares one engine query between screens, keeps unchanged rows identical, releases on last leave', async () => {
    const backend = new HandDrivenBackend();
    backend.write(makeTodo('a'));
    backend.write(makeTodo('b', { type: 'TEXT_BACK' }));
    backend.outbox.length = 0;
    const frames = manualFrames();
    const remote = createLocalRemote({
      http: backend.http,
      changes: backend.changes,
      clock: manualClock(),
      frameScheduler: () => frames.schedule,
    });
    const client = createSyncClient(remote, { lingerMs: 0 });
    const first = client.live('docketFollowUps', params);
    const second = client.live('docketFollowUps', { ...params });
    await settle();
    frames.run();
    expect(first.current().rows.map((r) => r.id)).toEqual(['a', 'b']);
    expect(second.current()).toBe(first.current());
    expect(remote.engine.stats().liveQueries).toBe(1);
    const before = first.current();
    backend.write(makeTodo('c', { type: 'TEXT_BACK', date: '2026-11-21T01:00:00.000Z' }));
    backend.deliverAll();
    frames.run();
    const after = first.current();
    expect(after.rows.map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(after.rows[0]).toBe(before.rows[0]);
    expect(Object.isFrozen(after.rows)).toBe(true);
    first.release();
    expect(remote.engine.stats().liveQueries).toBe(1);
    second.release();
    await settle();
    expect(remote.engine.stats().liveQueries).toBe(0);
  });

  it('keeps a released query warm for a while: coming straight back finds the same view', async () => {
    const backend = new HandDrivenBackend();
    backend.write(makeTodo('a'));
    backend.outbox.length = 0;
    const frames = manualFrames();
    const clock = manualClock();
    const remote = createLocalRemote({
      http: backend.http,
      changes: backend.changes,
      clock,
      frameScheduler: () => frames.schedule,
    });
    const client = createSyncClient(remote, { lingerMs: 1000, timers: clock });
    const first = client.live('docketFollowUps', params);
    await settle();
    frames.run();
    const view = first.current();
    first.release();
    clock.advance(500);
    const again = client.live('docketFollowUps', params);
    expect(again.current()).toBe(view);
    again.release();
    clock.advance(1000);
    await settle();
    expect(remote.engine.stats().liveQueries).toBe(0);
    expect(backend.requests.filter((r) => r.includes('todos'))).toHaveLength(1);
  });
});

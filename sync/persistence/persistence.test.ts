import { describe, expect, it } from 'vitest';
import { createSyncEngine } from '../engine.ts';
import type { Http } from '../ports.ts';
import { applyOps, type LiveMessage } from '../protocol.ts';
import type { FollowUpRow } from '../queries/index.ts';
import { HandDrivenBackend, makeTodo, manualClock, manualFrames, settle } from '../testing/hand-driven.ts';
import { createPersistence } from './persistence.ts';
import { createSessionKeeper, RESTORE_WAIT_MS } from './session-keeper.ts';
import { createMemoryStorage, type SnapshotStorage } from './storage.ts';

const day = {
  guideId: 'g1',
  day: '2026-11-21',
  dayStart: Date.parse('2026-11-21T00:00:00Z'),
  dayEnd: Date.parse('2026-11-22T00:00:00Z'),
  filters: ['calls', 'texts', 'visits'] as ('calls' | 'texts' | 'visits')[],
};

/** An access token as the provider signs it; only its claims matter here. */
const tokenFor = (sub: string) =>
  `e30.${Buffer.from(JSON.stringify({ iss: 'https://id.example', sub })).toString('base64url')}.sig`;

function screen() {
  let rows: FollowUpRow[] = [];
  const messages: LiveMessage<FollowUpRow>[] = [];
  return {
    listener: (message: LiveMessage<FollowUpRow>) => {
      messages.push(message);
      rows = message.kind === 'snapshot' ? message.rows : applyOps(rows, (r) => r.id, message.ops);
    },
    ids: () => rows.map((r) => r.id),
    messages,
  };
}

/** One page load of the portal: a fresh engine over the same backend and the same device storage. */
function pageLoad(backend: HandDrivenBackend, storage: SnapshotStorage, http: Http = backend.http) {
  const frames = manualFrames();
  const clock = manualClock();
  const engine = createSyncEngine({ http, changes: backend.changes, clock, frameScheduler: () => frames.schedule });
  const persistence = createPersistence({
    store: engine.store,
    feed: engine.feed,
    pages: engine.pages,
    storage,
    clock,
  });
  void persistence.preload();
  const keeper = createSessionKeeper(persistence, engine.feed, clock);
  return {
    engine,
    frames,
    clock,
    persistence,
    keeper,
    signIn: (sub: string) => keeper.onSession({ token: tokenFor(sub) }),
  };
}

function seeded() {
  const backend = new HandDrivenBackend();
  backend.write(makeTodo('a', { type: 'INCOMPLETE_CALL', date: '2026-11-19T09:00:00.000Z' }));
  backend.write(makeTodo('b', { type: 'CALL_BACK', date: '2026-11-20T09:00:00.000Z' }));
  backend.outbox.length = 0;
  return backend;
}

/** A first visit: the docket loads from the server and the store is saved. */
async function firstVisit(backend: HandDrivenBackend, storage: SnapshotStorage, sub = 'guide-1') {
  const page = pageLoad(backend, storage);
  page.signIn(sub);
  await page.keeper.settled;
  const view = screen();
  page.engine.subscribe('docketFollowUps', day, view.listener);
  await settle();
  page.frames.run();
  expect(view.ids()).toEqual(['b', 'a']);
  page.clock.advance(5000);
  await settle();
  return page;
}

/** A reload with the network held back: signed in, the docket subscribed, nothing answered yet. */
async function reloadHeld(backend: HandDrivenBackend, storage: SnapshotStorage, sub = 'guide-1') {
  backend.holdGets = true;
  const reload = pageLoad(backend, storage);
  reload.signIn(sub);
  await reload.keeper.settled;
  const view = screen();
  reload.engine.subscribe('docketFollowUps', day, view.listener);
  return { reload, view };
}

describe('the store kept between page loads', () => {
  it('a reload paints the docket from the stored rows before any request answers, then catches up from the change log', async () => {
    const backend = seeded();
    const storage = createMemoryStorage();
    await firstVisit(backend, storage);
    expect(storage.meta?.cursor).toBe(2);

    // While the tab was closed: a new follow-up, and one done elsewhere.
    backend.write(makeTodo('c', { type: 'TEXT_BACK', date: '2026-11-18T09:00:00.000Z' }));
    backend.remove('todo', 'a');
    backend.outbox.length = 0;

    const { reload, view } = await reloadHeld(backend, storage);
    // The first message already has the rows seen before: no spinner while the network answers.
    expect(view.messages[0]).toMatchObject({ kind: 'snapshot', status: 'loading' });
    expect(view.ids()).toEqual(['b', 'a']);

    backend.holdGets = false;
    backend.release();
    await settle();
    reload.frames.run();
    expect(view.ids()).toEqual(['b', 'c']);
    expect(backend.requests).toContain('GET /sync/changes');
  });

  // Regression: restored rows were only ever corrected by changes. A row that left a list without
  // a change this user hears (a notification moved to another guide is private to that guide) stayed
  // on the screen after every reload, though a cold load would not show it.
  it('a restored row the reloaded page no longer lists is dropped once that page has loaded, and leaves the copy', async () => {
    const backend = seeded();
    const storage = createMemoryStorage();
    await firstVisit(backend, storage);
    // While the tab was closed, the server stopped listing 'a' for this guide by a change this user never hears.
    backend.todos.set('a', { ...backend.todos.get('a')!, userId: 'g2' });
    backend.write(makeTodo('c', { type: 'TEXT_BACK', date: '2026-11-18T09:00:00.000Z' }));
    backend.outbox.length = 0;

    const { reload, view } = await reloadHeld(backend, storage);
    expect(view.ids()).toEqual(['b', 'a']);

    backend.holdGets = false;
    backend.release();
    await settle();
    reload.frames.run();
    expect(view.ids()).toEqual(['b', 'c']);
    reload.clock.advance(5000);
    await settle();
    expect([...storage.rows.keys()]).not.toContain('todo:a');
  });

  it('a row deleted after it was saved leaves the stored copy, so it never comes back on the next load', async () => {
    const backend = seeded();
    const storage = createMemoryStorage();
    const page = await firstVisit(backend, storage);
    expect([...storage.rows.keys()]).toContain('todo:a');
    backend.remove('todo', 'a');
    backend.deliverAll();
    page.clock.advance(5000);
    await settle();
    expect([...storage.rows.keys()]).not.toContain('todo:a');
    expect(storage.meta?.cursor).toBe(3);
  });

  it('a row the engine lets go (its page evicted) leaves the stored copy at the next save, and the other rows stay', async () => {
    const backend = seeded();
    const storage = createMemoryStorage();
    const page = await firstVisit(backend, storage);
    expect([...storage.rows.keys()]).toEqual(expect.arrayContaining(['todo:a', 'todo:b']));
    page.engine.store.forget([{ entity: 'todo', id: 'a' }]);
    page.clock.advance(5000);
    await settle();
    expect([...storage.rows.keys()]).not.toContain('todo:a');
    expect([...storage.rows.keys()]).toContain('todo:b');
  });

  it('signing out wipes the stored copy', async () => {
    const backend = seeded();
    const storage = createMemoryStorage();
    const page = await firstVisit(backend, storage);
    expect(storage.rows.size).toBeGreaterThan(0);
    page.keeper.onSession(undefined);
    await page.keeper.settled;
    expect(storage.rows.size).toBe(0);
    expect(storage.meta).toBeUndefined();
    // Nothing more is saved for the signed-out session, whatever still arrives.
    backend.write(makeTodo('late'));
    backend.deliverAll();
    page.clock.advance(5000);
    await settle();
    expect(storage.rows.size).toBe(0);
  });

  it("another user on the same browser never sees the previous user's rows", async () => {
    const backend = seeded();
    const storage = createMemoryStorage();
    await firstVisit(backend, storage, 'guide-1');

    const { view } = await reloadHeld(backend, storage, 'guide-2');
    expect(view.messages[0]).toMatchObject({ kind: 'snapshot', rows: [] });
    expect(storage.rows.size).toBe(0);
    backend.release();
  });

  it('a different user in the same engine wipes the copy and keeps nothing more', async () => {
    const backend = seeded();
    const storage = createMemoryStorage();
    const page = await firstVisit(backend, storage, 'guide-1');
    page.signIn('guide-2');
    await page.keeper.settled;
    expect(storage.rows.size).toBe(0);
    backend.write(makeTodo('later'));
    backend.deliverAll();
    page.clock.advance(5000);
    await settle();
    expect(storage.rows.size).toBe(0);
    expect(storage.meta).toBeUndefined();
  });

  // Under load the disk can answer after the first page: the copy used to be wiped then (every
  // reload on a busy machine went cold). Now it joins under what the pages brought.
  it('a disk that does not answer holds the screen back no longer than RESTORE_WAIT_MS; a copy that comes late joins without bringing back what the pages no longer list', async () => {
    const backend = seeded();
    const storage = createMemoryStorage();
    await firstVisit(backend, storage);
    // While the tab was closed: 'a' done elsewhere, 'c' new.
    backend.remove('todo', 'a');
    backend.write(makeTodo('c', { type: 'TEXT_BACK', date: '2026-11-18T09:00:00.000Z' }));
    backend.outbox.length = 0;
    let answer: () => void = () => undefined;
    const slow: SnapshotStorage = {
      ...storage,
      load: () => new Promise((resolve) => (answer = () => void storage.load().then(resolve))),
    };
    const reload = pageLoad(backend, slow);
    reload.signIn('guide-1');
    let open = false;
    void reload.keeper.ready.then(() => (open = true));
    await settle();
    expect(open).toBe(false);
    reload.clock.advance(RESTORE_WAIT_MS);
    await settle();
    expect(open).toBe(true);
    // The screen loads from the network meanwhile; the copy arriving afterwards changes nothing it shows.
    const view = screen();
    reload.engine.subscribe('docketFollowUps', day, view.listener);
    await settle();
    reload.frames.run();
    expect(view.ids()).toEqual(['b', 'c']);
    answer();
    await reload.keeper.settled;
    await settle();
    reload.frames.run();
    expect(view.ids()).toEqual(['b', 'c']);
    reload.clock.advance(5000);
    await settle();
    expect([...storage.rows.keys()].filter((key) => key.startsWith('todo:')).sort()).toEqual(['todo:b', 'todo:c']);
  });

  it('keeps at most maxRows rows, and saves in batches with the cursor last', async () => {
    const backend = seeded();
    for (let i = 0; i < 30; i++)
      backend.write(
        makeTodo(`t${String(i).padStart(2, '0')}`, {
          member: { id: `m${i}`, name: 'A B', firstName: 'A', lastName: 'B' } as never,
        }),
      );
    backend.outbox.length = 0;
    const storage = createMemoryStorage();
    const frames = manualFrames();
    const clock = manualClock();
    const engine = createSyncEngine({
      http: backend.http,
      changes: backend.changes,
      clock,
      frameScheduler: () => frames.schedule,
    });
    const persistence = createPersistence({
      store: engine.store,
      feed: engine.feed,
      storage,
      clock,
      maxRows: 20,
      batchSize: 8,
    });
    await persistence.start('scope');
    engine.subscribe('docketFollowUps', day, () => undefined);
    await settle();
    await persistence.flush();
    expect(storage.rows.size).toBe(20);
    expect(storage.writes).toBe(3);
    expect(storage.meta?.cursor).toBe(backend.head);
  });
});

/**
 * Big lists. Window pages: the member list shows exactly the window the server cut (which members,
 * in which order, how many in all), each row live from the store; windows a screen left go after
 * their idle time, with the rows only they held. Growing pages: infinite loading reads on from the
 * keyset cursor without reading again what it has.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createSyncEngine, type SyncEngine } from './engine.ts';
import { applyOps, type LiveMessage } from './protocol.ts';
import type { MemberListParams, MemberListRow } from './queries/index.ts';
import { OPERATIONS } from '../domain/index.ts';
import { page } from './page-loader.ts';
import { HandDrivenBackend, makeMember, makeTodo, manualClock, manualFrames, settle } from './testing/hand-driven.ts';

function screen() {
  let rows: MemberListRow[] = [];
  return {
    listener: (message: LiveMessage<MemberListRow>) => {
      rows = message.kind === 'snapshot' ? message.rows : applyOps(rows, (r) => r.id, message.ops);
    },
    names: () => rows.map((r) => r.name),
    rows: () => rows,
  };
}

const firstPage: MemberListParams = { query: { 'page-start': 0, 'page-size': 3 } };
const secondPage: MemberListParams = { query: { 'page-start': 3, 'page-size': 3 } };

describe('window pages (the member list)', () => {
  let backend: HandDrivenBackend;
  let frames: ReturnType<typeof manualFrames>;
  let clock: ReturnType<typeof manualClock>;
  let engine: SyncEngine;

  beforeEach(() => {
    backend = new HandDrivenBackend();
    frames = manualFrames();
    clock = manualClock();
    engine = createSyncEngine({
      http: backend.http,
      changes: backend.changes,
      clock,
      frameScheduler: () => frames.schedule,
      pageIdleMs: 1000,
    });
    backend.upsert('user', {
      id: 'g1',
      name: 'Gina Guide',
      firstName: 'Gina',
      lastName: 'Guide',
      role: 'GUIDE',
      location: 'Austin',
    });
    for (const [id, first, last] of [
      ['m1', 'Rosa', 'Delgado'],
      ['m2', 'Ana', 'Baker'],
      ['m3', 'Luis', 'Castro'],
      ['m4', 'Eva', 'Evans'],
      ['m5', 'Tom', 'Adams'],
    ] as const) {
      backend.upsert('user', makeMember(id, first, last));
    }
    backend.outbox.length = 0;
  });

  async function open(params: MemberListParams) {
    const view = screen();
    const stop = engine.subscribe('memberList', params, view.listener);
    await settle();
    frames.run();
    return { view, stop };
  }

  it('shows the server’s window in the server’s order, with the total and the guide’s name', async () => {
    const { view } = await open(firstPage);
    expect(view.names()).toEqual(['Tom Adams', 'Ana Baker', 'Luis Castro']);
    expect(view.rows().map((r) => [r.position, r.total])).toEqual([
      [0, 5],
      [1, 5],
      [2, 5],
    ]);
    expect(view.rows()[0]).toMatchObject({
      assignedGuideName: 'Gina Guide',
      shortAddress: '1 Main St, Springfield',
      memberStatusId: 1,
    });
  });

  it('a member whose status or name changes updates in place; the window keeps its order and members', async () => {
    const { view } = await open(firstPage);
    backend.upsert('user', makeMember('m2', 'Ana', 'Zimmer', { memberStatusId: 4 }));
    // A new member sorting first does not push into a window the server has already cut.
    backend.upsert('user', makeMember('m0', 'Abe', 'Aaron'));
    backend.deliverAll();
    frames.run();
    expect(view.names()).toEqual(['Tom Adams', 'Ana Zimmer', 'Luis Castro']);
    expect(view.rows()[1]).toMatchObject({ memberStatusId: 4, position: 1 });
  });

  it('a member deleted on the server leaves the window', async () => {
    const { view } = await open(firstPage);
    backend.remove('user', 'm3');
    backend.deliverAll();
    frames.run();
    expect(view.names()).toEqual(['Tom Adams', 'Ana Baker']);
  });

  it('a window the screen left is evicted after its idle time, with the rows only it held', async () => {
    const first = await open(firstPage);
    first.stop();
    const second = await open(secondPage);
    expect(second.view.names()).toEqual(['Rosa Delgado', 'Eva Evans']);
    expect(engine.stats().rows.user).toBe(6);
    clock.advance(1000);
    // The first window's three members are gone; the second's two and the guide (held by the team page) stay.
    expect(engine.stats()).toMatchObject({ loadedPages: 2, evictedPages: 1, evictedRows: 3 });
    expect(engine.stats().rows).toMatchObject({ user: 3, pageSlot: 2 });
    second.stop();
    clock.advance(1000);
    expect(engine.stats().rows).toMatchObject({ user: 0, pageSlot: 0 });
  });

  it('coming back to a window within its idle time makes no request', async () => {
    const first = await open(firstPage);
    first.stop();
    const requests = backend.requests.length;
    const again = await open(firstPage);
    expect(again.view.names()).toEqual(['Tom Adams', 'Ana Baker', 'Luis Castro']);
    expect(backend.requests.length).toBe(requests);
  });

  it('a search is a window of its own', async () => {
    const { view } = await open({ query: { searchTerm: 'bak', 'page-start': 0, 'page-size': 10 } });
    expect(view.names()).toEqual(['Ana Baker']);
    expect(view.rows()[0]?.total).toBe(1);
  });
});

describe('growing pages (infinite loading of earlier items)', () => {
  it('asking for more reads on from the cursor; the page read so far is not fetched again', async () => {
    const backend = new HandDrivenBackend();
    const frames = manualFrames();
    const engine = createSyncEngine({
      http: backend.http,
      changes: backend.changes,
      clock: manualClock(),
      frameScheduler: () => frames.schedule,
    });
    for (let i = 0; i < 250; i++)
      backend.upsert(
        'todo',
        makeTodo(`t${String(i).padStart(3, '0')}`, {
          date: `2026-11-${String(1 + (i % 28)).padStart(2, '0')}T10:00:00.000Z`,
        }),
      );
    const loader = engine.pages;
    const input = { params: { guideId: 'g1' }, query: { 'page-size': 100 } };
    await loader.acquire(page(OPERATIONS.guideTodos, input, { upTo: 100 }));
    expect(engine.stats().rows.todo).toBe(100);
    await loader.acquire(page(OPERATIONS.guideTodos, input, { upTo: 200 }));
    expect(engine.stats().rows.todo).toBe(200);
    await loader.acquire(page(OPERATIONS.guideTodos, input, { upTo: 300 }));
    expect(engine.stats().rows.todo).toBe(250);
    // Three reads in all, each after the last: one page, not one growing list read again and again.
    expect(backend.requests).toEqual(['GET /users/g1/todos', 'GET /users/g1/todos', 'GET /users/g1/todos']);
    expect(engine.stats().loadedPages).toBe(1);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../domain/index.ts';
import { createSyncEngine, type SyncEngine } from './engine.ts';
import { applyOps, type LiveMessage } from './protocol.ts';
import type { FollowUpRow, TeamGuideRow } from './queries/index.ts';
import { HandDrivenBackend, makeTodo, manualClock, manualFrames, settle } from './testing/hand-driven.ts';

const day = {
  guideId: 'g1',
  day: '2026-11-21',
  dayStart: Date.parse('2026-11-21T00:00:00Z'),
  dayEnd: Date.parse('2026-11-22T00:00:00Z'),
  filters: ['calls', 'texts', 'visits'] as ('calls' | 'texts' | 'visits')[],
};

/** A screen: applies what it receives, as the UI view does. */
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

describe('sync engine', () => {
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
      newKey: () => 'key-1',
    });
    backend.write(makeTodo('a', { type: 'INCOMPLETE_CALL', date: '2026-11-19T09:00:00.000Z' }));
    backend.write(makeTodo('b', { type: 'CALL_BACK', date: '2026-11-20T09:00:00.000Z' }));
    backend.write(makeTodo('c', { type: 'TEXT_BACK', date: '2026-11-18T09:00:00.000Z' }));
    backend.outbox.length = 0;
  });

  it('sends a snapshot, loads the page once, and orders rows by the follow-up sort order', async () => {
    const view = screen();
    engine.subscribe('docketFollowUps', day, view.listener);
    expect(view.messages[0]).toMatchObject({ kind: 'snapshot', status: 'loading', rows: [] });
    await settle();
    frames.run();
    // Call back, then text back, then incomplete call (part 1 section 9).
    expect(view.ids()).toEqual(['b', 'c', 'a']);
    expect(view.rows()[0]).toMatchObject({ memberName: 'Rosa Delgado', type: 'CALL_BACK' });
    // The first full result is a snapshot; only later changes travel as diffs.
    expect(view.messages.at(-1)).toMatchObject({ kind: 'snapshot', status: 'ready' });
    expect(backend.requests).toEqual(['GET /users/g1/todos']);
  });

  // Guards the old cap: one 500-row page, oldest first, hid a busy guide's newest follow-ups.
  it('a guide with 2,000 open todos sees every one of them, the newest included', async () => {
    for (let i = 0; i < 2000; i++) {
      const minute = String(i % 60).padStart(2, '0');
      backend.write(
        makeTodo(`bulk-${String(i).padStart(4, '0')}`, {
          type: 'CALL_BACK',
          date: `2026-11-${String(1 + Math.floor(i / 100)).padStart(2, '0')}T10:${minute}:00.000Z`,
        }),
      );
    }
    backend.write(makeTodo('newest', { type: 'CALL_BACK', date: '2026-11-21T07:00:00.000Z' }));
    const view = screen();
    engine.subscribe('docketFollowUps', day, view.listener);
    await settle();
    await settle();
    frames.run();
    expect(view.rows()).toHaveLength(2004);
    expect(view.ids()).toContain('newest');
    // Read page by page (500 at a time) by keyset, not in one unbounded answer.
    expect(backend.requests).toHaveLength(5);
  });

  it('lets a page no screen has used for a while go, with its rows, and loads it again when needed', async () => {
    const stop = engine.subscribe('docketFollowUps', day, screen().listener);
    await settle();
    expect(engine.stats().rows.todo).toBe(3);
    stop();
    clock.advance(60_000);
    // Within the idle time the page stays: coming back makes no request.
    expect(engine.stats()).toMatchObject({ loadedPages: 1, evictedPages: 0 });
    clock.advance(60_000);
    expect(engine.stats()).toMatchObject({ loadedPages: 0, evictedPages: 1 });
    expect(engine.stats().rows).toMatchObject({ todo: 0, user: 0 });

    const back = screen();
    engine.subscribe('docketFollowUps', day, back.listener);
    await settle();
    frames.run();
    expect(back.ids()).toEqual(['b', 'c', 'a']);
    expect(backend.requests).toEqual(['GET /users/g1/todos', 'GET /users/g1/todos']);
  });

  it('keeps a row another loaded page still holds, including one a change brought after that page loaded', async () => {
    backend.write(
      makeTodo('g2-old', {
        userId: 'g2',
        memberId: 'm9',
        member: { id: 'm9', name: 'Ana Ruiz', firstName: 'Ana', lastName: 'Ruiz' },
      }),
    );
    backend.outbox.length = 0;
    const stopFirst = engine.subscribe('docketFollowUps', day, screen().listener);
    const second = screen();
    engine.subscribe('docketFollowUps', { ...day, guideId: 'g2' }, second.listener);
    await settle();
    // A todo for g2 about Rosa (m1, whom g1's page brought) arrives while both pages are loaded.
    backend.write(makeTodo('g2-new', { userId: 'g2', date: '2026-11-20T11:00:00.000Z' }));
    backend.deliverAll();
    stopFirst();
    clock.advance(120_000);
    frames.run();
    expect(engine.stats()).toMatchObject({ loadedPages: 1, evictedPages: 1 });
    // g1's todos are gone; g2's, and Rosa whom g2's new todo names, stay.
    expect(second.rows().map((r) => [r.id, r.memberName])).toEqual([
      ['g2-old', 'Ana Ruiz'],
      ['g2-new', 'Rosa Delgado'],
    ]);
    expect(engine.stats().rows.todo).toBe(2);
  });

  it('a row a change brought, which no page had listed, leaves with the last page listing its kind', async () => {
    const view = screen();
    const stop = engine.subscribe('docketFollowUps', day, view.listener);
    await settle();
    backend.write(makeTodo('n', { type: 'CALL_BACK', date: '2026-11-17T09:00:00.000Z' }));
    backend.deliverAll();
    frames.run();
    expect(view.ids()).toEqual(['n', 'b', 'c', 'a']);
    stop();
    clock.advance(120_000);
    expect(engine.stats()).toMatchObject({ loadedPages: 0, evictedPages: 1 });
    expect(engine.stats().rows).toMatchObject({ todo: 0, user: 0 });
  });

  it('the team directory is a live query: a guide renamed elsewhere is renamed on screen, members never listed', async () => {
    backend.upsert('user', {
      id: 'g1',
      name: 'Gabriela Reyes',
      firstName: 'Gabriela',
      lastName: 'Reyes',
      role: 'GUIDE',
      location: 'Denver, CO',
    });
    backend.upsert('user', {
      id: 'a1',
      name: 'Ada Admin',
      firstName: 'Ada',
      lastName: 'Admin',
      role: 'ADMIN',
      location: null,
    });
    backend.outbox.length = 0;
    let rows: TeamGuideRow[] = [];
    engine.subscribe('teamGuides', { attempt: 0 }, (message) => {
      rows = message.kind === 'snapshot' ? message.rows : applyOps(rows, (r) => r.id, message.ops);
    });
    // A todo brings its member (Rosa) into the same user collection: she is no guide.
    engine.subscribe('docketFollowUps', day, screen().listener);
    await settle();
    frames.run();
    expect(rows.map((r) => [r.guideName, r.location])).toEqual([['Gabriela Reyes', 'Denver, CO']]);

    backend.upsert('user', {
      id: 'g1',
      name: 'Gabriela Reyes-Ortiz',
      firstName: 'Gabriela',
      lastName: 'Reyes-Ortiz',
      role: 'GUIDE',
    });
    backend.deliverAll();
    frames.run();
    // A user change carries no location: the row keeps the one it had.
    expect(rows.map((r) => [r.guideName, r.location])).toEqual([['Gabriela Reyes-Ortiz', 'Denver, CO']]);
  });

  it("a member's update that keeps the name reaches no follow-up row; a rename renames the member's rows", async () => {
    const view = screen();
    engine.subscribe('docketFollowUps', day, view.listener);
    await settle();
    frames.run();
    const before = view.messages.length;
    // An inbound text moves the member's last event: nothing the docket shows.
    backend.upsert('user', {
      id: 'm1',
      name: 'Rosa Delgado',
      firstName: 'Rosa',
      lastName: 'Delgado',
      lastEventAt: '2026-11-21T10:00:00.000Z',
      lastEventType: 'message',
    });
    backend.deliverAll();
    frames.run();
    expect(view.messages.slice(before).filter((message) => message.kind === 'diff' && message.ops.length > 0)).toEqual(
      [],
    );
    backend.upsert('user', { id: 'm1', name: 'Rosa Delgado-Ruiz', firstName: 'Rosa', lastName: 'Delgado-Ruiz' });
    backend.deliverAll();
    frames.run();
    expect(view.rows().map((r) => r.memberName)).toEqual([
      'Rosa Delgado-Ruiz',
      'Rosa Delgado-Ruiz',
      'Rosa Delgado-Ruiz',
    ]);
    // A todo arriving with a member new to the store brings the member's name with it.
    backend.write(
      makeTodo('d', {
        type: 'CALL_BACK',
        date: '2026-11-20T10:00:00.000Z',
        memberId: 'm7',
        member: { id: 'm7', name: 'Ana Ruiz', firstName: 'Ana', lastName: 'Ruiz' },
      }),
    );
    backend.deliverAll();
    frames.run();
    expect(view.rows().find((r) => r.id === 'd')?.memberName).toBe('Ana Ruiz');
  });

  it('a page lost to the network fails its query with an error that names the call', async () => {
    const offline = createSyncEngine({
      http: {
        call: (operation, input, options) =>
          (operation as object) === OPERATIONS.guideTodos
            ? Promise.reject(new Error('Failed to fetch'))
            : backend.http.call(operation, input, options),
      },
      changes: backend.changes,
      clock,
      frameScheduler: () => frames.schedule,
    });
    const view = screen();
    offline.subscribe('docketFollowUps', day, view.listener);
    await settle();
    frames.run();
    expect(view.messages.at(-1)).toMatchObject({
      status: 'error',
      error: { status: 0, body: { message: 'Failed to fetch', path: '/users/g1/todos' } },
    });
  });

  it('a page the network failed loads again after a back-off, and at once when the socket reconnects', async () => {
    let down = true;
    const flaky = createSyncEngine({
      http: {
        call: (operation, input, options) =>
          down && (operation as object) === OPERATIONS.guideTodos
            ? Promise.reject(new Error('Failed to fetch'))
            : backend.http.call(operation, input, options),
      },
      changes: backend.changes,
      clock,
      frameScheduler: () => frames.schedule,
    });
    const view = screen();
    flaky.subscribe('docketFollowUps', day, view.listener);
    await settle();
    frames.run();
    expect(view.messages.at(-1)).toMatchObject({ status: 'error' });
    // Still down a second later: tried again, still the one error (the screen is not told twice), the next try two seconds on.
    clock.advance(1000);
    await settle();
    frames.run();
    expect(view.messages.at(-1)).toMatchObject({ status: 'error' });
    expect(view.messages.filter((message) => message.status === 'error')).toHaveLength(1);
    down = false;
    clock.advance(2000);
    await settle();
    frames.run();
    expect(view.messages.at(-1)).toMatchObject({ kind: 'snapshot', status: 'ready' });
    expect(view.ids()).toEqual(['b', 'c', 'a']);

    // Down again for another screen; the socket coming back tries at once, without waiting.
    down = true;
    const other = screen();
    flaky.subscribe('docketFollowUps', { ...day, guideId: 'g2' }, other.listener);
    await settle();
    frames.run();
    expect(other.messages.at(-1)).toMatchObject({ status: 'error' });
    down = false;
    backend.setConnection('disconnected');
    backend.setConnection('connected');
    await settle();
    frames.run();
    expect(other.messages.at(-1)).toMatchObject({ status: 'ready' });
  });

  it('a refused page (403) is an answer: it is not tried again', async () => {
    const requests: string[] = [];
    const refusing = createSyncEngine({
      http: {
        call: (operation, input, options) => {
          if ((operation as object) !== OPERATIONS.guideTodos) return backend.http.call(operation, input, options);
          requests.push('todos');
          return Promise.reject({ status: 403, body: { statusCode: 403, message: 'Forbidden' } });
        },
      },
      changes: backend.changes,
      clock,
      frameScheduler: () => frames.schedule,
    });
    const view = screen();
    refusing.subscribe('docketFollowUps', day, view.listener);
    await settle();
    clock.advance(60_000);
    await settle();
    frames.run();
    expect(view.messages.at(-1)).toMatchObject({ status: 'error', error: { status: 403 } });
    expect(requests).toHaveLength(1);
  });

  it('two screens share the data; coming back to a released screen makes no request', async () => {
    const first = screen();
    const stop = engine.subscribe('docketFollowUps', day, first.listener);
    await settle();
    frames.run();
    const second = screen();
    engine.subscribe('docketActivity' as never, { ...day } as never, () => undefined);
    const stopSame = engine.subscribe('docketFollowUps', { ...day, filters: [...day.filters] }, second.listener);
    expect(second.ids()).toEqual(['b', 'c', 'a']);
    stop();
    stopSame();
    expect(engine.stats().liveQueries).toBe(1);
    const back = screen();
    engine.subscribe('docketFollowUps', day, back.listener);
    expect(back.ids()).toEqual(['b', 'c', 'a']);
    expect(backend.requests.filter((r) => r.includes('todos'))).toHaveLength(1);
  });

  // Regression: @tanstack/db told a query started over rows already in the store only of rows it
  // had sent that query, so a follow-up done elsewhere stayed on a docket the guide came back to.
  it('a screen opened again over resident rows drops a follow-up done elsewhere', async () => {
    const first = screen();
    const stop = engine.subscribe('docketFollowUps', day, first.listener);
    await settle();
    frames.run();
    stop();
    await settle();
    const back = screen();
    engine.subscribe('docketFollowUps', day, back.listener);
    await settle();
    frames.run();
    expect(back.ids()).toEqual(['b', 'c', 'a']);

    backend.write({ ...backend.todos.get('a')!, completedAt: '2026-11-21T09:00:00.000Z' });
    backend.deliverAll();
    await settle();
    frames.run();
    expect(back.ids()).toEqual(['b', 'c']);
  });

  it('keeps the open screen current from socket events, as ordered ops', async () => {
    const view = screen();
    engine.subscribe('docketFollowUps', day, view.listener);
    await settle();
    frames.run();
    backend.write(
      makeTodo('d', {
        type: 'CALL_BACK',
        date: '2026-11-21T08:00:00.000Z',
        member: { id: 'm2', name: 'Luis Ortega', firstName: 'Luis', lastName: 'Ortega' },
      }),
    );
    backend.write({ ...backend.todos.get('a')!, completedAt: '2026-11-21T09:00:00.000Z' });
    backend.deliverAll();
    frames.run();
    expect(view.ids()).toEqual(['b', 'd', 'c']);
    const last = view.messages.at(-1) as Extract<LiveMessage<FollowUpRow>, { kind: 'diff' }>;
    expect(last.ops.map((o) => o.op).sort()).toEqual(['delete', 'insert']);
    // Several events inside one frame travel as one message.
    expect(view.messages.filter((m) => m.kind === 'diff')).toHaveLength(1);
  });

  it('heals a gap from the change log and drops duplicates', async () => {
    const view = screen();
    engine.subscribe('docketFollowUps', day, view.listener);
    await settle();
    backend.write(makeTodo('d', { type: 'TEXT_BACK' }));
    backend.write(makeTodo('e', { type: 'TEXT_BACK' }));
    backend.dropNext();
    backend.deliverNext();
    await settle();
    frames.run();
    expect(view.ids()).toEqual(['b', 'c', 'd', 'e', 'a']);
    expect(engine.stats()).toMatchObject({ heals: 1, cursor: 5 });
    backend.emit(backend.log[3]!);
    expect(engine.stats().duplicates).toBe(1);
  });

  it('a page read before a change never overwrites it', async () => {
    backend.holdGets = true;
    const view = screen();
    engine.subscribe('docketFollowUps', day, view.listener);
    await settle();
    // The server already answered (with b open) when b is completed and its event overtakes the page.
    backend.write({ ...backend.todos.get('b')!, completedAt: '2026-11-21T10:00:00.000Z' });
    backend.deliverAll();
    backend.holdGets = false;
    backend.release();
    await settle();
    frames.run();
    expect(view.ids()).toEqual(['c', 'a']);
  });

  it('a second screen’s page, read before a change the socket already delivered, never overwrites it', async () => {
    const first = screen();
    engine.subscribe('docketFollowUps', day, first.listener);
    await settle();
    backend.write(makeTodo('x', { userId: 'g2', type: 'CALL_BACK' }));
    backend.deliverAll();
    backend.holdGets = true;
    const second = screen();
    engine.subscribe('docketFollowUps', { ...day, guideId: 'g2' }, second.listener);
    await settle();
    backend.write({ ...backend.todos.get('x')!, completedAt: '2026-11-21T10:00:00.000Z' });
    backend.deliverAll();
    backend.holdGets = false;
    backend.release();
    await settle();
    frames.run();
    expect(second.ids()).toEqual([]);
    expect(engine.stats().heals).toBe(0);
  });

  it('a reconnect heals whatever happened while disconnected', async () => {
    const view = screen();
    engine.subscribe('docketFollowUps', day, view.listener);
    await settle();
    backend.setConnection('connected');
    backend.setConnection('disconnected');
    backend.write(makeTodo('z', { type: 'CALL_BACK', date: '2026-11-17T09:00:00.000Z' }));
    backend.dropNext();
    backend.setConnection('connected');
    await settle();
    frames.run();
    expect(view.ids()).toEqual(['z', 'b', 'c', 'a']);
  });

  /** The follow-ups page is read (at head 3), then z is committed while no socket hears of it, then the page arrives. */
  async function pageReadBeforeAnUnheardChange() {
    backend.holdGets = true;
    const view = screen();
    engine.subscribe('docketFollowUps', day, view.listener);
    await settle();
    backend.write(makeTodo('z', { type: 'CALL_BACK', date: '2026-11-17T09:00:00.000Z' }));
    backend.dropNext();
    backend.holdGets = false;
    backend.release();
    await settle();
    frames.run();
    return view;
  }

  it('a change committed after the page was read, before the socket first joined, reaches the screen when it joins', async () => {
    const view = await pageReadBeforeAnUnheardChange();
    expect(view.ids()).toEqual(['b', 'c', 'a']);
    backend.setConnection('connected');
    await settle();
    frames.run();
    expect(view.ids()).toEqual(['z', 'b', 'c', 'a']);
    expect(engine.stats().cursor).toBe(4);
  });

  it('a page that arrives after the socket joined, read before it did, has the log read from its head', async () => {
    backend.setConnection('connected');
    const view = await pageReadBeforeAnUnheardChange();
    expect(view.ids()).toEqual(['z', 'b', 'c', 'a']);
    expect(backend.requests.filter((r) => r.includes('/sync/changes'))).toHaveLength(1);
  });

  it('No action needed leaves at once, and stays gone once the server confirms', async () => {
    const view = screen();
    engine.subscribe('docketFollowUps', day, view.listener);
    await settle();
    frames.run();
    const done = engine.mutate('snoozeTodo', { guideId: 'g1', todoId: 'b' });
    frames.run();
    expect(view.ids()).toEqual(['c', 'a']);
    await settle();
    backend.deliverAll();
    await done;
    frames.run();
    expect(view.ids()).toEqual(['c', 'a']);
    expect(backend.requests).toContain('POST /users/g1/todos/b/snooze');
  });

  it('a failed write rolls back and reports the server error', async () => {
    const view = screen();
    engine.subscribe('docketFollowUps', day, view.listener);
    await settle();
    frames.run();
    backend.failNextPost = { status: 500, message: 'Internal server error' };
    const done = engine.mutate('snoozeTodo', { guideId: 'g1', todoId: 'c' });
    frames.run();
    expect(view.ids()).toEqual(['b', 'a']);
    await expect(done).rejects.toMatchObject({ status: 500, body: { message: 'Internal server error' } });
    frames.run();
    expect(view.ids()).toEqual(['b', 'c', 'a']);
  });
});

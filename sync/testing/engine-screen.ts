/**
 * An engine over a hand-driven backend, and screens that hold a live query's rows as the UI would:
 * what the engine tests of member pages share.
 *
 * @example
 *   const sync = engineScreenEach((backend) => backend.upsert('user', makeMember(M, 'Rosa', 'Delgado')));
 *   it('...', async () => {
 *     const phones = await sync.open<{ id: string }>('memberPhones', { memberId: M });
 *     await sync.confirm(sync.engine.mutate('updatePhoneNumber', { phoneId: '8', description: 'Work' }));
 *   });
 */
import { beforeEach } from 'vitest';
import { createSyncEngine, type SyncEngine } from '../engine.ts';
import type { Http } from '../ports.ts';
import { applyOps, type LiveMessage } from '../protocol.ts';
import { FakeBackend, manualClock, manualFrames, settle } from './fake-backend.ts';

export interface Screen<Row> {
  listener(message: LiveMessage<Row>): void;
  rows(): Row[];
}

/** The rows a subscriber holds after each message: a snapshot replaces them, ops patch them. */
export function screen<Row extends { id: string }>(): Screen<Row> {
  let rows: Row[] = [];
  return {
    listener: (message) => {
      rows = message.kind === 'snapshot' ? message.rows : applyOps(rows, (r) => r.id, message.ops);
    },
    rows: () => rows,
  };
}

/** `http` stands in front of the backend's own port where a test needs an answer it does not give. */
export function engineOver(backend: FakeBackend, http: Http = backend.http) {
  const frames = manualFrames();
  const clock = manualClock();
  const engine: SyncEngine = createSyncEngine({
    http,
    changes: backend.changes,
    clock,
    frameScheduler: () => frames.schedule,
  });
  return {
    engine,
    frames,
    /** The engine's clock: `advance` runs what is due (back-offs, evictions, window reads). */
    clock,
    /** Subscribes a screen to a live query and lets its pages land. */
    async open<Row extends { id: string }>(
      name: Parameters<SyncEngine['subscribe']>[0],
      params: object,
    ): Promise<Screen<Row>> {
      const view = screen<Row>();
      engine.subscribe(name, params as never, view.listener as never);
      await settle();
      frames.run();
      return view;
    },
    /** The server answers a write and its changes arrive on the socket. */
    async confirm(done: Promise<unknown>): Promise<void> {
      await settle();
      backend.deliverAll();
      await done;
      frames.run();
    },
  };
}

export interface EngineScreen extends ReturnType<typeof engineOver> {
  backend: FakeBackend;
  /** The socket's events arrive, land, and whatever they set off lands too. */
  flush(): Promise<void>;
}

/**
 * A new backend and an engine over it for every test of the calling `describe`: `seed` fills the
 * backend first, then its outbox is emptied, so the socket carries only what the test itself does.
 * Read the fields inside tests and hooks (they are replaced before each test).
 */
export function engineScreenEach(
  seed: (backend: FakeBackend) => void = () => {},
  options: { http?: (backend: FakeBackend) => Http } = {},
): EngineScreen {
  const current = {} as EngineScreen;
  beforeEach(() => {
    const backend = new FakeBackend();
    const over = engineOver(backend, options.http?.(backend));
    Object.assign(current, over, {
      backend,
      async flush() {
        backend.deliverAll();
        over.frames.run();
        await Promise.resolve();
        over.frames.run();
      },
    });
    seed(backend);
    backend.outbox.length = 0;
  });
  return current;
}

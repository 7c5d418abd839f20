/**
 * An engine over a hand-driven backend, and screens that hold a live query's rows as the UI would:
 * what the engine tests of member pages share.
 *
 * @example
 *   const { engine, open, confirm } = engineOver(backend);
 *   const phones = await open<{ id: string }>('memberPhones', { memberId });
 *   await confirm(engine.mutate('updatePhoneNumber', { phoneId: '8', description: 'Work' }));
 */
import { createSyncEngine, type SyncEngine } from '../engine.ts';
import { applyOps, type LiveMessage } from '../protocol.ts';
import { manualClock, manualFrames, settle, type FakeBackend } from './fake-backend.ts';

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

export function engineOver(backend: FakeBackend) {
  const frames = manualFrames();
  const engine: SyncEngine = createSyncEngine({ http: backend.http, changes: backend.changes, clock: manualClock(), frameScheduler: () => frames.schedule });
  return {
    engine,
    frames,
    /** Subscribes a screen to a live query and lets its pages land. */
    async open<Row extends { id: string }>(name: Parameters<SyncEngine['subscribe']>[0], params: object): Promise<Screen<Row>> {
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

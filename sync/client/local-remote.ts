/**
 * Runs the engine on the calling thread behind the same interface the worker offers. Used by the
 * benchmark's "store on the main thread" comparison and by tests.
 */
import { createSyncEngine, type SyncEngineOptions } from '../engine.ts';
import type { LiveQueryName } from '../queries/index.ts';
import type { Session } from '../transport/http.ts';
import type { EngineRemote } from './remote.ts';

export function createLocalRemote(
  options: SyncEngineOptions,
  onSession?: (session: Session | undefined) => void,
): EngineRemote & { engine: ReturnType<typeof createSyncEngine> } {
  const engine = createSyncEngine(options);
  const stops = new Map<number, () => void>();
  let next = 1;
  return {
    engine,
    async subscribe(name, params, listener) {
      const id = next++;
      stops.set(id, engine.subscribe(name as LiveQueryName, params as never, listener));
      return id;
    },
    async unsubscribe(id) {
      stops.get(id)?.();
      stops.delete(id);
    },
    mutate: (name, args) => engine.mutate(name, args),
    async setSession(session) {
      onSession?.(session);
    },
    wake: () => engine.heal(),
    async stats() {
      return engine.stats();
    },
  };
}

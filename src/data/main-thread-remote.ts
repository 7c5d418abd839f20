/**
 * The same engine on the main thread, for the benchmark's comparison (`localStorage.syncEngine =
 * 'main'`): the worker's wiring (sync/browser-engine.ts), run here instead.
 */
import { createBrowserEngine, type EngineRemote } from '../../sync/index.ts';
import type { SyncEndpoints } from './worker-remote.ts';

export function createMainThreadRemote(endpoints: SyncEndpoints): EngineRemote {
  return createBrowserEngine(endpoints);
}

/**
 * The same engine on the main thread, for the benchmark's comparison (`localStorage.syncEngine =
 * 'main'`). Wired exactly as workers/sync.worker.ts wires it, so the two differ only in where
 * they run.
 */
import { createFetchHttp, createFrameThrottle, createLocalRemote, createSocketSource, systemClock, type EngineRemote, type Session } from '../../sync/index.ts';
import type { SyncEndpoints } from './worker-remote.ts';

export function createMainThreadRemote(endpoints: SyncEndpoints): EngineRemote {
  let session: Session | undefined;
  const http = createFetchHttp({ apiBase: endpoints.apiBase.replace(/\/$/, ''), session: () => session });
  const socket = createSocketSource({ url: endpoints.socketUrl, session: () => session });
  return createLocalRemote({ http, changes: socket, clock: systemClock, frameScheduler: () => createFrameThrottle(systemClock) }, (next) => {
    const renewed = session && next && session.token !== next.token;
    session = next;
    if (!next) socket.disconnect();
    else if (renewed) socket.refreshToken(next.token);
    else socket.connect();
  });
}

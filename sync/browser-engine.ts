/**
 * The engine wired for a browser (fetch, socket.io, per-query frame throttles) behind the
 * EngineRemote interface. The sync worker exposes it over comlink; the benchmark's main-thread
 * variant runs the very same wiring on the UI thread, so the two differ only in where they run.
 */
import { createLocalRemote } from './client/local-remote.ts';
import type { EngineRemote } from './client/remote.ts';
import { createFrameThrottle } from './frame-throttle.ts';
import { systemClock } from './ports.ts';
import { createFetchHttp, type Session } from './transport/http.ts';
import { createSocketSource } from './transport/socket-source.ts';

export function createBrowserEngine(endpoints: { apiBase: string; socketUrl: string }): EngineRemote {
  let session: Session | undefined;
  const http = createFetchHttp({ apiBase: endpoints.apiBase.replace(/\/$/, ''), session: () => session });
  const socket = createSocketSource({ url: endpoints.socketUrl, session: () => session });
  return createLocalRemote({ http, changes: socket, clock: systemClock, frameScheduler: () => createFrameThrottle(systemClock) }, (next) => {
    // A renewed token goes to the live socket; a new sign-in connects; signing out disconnects.
    const renewed = session && next && session.token !== next.token;
    session = next;
    if (!next) socket.disconnect();
    else if (renewed) socket.refreshToken(next.token);
    else socket.connect();
  });
}

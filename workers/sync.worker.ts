/**
 * The sync worker: owns the socket, the REST paging and the store, and exposes the engine to the
 * UI thread over comlink. Diffs are flushed at most once per animation frame.
 */
import * as Comlink from 'comlink';
import { createFetchHttp, createFrameThrottle, createSocketSource, createSyncEngine, systemClock, type EngineRemote, type LiveMessage, type LiveQueryName, type Session } from '../sync/index.ts';

let session: Session | undefined;
const apiBase = new URL(self.location.href).searchParams.get('api') ?? '/api';
const socketUrl = new URL(self.location.href).searchParams.get('socket') ?? self.location.origin;

const http = createFetchHttp({ apiBase: new URL(apiBase, self.location.origin).toString().replace(/\/$/, ''), session: () => session });
const socket = createSocketSource({ url: socketUrl, session: () => session });


const engine = createSyncEngine({ http, changes: socket, clock: systemClock, frameScheduler: () => createFrameThrottle(systemClock) });
const stops = new Map<number, () => void>();
let nextId = 1;

const api: EngineRemote = {
  async subscribe(name, params, listener) {
    const id = nextId++;
    stops.set(id, engine.subscribe(name as LiveQueryName, params as never, (message: LiveMessage<{ id: string }>) => listener(message)));
    return id;
  },
  async unsubscribe(id) {
    stops.get(id)?.();
    stops.delete(id);
  },
  mutate: (name, args) => engine.mutate(name, args),
  async setSession(next) {
    const renewed = session && next && session.token !== next.token;
    session = next;
    if (!next) socket.disconnect();
    else if (renewed) socket.refreshToken(next.token);
    else socket.connect();
  },
  wake: () => engine.heal(),
  async stats() {
    return engine.stats();
  },
};

Comlink.expose(api);

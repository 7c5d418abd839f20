/**
 * socket.io on the API's HTTP server. The handshake is authenticated with the same bearer token
 * as REST (a socket never exists without a verified actor), the server joins the socket to its
 * rooms, and the socket is disconnected when its token expires or the user loses app access.
 * With Redis, events fan out across every instance.
 */
import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { Server, type DefaultEventsMap, type Socket } from 'socket.io';
import {
  HEALTH_CHECK_EVENT,
  HEALTH_CHECK_INTERVAL_MS,
  SOCKET_INITIALIZED_EVENT,
  type ChangeRow,
  type SocketChangePayload,
} from '../../domain/index.ts';
import { resolveActor, type Actor } from '../auth/actor.ts';
import type { TokenVerifier } from '../auth/verify-token.ts';
import type { Db } from '../db/connect.ts';
import type { PublishedChange } from '../db/changes.ts';
import { isAllowedOrigin } from '../http/cors.ts';
import { API_ANSWER_HEADERS } from '../http/security-headers.ts';
import { organisationRoom, eventNameFor, permissionRoom, roomFor, userRoom } from './rooms.ts';

export interface Realtime {
  io: Server;
  publish(changes: readonly PublishedChange[]): void;
  close(): Promise<void>;
}

interface SocketData {
  actor: Actor;
  expiryTimer?: NodeJS.Timeout;
}

type AuthedSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;

export async function attachRealtime(
  httpServer: HttpServer,
  options: {
    db: Db;
    verifier: TokenVerifier;
    redisUrl?: string | undefined;
    /** Channels under this name (config.ts `redisChannelPrefix`); socket.io's own name when empty. */
    redisChannelPrefix?: string | undefined;
    healthCheckIntervalMs?: number;
    allowedOrigins?: readonly string[];
  },
): Promise<Realtime> {
  const io = new Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>(httpServer, {
    path: '/socket.io',
    serveClient: false,
    // The client speaks WebSocket only (no CORS there); refuse browsers on other origins anyway:
    // only the configured sites and CORS_ORIGINS (site-origins.ts). No Origin: not a browser.
    allowRequest: (req, callback) => {
      const origin = req.headers.origin;
      callback(null, !origin || isAllowedOrigin(origin, options.allowedOrigins ?? []));
    },
    // No connection-state recovery: every reconnect passes the auth middleware again, and the
    // client heals any gap from the change log instead.
  });
  // The engine answers its HTTP long-polling (and refusals) before fastify's hooks could add the
  // security headers; its middlewares run for every such request, refused ones included (a
  // WebSocket upgrade's `res` takes them into its 101 answer).
  io.engine.use((_req: IncomingMessage, res: { setHeader(name: string, value: string): unknown }, next: () => void) => {
    for (const [name, value] of API_ANSWER_HEADERS) res.setHeader(name, value);
    next();
  });
  const redisClients: ReturnType<typeof createClient>[] = [];
  if (options.redisUrl) {
    const pub = createClient({ url: options.redisUrl });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub, { key: `${options.redisChannelPrefix ?? ''}socket.io` }));
  }

  function scheduleExpiry(socket: AuthedSocket) {
    clearTimeout(socket.data.expiryTimer);
    const ms = socket.data.actor.tokenExpiresAt * 1000 - Date.now();
    socket.data.expiryTimer = setTimeout(() => socket.disconnect(true), Math.max(0, Math.min(ms, 2 ** 31 - 1)));
  }

  io.use((socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown; impersonatedUserId?: unknown };
    if (typeof auth.token !== 'string' || !auth.token) return next(new Error('unauthorized'));
    resolveActor(
      options.db,
      options.verifier,
      auth.token,
      typeof auth.impersonatedUserId === 'string' ? auth.impersonatedUserId : undefined,
    )
      .then((actor) => {
        if (!actor.user.hasAppAccess || !actor.realUser.hasAppAccess) return next(new Error('forbidden'));
        socket.data.actor = actor;
        next();
      })
      .catch(() => next(new Error('unauthorized')));
  });

  io.on('connection', (socket) => {
    const { actor } = socket.data;
    void socket.join([
      userRoom(actor.user.id),
      userRoom(actor.realUser.id),
      organisationRoom(actor.organisationId),
      ...actor.permissions.map((p) => permissionRoom(actor.organisationId, p)),
    ]);
    scheduleExpiry(socket);
    // A renewed token extends the socket's life; a bad one ends it.
    socket.on('auth:refresh', (token: unknown) => {
      if (typeof token !== 'string') return;
      resolveActor(options.db, options.verifier, token, actor.impersonating ? actor.user.id : undefined)
        .then((renewed) => {
          if (renewed.realUser.id !== actor.realUser.id) return socket.disconnect(true);
          socket.data.actor = renewed;
          scheduleExpiry(socket);
          return undefined;
        })
        .catch(() => socket.disconnect(true));
    });
    socket.on('disconnect', () => clearTimeout(socket.data.expiryTimer));
    socket.emit(SOCKET_INITIALIZED_EVENT, { userId: actor.user.id });
  });

  // Each instance checks on its own sockets; a Redis broadcast would multiply the beat.
  const healthTimer = setInterval(
    () => io.local.emit(HEALTH_CHECK_EVENT, { at: new Date().toISOString() }),
    options.healthCheckIntervalMs ?? HEALTH_CHECK_INTERVAL_MS,
  );
  healthTimer.unref();

  // A write that commits while the instance shuts down (HTTP drains after the sockets close) finds
  // Redis gone: its publish would reject unheard and take the process down. Its sockets are already
  // closed; every client heals the gap from the change log when it reconnects elsewhere.
  let closed = false;

  return {
    io: io as unknown as Server,
    publish(changes) {
      if (closed) return;
      // One message per room for the changes published together (one committed transaction): an
      // inbound text's five organisation changes were five messages, each a frame to every socket
      // of the room on every instance and a store transaction and diff round in every engine.
      for (const [room, inRoom] of byRoom(changes)) {
        const last = inRoom.at(-1)!;
        const payload: SocketChangePayload = rowOf(last);
        if (inRoom.length > 1) payload.earlier = inRoom.slice(0, -1).map(rowOf);
        io.to(room).emit(eventNameFor(last), payload);
      }
      // Losing app access (or being deleted) ends that user's sockets on every instance.
      for (const change of changes)
        if (change.entity === 'user' && (change.op === 'delete' || change.data?.hasAppAccess === false))
          io.in(userRoom(change.id)).disconnectSockets(true);
    },
    async close() {
      closed = true;
      clearInterval(healthTimer);
      io.disconnectSockets(true);
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await Promise.all(redisClients.map((c) => c.quit().catch(() => undefined)));
    },
  };
}

/** The changes as a change row (what the change log's catch-up answers too). */
function rowOf(change: PublishedChange): ChangeRow {
  return { seq: change.seq, entity: change.entity, id: change.id, op: change.op, data: change.data };
}

/** The changes grouped by the room they go to, each group in sequence order, rooms in order of their first change. */
function byRoom(changes: readonly PublishedChange[]): Map<string, PublishedChange[]> {
  const rooms = new Map<string, PublishedChange[]>();
  for (const change of [...changes].sort((a, b) => a.seq - b.seq)) {
    const room = roomFor(change);
    const group = rooms.get(room);
    if (group) group.push(change);
    else rooms.set(room, [change]);
  }
  return rooms;
}

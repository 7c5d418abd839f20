/**
 * The ADT feed over MLLP (`ADT_MLLP_PORT`). Every message on it belongs to one customer
 * (`ADT_MLLP_CLIENT_ID`). MLLP has no authentication of its own, and every message names a member,
 * so the listener brings its own (README.md here):
 * - it binds loopback unless `ADT_MLLP_HOST` names another address;
 * - a connection from an address not on `ADT_MLLP_ALLOW` (loopback when unset) is closed before a
 *   byte of it is read, and logged by address class only (never the address nor any text);
 * - with `ADT_MLLP_TLS_CERT`/`_KEY` it is MLLP over TLS, and with `ADT_MLLP_TLS_CA` only interface
 *   engines whose client certificate that CA signed get through the handshake (mutual TLS).
 * @medplum/hl7's Hl7Server can neither bind one address nor speak TLS, so the server is node's and
 * each accepted socket (the TLS one, with TLS) goes to the library's Hl7Connection as Hl7Server
 * does it: framing and parsing stay the library's. Messages on one connection are applied in the
 * order sent, each ACKed after its write commits. A frame the library cannot parse reaches us only
 * as an error event without its text: it is logged (class only) and kept as a rejected row without
 * its text, and the sender, receiving no ACK, resends it.
 */
import { randomUUID } from 'node:crypto';
import { createServer, isIP, type AddressInfo, type BlockList, type Server, type Socket } from 'node:net';
import { createServer as createTlsServer, type Server as TlsServer } from 'node:tls';
import { asc, eq } from 'drizzle-orm';
import { Hl7Message } from '@medplum/core';
import { Hl7Connection } from '@medplum/hl7';
import type { FastifyBaseLogger } from 'fastify';
import { addressListOf, listHas, LOOPBACK_RANGES, type MllpTlsConfig, type ServerConfig } from '../config.ts';
import { writeWithChanges, type PublishedChange } from '../db/changes.ts';
import type { Db } from '../db/connect.ts';
import { adtMessages, clients } from '../db/schema/index.ts';
import type { Clock } from '../http/context.ts';
import type { AdtFeed } from './apply-adt.ts';
import { ingestAdtMessage, type FeedWrite } from './ingest.ts';

export interface MllpDeps {
  db: Db;
  clock: Clock;
  publish(changes: readonly PublishedChange[]): void;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}

export interface MllpListener {
  port: number;
  /** The address bound (loopback unless configured otherwise). */
  address: AddressInfo;
  stop(): Promise<void>;
}

/** Who may connect, and how; each unset part has the safe default (loopback, plain TCP). */
export interface MllpSecurity {
  host?: string;
  /** The peers accepted (a BlockList used as an allow-list). */
  allow?: BlockList;
  tls?: MllpTlsConfig;
}

/** The customer a listener serves: the configured one, or (the demo) the oldest. */
export async function mllpFeedOf(db: Db, clientId: string | undefined): Promise<AdtFeed> {
  const [client] = await db
    .select({ id: clients.id, organisationId: clients.organisationId })
    .from(clients)
    .where(clientId ? eq(clients.id, clientId) : undefined)
    .orderBy(asc(clients.createdAt), asc(clients.id))
    .limit(1);
  if (!client)
    throw new Error(clientId ? 'ADT_MLLP_CLIENT_ID names no customer' : 'No customer to receive the ADT feed');
  return { organisationId: client.organisationId, clientId: client.id };
}

export async function startMllpListener(
  deps: MllpDeps,
  feed: AdtFeed,
  port: number,
  security: MllpSecurity = {},
): Promise<MllpListener> {
  const allow = security.allow ?? addressListOf(LOOPBACK_RANGES);
  // Every socket still open (the TCP ones and their TLS sockets), for stop() to cut.
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const serve = (socket: Socket) => {
    track(socket);
    serveConnection(deps, feed, new Hl7Connection(socket));
  };
  const secure = security.tls && tlsServerOf(security.tls, deps.log, serve);
  // Paused: nothing is read from a socket before its peer's address is checked.
  const server = createServer({ pauseOnConnect: true }, (socket) => {
    track(socket);
    if (!listHas(allow, socket.remoteAddress)) {
      deps.log.warn(
        { peer: addressClassOf(socket.remoteAddress) },
        'ADT MLLP connection refused: source address not on ADT_MLLP_ALLOW',
      );
      socket.destroy();
    } else if (secure) {
      // The TLS server wraps it (handshake, client certificate) and hands `serve` the TLS socket.
      secure.emit('connection', socket);
    } else {
      serve(socket);
      socket.resume();
    }
  });
  await listen(server, port, security.host ?? '127.0.0.1');
  server.on('error', (error: NodeJS.ErrnoException) =>
    deps.log.warn({ err: { code: error.code } }, 'ADT MLLP listener error'),
  );
  const address = server.address() as AddressInfo;
  return { port: address.port, address, stop: () => close(server, sockets, 1000) };
}

/** One connection's messages, applied in the order sent; each ACKed once its write commits. */
function serveConnection(deps: MllpDeps, feed: AdtFeed, connection: Hl7Connection): void {
  const write: FeedWrite = async (work) => {
    const { result, changes } = await writeWithChanges(deps.db, feed.organisationId, work);
    deps.publish(changes);
    return result;
  };
  let queue = Promise.resolve();
  connection.addEventListener('message', ({ message }) => {
    const receivedAt = deps.clock.now();
    queue = queue.then(async () => {
      try {
        const result = await ingestAdtMessage(
          { feed, transport: 'mllp', raw: message.toString(), receivedAt },
          write,
          deps.log,
        );
        if (!connection.isClosed()) connection.send(Hl7Message.parse(result.ack));
      } catch (error) {
        // Not stored: no ACK, so the sender resends.
        deps.log.warn({ err: { type: (error as Error).constructor.name } }, 'ADT message over MLLP not stored');
      }
    });
  });
  connection.addEventListener('error', ({ error }) => {
    deps.log.warn({ err: { type: error.constructor.name } }, 'ADT MLLP frame not readable');
    // Kept for review as an event (the library does not hand over the bytes).
    queue = queue.then(() => recordUnreadableFrame(deps, feed).catch(() => undefined));
  });
}

/** Not listening itself: the TCP listener hands it the sockets it accepts. */
function tlsServerOf(tls: MllpTlsConfig, log: MllpDeps['log'], serve: (socket: Socket) => void): TlsServer {
  const mutual = tls.ca !== undefined;
  const server = createTlsServer(
    { ...tls, requestCert: mutual, rejectUnauthorized: mutual, handshakeTimeout: 10_000 },
    serve,
  );
  // A client without a certificate the CA signed, or one not speaking TLS: the code says which.
  server.on('tlsClientError', (error: NodeJS.ErrnoException, socket) => {
    log.warn(
      { err: { code: error.code }, peer: addressClassOf(socket.remoteAddress) },
      'ADT MLLP TLS handshake refused',
    );
  });
  return server;
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // A port in use is a startup error (Hl7Server retried it for ever, hanging the start).
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Stops accepting; open connections get a moment to finish (their ACKs), then are cut. */
function close(server: Server, sockets: Set<Socket>, forceAfterMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const force = setTimeout(() => {
      for (const socket of sockets) socket.destroy();
    }, forceAfterMs);
    server.close((error) => {
      clearTimeout(force);
      if (error) reject(error);
      else resolve();
    });
  });
}

const PRIVATE_RANGES = addressListOf(['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '100.64.0.0/10', 'fc00::/7']);
const LINK_LOCAL_RANGES = addressListOf(['169.254.0.0/16', 'fe80::/10']);
const LOOPBACK = addressListOf(LOOPBACK_RANGES);

/** What a refused peer is, for the log: its family and kind of range, never the address itself. */
function addressClassOf(address: string | undefined): { family: string; class: string } {
  const family = address ? isIP(address) : 0;
  if (!family) return { family: 'unknown', class: 'unknown' };
  const classes: [string, BlockList][] = [
    ['loopback', LOOPBACK],
    ['private', PRIVATE_RANGES],
    ['link-local', LINK_LOCAL_RANGES],
  ];
  return { family: `IPv${family}`, class: classes.find(([, list]) => listHas(list, address))?.[0] ?? 'public' };
}

async function recordUnreadableFrame(deps: MllpDeps, feed: AdtFeed): Promise<void> {
  await deps.db.insert(adtMessages).values({
    id: randomUUID(),
    organisationId: feed.organisationId,
    clientId: feed.clientId,
    transport: 'mllp',
    raw: '',
    receivedAt: deps.clock.now(),
    status: 'rejected',
    ackCode: 'AR',
    reason: 'unreadable MLLP frame (not HL7 v2); its text was not available',
  });
}

type MllpConfig = Pick<ServerConfig, 'adtMllpPort' | 'adtMllpClientId'> &
  Partial<Pick<ServerConfig, 'adtMllpHost' | 'adtMllpAllow' | 'adtMllpTls'>>;

/**
 * The listener `ADT_MLLP_PORT` asks for, serving `ADT_MLLP_CLIENT_ID` (a wrong id stops the start:
 * a configuration error), bound, filtered and encrypted as `ADT_MLLP_HOST`, `_ALLOW` and `_TLS_*`
 * say. The demo without the client id serves its oldest customer, and starts no listener while it
 * has none (an empty database), saying so.
 */
export async function startConfiguredMllpListener(
  deps: MllpDeps,
  config: MllpConfig,
): Promise<MllpListener | undefined> {
  if (config.adtMllpPort === undefined) return undefined;
  let feed: AdtFeed;
  try {
    feed = await mllpFeedOf(deps.db, config.adtMllpClientId);
  } catch (error) {
    if (config.adtMllpClientId) throw error;
    deps.log.warn({}, 'ADT_MLLP_PORT is set but there is no customer yet: no MLLP listener');
    return undefined;
  }
  const tls = config.adtMllpTls;
  const listener = await startMllpListener(deps, feed, config.adtMllpPort, {
    host: config.adtMllpHost,
    allow: config.adtMllpAllow,
    tls,
  });
  const security = tls ? (tls.ca ? 'mutual TLS' : 'TLS') : 'plain TCP';
  deps.log.info({ host: listener.address.address, port: listener.port, security }, 'ADT feed listening for MLLP');
  return listener;
}

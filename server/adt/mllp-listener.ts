/**
 * The ADT feed over MLLP (`ADT_MLLP_PORT`), on @medplum/hl7's Hl7Server. Every message on it
 * belongs to one customer (`ADT_MLLP_CLIENT_ID`); MLLP has no authentication of its own, so the
 * port is for the hospitals' interface engines over a VPN or TLS tunnel, never the internet (the
 * library listens on every interface). Messages on one connection are applied in the order sent,
 * each ACKed after its write commits. A frame the library cannot parse reaches us only as an error
 * event without its text: it is logged (class only) and kept as a rejected row without its text,
 * and the sender, receiving no ACK, resends it.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { Hl7Message } from '@medplum/core';
import { Hl7Server, type Hl7Connection } from '@medplum/hl7';
import type { FastifyBaseLogger } from 'fastify';
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
  stop(): Promise<void>;
}

/** The customer a listener serves: the configured one, or (the demo) the oldest. */
export async function mllpFeedOf(db: Db, clientId: string | undefined): Promise<AdtFeed> {
  const [client] = await db
    .select({ id: clients.id, organisationId: clients.organisationId })
    .from(clients)
    .where(clientId ? eq(clients.id, clientId) : undefined)
    .orderBy(asc(clients.createdAt), asc(clients.id))
    .limit(1);
  if (!client) throw new Error(clientId ? 'ADT_MLLP_CLIENT_ID names no customer' : 'No customer to receive the ADT feed');
  return { organisationId: client.organisationId, clientId: client.id };
}

export async function startMllpListener(deps: MllpDeps, feed: AdtFeed, port: number): Promise<MllpListener> {
  const write: FeedWrite = async (work) => {
    const { result, changes } = await writeWithChanges(deps.db, feed.organisationId, work);
    deps.publish(changes);
    return result;
  };
  const server = new Hl7Server((connection: Hl7Connection) => {
    let queue = Promise.resolve();
    connection.addEventListener('message', ({ message }) => {
      const receivedAt = deps.clock.now();
      queue = queue.then(async () => {
        try {
          const result = await ingestAdtMessage({ feed, transport: 'mllp', raw: message.toString(), receivedAt }, write, deps.log);
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
  });
  await server.start(port);
  const address = server.server?.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    stop: () => server.stop({ forceDrainTimeoutMs: 1000 }),
  };
}

async function recordUnreadableFrame(deps: MllpDeps, feed: AdtFeed): Promise<void> {
  await deps.db.insert(adtMessages).values({
    id: randomUUID(), organisationId: feed.organisationId, clientId: feed.clientId, transport: 'mllp', raw: '', receivedAt: deps.clock.now(),
    status: 'rejected', ackCode: 'AR', reason: 'unreadable MLLP frame (not HL7 v2); its text was not available',
  });
}

/**
 * The listener `ADT_MLLP_PORT` asks for, serving `ADT_MLLP_CLIENT_ID` (a wrong id stops the start:
 * a configuration error). The demo without the setting serves its oldest customer, and starts no
 * listener while it has none (an empty database), saying so.
 */
export async function startConfiguredMllpListener(deps: MllpDeps, config: { adtMllpPort: number | undefined; adtMllpClientId: string | undefined }): Promise<MllpListener | undefined> {
  if (config.adtMllpPort === undefined) return undefined;
  let feed: AdtFeed;
  try {
    feed = await mllpFeedOf(deps.db, config.adtMllpClientId);
  } catch (error) {
    if (config.adtMllpClientId) throw error;
    deps.log.warn({}, 'ADT_MLLP_PORT is set but there is no customer yet: no MLLP listener');
    return undefined;
  }
  const listener = await startMllpListener(deps, feed, config.adtMllpPort);
  deps.log.info({ port: listener.port }, 'ADT feed listening for MLLP');
  return listener;
}

import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changesOfMessage, type ChangeRow, type SocketChangePayload } from '../../domain/index.ts';
import { writeWithChanges } from '../db/changes.ts';
import type { Db } from '../db/connect.ts';
import { presentTodo } from '../presenters/work.ts';
import { DIALECTS } from '../testing/databases.ts';
import { createMemberOf, createOrganisation, createTodo, type TestOrganisation } from '../testing/factories.ts';
import { startTestServer, startWithTwoOrganisations, type TestServer } from '../testing/harness.ts';

async function openSocket(t: TestServer, user: { id: string }): Promise<Socket> {
  const socket = connect(t.baseUrl, {
    path: '/socket.io',
    auth: { token: await t.token(user) },
    transports: ['websocket'],
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', resolve);
    socket.on('connect_error', reject);
  });
  return socket;
}

function nextEvent<T>(socket: Socket, event: string, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Every change message the socket hears from now on (one per committed transaction and room). */
function messagesOf(socket: Socket): { event: string; changes: ChangeRow[] }[] {
  const heard: { event: string; changes: ChangeRow[] }[] = [];
  socket.onAny((event: string, payload: SocketChangePayload) => {
    if (typeof payload?.seq === 'number') heard.push({ event, changes: changesOfMessage(payload) });
  });
  return heard;
}

/** One transaction recording `n` todos' changes (as a write touching several rows does), and a notification for the guide. */
async function writeTodos(db: Db, org: TestOrganisation, n: number, notify = false) {
  const made = await Promise.all(Array.from({ length: n }, () => createTodo(db, org)));
  return writeWithChanges(db, org.organisationId, async (_tx, rec) => {
    for (const todo of made) rec.record({ entity: 'todo', id: todo.id, op: 'upsert', data: presentTodo(todo, null) });
    if (notify)
      rec.record({
        entity: 'notification',
        id: `n-${made[0]!.id}`,
        op: 'upsert',
        data: {
          id: `n-${made[0]!.id}`,
          label: 'New text message',
          description: 'A text',
          seenAt: null,
          createdAt: new Date().toISOString(),
          memberId: null,
          guideId: org.guide.id,
          notificationGroupType: 'messages',
        },
      });
  });
}

const until = async (check: () => boolean, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
};

describe.each(DIALECTS)('socket events on %s', (dialect) => {
  let t: TestServer;
  let tenant: TestOrganisation;
  let other: TestOrganisation;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    ({ t, tenant, other } = await startWithTwoOrganisations(dialect));
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await t?.close();
  });

  it('a change reaches the organisation with its sequence, and only the organisation', async () => {
    const guideSocket = await openSocket(t, tenant.guide);
    const strangerSocket = await openSocket(t, other.guide);
    sockets.push(guideSocket, strangerSocket);
    let strangerHeard = false;
    strangerSocket.onAny(() => (strangerHeard = true));
    const todo = await createTodo(t.testDb.database.db, tenant);
    const heard = nextEvent<ChangeRow>(guideSocket, 'todo:updated');
    const res = await t.request(tenant.supervisor, 'POST', `/users/${tenant.guide.id}/todos/${todo.id}/snooze`, {
      body: { noActionNeeded: true },
    });
    expect(res.status).toBe(200);
    const event = await heard;
    expect(event).toMatchObject({
      entity: 'todo',
      id: todo.id,
      op: 'upsert',
      seq: expect.any(Number),
      data: { completedAt: res.body.completedAt },
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(strangerHeard).toBe(false);
  });

  it('a change private to one user reaches that user alone', async () => {
    const mine = await openSocket(t, tenant.guide);
    const colleague = await openSocket(t, tenant.otherGuide);
    sockets.push(mine, colleague);
    let colleagueHeard = false;
    colleague.on('notification:upserted', () => (colleagueHeard = true));
    const heard = nextEvent<ChangeRow>(mine, 'notification:upserted');
    const { changes } = await writeWithChanges(t.testDb.database.db, tenant.organisationId, async (_tx, rec) => {
      rec.record({
        entity: 'notification',
        id: 'n-1',
        op: 'upsert',
        data: {
          id: 'n-1',
          label: 'New text message',
          description: 'A text',
          seenAt: null,
          createdAt: new Date().toISOString(),
          memberId: null,
          guideId: tenant.guide.id,
          notificationGroupType: 'messages',
        },
      });
    });
    t.server.context.publish(changes);
    expect((await heard).id).toBe('n-1');
    await new Promise((r) => setTimeout(r, 200));
    expect(colleagueHeard).toBe(false);
  });

  it('a change about another customer’s member reaches every staff user of the organisation', async () => {
    const org = await t.organisation('Rooms');
    const db = t.testDb.database.db;
    const elsewhere = await createMemberOf(db, org, { clientId: org.otherClientId });
    const todo = await createTodo(db, org, { memberId: elsewhere, clientId: org.otherClientId });
    const socket = await openSocket(t, org.otherGuide);
    const stranger = await openSocket(t, tenant.guide);
    sockets.push(socket, stranger);
    let strangerHeard = false;
    stranger.on('todo:updated', () => (strangerHeard = true));
    const heard = nextEvent<ChangeRow>(socket, 'todo:updated');
    expect(
      (
        await t.request(org.supervisor, 'POST', `/users/${org.guide.id}/todos/${todo.id}/snooze`, {
          body: { noActionNeeded: true },
        })
      ).status,
    ).toBe(200);
    expect((await heard).id).toBe(todo.id);
    await new Promise((r) => setTimeout(r, 200));
    expect(strangerHeard).toBe(false);
  });

  it('a transaction’s changes arrive as one message, in sequence order, named after its last change', async () => {
    const org = await t.organisation('Batches');
    const socket = await openSocket(t, org.guide);
    sockets.push(socket);
    const heard = messagesOf(socket);
    const { changes } = await writeTodos(t.testDb.database.db, org, 5);
    t.server.context.publish(changes);
    await until(() => heard.length > 0);
    await new Promise((r) => setTimeout(r, 200));
    expect(heard).toHaveLength(1);
    expect(heard[0]!.event).toBe('todo:updated');
    expect(heard[0]!.changes.map((c) => c.seq)).toEqual(changes.map((c) => c.seq));
    expect(heard[0]!.changes.map((c) => c.id)).toEqual(changes.map((c) => c.id));
  });

  it('a transaction’s change for one user goes to that user alone, in a message of its own', async () => {
    const org = await t.organisation('Batch rooms');
    const mine = await openSocket(t, org.guide);
    const colleague = await openSocket(t, org.otherGuide);
    sockets.push(mine, colleague);
    const toMe = messagesOf(mine);
    const toColleague = messagesOf(colleague);
    const { changes } = await writeTodos(t.testDb.database.db, org, 3, true);
    t.server.context.publish(changes);
    await until(() => toMe.length >= 2 && toColleague.length >= 1);
    await new Promise((r) => setTimeout(r, 200));
    const seqs = changes.map((c) => c.seq);
    // The organisation's room: the three todos together; the guide's room: the notification.
    expect(toMe.map((m) => m.changes.map((c) => c.seq))).toEqual([seqs.slice(0, 3), seqs.slice(3)]);
    expect(toColleague.map((m) => m.changes.map((c) => c.seq))).toEqual([seqs.slice(0, 3)]);
  });

  it('losing app access disconnects the user’s sockets', async () => {
    const socket = await openSocket(t, tenant.otherGuide);
    sockets.push(socket);
    const gone = nextEvent<string>(socket, 'disconnect');
    const { changes } = await writeWithChanges(t.testDb.database.db, tenant.organisationId, async (_tx, rec) => {
      rec.record({
        entity: 'user',
        id: tenant.otherGuide.id,
        op: 'upsert',
        data: {
          id: tenant.otherGuide.id,
          name: 'Other Guide',
          firstName: 'Other',
          lastName: 'Guide',
          hasAppAccess: false,
        },
      });
    });
    t.server.context.publish(changes);
    expect(await gone).toBe('io server disconnect');
  });

  it('a socket is closed when its token expires', async () => {
    const token = await t.token(tenant.guide, {}, { expiresInSeconds: 2 });
    const socket = connect(t.baseUrl, {
      path: '/socket.io',
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    await nextEvent(socket, 'connect');
    expect(await nextEvent<string>(socket, 'disconnect', 6000)).toBe('io server disconnect');
  });
});

const redisUrl = process.env.REDIS_URL;
describe.runIf(Boolean(redisUrl))('two instances on Redis', () => {
  it('an event emitted by one instance reaches a socket connected to the other', async () => {
    // PostgreSQL when available: the production shape of several instances on one database.
    const first = await startTestServer(process.env.DATABASE_URL ? 'postgres' : 'pglite', { redisUrl });
    // The second instance shares the first one's database, as production instances share PostgreSQL.
    const second = await startTestServer('pglite', { redisUrl, testDb: first.testDb }); // dialect unused: the database is shared
    try {
      const tenant = await createOrganisation(first.testDb.database.db);
      const socket = await openSocket(second, tenant.guide);
      const heard = nextEvent<ChangeRow>(socket, 'todo:updated');
      const todo = await createTodo(first.testDb.database.db, tenant);
      const res = await first.request(tenant.guide, 'POST', `/users/${tenant.guide.id}/todos/${todo.id}/snooze`, {
        body: { noActionNeeded: true },
      });
      expect(res.status).toBe(200);
      expect((await heard).id).toBe(todo.id);
      socket.disconnect();
    } finally {
      await second.close();
      await first.close();
    }
  });

  it('transactions on both instances reach a socket whole, each in sequence order, every sequence once', async () => {
    const first = await startTestServer(process.env.DATABASE_URL ? 'postgres' : 'pglite', { redisUrl });
    const second = await startTestServer('pglite', { redisUrl, testDb: first.testDb });
    try {
      const db = first.testDb.database.db;
      const tenant = await createOrganisation(db);
      const onFirst = await openSocket(first, tenant.guide);
      const onSecond = await openSocket(second, tenant.guide);
      const heard = [messagesOf(onFirst), messagesOf(onSecond)];
      const written = [];
      for (let i = 0; i < 6; i++) {
        const { changes } = await writeTodos(db, tenant, 2 + (i % 3));
        (i % 2 ? second : first).server.context.publish(changes);
        written.push(changes.map((c) => c.seq));
      }
      const all = written.flat();
      await until(() => heard.every((messages) => messages.flatMap((m) => m.changes).length >= all.length));
      for (const messages of heard) {
        // Each transaction whole in one message, whatever instance published it.
        expect(messages.map((m) => m.changes.map((c) => c.seq)).sort((a, b) => a[0]! - b[0]!)).toEqual(written);
        expect(messages.flatMap((m) => m.changes.map((c) => c.seq)).sort((a, b) => a - b)).toEqual(all);
      }
      onFirst.disconnect();
      onSecond.disconnect();
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe.runIf(Boolean(redisUrl))('an instance shutting down on Redis', () => {
  it('a write that commits after its sockets closed neither crashes it nor reaches Redis', async () => {
    const t = await startTestServer(process.env.DATABASE_URL ? 'postgres' : 'pglite', { redisUrl });
    const unhandled: unknown[] = [];
    const keep = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', keep);
    try {
      const tenant = await createOrganisation(t.testDb.database.db);
      const { changes } = await writeTodos(t.testDb.database.db, tenant, 1);
      await t.close();
      // As a request still draining would, once the sockets' Redis clients have quit.
      t.server.context.publish(changes);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', keep);
    }
  });
});

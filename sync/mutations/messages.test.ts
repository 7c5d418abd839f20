/**
 * Texts in the engine, on a hand-driven backend: a text sent now or scheduled shows from the
 * write's own change (no optimistic row); Send now and Delete take a scheduled text out of the
 * drawer at once, the sent one joins the feed, and a refusal puts the text back.
 */
import { describe, expect, it } from 'vitest';
import { OPERATIONS, type CallInput, type EntityShape, type Operation } from '../../domain/index.ts';
import type { Http, HttpResult } from '../ports.ts';
import type { MemberFeedRow, ScheduledMessageRow } from '../queries/index.ts';
import { engineScreenEach } from '../testing/engine-screen.ts';
import { makeMember, type FakeBackend } from '../testing/fake-backend.ts';

const M = '0b7e3c1a-2f4d-4e5a-9b6c-7d8e9f0a1b2c';
const S1 = '5d000000-0000-4000-8000-000000000001';
const S2 = '5d000000-0000-4000-8000-000000000002';
const AT = '2026-11-21T12:00:00.000Z';
const feedParams = { memberId: M, types: ['message'], upTo: 100 };

const scheduled = (id: string, text: string, sendAt: string): EntityShape<'scheduledMessage'> => ({
  id,
  memberId: M,
  userId: 'g1',
  text,
  fileIds: [],
  phoneNumberId: 7,
  scheduledEventId: null,
  sendAt,
  createdAt: '2026-11-20T10:00:00.000Z',
});

/**
 * As server/routes/messages.ts, in the order it records its changes (the confirming row last): the
 * fake backend does not serve texts. A text sent records its message, then its feed item; Send now
 * does that and then deletes the scheduled text; `failNextPost` refuses the next write.
 */
function withTexts(backend: FakeBackend): Http {
  let next = 1;
  const answer = (body: unknown): HttpResult => ({ body, seq: backend.head });
  const sendText = (text: string) => {
    const id = `sms-${next++}`;
    const message: EntityShape<'smsMessage'> = {
      id,
      memberId: M,
      userId: 'g1',
      text,
      incoming: false,
      sentAt: AT,
      createdAt: AT,
      smsStatus: 'queued',
      smsErrorCode: null,
      smsPhoneNumber: '+14155550100',
    };
    backend.upsert('smsMessage', message);
    const item = { id: `feed-${id}`, memberId: M, timestamp: AT, externalItemType: 'message', externalItemId: id };
    backend.upsert('feedItem', { ...item, message });
    return item;
  };
  return {
    async call(operation, input, options) {
      const op: Operation = operation;
      if (op === OPERATIONS.scheduledMessages) {
        const { memberId } = (input as CallInput<typeof OPERATIONS.scheduledMessages>).query!;
        const data = [...backend.tables.scheduledMessage.values()].filter((row) => row.memberId === memberId);
        return { body: { data: structuredClone(data) }, head: backend.head } as never;
      }
      const ours: Operation[] = [OPERATIONS.createMessage, OPERATIONS.sendScheduledMessage, OPERATIONS.deleteMessage];
      if (!ours.includes(op)) return backend.http.call(operation, input, options);
      await Promise.resolve();
      const refusal = backend.failNextPost;
      backend.failNextPost = undefined;
      if (refusal) throw { status: refusal.status, body: { statusCode: refusal.status, message: refusal.message } };
      if (op === OPERATIONS.createMessage) {
        const { body } = input as CallInput<typeof OPERATIONS.createMessage>;
        if (body.sendAt == null) return answer({ feedItem: sendText(body.text), scheduledMessage: null }) as never;
        const row = scheduled(`sched-${next++}`, body.text, new Date(body.sendAt).toISOString());
        backend.upsert('scheduledMessage', row);
        return answer({ feedItem: null, scheduledMessage: row }) as never;
      }
      const { messageId } = (input as CallInput<typeof OPERATIONS.deleteMessage>).params;
      const row = backend.tables.scheduledMessage.get(messageId);
      if (!row) throw { status: 404, body: { statusCode: 404, message: 'No record found' } };
      const item = op === OPERATIONS.sendScheduledMessage ? sendText(row.text) : undefined;
      backend.remove('scheduledMessage', messageId);
      return answer(item ?? { id: messageId }) as never;
    },
  };
}

describe('texts in the engine', () => {
  const sync = engineScreenEach(
    (backend) => {
      backend.upsert('user', makeMember(M, 'Rosa', 'Delgado'));
      backend.upsert('scheduledMessage', scheduled(S1, 'See you at nine', '2026-11-24T14:00:00.000Z'));
      backend.upsert('scheduledMessage', scheduled(S2, 'Bring your card', '2026-11-25T14:00:00.000Z'));
    },
    { http: withTexts },
  );

  const drawer = () => sync.open<ScheduledMessageRow>('memberScheduledMessages', { memberId: M });

  it('a text sent now reaches the feed with the server’s change, and a scheduled one the drawer', async () => {
    const feed = await sync.open<MemberFeedRow>('memberFeed', feedParams);
    const list = await drawer();
    const sent = sync.engine.mutate('createMessage', { subjectId: M, text: 'Hello Rosa', phoneNumberId: 7 });
    sync.frames.run();
    // Its message and feed item are the server's: nothing shows before its change.
    expect(feed.rows()).toEqual([]);
    await sync.confirm(sent);
    expect(feed.rows().map((row) => row.messageText)).toEqual(['Hello Rosa']);

    const sendAt = Date.parse('2026-11-23T14:00:00.000Z');
    await sync.confirm(
      sync.engine.mutate('createMessage', { subjectId: M, text: 'Call me', phoneNumberId: 7, sendAt }),
    );
    expect(list.rows().map((row) => row.text)).toEqual(['Call me', 'See you at nine', 'Bring your card']);
  });

  it('Send now takes the text out of the drawer at once; the sent text joins the feed', async () => {
    const feed = await sync.open<MemberFeedRow>('memberFeed', feedParams);
    const list = await drawer();
    const sent = sync.engine.mutate('sendScheduledMessage', { messageId: S1 });
    sync.frames.run();
    expect(list.rows().map((row) => row.id)).toEqual([S2]);
    await sync.confirm(sent);
    expect(list.rows().map((row) => row.id)).toEqual([S2]);
    expect(feed.rows().map((row) => row.messageText)).toEqual(['See you at nine']);
    expect(sync.backend.tables.scheduledMessage.has(S1)).toBe(false);
  });

  it('Delete takes the text out at once and for good', async () => {
    const list = await drawer();
    const deleted = sync.engine.mutate('deleteMessage', { messageId: S2 });
    sync.frames.run();
    expect(list.rows().map((row) => row.id)).toEqual([S1]);
    await sync.confirm(deleted);
    expect(list.rows().map((row) => row.id)).toEqual([S1]);
    expect(sync.backend.tables.scheduledMessage.has(S2)).toBe(false);
  });

  it('a refused Send now or Delete puts the text back where it was', async () => {
    const list = await drawer();
    sync.backend.failNextPost = { status: 403, message: 'Forbidden resource' };
    const sent = sync.engine.mutate('sendScheduledMessage', { messageId: S1 });
    sync.frames.run();
    expect(list.rows().map((row) => row.id)).toEqual([S2]);
    await expect(sent).rejects.toMatchObject({ status: 403, body: { message: 'Forbidden resource' } });
    sync.frames.run();
    expect(list.rows().map((row) => row.id)).toEqual([S1, S2]);

    sync.backend.failNextPost = { status: 500, message: 'Internal server error' };
    const deleted = sync.engine.mutate('deleteMessage', { messageId: S2 });
    sync.frames.run();
    expect(list.rows().map((row) => row.id)).toEqual([S1]);
    await expect(deleted).rejects.toMatchObject({ status: 500 });
    sync.frames.run();
    expect(list.rows().map((row) => row.id)).toEqual([S1, S2]);
  });
});

/**
 * The member page's live queries on a hand-driven backend: one read serves the record and its
 * contact details; the feed shows what each item points at and follows it live; the feed grows by
 * keyset; a dismissed status leaves at once and stays gone.
 */
import { describe, expect, it } from 'vitest';
import type { EntityShape } from '../domain/index.ts';
import { engineScreenEach } from './testing/engine-screen.ts';
import { makeMember, settle } from './testing/fake-backend.ts';

const message = (
  id: string,
  text: string,
  overrides: Partial<EntityShape<'smsMessage'>> = {},
): EntityShape<'smsMessage'> => ({
  id,
  memberId: 'm1',
  userId: 'g1',
  text,
  incoming: true,
  sentAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  smsStatus: 'delivered',
  smsErrorCode: null,
  smsPhoneNumber: '+14155550100',
  ...overrides,
});
const feedItem = (id: string, timestamp: string, messageId: string | null): EntityShape<'feedItem'> => ({
  id,
  memberId: 'm1',
  timestamp,
  externalItemType: 'message',
  externalItemId: messageId,
});

describe('the member page', () => {
  const sync = engineScreenEach((backend) => {
    backend.upsert(
      'user',
      makeMember('m1', 'Rosa', 'Delgado', { birthDate: '1970-11-25', externalPatientId: 'AV-00000001' }),
    );
    backend.upsert('phoneNumber', {
      id: '7',
      memberId: 'm1',
      number: '+14155550100',
      description: 'Mobile',
      primary: true,
      type: 'mobile',
      carrier: 'Verizon',
      doNotContactReason: null,
    });
    backend.upsert('phoneNumber', {
      id: '8',
      memberId: 'm2',
      number: '+14155550199',
      description: 'Home',
      primary: true,
      type: null,
      carrier: null,
      doNotContactReason: null,
    });
  });

  it('one read of the record serves the header and the contact details', async () => {
    const record = await sync.open<{ id: string; name: string; birthDate: string | null }>('memberRecord', {
      memberId: 'm1',
    });
    const phones = await sync.open<{ id: string; number: string }>('memberPhones', { memberId: 'm1' });
    expect(record.rows()).toMatchObject([{ id: 'm1', name: 'Rosa Delgado', birthDate: '1970-11-25' }]);
    expect(phones.rows().map((p) => p.number)).toEqual(['+14155550100']);
    expect(sync.backend.requests).toEqual(['GET /users/m1']);
  });

  it('a phone number that opts out updates in place', async () => {
    const phones = await sync.open<{ id: string; doNotContactReason: string | null }>('memberPhones', {
      memberId: 'm1',
    });
    sync.backend.upsert('phoneNumber', { ...sync.backend.tables.phoneNumber.get('7')!, doNotContactReason: 'STOP' });
    sync.backend.deliverAll();
    sync.frames.run();
    expect(phones.rows()).toMatchObject([{ id: '7', doNotContactReason: 'STOP' }]);
  });

  // Guards a lost update: a query started after its rows were in the store heard their next change
  // as an 'insert' from @tanstack/db, and a screen that already showed the row never got it.
  it('a query started over rows already in the store still hears their changes', async () => {
    await sync.open('memberRecord', { memberId: 'm1' });
    const phones = await sync.open<{ id: string; doNotContactReason: string | null }>('memberPhones', {
      memberId: 'm1',
    });
    sync.backend.upsert('phoneNumber', { ...sync.backend.tables.phoneNumber.get('7')!, doNotContactReason: 'STOP' });
    sync.backend.deliverAll();
    sync.frames.run();
    expect(phones.rows()).toMatchObject([{ id: '7', doNotContactReason: 'STOP' }]);
  });

  it('the feed shows each text’s message, newest first, and follows it live', async () => {
    sync.backend.upsert('smsMessage', message('s1', 'Hello'));
    sync.backend.upsert('feedItem', feedItem('f1', '2026-11-20T10:00:00.000Z', 's1'));
    const feed = await sync.open<{ id: string; messageText: string | null; smsStatus: string | null }>('memberFeed', {
      memberId: 'm1',
      types: ['message'],
      upTo: 100,
    });
    expect(feed.rows()).toMatchObject([{ id: 'f1', messageText: 'Hello', smsStatus: 'delivered' }]);
    // A failed delivery receipt changes the message, not the feed item: the row follows it.
    sync.backend.upsert('smsMessage', message('s1', 'Hello', { smsStatus: 'failed', smsErrorCode: 30006 }));
    // A new text arrives: the server records its message and the feed item embedding it.
    sync.backend.upsert('smsMessage', message('s2', 'Call me'));
    sync.backend.upsert('feedItem', {
      ...feedItem('f2', '2026-11-21T09:00:00.000Z', 's2'),
      message: message('s2', 'Call me'),
    });
    sync.backend.deliverAll();
    sync.frames.run();
    expect(feed.rows()).toMatchObject([
      { id: 'f2', messageText: 'Call me' },
      { id: 'f1', smsStatus: 'failed' },
    ]);
  });

  it('the feed grows by keyset: the next hundred, without reading the first again', async () => {
    for (let i = 0; i < 150; i++)
      sync.backend.upsert(
        'feedItem',
        feedItem(
          `f${String(i).padStart(3, '0')}`,
          new Date(Date.parse('2026-11-01T00:00:00Z') + i * 60_000).toISOString(),
          null,
        ),
      );
    const first = await sync.open<{ id: string }>('memberFeed', { memberId: 'm1', types: ['message'], upTo: 100 });
    expect(first.rows()).toHaveLength(100);
    const more = await sync.open<{ id: string }>('memberFeed', { memberId: 'm1', types: ['message'], upTo: 200 });
    expect(more.rows()).toHaveLength(150);
    expect(more.rows().at(-1)?.id).toBe('f000');
    expect(sync.backend.requests.filter((r) => r.startsWith('GET /feeds/items'))).toHaveLength(2);
  });

  it('a dismissed status leaves the feed at once and stays gone', async () => {
    sync.backend.upsert('memberStatusEvent', {
      id: 'e1',
      memberId: 'm1',
      memberStatusId: 14,
      effectiveAt: '2026-11-20T10:00:00.000Z',
      feedItemId: null,
    });
    const statuses = await sync.open<{ id: string }>('memberStatusHistory', { memberId: 'm1' });
    expect(statuses.rows().map((e) => e.id)).toEqual(['e1']);
    const done = sync.engine.mutate('dismissMemberStatus', { statusEventId: 'e1' });
    sync.frames.run();
    expect(statuses.rows()).toEqual([]);
    await settle();
    sync.backend.deliverAll();
    await done;
    sync.frames.run();
    expect(statuses.rows()).toEqual([]);
  });
});

/**
 * Notes and visits in the engine, on a hand-driven backend: a new note or visit reaches the
 * member's feed from the write's own change (no optimistic row), with its interaction and visit
 * joined; a note's edit shows at once; a delete takes the entry away at once, and a refused one
 * puts it back.
 */
import { describe, expect, it } from 'vitest';
import type { MemberFeedRow } from './queries/index.ts';
import { engineScreenEach } from './testing/engine-screen.ts';
import { makeMember } from './testing/fake-backend.ts';

const M = '0b7e3c1a-2f4d-4e5a-9b6c-7d8e9f0a1b2c';
const G = '6a0d9c1e-2b3f-4c5d-8e9f-0a1b2c3d4e5f';
const feedParams = { memberId: M, types: ['note', 'visit'], upTo: 100 };

describe('notes and visits in the engine', () => {
  const sync = engineScreenEach((backend) => {
    backend.upsert('user', makeMember(M, 'Rosa', 'Delgado', { assignedGuideId: G }));
  });

  it('a note reaches the feed with its sanitized text, is edited at once, and deleted at once', async () => {
    const feed = await sync.open<MemberFeedRow>('memberFeed', feedParams);
    await sync.confirm(
      sync.engine.mutate('createNote', { userId: M, text: '<p onclick="x()">Called <strong>Rosa</strong></p>' }),
    );
    sync.frames.run();
    expect(feed.rows()).toHaveLength(1);
    const [entry] = feed.rows();
    expect(entry).toMatchObject({
      externalItemType: 'note',
      note: '<p>Called <strong>Rosa</strong></p>',
      guideId: G,
      memberId: M,
    });

    const edited = sync.engine.mutate('updateNote', {
      noteId: entry!.interactionId!,
      text: '<p>Called back<script>x()</script></p>',
    });
    sync.frames.run();
    expect(feed.rows()[0]?.note).toBe('<p>Called back</p>');
    await sync.confirm(edited);
    expect(feed.rows()[0]?.note).toBe('<p>Called back</p>');

    const removed = sync.engine.mutate('deleteNote', { id: entry!.interactionId!, feedItemId: entry!.id });
    sync.frames.run();
    expect(feed.rows()).toEqual([]);
    await sync.confirm(removed);
    expect(feed.rows()).toEqual([]);
  });

  it('a refused delete puts the entry back', async () => {
    const feed = await sync.open<MemberFeedRow>('memberFeed', feedParams);
    await sync.confirm(sync.engine.mutate('createNote', { userId: M, text: '<p>Keep me</p>' }));
    sync.frames.run();
    const [entry] = feed.rows();
    sync.backend.failNextPost = { status: 403, message: 'Only the note’s author may change it.' };
    await expect(
      sync.engine.mutate('deleteNote', { id: entry!.interactionId!, feedItemId: entry!.id }),
    ).rejects.toMatchObject({ status: 403 });
    sync.frames.run();
    expect(feed.rows().map((r) => r.id)).toEqual([entry!.id]);
  });

  it('a visit reaches the feed with its own fields joined, and leaves it when deleted', async () => {
    const feed = await sync.open<MemberFeedRow>('memberFeed', feedParams);
    await sync.confirm(
      sync.engine.mutate('createVisit', {
        subjectUserId: M,
        addressId: null,
        location: 'Library',
        startTime: '2026-11-20T15:00:00.000Z',
        endTime: '2026-11-20T15:30:00.000Z',
        outcomeId: null,
        note: '<p>Left a card</p>',
      }),
    );
    sync.frames.run();
    expect(feed.rows()[0]).toMatchObject({
      externalItemType: 'visit',
      visitLocation: 'Library',
      visitEndTime: '2026-11-20T15:30:00.000Z',
      visitCreatedBy: G,
      note: '<p>Left a card</p>',
    });
    const [entry] = feed.rows();
    const removed = sync.engine.mutate('deleteVisit', { id: entry!.interactionId!, feedItemId: entry!.id });
    sync.frames.run();
    expect(feed.rows()).toEqual([]);
    await sync.confirm(removed);
  });
});

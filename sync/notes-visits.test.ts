/**
 * Notes and visits in the engine, on the real server: a new note or visit reaches the member's
 * feed from the write's own change (no optimistic row), with its interaction and visit joined; a
 * note's edit shows at once; a delete takes the entry away at once, and one the server refuses
 * (another guide's note) puts it back.
 */
import { describe, expect, it } from 'vitest';
import { createNote } from '../server/testing/note-visit-factories.ts';
import type { MemberFeedRow } from './queries/index.ts';
import { engineOnServer } from './testing/server-engine.ts';

describe('notes and visits in the engine', () => {
  const sync = engineOnServer();
  const feed = () =>
    sync.open<MemberFeedRow>('memberFeed', { memberId: sync.org.member.id, types: ['note', 'visit'], upTo: 100 });

  it('a note reaches the feed with its sanitized text, is edited at once, and deleted at once', async () => {
    const view = await feed();
    const { guide, member } = sync.org;
    await sync.confirm(
      sync.engine.mutate('createNote', {
        userId: member.id,
        text: '<p onclick="x()">Called <strong>Rosa</strong></p>',
      }),
    );
    expect(view.rows()).toHaveLength(1);
    const [entry] = view.rows();
    expect(entry).toMatchObject({
      externalItemType: 'note',
      note: '<p>Called <strong>Rosa</strong></p>',
      guideId: guide.id,
      memberId: member.id,
    });

    sync.hold();
    const edited = sync.engine.mutate('updateNote', {
      noteId: entry!.interactionId!,
      text: '<p>Called back<script>x()</script></p>',
    });
    sync.frames.run();
    expect(view.rows()[0]?.note).toBe('<p>Called back</p>');
    sync.release();
    await sync.confirm(edited);
    expect(view.rows()[0]?.note).toBe('<p>Called back</p>');

    sync.hold();
    const removed = sync.engine.mutate('deleteNote', { id: entry!.interactionId!, feedItemId: entry!.id });
    sync.frames.run();
    expect(view.rows()).toEqual([]);
    sync.release();
    await sync.confirm(removed);
    expect(view.rows()).toEqual([]);
  });

  it("a refused delete (another guide's note) puts the entry back", async () => {
    const theirs = await createNote(sync.db, sync.org, { by: sync.org.otherGuide.id, text: '<p>Keep me</p>' });
    const view = await feed();
    expect(view.rows().map((r) => r.id)).toEqual([theirs.feedItemId]);
    await expect(
      sync.engine.mutate('deleteNote', { id: theirs.id, feedItemId: theirs.feedItemId }),
    ).rejects.toMatchObject({ status: 403 });
    sync.frames.run();
    expect(view.rows().map((r) => [r.id, r.note])).toEqual([[theirs.feedItemId, '<p>Keep me</p>']]);
  });

  it('a visit reaches the feed with its own fields joined, and leaves it when deleted', async () => {
    const view = await feed();
    await sync.confirm(
      sync.engine.mutate('createVisit', {
        subjectUserId: sync.org.member.id,
        addressId: null,
        location: 'Library',
        startTime: '2026-11-20T15:00:00.000Z',
        endTime: '2026-11-20T15:30:00.000Z',
        outcomeId: null,
        note: '<p>Left a card</p>',
      }),
    );
    expect(view.rows()[0]).toMatchObject({
      externalItemType: 'visit',
      visitLocation: 'Library',
      visitEndTime: '2026-11-20T15:30:00.000Z',
      visitCreatedBy: sync.org.guide.id,
      note: '<p>Left a card</p>',
    });
    const [entry] = view.rows();
    sync.hold();
    const removed = sync.engine.mutate('deleteVisit', { id: entry!.interactionId!, feedItemId: entry!.id });
    sync.frames.run();
    expect(view.rows()).toEqual([]);
    sync.release();
    await sync.confirm(removed);
    expect(view.rows()).toEqual([]);
  });
});

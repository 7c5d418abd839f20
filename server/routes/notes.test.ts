import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ENTITIES, NOTE_LIMITS, OPERATIONS } from '../../domain/index.ts';
import { feedItems, interactions, noteDrafts } from '../db/schema/index.ts';
import { DIALECTS } from '../testing/databases.ts';
import type { TestOrganisation, TestUser } from '../testing/factories.ts';
import { createNote, createStaffOf } from '../testing/note-visit-factories.ts';
import type { LoggedChange } from '../testing/change-log.ts';
import { MISSING_ID as missing, writeSuite } from '../testing/write-suite.ts';

// Each test makes its own organisation: the suite holds in any order.
describe.each(DIALECTS)('notes and drafts on %s', (dialect) => {
  const { t, db, headOf, changesSince } = writeSuite(dialect);
  const kinds = (changes: LoggedChange[]) => changes.map((c) => [c.entity, c.op]);
  const notesOf = async (org: TestOrganisation) =>
    db()
      .select()
      .from(interactions)
      .where(and(eq(interactions.organisationId, org.organisationId), eq(interactions.interactionType, 'note')));
  const feedOf = async (org: TestOrganisation) =>
    (await t.request(org.guide, 'GET', `/feeds/items?userId=${org.member.id}`)).body.data as Record<string, any>[];
  const post = (user: TestUser | null, body: object) => t.request(user, 'POST', '/notes', { body });

  describe('writing notes', () => {
    it('adds the note to the member’s feed, sanitized, recording the interaction and then the feed item', async () => {
      const org = await t.organisation('Alpha');
      const head = await headOf(org.guide);
      const res = await post(org.guide, {
        userId: org.member.id,
        text: '<p onclick="steal()">Met at <strong>home</strong><script>steal()</script><a href="javascript:x">!</a></p>',
      });
      expect(res.status).toBe(200);
      expect(OPERATIONS.createNote.response.allows(res.body)).toBe(true);
      expect(res.body).toMatchObject({
        memberId: org.member.id,
        externalItemType: 'note',
        interaction: { interactionType: 'note', guideId: org.guide.id, note: '<p>Met at <strong>home</strong>!</p>' },
      });
      const changes = await changesSince(org.guide, head);
      expect(kinds(changes)).toEqual([
        ['interaction', 'upsert'],
        ['feedItem', 'upsert'],
      ]);
      expect(changes[1]?.data).toEqual(res.body);
      expect(res.headers.get('x-change-seq')).toBe(String(changes[1]?.seq));
      for (const change of changes) expect(ENTITIES[change.entity].schema.allows(change.data)).toBe(true);
      // Every viewer of the organisation hears of it (the feed is live for all).
      expect(kinds(await changesSince(org.otherGuide, head))).toEqual([
        ['interaction', 'upsert'],
        ['feedItem', 'upsert'],
      ]);
      expect((await feedOf(org)).map((item) => item.id)).toEqual([res.body.id]);
    });

    it.each([
      [{ text: '<p></p>' }, 'text', 'Note is required.'],
      [
        { text: `<p>${'x'.repeat(NOTE_LIMITS.html)}</p>` },
        'text',
        `Note must be at most ${NOTE_LIMITS.html} characters.`,
      ],
      [{ text: 42 }, 'text', undefined],
      [{ userId: 'not-a-uuid', text: '<p>Hi</p>' }, 'userId', undefined],
    ])('refuses %j with a 400 on %s and writes nothing', async (patch, property, message) => {
      const org = await t.organisation('Bravo');
      const head = await headOf(org.guide);
      const res = await post(org.guide, { userId: org.member.id, ...patch });
      expect(res.status).toBe(400);
      const error = (res.body.errors as { property: string; constraints: Record<string, string> }[]).find(
        (e) => e.property === property,
      );
      expect(error).toBeDefined();
      if (message) expect(Object.values(error?.constraints ?? {}).join(' ')).toContain(message);
      expect(await changesSince(org.guide, head)).toEqual([]);
      expect(await notesOf(org)).toEqual([]);
    });

    it('answers 404 for a missing member or a staff user, 403 to those who may not write notes', async () => {
      const org = await t.organisation('Charlie');
      expect((await post(org.guide, { userId: missing, text: '<p>Hi</p>' })).status).toBe(404);
      expect((await post(org.guide, { userId: org.otherGuide.id, text: '<p>Hi</p>' })).status).toBe(404);
      const provider = await createStaffOf(db(), org, 'PROVIDER', 'Provider');
      expect((await post(provider, { userId: org.member.id, text: '<p>Hi</p>' })).status).toBe(403);
      expect((await post(org.noAccess, { userId: org.member.id, text: '<p>Hi</p>' })).status).toBe(403);
      expect((await post(null, { userId: org.member.id, text: '<p>Hi</p>' })).status).toBe(401);
      expect(await notesOf(org)).toEqual([]);
      // The provider reads the feed all the same.
      expect((await t.request(provider, 'GET', `/feeds/items?userId=${org.member.id}`)).status).toBe(200);
    });

    it('lets its author edit and delete it, and a supervisor anyone’s; other guides get 403', async () => {
      const org = await t.organisation('Delta');
      const note = await createNote(db(), org);
      const edit = (user: TestUser, text: string) => t.request(user, 'PATCH', `/notes/${note.id}`, { body: { text } });
      expect((await edit(org.otherGuide, '<p>Not mine</p>')).status).toBe(403);
      expect((await t.request(org.otherGuide, 'DELETE', `/notes/${note.id}`)).status).toBe(403);

      const head = await headOf(org.guide);
      const edited = await edit(org.guide, '<p>Edited <em>today</em></p>');
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({
        id: note.feedItemId,
        interaction: { id: note.id, note: '<p>Edited <em>today</em></p>' },
      });
      expect(kinds(await changesSince(org.guide, head))).toEqual([
        ['interaction', 'upsert'],
        ['feedItem', 'upsert'],
      ]);
      expect((await edit(org.supervisor, '<p>Supervisor’s edit</p>')).status).toBe(200);

      const before = await headOf(org.guide);
      const removed = await t.request(org.supervisor, 'DELETE', `/notes/${note.id}`);
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ id: note.id, feedItemId: note.feedItemId });
      expect(kinds(await changesSince(org.guide, before))).toEqual([
        ['interaction', 'delete'],
        ['feedItem', 'delete'],
      ]);
      expect(await feedOf(org)).toEqual([]);
      expect(await db().select().from(feedItems).where(eq(feedItems.id, note.feedItemId))).toEqual([]);
      expect((await t.request(org.guide, 'DELETE', `/notes/${note.id}`)).status).toBe(404);
    });

    it('does not take a visit or a call for a note', async () => {
      const org = await t.organisation('Echo');
      const visit = await db()
        .insert(interactions)
        .values({
          id: crypto.randomUUID(),
          organisationId: org.organisationId,
          clientId: org.clientId,
          interactionType: 'visit',
          memberId: org.member.id,
          guideId: org.guide.id,
          timestamp: new Date(),
        })
        .returning();
      expect(
        (await t.request(org.guide, 'PATCH', `/notes/${visit[0]?.id}`, { body: { text: '<p>x</p>' } })).status,
      ).toBe(404);
    });
  });

  describe('drafts', () => {
    const draftPath = (org: TestOrganisation, extra = '') =>
      `/notes/auto-save?subjectId=${org.member.id}&type=notes${extra}`;

    it('keeps one draft per user, member and type, each save a new version, heard by its user alone', async () => {
      const org = await t.organisation('Foxtrot');
      expect((await t.request(org.guide, 'GET', draftPath(org))).body).toEqual({ draft: null });
      const head = await headOf(org.guide);
      const first = await t.request(org.guide, 'POST', draftPath(org), { body: { text: '<p>Half a</p>' } });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        userId: org.guide.id,
        subjectId: org.member.id,
        type: 'notes',
        text: '<p>Half a</p>',
        version: 1,
      });
      const second = await t.request(org.guide, 'POST', draftPath(org), { body: { text: '<p>Half a thought</p>' } });
      expect(second.body).toMatchObject({ id: first.body.id, version: 2 });
      expect((await t.request(org.guide, 'GET', draftPath(org))).body.draft).toEqual(second.body);
      // Another user's draft for the same member is theirs; and they hear nothing of the guide's.
      expect((await t.request(org.otherGuide, 'GET', draftPath(org))).body).toEqual({ draft: null });
      expect(await changesSince(org.otherGuide, head)).toEqual([]);
      expect(kinds(await changesSince(org.guide, head))).toEqual([
        ['noteDraft', 'upsert'],
        ['noteDraft', 'upsert'],
      ]);
      // Events and visits keep their own.
      expect(
        (await t.request(org.guide, 'GET', `/notes/auto-save?subjectId=${org.member.id}&type=visits`)).body,
      ).toEqual({ draft: null });
    });

    it('deletes a draft only at the version the caller saw, so a later save from another tab stays', async () => {
      const org = await t.organisation('Golf');
      const tabA = await t.request(org.guide, 'POST', draftPath(org), { body: { text: '<p>From tab A</p>' } });
      await t.request(org.guide, 'POST', draftPath(org), { body: { text: '<p>From tab B</p>' } });
      expect((await t.request(org.guide, 'DELETE', draftPath(org, `&version=${tabA.body.version}`))).body).toEqual({
        deleted: false,
      });
      expect((await t.request(org.guide, 'GET', draftPath(org))).body.draft).toMatchObject({
        text: '<p>From tab B</p>',
        version: 2,
      });
      const head = await headOf(org.guide);
      expect((await t.request(org.guide, 'DELETE', draftPath(org, '&version=2'))).body).toEqual({ deleted: true });
      expect(kinds(await changesSince(org.guide, head))).toEqual([['noteDraft', 'delete']]);
      expect((await t.request(org.guide, 'DELETE', draftPath(org))).body).toEqual({ deleted: false });
    });

    it('refuses a bad type, a draft over the limit, or another organisation’s member, writing nothing', async () => {
      const org = await t.organisation('Hotel');
      const other = await t.organisation('India');
      expect(
        (
          await t.request(org.guide, 'POST', `/notes/auto-save?subjectId=${org.member.id}&type=memos`, {
            body: { text: 'x' },
          })
        ).status,
      ).toBe(400);
      expect(
        (await t.request(org.guide, 'POST', draftPath(org), { body: { text: 'x'.repeat(NOTE_LIMITS.html + 1) } }))
          .status,
      ).toBe(400);
      expect((await t.request(org.guide, 'POST', draftPath(other), { body: { text: 'x' } })).status).toBe(404);
      expect((await t.request(org.noAccess, 'GET', draftPath(org))).status).toBe(403);
      expect(await db().select().from(noteDrafts).where(eq(noteDrafts.organisationId, org.organisationId))).toEqual([]);
    });
  });
});

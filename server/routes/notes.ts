/**
 * Notes and autosaved drafts (spec part 2 section 7 "Notes"). What this file guarantees:
 * - Another organisation's member, note or draft answers 404, like a missing one.
 * - A note's text is stored sanitized (only the editor's starter-kit tags, no attributes), so the
 *   feed can never render a script or a link from it.
 * - Only a note's author edits or deletes it, or a holder of CAN_MANAGE_OTHER_GUIDES_WORK (403).
 * - Each write records the interaction and then the feed item (with the note embedded), in the
 *   same transaction; a refused write (400) records and writes nothing.
 * - Drafts are the caller's own (one per member and type); their changes reach only the caller.
 *   A delete naming a version removes the draft only if no later save replaced it.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import { sanitizeRichText } from '../../domain/index.ts';
import type { Actor } from '../auth/actor.ts';
import type { Tx } from '../db/connect.ts';
import { interactions, noteDrafts } from '../db/schema/index.ts';
import type { AppContext } from '../http/context.ts';
import { forbidden } from '../http/errors.ts';
import type { HandlersOf } from '../http/operations.ts';
import { presentNoteDraft } from '../presenters/visits.ts';
import {
  addFeedItem,
  feedItemOf,
  lockInteraction,
  mayChange,
  memberForWrite,
  recordFeedItem,
  recordInteraction,
  removeInteraction,
} from './interaction-records.ts';

type NoteOperations = 'createNote' | 'updateNote' | 'deleteNote' | 'noteDraft' | 'saveNoteDraft' | 'deleteNoteDraft';

const ownDraft = (actor: Actor, subjectId: string, type: string) =>
  and(
    eq(noteDrafts.organisationId, actor.organisationId),
    eq(noteDrafts.userId, actor.user.id),
    eq(noteDrafts.subjectId, subjectId),
    eq(noteDrafts.type, type),
  );

export function notesHandlers(ctx: AppContext): HandlersOf<NoteOperations> {
  const { db, clock } = ctx;

  async function lockNote(tx: Tx, actor: Actor, noteId: string) {
    const note = await lockInteraction(tx, actor, noteId, 'note');
    if (!mayChange(actor, note)) throw forbidden('Only the note’s author may change it.');
    return note;
  }

  return {
    async createNote({ actor, body, write }) {
      return write(async (tx, changes) => {
        const member = await memberForWrite(tx, actor, body.userId);
        const now = clock.now();
        const [note] = await tx
          .insert(interactions)
          .values({
            id: randomUUID(),
            organisationId: member.organisationId,
            clientId: member.clientId,
            interactionType: 'note',
            memberId: member.id,
            guideId: actor.user.id,
            timestamp: now,
            note: sanitizeRichText(body.text),
          })
          .returning();
        if (!note) throw new Error('note not stored');
        const interaction = await recordInteraction(tx, changes, note, true, member);
        return recordFeedItem(tx, changes, await addFeedItem(tx, member, 'note', note.id, now), true, { interaction });
      });
    },

    async updateNote({ actor, params: { noteId }, body, write }) {
      return write(async (tx, changes) => {
        const note = await lockNote(tx, actor, noteId);
        const feed = await feedItemOf(tx, note, 'note');
        const [updated] = await tx
          .update(interactions)
          .set({ note: sanitizeRichText(body.text) })
          .where(eq(interactions.id, note.id))
          .returning();
        if (!updated) throw new Error('note not updated');
        await recordInteraction(tx, changes, updated);
        return recordFeedItem(tx, changes, feed);
      });
    },

    async deleteNote({ actor, params: { noteId }, write }) {
      return write(async (tx, changes) => {
        const note = await lockNote(tx, actor, noteId);
        const feed = await feedItemOf(tx, note, 'note');
        await removeInteraction(tx, changes, note, feed);
        return { id: note.id, feedItemId: feed.id };
      });
    },

    async noteDraft({ actor, query: { subjectId, type } }) {
      await memberForWrite(db, actor, subjectId);
      const [draft] = await db
        .select()
        .from(noteDrafts)
        .where(ownDraft(actor, subjectId, type));
      return { draft: draft ? presentNoteDraft(draft) : null };
    },

    async saveNoteDraft({ actor, query: { subjectId, type }, body, write }) {
      // Stored sanitized like a note: a draft is read back into the editor, and only its tags may be.
      const text = sanitizeRichText(body.text);
      return write(async (tx, changes) => {
        await memberForWrite(tx, actor, subjectId);
        const [draft] = await tx
          .insert(noteDrafts)
          .values({
            id: randomUUID(),
            organisationId: actor.organisationId,
            userId: actor.user.id,
            subjectId,
            type,
            text,
            version: 1,
            updatedAt: clock.now(),
          })
          .onConflictDoUpdate({
            target: [noteDrafts.userId, noteDrafts.subjectId, noteDrafts.type],
            set: { text, version: sql`${noteDrafts.version} + 1`, updatedAt: clock.now() },
          })
          .returning();
        if (!draft) throw new Error('draft not stored');
        const data = presentNoteDraft(draft);
        changes.record({ entity: 'noteDraft', id: data.id, op: 'upsert', data });
        return data;
      });
    },

    async deleteNoteDraft({ actor, query: { subjectId, type, version }, write }) {
      return write(async (tx, changes) => {
        await memberForWrite(tx, actor, subjectId);
        const gone = await tx
          .delete(noteDrafts)
          .where(
            and(ownDraft(actor, subjectId, type), version === undefined ? undefined : lte(noteDrafts.version, version)),
          )
          .returning({ id: noteDrafts.id });
        for (const { id } of gone)
          changes.record({ entity: 'noteDraft', id, op: 'delete', data: null, privateTo: actor.user.id });
        return { deleted: gone.length > 0 };
      });
    },
  };
}

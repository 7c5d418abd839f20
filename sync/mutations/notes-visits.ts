/**
 * Notes and visits: the writes of the Note and Visit dialogs and of the feed's Delete.
 *
 * Adds have no optimistic row: the server makes the feed item (and, for a visit, its follow-up),
 * and its change, recorded last, confirms the write and puts the entry on every open feed at once.
 * A note's edit shows the new text at once (sanitized as the server will store it); deletes take
 * the feed entry away at once. A refusal rolls either back.
 */
import { OPERATIONS, sanitizeRichText, type updateNoteBody, type BodyOf } from '../../domain/index.ts';
import { asSent, defineMutation } from './define.ts';

export type CreateNoteArgs = BodyOf<typeof OPERATIONS.createNote>;

export const createNote = defineMutation({
  operation: OPERATIONS.createNote,
  request: (args: CreateNoteArgs) => ({ body: args }),
  optimistic: () => undefined,
  confirms: (_args, answer) => ({ entity: 'feedItem', id: answer.id }),
});

export type UpdateNoteArgs = BodyOf<typeof OPERATIONS.updateNote> & { noteId: string };

export const updateNote = defineMutation({
  operation: OPERATIONS.updateNote,
  request: ({ noteId, ...body }: UpdateNoteArgs) => ({ params: { noteId }, body }),
  optimistic: (collections, { noteId, ...body }) => {
    const patch = asSent<typeof updateNoteBody>(body);
    if (patch && collections.interaction.has(noteId))
      collections.interaction.update(noteId, (draft) => void (draft.note = sanitizeRichText(patch.text)));
  },
  confirms: (_args, answer) => ({ entity: 'feedItem', id: answer.id }),
});

/** The note's (or visit's) id and its feed item's, which leaves the feed at once. */
export interface DeleteFeedEntryArgs {
  id: string;
  feedItemId: string;
}

export const deleteNote = defineMutation({
  operation: OPERATIONS.deleteNote,
  request: (args: DeleteFeedEntryArgs) => ({ params: { noteId: args.id } }),
  optimistic: (collections, args) => {
    if (collections.feedItem.has(args.feedItemId)) collections.feedItem.delete(args.feedItemId);
  },
  confirms: (args) => ({ entity: 'feedItem', id: args.feedItemId }),
});

export type CreateVisitArgs = BodyOf<typeof OPERATIONS.createVisit>;

export const createVisit = defineMutation({
  operation: OPERATIONS.createVisit,
  request: (args: CreateVisitArgs) => ({ body: args }),
  optimistic: () => undefined,
  confirms: (_args, answer) => ({ entity: 'feedItem', id: answer.id }),
});

export type UpdateVisitArgs = BodyOf<typeof OPERATIONS.updateVisit> & { visitId: string };

/** The server settles the outcome's follow-ups and the feed position: the change brings them. */
export const updateVisit = defineMutation({
  operation: OPERATIONS.updateVisit,
  request: ({ visitId, ...body }: UpdateVisitArgs) => ({ params: { visitId }, body }),
  optimistic: () => undefined,
  confirms: (_args, answer) => ({ entity: 'feedItem', id: answer.id }),
});

export const deleteVisit = defineMutation({
  operation: OPERATIONS.deleteVisit,
  request: (args: DeleteFeedEntryArgs) => ({ params: { visitId: args.id } }),
  optimistic: (collections, args) => {
    if (collections.feedItem.has(args.feedItemId)) collections.feedItem.delete(args.feedItemId);
  },
  confirms: (args) => ({ entity: 'feedItem', id: args.feedItemId }),
});

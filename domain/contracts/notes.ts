/**
 * Notes and autosaved drafts (spec part 2 section 7 "Notes"). A note is an interaction of type
 * 'note' (its id is the note's) with a feed item on the member's feed; every write answers that
 * feed item, the note embedded as its interaction, and records it last (the engine confirms on it).
 * Drafts belong to the user who typed them: one per member and type, read and written by that user
 * alone.
 */
import { type } from 'arktype';
import { uuid } from '../api/params.ts';
import { ENTITIES } from '../entities/index.ts';
import { createNoteBody, deleteDraftQuery, draftQuery, saveDraftBody, updateNoteBody } from '../notes.ts';
import { defineOperation } from './define.ts';

const writesNotes = { permission: 'CAN_CREATE_NOTES' } as const;
const noteParams = type({ noteId: uuid });

export const createNote = defineOperation({
  method: 'POST',
  path: '/notes',
  body: createNoteBody,
  response: ENTITIES.feedItem.schema,
  access: writesNotes,
  idempotent: true,
});

/** Its author may edit it, and holders of CAN_MANAGE_OTHER_GUIDES_WORK any note. */
export const updateNote = defineOperation({
  method: 'PATCH',
  path: '/notes/:noteId',
  params: noteParams,
  body: updateNoteBody,
  response: ENTITIES.feedItem.schema,
  access: writesNotes,
  idempotent: true,
});

export const deleteNote = defineOperation({
  method: 'DELETE',
  path: '/notes/:noteId',
  params: noteParams,
  response: type({ id: 'string', feedItemId: 'string' }),
  access: writesNotes,
  idempotent: true,
});

/** The caller's draft for the member and type, or null. */
export const noteDraft = defineOperation({
  method: 'GET',
  path: '/notes/auto-save',
  query: draftQuery,
  response: type({ draft: ENTITIES.noteDraft.schema.or('null') }),
  access: { permission: 'CAN_VIEW_CASELOAD' },
});

export const saveNoteDraft = defineOperation({
  method: 'POST',
  path: '/notes/auto-save',
  query: draftQuery,
  body: saveDraftBody,
  response: ENTITIES.noteDraft.schema,
  access: { permission: 'CAN_VIEW_CASELOAD' },
  idempotent: true,
});

/** Removes the caller's draft; with `version`, only if no later save replaced it (`deleted` says which). */
export const deleteNoteDraft = defineOperation({
  method: 'DELETE',
  path: '/notes/auto-save',
  query: deleteDraftQuery,
  response: type({ deleted: 'boolean' }),
  access: { permission: 'CAN_VIEW_CASELOAD' },
  idempotent: true,
});

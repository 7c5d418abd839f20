/**
 * The walks' scenarios for the operations of notes.ts (gathered in server/testing/scenarios.ts).
 * - Notes and visits: their author edits them; supervisors and admins anyone's.
 * - Notes and visits: the foreign member in a body or query, the foreign note or visit by id (the caller
 *   may manage anyone's).
 */
import { OPERATIONS } from '../../domain/index.ts';
import { as } from '../testing/contract-client.ts';
import { OWN_WORK, READ } from '../testing/grids.ts';
import { createNote } from '../testing/note-visit-factories.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import type { notesHandlers } from './notes.ts';

export const notesScenarios = {
  createNote: {
    authorization: {
      request: ({ o }) => ({ body: { userId: o.member.id, text: '<p>Called back</p>' } }),
      expect: READ,
    },
    isolation: { notFound: ({ foreign }) => ({ body: { userId: foreign.member.id, text: '<p>Mine now</p>' } }) },
    write:
      async ({ org, callAs }) =>
      () =>
        callAs(org.guide, { body: { userId: org.member.id, text: '<p>Walked through the care plan.</p>' } }),
  },
  updateNote: {
    authorization: {
      request: async ({ db, o }) => ({
        params: { noteId: (await createNote(db, o)).id },
        body: { text: '<p>Edited</p>' },
      }),
      expect: OWN_WORK,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({
        params: { noteId: (await createNote(db, foreign)).id },
        body: { text: '<p>Mine now</p>' },
      }),
      by: 'superAdmin',
    },
    write: async ({ db, org, callAs }) => {
      const note = await createNote(db, org);
      return () =>
        callAs(org.guide, {
          params: { noteId: note.id },
          body: { text: '<p>Walked through the care plan again.</p>' },
        });
    },
  },
  deleteNote: {
    authorization: {
      request: async ({ db, o }) => ({ params: { noteId: (await createNote(db, o)).id } }),
      expect: OWN_WORK,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({ params: { noteId: (await createNote(db, foreign)).id } }),
      by: 'superAdmin',
    },
    write: async ({ db, org, callAs }) => {
      const note = await createNote(db, org);
      return () => callAs(org.guide, { params: { noteId: note.id } });
    },
  },
  noteDraft: {
    authorization: { request: ({ o }) => ({ query: { subjectId: o.member.id, type: 'notes' } }), expect: READ },
    isolation: { notFound: ({ foreign }) => ({ query: { subjectId: foreign.member.id, type: 'notes' } }) },
  },
  saveNoteDraft: {
    authorization: {
      request: ({ o }) => ({ query: { subjectId: o.member.id, type: 'notes' }, body: { text: 'Draft' } }),
      expect: READ,
    },
    isolation: {
      notFound: ({ foreign }) => ({
        query: { subjectId: foreign.member.id, type: 'notes' },
        body: { text: 'Mine now' },
      }),
    },
    write:
      async ({ org, callAs }) =>
      () =>
        callAs(org.guide, {
          query: { subjectId: org.member.id, type: 'notes' },
          body: { text: '<p>Half a thought</p>' },
        }),
  },
  deleteNoteDraft: {
    authorization: {
      request: ({ o }) => ({ query: { subjectId: o.member.id, type: 'notes' } }),
      expect: READ,
    },
    isolation: { notFound: ({ foreign }) => ({ query: { subjectId: foreign.member.id, type: 'notes' } }) },
    write: async ({ t, org, callAs }) => {
      await as(t, org.guide).call(OPERATIONS.saveNoteDraft, {
        query: { subjectId: org.member.id, type: 'notes' },
        body: { text: '<p>Half a thought</p>' },
      });
      return () => callAs(org.guide, { query: { subjectId: org.member.id, type: 'notes' } });
    },
  },
} satisfies ScenariosOf<HandledBy<typeof notesHandlers>>;

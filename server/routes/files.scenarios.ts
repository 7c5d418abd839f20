/**
 * The walks' scenarios for the operations of files.ts (gathered in server/testing/scenarios.ts).
 * - Files: uploads and downloads go through signed addresses; the metadata through the caller's
 *   organisation.
 * - Files: the other organisation's member in the body, the other organisation's file by id.
 * - Files are not synced: their tables are bookkeeping; the walk checks they announce nothing they
 *   should not.
 */
import { OPERATIONS } from '../../domain/index.ts';
import { createStoredFile, PNG_BYTES } from '../files/testing.ts';
import { grid } from '../testing/authorization.ts';
import { as } from '../testing/contract-client.ts';
import { ONLY_THE_OWNER_404, publicRefused, READ } from '../testing/grids.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import type { filesHandlers } from './files.ts';

export const filesScenarios = {
  createFileUpload: {
    authorization: {
      request: ({ o }) => ({
        body: { fileName: 'a.png', mimeType: 'image/png', size: 100, memberId: o.member.id },
      }),
      expect: READ,
    },
    isolation: {
      notFound: ({ foreign }) => ({
        body: { fileName: 'a.png', mimeType: 'image/png', size: 100, memberId: foreign.member.id },
      }),
    },
    write:
      async ({ org, callAs }) =>
      () =>
        callAs(org.guide, {
          body: { fileName: 'a.png', mimeType: 'image/png', size: PNG_BYTES.byteLength, memberId: org.member.id },
        }),
  },
  cleanupFile: {
    // An upload is its uploader's until it is attached: anyone else finds nothing to clean up.
    authorization: {
      request: async ({ t, o }) => ({ params: { id: (await createStoredFile(t, o)).id } }),
      expect: ONLY_THE_OWNER_404,
    },
    isolation: { notFound: async ({ t, foreign }) => ({ params: { id: (await createStoredFile(t, foreign)).id } }) },
    write: async ({ t, org, callAs }) => {
      const { body } = await as(t, org.guide).call(OPERATIONS.createFileUpload, {
        body: { fileName: 'a.png', mimeType: 'image/png', size: 10, memberId: org.member.id },
      });
      return () => callAs(org.guide, { params: { id: body.file.id } });
    },
  },
  setVoicemailGreeting: {
    // One's own uploaded greeting only: anyone else's file (an attachment here) is not found.
    authorization: {
      request: async ({ t, o }) => ({
        params: { id: (await createStoredFile(t, o, null, 'voicemail-greeting')).id },
      }),
      expect: grid({
        guide: 'ok 404 404',
        otherGuide: '404 ok 404',
        supervisor: '404 404 404',
        superAdmin: '404 404 404',
      }),
    },
    isolation: {
      notFound: async ({ t, foreign }) => ({ params: { id: (await createStoredFile(t, foreign, null)).id } }),
    },
    write: async ({ t, org, callAs }) => {
      const greeting = await createStoredFile(t, org, null, 'voicemail-greeting');
      return () => callAs(org.guide, { params: { id: greeting.id } });
    },
  },
  getFile: {
    authorization: {
      request: async ({ t, o }) => ({ params: { id: (await createStoredFile(t, o)).id } }),
      expect: READ,
    },
    isolation: { notFound: async ({ t, foreign }) => ({ params: { id: (await createStoredFile(t, foreign)).id } }) },
  },
  fileTemporaryLink: {
    authorization: {
      request: async ({ t, o }) => ({ params: { id: (await createStoredFile(t, o)).id } }),
      expect: READ,
    },
    isolation: { notFound: async ({ t, foreign }) => ({ params: { id: (await createStoredFile(t, foreign)).id } }) },
  },
  fileContent: {
    authorization: {
      request: async ({ t, o }) => ({
        params: { id: (await createStoredFile(t, o)).id },
        query: { expires: 1, signature: 'forged' },
      }),
      expect: publicRefused('404'),
    },
    isolation: { exempt: 'public: only a signed link opens it (routes/files.test.ts)' },
  },
  uploadFileContent: {
    authorization: {
      request: async ({ t, o }) => ({
        params: { id: (await createStoredFile(t, o)).id },
        query: { expires: 1, signature: 'forged' },
      }),
      expect: publicRefused('404'),
    },
    isolation: {
      exempt:
        "public: only a signed address opens it (routes/files.test.ts: a forged or another file's signature answers 404)",
    },
    write: async ({ t, org }) => {
      const { body } = await as(t, org.guide).call(OPERATIONS.createFileUpload, {
        body: { fileName: 'a.png', mimeType: 'image/png', size: PNG_BYTES.byteLength, memberId: org.member.id },
      });
      const url = new URL(body.url);
      return () =>
        fetch(`${t.baseUrl}${url.pathname}${url.search}`, {
          method: 'PUT',
          headers: { 'content-type': 'image/png' },
          body: PNG_BYTES,
        });
    },
  },
} satisfies ScenariosOf<HandledBy<typeof filesHandlers>>;

/**
 * Files (spec part 2 section 7 "Files", part 1 section 7): an upload is asked for first
 * (`presigned-url`: name, declared type and size; the server refuses too big with 413 and a type
 * not allowed with 415, then answers a signed, expiring upload address and the file's record under
 * an id it made), then the bytes go by PUT to that address, where the server checks the size and
 * the type again from the bytes themselves. A failed upload is cleaned up by its uploader. Reading
 * takes a signed, expiring link (`temporary-link`); the link itself needs no token (an audio player
 * or an image cannot send one), so its signature is its credential.
 */
import { type } from 'arktype';
import { integerString, uuid } from '../api/params.ts';
import { FILE_PURPOSES, fileSchema } from '../files.ts';
import { defineOperation } from './define.ts';

const fileParams = type({ id: uuid });
/** A signed address's proof: when it stops working (epoch ms) and the server's signature over it. */
const signedQuery = type({
  expires: integerString.to('0 <= number <= 253402300799999'),
  signature: '0 < string <= 128',
});

export const createFileUpload = defineOperation({
  method: 'POST',
  path: '/files/presigned-url',
  body: type({
    fileName: '0 < string <= 1000',
    mimeType: '0 < string <= 255',
    /** Bytes, as the browser reports them; the limit answers 413, so the schema only bounds it. */
    size: '0 < number.integer <= 1099511627776',
    /** What the file is for (limits and types follow): an attachment unless said otherwise. */
    'purpose?': type.enumerated(...FILE_PURPOSES.filter((p) => p === 'attachment' || p === 'voicemail-greeting')),
    /** The member an attachment is for: who may read it follows from them. */
    'memberId?': uuid,
  }),
  response: type({ url: 'string', expires: 'string', file: fileSchema }),
  access: { permission: 'CAN_VIEW_CASELOAD' },
});

/** The bytes, to the address `presigned-url` answered; its signature is the credential. */
export const uploadFileContent = defineOperation({
  method: 'PUT',
  path: '/files/:id/content',
  params: fileParams,
  query: signedQuery,
  rawBody: 'bytes',
  response: fileSchema,
  access: 'public',
});

/** After a failed upload: the uploader removes the file (one no message uses yet). */
export const cleanupFile = defineOperation({
  method: 'POST',
  path: '/files/:id/cleanup',
  params: fileParams,
  response: type({ id: 'string', deleted: 'boolean' }),
  access: { permission: 'CAN_VIEW_CASELOAD' },
});

export const getFile = defineOperation({
  method: 'GET',
  path: '/files/:id',
  params: fileParams,
  response: fileSchema,
  access: { permission: 'CAN_VIEW_CASELOAD' },
});

export const fileTemporaryLink = defineOperation({
  method: 'GET',
  path: '/files/:id/temporary-link',
  params: fileParams,
  response: type({ temporaryUrl: 'string', expires: 'string', file: fileSchema }),
  access: { permission: 'CAN_VIEW_CASELOAD' },
});

/** The bytes, by a temporary link; its signature is the credential. */
export const fileContent = defineOperation({
  method: 'GET',
  path: '/files/:id/content',
  params: fileParams,
  query: signedQuery,
  response: type('unknown'),
  access: 'public',
});

/** Makes an uploaded greeting (purpose 'voicemail-greeting', the caller's own) the caller's voicemail greeting. */
export const setVoicemailGreeting = defineOperation({
  method: 'POST',
  path: '/files/:id/voicemail-greeting',
  params: fileParams,
  response: type({ userId: 'string', voicemailGreetingFileId: 'string' }),
  access: { permission: 'CAN_VIEW_CASELOAD' },
  idempotent: true,
});

/**
 * Uploads through the storage port. An upload is asked for with a name, a declared type and a size:
 * too big answers 413, a type the purpose does not allow 415, both in the API's error shape, before
 * any byte is sent. The bytes then arrive at the signed address, and are checked again from
 * themselves: their length must be the declared size and within the limit (413), and their first
 * bytes must show an allowed type that agrees with the declared one (415): an executable renamed
 * `photo.png` and sent as `image/png` is refused. Only then are they stored, under the key the
 * server generated. Server-side files (a voicemail's audio) go through `storeServerFile`, with the
 * same checks.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  bytesMatchDeclared,
  cleanFileName,
  maxBytesFor,
  sniffMimeType,
  uploadProblem,
  type FilePurpose,
} from '../../domain/files.ts';
import type { Db, Tx } from '../db/connect.ts';
import { fileAccess, files } from '../db/schema/index.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { signFileLink, UPLOAD_LINK_TTL_MS, READ_LINK_TTL_MS } from './link-signing.ts';
import { insertFileRecord, loadFile, type StoredFile } from './records.ts';
import type { FileStorage } from './storage.ts';

export interface FilesPort {
  db: Db;
  storage: FileStorage;
  /** Where signed addresses point: the API's base (`https://api.example.org/api`). */
  apiBase: string;
}

const tooLarge = (message: string) => new HttpError(413, message, message);
const unsupported = (message: string) => new HttpError(415, message, message);

function refuseUpfront(purpose: FilePurpose, declaredType: string, size: number): void {
  const problem = uploadProblem(purpose, declaredType, size);
  if (problem) throw problem.status === 413 ? tooLarge(problem.message) : unsupported(problem.message);
}

/** Checks the bytes themselves; answers what they are. */
function checkBytes(purpose: FilePurpose, declaredType: string, bytes: Uint8Array): string {
  if (bytes.byteLength > maxBytesFor(purpose))
    throw tooLarge(uploadProblem(purpose, declaredType, bytes.byteLength)?.message ?? 'File too large');
  const sniffed = sniffMimeType(bytes);
  if (!bytesMatchDeclared(purpose, declaredType, sniffed))
    throw unsupported(`File of type ${declaredType} not supported: its content is not ${declaredType}`);
  return sniffed ?? declaredType;
}

function fileName(name: string): string {
  const cleaned = cleanFileName(name);
  if (!cleaned)
    throw new HttpError(400, 'Invalid file name', 'Invalid file name', [
      { property: 'fileName', constraints: { fileName: 'Invalid file name' } },
    ]);
  return cleaned;
}

export async function requestUpload(
  port: FilesPort,
  input: {
    organisationId: string;
    clientId: string;
    ownerUserId: string;
    memberId: string | null;
    fileName: string;
    mimeType: string;
    size: number;
    purpose: FilePurpose;
    now: Date;
  },
): Promise<{ url: string; expires: string; stored: StoredFile }> {
  refuseUpfront(input.purpose, input.mimeType, input.size);
  const stored = await insertFileRecord(port.db, {
    ...input,
    name: fileName(input.fileName),
    mimeType: input.mimeType.split(';')[0]?.trim().toLowerCase() ?? input.mimeType,
    status: 'pending',
  });
  const expiresAt = input.now.getTime() + UPLOAD_LINK_TTL_MS;
  const signature = await signFileLink(port.db, 'write', stored.file.id, expiresAt);
  return {
    url: `${port.apiBase}/files/${stored.file.id}/content?expires=${expiresAt}&signature=${signature}`,
    expires: new Date(expiresAt).toISOString(),
    stored,
  };
}

/** The bytes of a pending upload, whose address was signed (checked by the caller). */
export async function receiveUpload(
  port: FilesPort,
  fileId: string,
  bytes: Uint8Array,
  now: Date,
): Promise<StoredFile> {
  const stored = await loadFile(port.db, fileId);
  if (!stored) throw notFound();
  const purpose = stored.access.purpose as FilePurpose;
  // A second upload to the same address would swap the content of a file someone may already use.
  if (stored.access.status !== 'pending')
    throw new HttpError(409, 'This file has already been uploaded', 'This file has already been uploaded');
  const sniffed = checkBytes(purpose, stored.file.mimeType, bytes);
  if (bytes.byteLength !== stored.file.size) {
    const message = `Upload failed: ${bytes.byteLength} bytes arrived for a file of ${stored.file.size}`;
    throw new HttpError(400, message, message, [{ property: 'size', constraints: { size: message } }]);
  }
  await port.storage.put(stored.file.storageKey, bytes);
  const [access] = await port.db
    .update(fileAccess)
    .set({ status: 'stored', sniffedType: sniffed, storedAt: now })
    .where(and(eq(fileAccess.id, fileId), eq(fileAccess.status, 'pending')))
    .returning();
  if (!access) throw new HttpError(409, 'This file has already been uploaded', 'This file has already been uploaded');
  return { file: stored.file, access };
}

/**
 * A file the server itself makes (a voicemail's audio, a call recording), checked like an upload
 * and stored at once. Answers its record; its id goes wherever the file is used.
 */
export async function storeServerFile(
  port: FilesPort,
  input: {
    organisationId: string;
    clientId: string;
    ownerUserId: string;
    memberId: string | null;
    name: string;
    mimeType: string;
    bytes: Uint8Array;
    purpose: FilePurpose;
    now: Date;
    contentDuration?: number;
  },
): Promise<StoredFile> {
  refuseUpfront(input.purpose, input.mimeType, input.bytes.byteLength);
  const sniffed = checkBytes(input.purpose, input.mimeType, input.bytes);
  const info = input.contentDuration === undefined ? undefined : { contentDuration: input.contentDuration };
  const stored = await insertFileRecord(port.db, {
    ...input,
    name: fileName(input.name),
    size: input.bytes.byteLength,
    status: 'stored',
    ...(info ? { info } : {}),
  });
  await port.storage.put(stored.file.storageKey, input.bytes);
  await port.db.update(fileAccess).set({ sniffedType: sniffed }).where(eq(fileAccess.id, stored.file.id));
  return stored;
}

/** A signed read link, valid for a few minutes. */
export async function temporaryLink(
  port: FilesPort,
  fileId: string,
  now: Date,
): Promise<{ temporaryUrl: string; expires: string }> {
  const expiresAt = now.getTime() + READ_LINK_TTL_MS;
  const signature = await signFileLink(port.db, 'read', fileId, expiresAt);
  return {
    temporaryUrl: `${port.apiBase}/files/${fileId}/content?expires=${expiresAt}&signature=${signature}`,
    expires: new Date(expiresAt).toISOString(),
  };
}

/** Removes a file no message or greeting uses yet (after a failed upload). Answers whether it was removed. */
export async function cleanupFile(port: FilesPort, stored: StoredFile): Promise<boolean> {
  if (stored.access.attachedAt) return false;
  const [removed] = await port.db.delete(files).where(eq(files.id, stored.file.id)).returning();
  if (removed) await port.storage.delete(removed.storageKey);
  return Boolean(removed);
}

/**
 * Marks files as used (by a message about `memberId`, or a greeting when `memberId` is null), in the
 * caller's transaction: each must be in the organisation, stored, for that member and not cleaned
 * up. Answers the ids of those that are not, so the caller refuses the whole write.
 */
export async function attachFiles(
  tx: Tx,
  input: {
    organisationId: string;
    memberId: string | null;
    fileIds: readonly string[];
    purpose: FilePurpose;
    now: Date;
  },
): Promise<string[]> {
  if (input.fileIds.length === 0) return [];
  const usable = await tx
    .select({ id: fileAccess.id, memberId: fileAccess.memberId })
    .from(fileAccess)
    .where(
      and(
        inArray(fileAccess.id, [...input.fileIds]),
        eq(fileAccess.organisationId, input.organisationId),
        eq(fileAccess.status, 'stored'),
        eq(fileAccess.purpose, input.purpose),
      ),
    );
  const ok = new Set(usable.filter((row) => row.memberId === input.memberId).map((row) => row.id));
  const missing = input.fileIds.filter((id) => !ok.has(id));
  if (missing.length) return missing;
  await tx
    .update(fileAccess)
    .set({ attachedAt: input.now })
    .where(and(inArray(fileAccess.id, [...input.fileIds]), isNull(fileAccess.attachedAt)));
  return [];
}

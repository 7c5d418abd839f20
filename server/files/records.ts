/**
 * A file's record and who may reach it. Every file has a `files` row (name, type, size, the
 * generated storage key) and a `file_access` row (its member, purpose, upload state). A file about a
 * member is readable by whoever may see that member: staff of the member's organisation; a staff
 * file (a voicemail greeting) by staff of its organisation. Another organisation's file answers
 * 404, like a missing one.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FilePurpose } from '../../domain/files.ts';
import type { FileInfo } from '../../domain/files.ts';
import type { Actor } from '../auth/actor.ts';
import type { Db, Tx } from '../db/connect.ts';
import { fileAccess, files } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';

export type FileRow = typeof files.$inferSelect;
export type FileAccessRow = typeof fileAccess.$inferSelect;
export interface StoredFile {
  file: FileRow;
  access: FileAccessRow;
}

/** A new storage key: generated, never derived from anything a client sent. */
export const newStorageKey = (fileId: string) => `files/${fileId}/${randomUUID()}`;

export function presentFile({ file, access }: StoredFile): FileInfo {
  const duration = file.info?.['contentDuration'];
  return {
    id: file.id,
    name: file.name,
    mimeType: file.mimeType,
    size: file.size,
    contentDuration: typeof duration === 'number' ? duration : null,
    memberId: access.memberId,
    status: access.status === 'stored' ? 'stored' : 'pending',
    createdAt: file.createdAt.toISOString(),
  };
}

export async function insertFileRecord(
  db: Db | Tx,
  input: {
    organisationId: string;
    clientId: string;
    ownerUserId: string;
    memberId: string | null;
    name: string;
    mimeType: string;
    size: number;
    purpose: FilePurpose;
    status: 'pending' | 'stored';
    now: Date;
    info?: Record<string, unknown>;
  },
): Promise<StoredFile> {
  const id = randomUUID();
  const [file] = await db
    .insert(files)
    .values({
      id,
      organisationId: input.organisationId,
      clientId: input.clientId,
      ownerUserId: input.ownerUserId,
      name: input.name,
      mimeType: input.mimeType,
      size: input.size,
      storageKey: newStorageKey(id),
      info: input.info ?? null,
      createdAt: input.now,
    })
    .returning();
  const [access] = await db
    .insert(fileAccess)
    .values({
      id,
      organisationId: input.organisationId,
      memberId: input.memberId,
      purpose: input.purpose,
      status: input.status,
      storedAt: input.status === 'stored' ? input.now : null,
    })
    .returning();
  if (!file || !access) throw new Error('file not recorded');
  return { file, access };
}

/** The file by id, whoever asks (the signed addresses, whose signature is the check). */
export async function loadFile(db: Db | Tx, fileId: string): Promise<StoredFile | undefined> {
  const [row] = await db
    .select({ file: files, access: fileAccess })
    .from(files)
    .innerJoin(fileAccess, eq(fileAccess.id, files.id))
    .where(eq(files.id, fileId))
    .limit(1);
  return row;
}

/**
 * The file, when the actor may see it: in the actor's organisation (every staff user there may see
 * every member of it, spec part 1 section 6). Anything else answers 404.
 */
export async function loadFileForActor(db: Db, actor: Actor, fileId: string): Promise<StoredFile> {
  const [row] = await db
    .select({ file: files, access: fileAccess })
    .from(files)
    .innerJoin(fileAccess, eq(fileAccess.id, files.id))
    .where(
      and(
        eq(files.id, fileId),
        eq(files.organisationId, actor.organisationId),
        eq(fileAccess.organisationId, actor.organisationId),
      ),
    )
    .limit(1);
  if (!row) throw notFound();
  return row;
}

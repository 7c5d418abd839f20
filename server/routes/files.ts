/**
 * Files (spec part 2 section 7 "Files"): ask for an upload, PUT the bytes to the signed address,
 * clean up after a failure, read through a signed temporary link. What may be uploaded and how the
 * bytes are checked is in server/files/uploads.ts; who may read a file in server/files/records.ts.
 */
import { ATTACHMENT_MAX_BYTES, type FilePurpose } from '../../domain/files.ts';
import { loadMemberInTenant } from '../auth/scope.ts';
import type { AppContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import type { HandlerFunctions, HandlersOf } from '../http/operations.ts';
import { siteOrigins } from '../http/site-origins.ts';
import {
  cleanupFile,
  loadFile,
  loadFileForActor,
  presentFile,
  receiveUpload,
  requestUpload,
  temporaryLink,
  verifyFileLink,
  type FilesPort,
  type StoredFile,
} from '../files/index.ts';
import type { Actor } from '../auth/actor.ts';
import { eq } from 'drizzle-orm';
import { fileAccess, users } from '../db/schema/index.ts';
import { presentUserChange } from '../presenters/people.ts';

/** The port as the routes and other areas use it: the context's storage, links to the configured API host. */
export function filesPort(ctx: AppContext): FilesPort {
  return { db: ctx.db, storage: ctx.files, apiBase: `${siteOrigins(ctx.config).api}/api` };
}

type FileOperation =
  | 'createFileUpload'
  | 'uploadFileContent'
  | 'cleanupFile'
  | 'getFile'
  | 'fileTemporaryLink'
  | 'fileContent'
  | 'setVoicemailGreeting';

export function filesHandlers(ctx: AppContext): HandlersOf<FileOperation> {
  const port = filesPort(ctx);
  /** In the actor's organisation, and its member (if any) one the actor may see. */
  const readable = async (actor: Actor, id: string): Promise<StoredFile> => {
    const stored = await loadFileForActor(ctx.db, actor, id);
    if (stored.access.memberId) await loadMemberInTenant(ctx.db, actor, stored.access.memberId);
    return stored;
  };
  const handlers: HandlerFunctions<Exclude<FileOperation, 'uploadFileContent'>> = {
    async createFileUpload({ actor, body }) {
      const purpose: FilePurpose = body.purpose ?? 'attachment';
      // An attachment is about a member the caller may see; a greeting is the caller's own.
      const member =
        purpose === 'attachment' && body.memberId ? await loadMemberInTenant(ctx.db, actor, body.memberId) : undefined;
      const { url, expires, stored } = await requestUpload(port, {
        organisationId: actor.organisationId,
        clientId: member?.clientId ?? actor.homeClientId,
        ownerUserId: actor.user.id,
        memberId: member?.id ?? null,
        fileName: body.fileName,
        mimeType: body.mimeType,
        size: body.size,
        purpose,
        now: ctx.clock.now(),
      });
      return { url, expires, file: presentFile(stored) };
    },
    async cleanupFile({ actor, params }) {
      const stored = await readable(actor, params.id);
      // Only its uploader cleans a file up.
      if (stored.file.ownerUserId !== actor.user.id) throw notFound();
      return { id: stored.file.id, deleted: await cleanupFile(port, stored) };
    },
    async setVoicemailGreeting({ actor, params, write }) {
      const stored = await readable(actor, params.id);
      // Only one's own uploaded greeting: anything else is not found.
      if (
        stored.file.ownerUserId !== actor.user.id ||
        stored.access.purpose !== 'voicemail-greeting' ||
        stored.access.status !== 'stored'
      )
        throw notFound();
      return write(async (tx, changes) => {
        const [user] = await tx
          .update(users)
          .set({ voicemailGreetingFileId: stored.file.id })
          .where(eq(users.id, actor.user.id))
          .returning();
        if (!user) throw notFound();
        await tx.update(fileAccess).set({ attachedAt: ctx.clock.now() }).where(eq(fileAccess.id, stored.file.id));
        changes.record({ entity: 'user', id: user.id, op: 'upsert', data: presentUserChange(user) });
        return { userId: user.id, voicemailGreetingFileId: stored.file.id };
      });
    },
    async getFile({ actor, params }) {
      return presentFile(await readable(actor, params.id));
    },
    async fileTemporaryLink({ actor, params }) {
      const stored = await readable(actor, params.id);
      if (stored.access.status !== 'stored') throw notFound();
      return { ...(await temporaryLink(port, stored.file.id, ctx.clock.now())), file: presentFile(stored) };
    },
    async fileContent({ params, query, reply }) {
      if (!(await verifyFileLink(ctx.db, 'read', params.id, query.expires, query.signature, ctx.clock.now())))
        throw notFound();
      const stored = await loadFile(ctx.db, params.id);
      const bytes = stored?.access.status === 'stored' ? await ctx.files.get(stored.file.storageKey) : undefined;
      if (!stored || !bytes) throw notFound();
      const safeName = stored.file.name.replace(/["\\\r\n]/g, '_');
      return (
        reply
          // The type the bytes were found to be, never the declared one alone.
          .type(stored.access.sniffedType ?? 'application/octet-stream')
          .header(
            'content-disposition',
            `inline; filename="${safeName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(stored.file.name)}`,
          )
          .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
      );
    },
  };
  return {
    ...handlers,
    uploadFileContent: {
      // The largest upload a client may send; a greeting's smaller limit is checked from the bytes.
      options: { bodyLimit: ATTACHMENT_MAX_BYTES },
      async handle({ params, query, body }) {
        if (!(await verifyFileLink(ctx.db, 'write', params.id, query.expires, query.signature, ctx.clock.now())))
          throw notFound();
        return presentFile(await receiveUpload(port, params.id, body, ctx.clock.now()));
      },
    },
  };
}

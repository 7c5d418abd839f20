/**
 * Signed, expiring addresses for a file's bytes (the upload address `presigned-url` answers and the
 * read link `temporary-link` answers). The signature is an HMAC-SHA256 over what the address allows
 * (read or write), the file's id and its expiry, with a key kept in the database (`file_link_keys`,
 * made on first use), so every instance signs and checks alike and a restart keeps links working
 * until they expire. A link for one file, one action or one expiry does not open another.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { fileLinkKeys } from '../db/schema/index.ts';

export type LinkAction = 'read' | 'write';

/** How long a read link and an upload address work. */
export const READ_LINK_TTL_MS = 5 * 60_000;
export const UPLOAD_LINK_TTL_MS = 15 * 60_000;

const KEY_ID = 'default';
const keys = new WeakMap<Db, Promise<Buffer>>();

async function loadKey(db: Db): Promise<Buffer> {
  // Two instances starting together both insert; the first wins and both read its key.
  await db
    .insert(fileLinkKeys)
    .values({ id: KEY_ID, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(fileLinkKeys).where(eq(fileLinkKeys.id, KEY_ID)).limit(1);
  if (!row) throw new Error('file link key missing');
  return Buffer.from(row.secret, 'base64url');
}

function signingKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = loadKey(db);
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
}

export async function signFileLink(db: Db, action: LinkAction, fileId: string, expiresAt: number): Promise<string> {
  return createHmac('sha256', await signingKey(db))
    .update(`${action}\n${fileId}\n${expiresAt}`)
    .digest('base64url');
}

/** True when the signature is the server's for this action, file and expiry, and the expiry has not passed. */
export async function verifyFileLink(
  db: Db,
  action: LinkAction,
  fileId: string,
  expiresAt: number,
  signature: string,
  now: Date,
): Promise<boolean> {
  if (expiresAt <= now.getTime()) return false;
  const expected = Buffer.from(await signFileLink(db, action, fileId, expiresAt));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The storage port: where a file's bytes live, under a key the server generated. The default keeps
 * them in the database (`file_bytes`), on PGlite and PostgreSQL alike, so a backup of the database
 * holds the files too and a second instance reads what the first stored. An object store (S3 and
 * the like) plugs in behind the same three calls.
 *
 * @example
 *   const storage = createDatabaseFileStorage(db);
 *   await storage.put('f/3c1e...', bytes);
 *   const again = await storage.get('f/3c1e...');
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { fileBytes } from '../db/schema/index.ts';

export interface FileStorage {
  /** Stores (or replaces) the bytes under the key. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or undefined when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | undefined>;
  /** Removes them; a missing key is not an error. */
  delete(key: string): Promise<void>;
}

export function createDatabaseFileStorage(db: Db): FileStorage {
  return {
    async put(key, bytes) {
      await db
        .insert(fileBytes)
        .values({ storageKey: key, bytes })
        .onConflictDoUpdate({ target: fileBytes.storageKey, set: { bytes } });
    },
    async get(key) {
      const [row] = await db
        .select({ bytes: fileBytes.bytes })
        .from(fileBytes)
        .where(eq(fileBytes.storageKey, key))
        .limit(1);
      return row ? new Uint8Array(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength) : undefined;
    },
    async delete(key) {
      await db.delete(fileBytes).where(eq(fileBytes.storageKey, key));
    },
  };
}

/** In memory, for tests that want to see what the port was asked to do. */
export function createMemoryFileStorage(): FileStorage & { keys(): string[] } {
  const stored = new Map<string, Uint8Array>();
  return {
    put: async (key, bytes) => void stored.set(key, new Uint8Array(bytes)),
    get: async (key) => stored.get(key),
    delete: async (key) => void stored.delete(key),
    keys: () => [...stored.keys()],
  };
}

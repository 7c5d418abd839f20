/**
 * Files beside their records (`files`, in activity.ts): who may read a file and what state its
 * upload is in (`file_access`), the bytes themselves when the database is the storage
 * (`file_bytes`, the default storage port: backups hold the files too, on PGlite and PostgreSQL
 * alike), and the key temporary links are signed with (`file_link_keys`, one row, made on first use,
 * so every instance signs and checks with the same key without configuration).
 */
import { customType, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { files } from './activity.ts';
import { organisationId } from './organisation.ts';
import { users } from './tenancy.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** PostgreSQL `bytea` as bytes (node-postgres answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
  fromDriver: (value) => value,
});

export const fileAccess = pgTable(
  'file_access',
  {
    /** The file's id (`files.id`). */
    id: uuid('id')
      .primaryKey()
      .references(() => files.id, { onDelete: 'cascade' }),
    organisationId: organisationId(),
    /** The member it is about: whoever may see that member may read it. Null for staff files (a voicemail greeting). */
    memberId: uuid('member_id').references(() => users.id),
    /** attachment, voicemail-greeting, voicemail, recording (domain/files.ts). */
    purpose: text('purpose').notNull(),
    /** pending until the bytes arrived and passed the checks, then stored. */
    status: text('status').notNull(),
    /** What the bytes were found to be (the declared type must have agreed). */
    sniffedType: text('sniffed_type'),
    /** Set when a message (or a greeting) uses the file: it can no longer be cleaned up. */
    attachedAt: ts('attached_at'),
    storedAt: ts('stored_at'),
  },
  (t) => [index('file_access_member_idx').on(t.memberId)],
);

export const fileBytes = pgTable('file_bytes', {
  /** The storage key the server generated (`files.storage_key`), never a name a client chose. */
  storageKey: text('storage_key').primaryKey(),
  bytes: bytea('bytes').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const fileLinkKeys = pgTable('file_link_keys', {
  id: text('id').primaryKey(),
  /** base64url of 32 random bytes. */
  secret: text('secret').notNull(),
});

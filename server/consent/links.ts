/**
 * Consent links: a random key in a URL is the member's only credential. The key carries 256 bits of
 * randomness, only its SHA-256 is stored (a database read reveals no live link), it expires, and
 * it never reaches a log (the logger prints route patterns, never URLs).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CONSENT_LINK_KEY_BYTES, ENTITIES, isConsentLinkKey } from '../../domain/index.ts';
import { toWire } from '../../domain/entities/columns.ts';
import type { Db, Tx } from '../db/connect.ts';
import type { ChangeRecorder } from '../db/changes.ts';
import { consentLinks } from '../db/schema/index.ts';
import { siteOrigins } from '../http/site-origins.ts';

export type ConsentLinkRow = typeof consentLinks.$inferSelect;
export const DAY_MS = 86_400_000;

/** A fresh key: 32 bytes from the operating system's CSPRNG, base64url (43 characters). */
export function newLinkKey(random: (size: number) => Buffer = randomBytes): string {
  return random(CONSENT_LINK_KEY_BYTES).toString('base64url');
}

export function hashLinkKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/**
 * The URL a member opens (spec part 3 section 1): in the split-host deployment (PUBLIC_URL on a
 * `care.`, `api.` or `consent.` host) the consent site's host root; on one host, under /consent/.
 *
 * @example
 *   consentSiteUrl('https://care.example.org', key)   // https://consent.example.org/?key=...
 *   consentSiteUrl('http://localhost:8080', key)       // http://localhost:8080/consent/?key=...
 */
export function consentSiteUrl(publicUrl: string, key: string): string {
  const query = `?key=${encodeURIComponent(key)}`;
  const origins = siteOrigins({ publicUrl, corsOrigins: [] });
  if (origins.splitHost) return `${origins.consent}/${query}`;
  return `${publicUrl.replace(/\/+$/, '')}/consent/${query}`;
}

export interface NewConsentLink {
  organisationId: string;
  /** The member's customer. */
  clientId: string;
  memberId: string;
  createdById: string | null;
  now: Date;
  ttlDays: number;
  /** For demo data with a known seed; production always draws a fresh key. */
  key?: string;
}

/** Creates a link in the caller's transaction; the key is returned once and never stored. */
export async function createConsentLink(
  tx: Db | Tx,
  changes: ChangeRecorder,
  input: NewConsentLink,
): Promise<{ link: ConsentLinkRow; key: string }> {
  const key = input.key ?? newLinkKey();
  const [link] = await tx
    .insert(consentLinks)
    .values({
      id: randomUUID(),
      organisationId: input.organisationId,
      clientId: input.clientId,
      memberId: input.memberId,
      keyHash: hashLinkKey(key),
      createdById: input.createdById,
      createdAt: input.now,
      expiresAt: new Date(input.now.getTime() + input.ttlDays * DAY_MS),
    })
    .returning();
  if (!link) throw new Error('consent link not created');
  // The change names the link, never its key or URL (its hash is an internal column).
  changes.record({
    entity: 'consentLink',
    id: link.id,
    op: 'upsert',
    created: true,
    data: toWire(ENTITIES.consentLink.table.columns, link, {}),
  });
  return { link, key };
}

export type LinkLookup =
  { status: 'active'; link: ConsentLinkRow } | { status: 'expired'; link: ConsentLinkRow } | { status: 'unknown' };

/** Finds the link of a presented key. A malformed key is unknown without a database read. */
export async function findLinkByKey(db: Db | Tx, key: unknown, now: Date): Promise<LinkLookup> {
  if (!isConsentLinkKey(key)) return { status: 'unknown' };
  const [link] = await db
    .select()
    .from(consentLinks)
    .where(eq(consentLinks.keyHash, hashLinkKey(key)))
    .limit(1);
  if (!link) return { status: 'unknown' };
  return link.expiresAt.getTime() <= now.getTime() ? { status: 'expired', link } : { status: 'active', link };
}

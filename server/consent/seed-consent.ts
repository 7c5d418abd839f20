/**
 * Demo consents: the client's terms (English and Spanish), a few live links, one expired link, and
 * earlier answers for part of the caseload so the staff side has history to show.
 *
 * Ids and choices come from the caller's seeded `random`, so they repeat with the seed. Link keys
 * never do: they are drawn from the operating system's CSPRNG on every run, because a key derived
 * from a public seed would open that link on every machine seeded the same way.
 *
 * @example
 *   const demo = await seedConsentDemo(db, { organisationId, clientId, memberIds, now: new Date(), random: () => rng.next() });
 *   for (const link of demo.liveLinks) console.log(link.url);
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect.ts';
import type { ChangeRecorder } from '../db/changes.ts';
import { consentSubmissions, consentTerms, memberConsents } from '../db/schema/index.ts';
import { DEMO_CONSENT_TERMS } from './demo-terms.ts';
import { DAY_MS, consentSiteUrl, createConsentLink } from './links.ts';
import type { ConsentTermRow } from './terms.ts';

export interface SeedConsentOptions {
  organisationId: string;
  /** The customer whose terms these are; its members get the links. */
  clientId: string;
  /** Members of the client; the first few get live links, the next one an expired link. */
  memberIds: readonly string[];
  now: Date;
  /** A float in [0, 1), e.g. `() => rng.next()` of the seed's generator. */
  random: () => number;
  /** How many live links to make (default 3). */
  liveLinks?: number;
  /** For the printed URLs; default http://localhost:8080. */
  publicUrl?: string;
  ttlDays?: number;
  /** Share of the other members who answered earlier (default 0.4); at most 5,000 of them. */
  answeredShare?: number;
}

export interface SeededConsentLink {
  memberId: string;
  key: string;
  url: string;
  expiresAt: Date;
}

export interface SeedConsentResult {
  terms: { id: string; key: string }[];
  liveLinks: SeededConsentLink[];
  expiredLink: SeededConsentLink | null;
  answers: number;
}

const HEX = '0123456789abcdef';

/** A version-4 UUID whose random bits come from `random`. */
export function uuidFrom(random: () => number): string {
  let out = '';
  for (let i = 0; i < 32; i++) {
    let nibble = Math.floor(random() * 16) & 15;
    if (i === 12) nibble = 4;
    if (i === 16) nibble = (nibble & 3) | 8;
    out += HEX[nibble];
    if (i === 7 || i === 11 || i === 15 || i === 19) out += '-';
  }
  return out;
}

/** Demo rows are bulk data like the rest of the seed: no change-log rows. */
const noChanges: ChangeRecorder = { record: () => undefined };

async function ensureTerms(
  db: Db | Tx,
  organisationId: string,
  clientId: string,
  random: () => number,
  now: Date,
): Promise<ConsentTermRow[]> {
  await db
    .insert(consentTerms)
    .values(
      DEMO_CONSENT_TERMS.map((term, i) => ({
        id: uuidFrom(random),
        organisationId,
        clientId,
        key: term.key,
        ...term.en,
        identityRequired: term.identityRequired,
        sortOrder: i + 1,
        translations: { es: term.es },
        createdAt: now,
      })),
    )
    .onConflictDoNothing();
  return db
    .select()
    .from(consentTerms)
    .where(
      and(
        eq(consentTerms.clientId, clientId),
        inArray(
          consentTerms.key,
          DEMO_CONSENT_TERMS.map((t) => t.key),
        ),
      ),
    )
    .orderBy(consentTerms.sortOrder);
}

export async function seedConsentDemo(db: Db | Tx, options: SeedConsentOptions): Promise<SeedConsentResult> {
  const { organisationId, clientId, memberIds, now, random } = options;
  const publicUrl = options.publicUrl ?? 'http://localhost:8080';
  const ttlDays = options.ttlDays ?? 30;
  const liveCount = Math.min(options.liveLinks ?? 3, memberIds.length);
  const terms = await ensureTerms(db, organisationId, clientId, random, now);

  const liveLinks: SeededConsentLink[] = [];
  for (const memberId of memberIds.slice(0, liveCount)) {
    const { link, key } = await createConsentLink(db, noChanges, {
      organisationId,
      clientId,
      memberId,
      createdById: null,
      now,
      ttlDays,
    });
    liveLinks.push({ memberId, key, url: consentSiteUrl(publicUrl, key), expiresAt: link.expiresAt });
  }

  let expiredLink: SeededConsentLink | null = null;
  const expiredMember = memberIds[liveCount] ?? memberIds[0];
  if (expiredMember) {
    const created = new Date(now.getTime() - (ttlDays + 10) * DAY_MS);
    const { link, key } = await createConsentLink(db, noChanges, {
      organisationId,
      clientId,
      memberId: expiredMember,
      createdById: null,
      now: created,
      ttlDays,
    });
    expiredLink = { memberId: expiredMember, key, url: consentSiteUrl(publicUrl, key), expiresAt: link.expiresAt };
  }

  // Earlier answers by other members (by staff on the phone, or a STOP reply for texts), so the
  // staff side shows states and history. Members with live links start with nothing answered.
  const others = memberIds.slice(liveCount + 1);
  const share = options.answeredShare ?? 0.4;
  const submissions: (typeof consentSubmissions.$inferInsert)[] = [];
  const states: (typeof memberConsents.$inferInsert)[] = [];
  for (const memberId of others) {
    if (random() >= share || submissions.length >= 5_000 * terms.length) continue;
    const at = new Date(now.getTime() - Math.floor(random() * 60 * DAY_MS));
    for (const term of terms) {
      if (random() < 0.15) continue;
      const bySms = term.key === 'tcpa-text-messaging' && random() < 0.08;
      const consented = bySms ? false : random() < 0.88;
      const id = uuidFrom(random);
      submissions.push({
        id,
        organisationId,
        clientId,
        memberId,
        termId: term.id,
        consented,
        consentLinkId: null,
        consentIdentityId: null,
        ipAddress: bySms ? 'SMS' : '127.0.0.1',
        languageCode: random() < 0.3 ? 'es' : 'en',
        internalSubmitterUserId: null,
        requestId: null,
        createdAt: at,
      });
      states.push({
        memberId,
        termId: term.id,
        organisationId,
        clientId,
        consented,
        lastSubmissionId: id,
        updatedAt: at,
      });
    }
  }
  for (let i = 0; i < submissions.length; i += 1_000) {
    await db.insert(consentSubmissions).values(submissions.slice(i, i + 1_000));
    await db
      .insert(memberConsents)
      .values(states.slice(i, i + 1_000))
      .onConflictDoNothing();
  }

  return { terms: terms.map((t) => ({ id: t.id, key: t.key })), liveLinks, expiredLink, answers: submissions.length };
}

/** The lines `npm run seed` prints about consent links. */
export function describeConsentDemo(result: SeedConsentResult): string[] {
  return [
    `Consent terms: ${result.terms.map((t) => t.key).join(', ')} (${result.answers} earlier answers)`,
    'Live consent links (each opens the consent site for one demo member):',
    ...result.liveLinks.map((l) => `  ${l.url}`),
    ...(result.expiredLink
      ? ['Expired consent link (shows Enrollment Link Expired):', `  ${result.expiredLink.url}`]
      : []),
  ];
}

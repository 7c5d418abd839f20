/** A client's consent terms in the reader's language, with one member's answers. */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  ENTITIES,
  type ConsentLanguage,
  type ConsentSubmissionView,
  type MemberConsentState,
  type MemberConsentTerm,
  type PublicConsentTerm,
} from '../../domain/index.ts';
import { toWire } from '../../domain/entities/columns.ts';
import type { Db, Tx } from '../db/connect.ts';
import { consentSubmissions, consentTerms, memberConsents, type ConsentTermTexts } from '../db/schema/index.ts';
import { together } from '../db/together.ts';

export type ConsentTermRow = typeof consentTerms.$inferSelect;
export type ConsentSubmissionRow = typeof consentSubmissions.$inferSelect;
export type MemberConsentRow = typeof memberConsents.$inferSelect;

/** The term's texts in the language, each falling back to English where no translation exists. */
export function termTexts(term: ConsentTermRow, language: ConsentLanguage): ConsentTermTexts {
  const english: ConsentTermTexts = {
    name: term.name,
    shortName: term.shortName,
    text: term.text,
    infoText: term.infoText,
    acceptText: term.acceptText,
    rejectText: term.rejectText,
  };
  const translated = language === 'en' ? undefined : term.translations[language];
  if (!translated) return english;
  return {
    name: translated.name || english.name,
    shortName: translated.shortName || english.shortName,
    text: translated.text || english.text,
    infoText: translated.infoText ?? english.infoText,
    acceptText: translated.acceptText || english.acceptText,
    rejectText: translated.rejectText ?? english.rejectText,
  };
}

export function presentPublicTerm(
  term: ConsentTermRow,
  consented: boolean | null,
  language: ConsentLanguage,
): PublicConsentTerm {
  return {
    id: term.id,
    key: term.key,
    ...termTexts(term, language),
    identityRequired: term.identityRequired,
    consented,
  };
}

/** An answer as staff clients receive it: its declared columns (`domain/entities/consent.ts`). */
export function presentSubmission(row: ConsentSubmissionRow): ConsentSubmissionView {
  return toWire(ENTITIES.consentSubmission.table.columns, row, {});
}

export function presentMemberConsent(state: MemberConsentRow, term: ConsentTermRow): MemberConsentState {
  return {
    id: `${state.memberId}:${state.termId}`,
    memberId: state.memberId,
    termId: state.termId,
    termKey: term.key,
    consented: state.consented,
    updatedAt: state.updatedAt.toISOString(),
    lastSubmissionId: state.lastSubmissionId,
  };
}

/** The client's active terms in flow order. */
export async function activeTerms(db: Db | Tx, clientId: string): Promise<ConsentTermRow[]> {
  return db
    .select()
    .from(consentTerms)
    .where(and(eq(consentTerms.clientId, clientId), eq(consentTerms.isActive, true)))
    .orderBy(asc(consentTerms.sortOrder), asc(consentTerms.key));
}

/** termId -> the member's current answer (absent: never answered). */
export async function memberAnswers(db: Db | Tx, memberId: string): Promise<Map<string, MemberConsentRow>> {
  const rows = await db.select().from(memberConsents).where(eq(memberConsents.memberId, memberId));
  return new Map(rows.map((r) => [r.termId, r]));
}

/** Every active term of the member's client with the member's answer, in the language. */
export async function memberTerms(
  db: Db | Tx,
  clientId: string,
  memberId: string,
  language: ConsentLanguage,
): Promise<PublicConsentTerm[]> {
  const [terms, answers] = await together(db, [() => activeTerms(db, clientId), () => memberAnswers(db, memberId)]);
  return terms.map((term) => presentPublicTerm(term, answers.get(term.id)?.consented ?? null, language));
}

/** What staff see: each term with the member's answer and the full history of answers, newest first. */
export async function memberConsentsForStaff(
  db: Db,
  clientId: string,
  memberId: string,
  language: ConsentLanguage,
): Promise<MemberConsentTerm[]> {
  const [terms, answers] = await Promise.all([activeTerms(db, clientId), memberAnswers(db, memberId)]);
  const termIds = terms.map((t) => t.id);
  const history = termIds.length
    ? await db
        .select()
        .from(consentSubmissions)
        .where(and(eq(consentSubmissions.memberId, memberId), inArray(consentSubmissions.termId, termIds)))
        .orderBy(desc(consentSubmissions.createdAt), desc(consentSubmissions.id))
    : [];
  return terms.map((term) => {
    const answer = answers.get(term.id);
    return {
      ...presentPublicTerm(term, answer?.consented ?? null, language),
      memberId,
      updatedAt: answer ? answer.updatedAt.toISOString() : null,
      history: history.filter((h) => h.termId === term.id).map(presentSubmission),
    };
  });
}

/**
 * The staff consent reads the sync engine stores (normalized): the member's customer's terms in
 * both portal languages, the member's current answers, and every recorded answer. Their changes
 * (`consentTerm`, `consent`, `consentSubmission`) keep an open member page live.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { EntityShape } from '../../domain/index.ts';
import { loadMemberInTenant } from '../auth/scope.ts';
import { consentSubmissions, memberConsents } from '../db/schema/index.ts';
import type { AppContext } from '../http/context.ts';
import type { HandlersOf } from '../http/operations.ts';
import { activeTerms, presentMemberConsent, presentSubmission, termTexts, type ConsentTermRow } from './terms.ts';

export function presentConsentTerm(term: ConsentTermRow): EntityShape<'consentTerm'> {
  return {
    id: term.id,
    clientId: term.clientId,
    key: term.key,
    sortOrder: term.sortOrder,
    identityRequired: term.identityRequired,
    isActive: term.isActive,
    texts: { en: termTexts(term, 'en'), es: termTexts(term, 'es') },
  };
}

export function staffConsentReadHandlers(
  ctx: AppContext,
): HandlersOf<'memberConsentTerms' | 'memberConsentAnswers' | 'memberConsentHistory'> {
  const { db } = ctx;
  return {
    async memberConsentTerms({ actor, query: { memberId } }) {
      const member = await loadMemberInTenant(db, actor, memberId);
      return { data: (await activeTerms(db, member.clientId)).map(presentConsentTerm) };
    },

    async memberConsentAnswers({ actor, query: { memberId } }) {
      const member = await loadMemberInTenant(db, actor, memberId);
      const terms = new Map((await activeTerms(db, member.clientId)).map((term) => [term.id, term]));
      const rows = await db.select().from(memberConsents).where(eq(memberConsents.memberId, member.id));
      return {
        data: rows.flatMap((row) => (terms.has(row.termId) ? [presentMemberConsent(row, terms.get(row.termId)!)] : [])),
      };
    },

    async memberConsentHistory({ actor, query: { memberId } }) {
      const member = await loadMemberInTenant(db, actor, memberId);
      const rows = await db
        .select()
        .from(consentSubmissions)
        .where(
          and(eq(consentSubmissions.organisationId, actor.organisationId), eq(consentSubmissions.memberId, member.id)),
        )
        .orderBy(desc(consentSubmissions.createdAt), desc(consentSubmissions.id));
      return { data: rows.map(presentSubmission) };
    },
  };
}

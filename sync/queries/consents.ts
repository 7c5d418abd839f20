/**
 * A member's consents on the staff side: the member's customer's terms with the member's current
 * answer, and the consent history. An answer given on the public consent site, by SMS (STOP), or
 * by another guide arrives as a `consent` and a `consentSubmission` change and shows at once.
 */
import { and, coalesce, eq } from '@tanstack/db';
import { OPERATIONS, type ConsentTermTextsView } from '../../domain/index.ts';
import { page } from '../page-loader.ts';
import { defineQuery } from './define.ts';

export interface MemberConsentParams {
  memberId: string;
  /** The member's customer (the member record's clientId): terms are the customer's. */
  clientId: string;
}

export interface MemberConsentRow {
  /** The term's id. */
  id: string;
  key: string;
  sortOrder: number;
  identityRequired: boolean;
  texts: { en: ConsentTermTextsView; es: ConsentTermTextsView };
  /** null Incomplete, true Accepted, false Rejected. */
  consented: boolean | null;
  /** When the current answer was given; null when never answered. */
  answeredAt: string | null;
}

/** The customer's active terms in flow order, each with the member's answer. */
export const memberConsentTerms = defineQuery<MemberConsentParams, MemberConsentRow>({
  name: 'memberConsentTerms',
  pages: ({ memberId }) => [
    page(OPERATIONS.memberConsentTerms, { query: { memberId } }),
    page(OPERATIONS.memberConsentAnswers, { query: { memberId } }),
  ],
  query:
    ({ memberId, clientId }, { consentTerm, consent }) =>
    (q) => {
      const answers = q.from({ answer: consent }).where(({ answer }) => eq(answer.memberId, memberId));
      return q
        .from({ term: consentTerm })
        .join({ answer: answers }, ({ term, answer }) => eq(term.id, answer.termId), 'left')
        .where(({ term }) => and(eq(term.clientId, clientId), eq(term.isActive, true)))
        .orderBy(({ term }) => term.sortOrder, 'asc')
        .orderBy(({ term }) => term.key, 'asc')
        .select(({ term, answer }) => ({
          id: term.id,
          key: term.key,
          sortOrder: term.sortOrder,
          identityRequired: term.identityRequired,
          texts: term.texts,
          // Never answered: no row on the right of the join; null, as the server says it.
          consented: coalesce(answer?.consented, null),
          answeredAt: coalesce(answer?.updatedAt, null),
        }));
    },
});

export interface ConsentHistoryRow {
  id: string;
  termId: string;
  consented: boolean;
  createdAt: string;
  /** The member's address for answers through a link; 'SMS' for a rejection by SMS reply. */
  ipAddress: string;
  /** Answered through a consent link (the member) rather than by staff. */
  consentLinkId: string | null;
  languageCode: string;
  /** The staff user who recorded it for the member; null when the member answered. */
  internalSubmitterUserId: string | null;
}

/** Every recorded answer of the member, newest first. */
export const memberConsentHistory = defineQuery<{ memberId: string }, ConsentHistoryRow>({
  name: 'memberConsentHistory',
  pages: ({ memberId }) => [page(OPERATIONS.memberConsentHistory, { query: { memberId } })],
  query:
    ({ memberId }, { consentSubmission }) =>
    (q) =>
      q
        .from({ submission: consentSubmission })
        .where(({ submission }) => eq(submission.memberId, memberId))
        .orderBy(({ submission }) => submission.createdAt, 'desc')
        .orderBy(({ submission }) => submission.id, 'desc')
        .select(({ submission }) => ({
          id: submission.id,
          termId: submission.termId,
          consented: submission.consented,
          createdAt: submission.createdAt,
          ipAddress: submission.ipAddress,
          consentLinkId: submission.consentLinkId,
          languageCode: submission.languageCode,
          internalSubmitterUserId: submission.internalSubmitterUserId,
        })),
});

/**
 * A member's consents on the staff side: the member's customer's terms with the member's current
 * answer, and the consent history. An answer given on the public consent site, by SMS (STOP), or
 * by another guide arrives as a `consent` and a `consentSubmission` change and shows at once.
 */
import { and, coalesce, eq, type IR } from '@tanstack/db';
import { OPERATIONS } from '../../domain/index.ts';
import { page } from '../page-loader.ts';
import { defineQuery, type RowOf } from './define.ts';

export interface MemberConsentParams {
  memberId: string;
  /** The member's customer (the member record's clientId): terms are the customer's. */
  clientId: string;
}

/** The customer's active terms in flow order, each with the member's answer. */
export const memberConsentTerms = defineQuery({
  name: 'memberConsentTerms',
  pages: ({ memberId }: MemberConsentParams) => [
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
          /** The term's id. */
          id: term.id,
          key: term.key,
          sortOrder: term.sortOrder,
          identityRequired: term.identityRequired,
          texts: term.texts,
          // Never answered: no row on the right of the join; null, as the server says it.
          /** null Incomplete, true Accepted, false Rejected. */
          consented: coalesce(answer?.consented, null),
          /**
           * When the current answer was given; null when never answered. (@tanstack/db 0.15 types a
           * coalesce over a left join's field as if the row were always there: `string`.)
           */
          answeredAt: coalesce(answer?.updatedAt, null) as IR.BasicExpression<string | null>,
        }));
    },
});
export type MemberConsentRow = RowOf<typeof memberConsentTerms>;

/** Every recorded answer of the member, newest first. */
export const memberConsentHistory = defineQuery({
  name: 'memberConsentHistory',
  pages: ({ memberId }: { memberId: string }) => [page(OPERATIONS.memberConsentHistory, { query: { memberId } })],
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
          /** The member's address for answers through a link; 'SMS' for a rejection by SMS reply. */
          ipAddress: submission.ipAddress,
          /** Answered through a consent link (the member) rather than by staff. */
          consentLinkId: submission.consentLinkId,
          languageCode: submission.languageCode,
          /** The staff user who recorded it for the member; null when the member answered. */
          internalSubmitterUserId: submission.internalSubmitterUserId,
        })),
});
export type ConsentHistoryRow = RowOf<typeof memberConsentHistory>;

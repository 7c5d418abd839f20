/**
 * A supervisor's view of the caseload (issue #35): the server's figures per guide (the engine does
 * not hold the organisation's members, status history, needs, consent links and stays), asked
 * again when any of those changes, so an open view follows the day's work.
 */
import { eq } from '@tanstack/db';
import { OPERATIONS, type QueryOf } from '../../domain/index.ts';
import { answer } from '../page-loader.ts';
import { answersOf } from '../store/page-answers.ts';
import { defineQuery, type RowOf } from './define.ts';

export interface CaseloadParams {
  query: NonNullable<QueryOf<typeof OPERATIONS.caseloadSummary>>;
}

const caseloadPage = (query: CaseloadParams['query']) => answer(OPERATIONS.caseloadSummary, { query });

/**
 * @example
 *   useLive('caseloadSummary', { query: {} })
 */
export const caseloadSummary = defineQuery({
  name: 'caseloadSummary',
  reasksOn: ['user', 'memberStatusEvent', 'interaction', 'visit', 'call', 'need', 'consentLink', 'hospitalization'],
  pages: ({ query }: CaseloadParams) => [caseloadPage(query)],
  query:
    ({ query }, { pageAnswer }) =>
    (q) =>
      q
        .from({ summary: answersOf(pageAnswer, OPERATIONS.caseloadSummary) })
        .where(({ summary }) => eq(summary.id, caseloadPage(query).key))
        .select(({ summary }) => ({
          id: summary.id,
          asOf: summary.value.asOf,
          guides: summary.value.guides,
          teams: summary.value.teams,
        })),
});
export type CaseloadSummaryRow = RowOf<typeof caseloadSummary>;

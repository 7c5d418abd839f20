/**
 * Reports: the CHW minutes of a month (issue #36), one answer the server counts and pages, asked again when
 * work it counts changes (a call, a visit, a need action) or its month is closed or reopened, so an open report
 * follows the day's work.
 */
import { eq } from '@tanstack/db';
import { OPERATIONS, type QueryOf } from '../../domain/index.ts';
import { answer } from '../page-loader.ts';
import { answersOf } from '../store/page-answers.ts';
import { defineQuery, type RowOf } from './define.ts';

export interface ChwMinutesParams {
  query: NonNullable<QueryOf<typeof OPERATIONS.chwMinutesReport>>;
}

const chwMinutesPage = (query: ChwMinutesParams['query']) => answer(OPERATIONS.chwMinutesReport, { query });

/**
 * One page of the report (the screen's), or every row without `page-size`.
 *
 * @example
 *   useLive('chwMinutes', { query: { month: '2026-11', clientId, 'page-start': 0, 'page-size': 25 } })
 */
export const chwMinutes = defineQuery({
  name: 'chwMinutes',
  reasksOn: ['call', 'visit', 'interaction', 'needAction', 'chwMonthClosing'],
  pages: ({ query }: ChwMinutesParams) => [chwMinutesPage(query)],
  query:
    ({ query }, { pageAnswer }) =>
    (q) =>
      q
        .from({ report: answersOf(pageAnswer, OPERATIONS.chwMinutesReport) })
        .where(({ report }) => eq(report.id, chwMinutesPage(query).key))
        .select(({ report }) => ({
          id: report.id,
          month: report.value.month,
          timeZone: report.value.timeZone,
          total: report.value.total,
          reachingG0019: report.value.reachingG0019,
          closing: report.value.closing,
          customers: report.value.customers,
          people: report.value.people,
          rows: report.value.rows,
        })),
});
export type ChwMinutesReport = RowOf<typeof chwMinutes>;

export interface ChwMinutesOfMemberParams {
  memberId: string;
  month: string;
}

const memberMonthPage = ({ memberId, month }: ChwMinutesOfMemberParams) =>
  answer(OPERATIONS.chwMinutesOfMember, { params: { memberId }, query: { month } });

/** The activities behind one member's month (a report row, opened), asked again as the report is. */
export const chwMinutesOfMember = defineQuery({
  name: 'chwMinutesOfMember',
  reasksOn: ['call', 'visit', 'interaction', 'needAction'],
  pages: (params: ChwMinutesOfMemberParams) => [memberMonthPage(params)],
  query:
    (params, { pageAnswer }) =>
    (q) =>
      q
        .from({ month: answersOf(pageAnswer, OPERATIONS.chwMinutesOfMember) })
        .where(({ month }) => eq(month.id, memberMonthPage(params).key))
        .select(({ month }) => ({
          id: month.id,
          minutes: month.value.minutes,
          activities: month.value.activities,
        })),
});

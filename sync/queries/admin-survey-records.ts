/** The survey creator's records and the learn-more records, whole (an organisation has a few hundred at most), kept live. */
import { OPERATIONS } from '../../domain/index.ts';
import { page } from '../page-loader.ts';
import { defineQuery, type RowOf } from './define.ts';

/** `attempt` only gives a new query identity: a screen retries a failed load by asking again with the next number. */
export const adminSurveyRecords = defineQuery({
  name: 'adminSurveyRecords',
  pages: () => [page(OPERATIONS.adminSurveyRecords, {})],
  query:
    (_params: { attempt: number }, { surveyRecord }) =>
    (q) =>
      q
        .from({ surveyRecord })
        .orderBy(({ surveyRecord }) => surveyRecord.name, 'asc')
        .select(({ surveyRecord }) => ({ ...surveyRecord })),
});
export type AdminSurveyRecordRow = RowOf<typeof adminSurveyRecords>;

export const adminLearnMoreRecords = defineQuery({
  name: 'adminLearnMoreRecords',
  pages: () => [page(OPERATIONS.adminLearnMoreRecords, {})],
  query:
    (_params: { attempt: number }, { learnMoreRecord }) =>
    (q) =>
      q
        .from({ learnMoreRecord })
        .orderBy(({ learnMoreRecord }) => learnMoreRecord.updatedAt, 'desc')
        .select(({ learnMoreRecord }) => ({ ...learnMoreRecord })),
});
export type AdminLearnMoreRecordRow = RowOf<typeof adminLearnMoreRecords>;

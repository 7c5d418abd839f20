/**
 * The survey creator's and learn-more editor's writes. None is optimistic: the server makes the
 * key and the published version, and a write confirms once the store holds its answer.
 */
import { OPERATIONS, type BodyOf } from '../../domain/index.ts';
import { defineMutation } from './define.ts';

const noOptimisticRow = () => undefined;

export const createSurveyRecord = defineMutation({
  operation: OPERATIONS.createSurveyRecord,
  request: (body: BodyOf<typeof OPERATIONS.createSurveyRecord>) => ({ body }),
  optimistic: noOptimisticRow,
  confirms: (_args, answer) => ({ entity: 'surveyRecord', id: answer.id }),
});

export const updateSurveyRecord = defineMutation({
  operation: OPERATIONS.updateSurveyRecord,
  request: ({ id, ...body }: BodyOf<typeof OPERATIONS.updateSurveyRecord> & { id: string }) => ({
    params: { id },
    body,
  }),
  optimistic: noOptimisticRow,
  confirms: ({ id }) => ({ entity: 'surveyRecord', id }),
});

export const publishSurveyRecord = defineMutation({
  operation: OPERATIONS.publishSurveyRecord,
  request: ({ id }: { id: string }) => ({ params: { id } }),
  optimistic: noOptimisticRow,
  confirms: ({ id }) => ({ entity: 'surveyRecord', id }),
});

export const createLearnMoreRecord = defineMutation({
  operation: OPERATIONS.createLearnMoreRecord,
  request: (body: BodyOf<typeof OPERATIONS.createLearnMoreRecord>) => ({ body }),
  optimistic: noOptimisticRow,
  confirms: (_args, answer) => ({ entity: 'learnMoreRecord', id: answer.id }),
});

export const updateLearnMoreRecord = defineMutation({
  operation: OPERATIONS.updateLearnMoreRecord,
  request: ({ id, ...body }: BodyOf<typeof OPERATIONS.updateLearnMoreRecord> & { id: string }) => ({
    params: { id },
    body,
  }),
  optimistic: noOptimisticRow,
  confirms: ({ id }) => ({ entity: 'learnMoreRecord', id }),
});

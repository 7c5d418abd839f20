/** Surveys (admin)'s write: the criteria show in the list at once; a refusal rolls them back. */
import { OPERATIONS, type BodyOf, type surveyAssignmentBody } from '../../domain/index.ts';
import { asSent, defineMutation } from './define.ts';

export type UpdateSurveyAssignmentArgs = BodyOf<typeof OPERATIONS.updateSurveyAssignment> & {
  /** The row's id: the survey key. */
  key: string;
  surveyId: string;
};

export const updateSurveyAssignment = defineMutation({
  operation: OPERATIONS.updateSurveyAssignment,
  request: ({ key: _key, surveyId, ...body }: UpdateSurveyAssignmentArgs) => ({ params: { surveyId }, body }),
  optimistic: (collections, { key, surveyId: _surveyId, ...args }) => {
    const body = asSent<typeof surveyAssignmentBody>(args);
    if (!collections.surveyAssignment.has(key)) return;
    collections.surveyAssignment.update(key, (draft) => {
      draft.assignmentConfiguration = body.assignmentConfiguration;
      draft.dueAtConfig = body.dueAtConfig;
    });
  },
  confirms: ({ key }) => ({ entity: 'surveyAssignment', id: key }),
});

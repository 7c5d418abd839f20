/**
 * Completing a member's assigned survey: assign, answer (autosaved), notes (autosaved), submit,
 * reopen. An answer shows at once under its fixed id (`${assignedSurveyId}:${questionId}`); answers
 * the path no longer reaches leave with the server's changes, before the write confirms. Submit and
 * reopen change nothing locally: the checkpoint reached is the server's to say.
 */
import { OPERATIONS, type questionResponseBody, surveyResponseId, type BodyOf } from '../../domain/index.ts';
import { asSent, defineMutation } from './define.ts';

export type AssignSurveyArgs = BodyOf<typeof OPERATIONS.assignSurvey>;

export const assignSurvey = defineMutation({
  operation: OPERATIONS.assignSurvey,
  request: (args: AssignSurveyArgs) => ({ body: args }),
  optimistic: (collections, args, now) => {
    if (collections.assignedSurvey.has(args.id)) return;
    collections.assignedSurvey.insert({
      id: args.id,
      memberId: args.memberId,
      surveyId: args.surveyId,
      dueAt: args.dueAt ?? null,
      checkpoint: null,
      completed: false,
      completedAt: null,
      completedByUserId: null,
      notes: null,
      assignedAt: now,
      updatedAt: now,
    });
  },
  confirms: (_args, answer) => ({ entity: 'assignedSurvey', id: answer.id }),
});

export type AnswerSurveyQuestionArgs = BodyOf<typeof OPERATIONS.answerSurveyQuestion> & { memberId: string };

export const answerSurveyQuestion = defineMutation({
  operation: OPERATIONS.answerSurveyQuestion,
  request: ({ memberId: _memberId, ...body }: AnswerSurveyQuestionArgs) => ({ body }),
  optimistic: (collections, { memberId, ...args }, now) => {
    const body = asSent<typeof questionResponseBody>(args);
    if (!body) return;
    const id = surveyResponseId(body.assignedSurveyId, body.questionId);
    const selectedOptionIds = body.selectedOptionIds ?? [];
    const textResponse = body.textResponse?.trim() || null;
    const skipped = body.skipped || (selectedOptionIds.length === 0 && textResponse === null);
    const row = {
      skipped,
      selectedOptionIds: skipped ? [] : selectedOptionIds,
      textResponse: skipped ? null : textResponse,
      updatedAt: now,
    };
    if (collections.surveyResponse.has(id))
      collections.surveyResponse.update(id, (draft) => void Object.assign(draft, row));
    else
      collections.surveyResponse.insert({
        id,
        assignedSurveyId: body.assignedSurveyId,
        memberId,
        questionId: body.questionId,
        ...row,
      });
  },
  confirms: (args) => ({ entity: 'surveyResponse', id: surveyResponseId(args.assignedSurveyId, args.questionId) }),
});

export type UpdateSurveyNotesArgs = BodyOf<typeof OPERATIONS.updateAssignedSurvey> & { assignedSurveyId: string };

export const updateSurveyNotes = defineMutation({
  operation: OPERATIONS.updateAssignedSurvey,
  request: ({ assignedSurveyId, ...body }: UpdateSurveyNotesArgs) => ({ params: { assignedSurveyId }, body }),
  optimistic: (collections, { assignedSurveyId, notes }) => {
    if (collections.assignedSurvey.has(assignedSurveyId))
      collections.assignedSurvey.update(assignedSurveyId, (draft) => void (draft.notes = notes?.trim() ? notes : null));
  },
  confirms: (args) => ({ entity: 'assignedSurvey', id: args.assignedSurveyId }),
});

export interface AssignedSurveyIdArgs {
  assignedSurveyId: string;
}

export type SubmitSurveyArgs = BodyOf<typeof OPERATIONS.submitAssignedSurvey> & AssignedSurveyIdArgs;

export const submitSurvey = defineMutation({
  operation: OPERATIONS.submitAssignedSurvey,
  request: ({ assignedSurveyId, ...body }: SubmitSurveyArgs) => ({ params: { assignedSurveyId }, body }),
  optimistic: () => undefined,
  confirms: (args) => ({ entity: 'assignedSurvey', id: args.assignedSurveyId }),
});

export const reopenSurvey = defineMutation({
  operation: OPERATIONS.reopenAssignedSurvey,
  request: ({ assignedSurveyId }: AssignedSurveyIdArgs) => ({ params: { assignedSurveyId } }),
  optimistic: () => undefined,
  confirms: (args) => ({ entity: 'assignedSurvey', id: args.assignedSurveyId }),
});

/**
 * A member's assigned surveys (the member page's Survey tab), each joined with its survey's
 * content and the title of the workflow phase it was assigned for (two phases may ask the same
 * survey: the guide tells them apart by it), and the answers of one assigned survey (the
 * completion dialog). An answer saved by another guide, a path that moved, a submit or a reopen
 * arrive as changes and show at once.
 */
import { eq } from '@tanstack/db';
import { OPERATIONS } from '../../domain/index.ts';
import { page } from '../page-loader.ts';
import { defineQuery, type RowOf } from './define.ts';

const surveysPage = () => page(OPERATIONS.surveys, {});

export const memberSurveys = defineQuery({
  name: 'memberSurveys',
  pages: ({ memberId }: { memberId: string }) => [
    surveysPage(),
    page(OPERATIONS.memberAssignedSurveys, { query: { memberId } }),
    // The member page's workflow card reads the same two: resident already when the tab opens.
    page(OPERATIONS.workflowPhases, {}),
    page(OPERATIONS.assignedWorkflowPhases, { query: { memberId } }),
  ],
  query:
    ({ memberId }, { assignedSurvey, survey, assignedWorkflowPhase, workflowPhase }) =>
    (q) =>
      q
        .from({ assigned: assignedSurvey })
        .join({ survey }, ({ assigned, survey }) => eq(assigned.surveyId, survey.id), 'inner')
        .join(
          { forPhase: assignedWorkflowPhase },
          ({ assigned, forPhase }) => eq(forPhase.assignedSurveyId, assigned.id),
          'left',
        )
        .join({ phase: workflowPhase }, ({ forPhase, phase }) => eq(forPhase.phaseId, phase.id), 'left')
        .where(({ assigned }) => eq(assigned.memberId, memberId))
        .orderBy(({ assigned }) => assigned.assignedAt, 'desc')
        .orderBy(({ assigned }) => assigned.id, 'asc')
        .select(({ assigned, survey, phase }) => ({
          id: assigned.id,
          memberId: assigned.memberId,
          surveyId: assigned.surveyId,
          displayName: survey.displayName,
          summary: survey.summary,
          content: survey.content,
          dueAt: assigned.dueAt,
          checkpoint: assigned.checkpoint,
          completed: assigned.completed,
          completedAt: assigned.completedAt,
          notes: assigned.notes,
          assignedAt: assigned.assignedAt,
          /** The workflow phase the survey was assigned for, if any. */
          phaseTitle: phase?.title,
        })),
});
export type MemberSurveyRow = RowOf<typeof memberSurveys>;

/** The member's answers, or one assigned survey's (all read as the member's one page). */
export const surveyAnswers = defineQuery({
  name: 'surveyAnswers',
  pages: ({ memberId }: { memberId: string; assignedSurveyId?: string }) => [
    page(OPERATIONS.memberSurveyResponses, { query: { memberId } }),
  ],
  query:
    ({ memberId, assignedSurveyId }, { surveyResponse }) =>
    (q) =>
      q
        .from({ response: surveyResponse })
        .where(({ response }) =>
          assignedSurveyId ? eq(response.assignedSurveyId, assignedSurveyId) : eq(response.memberId, memberId),
        )
        .orderBy(({ response }) => response.id, 'asc')
        .select(({ response }) => ({
          id: response.id,
          assignedSurveyId: response.assignedSurveyId,
          questionId: response.questionId,
          skipped: response.skipped,
          selectedOptionIds: response.selectedOptionIds,
          textResponse: response.textResponse,
        })),
});
export type SurveyResponseRow = RowOf<typeof surveyAnswers>;

/** The organisation's published surveys (Assign survey). */
export const publishedSurveys = defineQuery({
  name: 'publishedSurveys',
  pages: () => [surveysPage()],
  query:
    (_params: Record<string, never>, { survey }) =>
    (q) =>
      q
        .from({ survey })
        .orderBy(({ survey }) => survey.displayName, 'asc')
        .select(({ survey }) => ({
          id: survey.id,
          key: survey.key,
          version: survey.version,
          displayName: survey.displayName,
          summary: survey.summary,
        })),
});
export type PublishedSurveyRow = RowOf<typeof publishedSurveys>;

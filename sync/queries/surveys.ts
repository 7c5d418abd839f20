/**
 * A member's assigned surveys (the member page's Survey tab), each joined with its survey's
 * content, and the answers of one assigned survey (the completion dialog). An answer saved by
 * another guide, a path that moved, a submit or a reopen arrive as changes and show at once.
 */
import { eq } from '@tanstack/db';
import { OPERATIONS, type SurveyCheckpoint, type SurveyContent } from '../../domain/index.ts';
import { page } from '../page-loader.ts';
import { defineQuery } from './define.ts';

export interface MemberSurveyRow {
  id: string;
  memberId: string;
  surveyId: string;
  displayName: string;
  summary: string;
  content: SurveyContent;
  dueAt: string | null;
  checkpoint: SurveyCheckpoint | null;
  completed: boolean;
  completedAt: string | null;
  notes: string | null;
  assignedAt: string;
}

const surveysPage = () => page(OPERATIONS.surveys, {});

export const memberSurveys = defineQuery<{ memberId: string }, MemberSurveyRow>({
  name: 'memberSurveys',
  pages: ({ memberId }) => [surveysPage(), page(OPERATIONS.memberAssignedSurveys, { query: { memberId } })],
  query:
    ({ memberId }, { assignedSurvey, survey }) =>
    (q) =>
      q
        .from({ assigned: assignedSurvey })
        .join({ survey }, ({ assigned, survey }) => eq(assigned.surveyId, survey.id), 'inner')
        .where(({ assigned }) => eq(assigned.memberId, memberId))
        .orderBy(({ assigned }) => assigned.assignedAt, 'desc')
        .orderBy(({ assigned }) => assigned.id, 'asc')
        .select(({ assigned, survey }) => ({
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
        })),
});

export interface SurveyResponseRow {
  id: string;
  assignedSurveyId: string;
  questionId: string;
  skipped: boolean;
  selectedOptionIds: string[];
  textResponse: string | null;
}

/** The member's answers, or one assigned survey's (all read as the member's one page). */
export const surveyAnswers = defineQuery<{ memberId: string; assignedSurveyId?: string }, SurveyResponseRow>({
  name: 'surveyAnswers',
  pages: ({ memberId }) => [page(OPERATIONS.memberSurveyResponses, { query: { memberId } })],
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

/** The organisation's published surveys (Assign survey). */
export const publishedSurveys = defineQuery<
  Record<string, never>,
  { id: string; displayName: string; summary: string }
>({
  name: 'publishedSurveys',
  pages: () => [surveysPage()],
  query:
    (_params, { survey }) =>
    (q) =>
      q
        .from({ survey })
        .orderBy(({ survey }) => survey.displayName, 'asc')
        .select(({ survey }) => ({ id: survey.id, displayName: survey.displayName, summary: survey.summary })),
});

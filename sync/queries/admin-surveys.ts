/**
 * Surveys (admin): each survey key's current version with its assignment criteria, whole (an
 * organisation has few surveys) and kept live; asked again when a survey changes (a new version
 * published replaces the row of its key). And the drawer's choices: stages, segments and how many
 * members each (customer, segment, stage) holds, a server answer.
 */
import { eq } from '@tanstack/db';
import { OPERATIONS } from '../../domain/index.ts';
import { answer, page } from '../page-loader.ts';
import { answersOf } from '../store/page-answers.ts';
import { defineQuery, type RowOf } from './define.ts';

/** `attempt` only gives a new query identity: a screen retries a failed load by asking again with the next number. */
export const adminSurveys = defineQuery({
  name: 'adminSurveys',
  reasksOn: ['survey', 'surveyRecord'],
  pages: () => [page(OPERATIONS.adminSurveys, {})],
  query:
    (_params: { attempt: number }, { surveyAssignment }) =>
    (q) =>
      q
        .from({ surveyAssignment })
        .orderBy(({ surveyAssignment }) => surveyAssignment.name, 'asc')
        .select(({ surveyAssignment }) => ({ ...surveyAssignment })),
});
export type AdminSurveyRow = RowOf<typeof adminSurveys>;

const choicesPage = () => answer(OPERATIONS.surveyStagesSegments, {});

/**
 * Read when the page opens, and again when a segment is added, renamed or deleted: the counts are a
 * guide to the criteria, not followed member by member.
 */
export const surveyAssignmentChoices = defineQuery({
  name: 'surveyAssignmentChoices',
  reasksOn: ['customerSegment'],
  pages: () => [choicesPage()],
  query:
    (_params: { attempt: number }, { pageAnswer }) =>
    (q) =>
      q
        .from({ choices: answersOf(pageAnswer, OPERATIONS.surveyStagesSegments) })
        .where(({ choices }) => eq(choices.id, choicesPage().key))
        .select(({ choices }) => ({
          id: choices.id,
          stages: choices.value.stages,
          segments: choices.value.segments,
          memberCounts: choices.value.memberCounts,
        })),
});
export type SurveyAssignmentChoicesRow = RowOf<typeof surveyAssignmentChoices>;

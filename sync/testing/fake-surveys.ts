/**
 * The hand-driven backend's assigned surveys, answered as server/routes/surveys.ts does: reads by
 * member; an answer saved, then the answers the path no longer reaches deleted, the assigned
 * survey touched, and the answer's own change last (it confirms the write).
 */
import {
  answersOffPath,
  OPERATIONS,
  surveyPath,
  surveyResponseId,
  type ChangeRow,
  type EntityKind,
  type EntityShape,
  type Operation,
} from '../../domain/index.ts';
import type { HttpResult } from '../ports.ts';

/** What these answers need of the fake backend (described here: importing it would make a cycle). */
interface FakeBackend {
  readonly tables: {
    readonly survey: Map<string, EntityShape<'survey'>>;
    readonly assignedSurvey: Map<string, EntityShape<'assignedSurvey'>>;
    readonly surveyResponse: Map<string, EntityShape<'surveyResponse'>>;
  };
  readonly head: number;
  upsert<K extends EntityKind>(kind: K, row: EntityShape<K>): ChangeRow;
  remove(kind: EntityKind, id: string): ChangeRow;
}

type Input = { query?: Record<string, unknown>; body?: Record<string, unknown> };

export function answerSurveyRead(backend: FakeBackend, operation: Operation, input: Input): HttpResult | undefined {
  const memberId = input.query?.memberId;
  const rows =
    operation === OPERATIONS.surveys
      ? [...backend.tables.survey.values()]
      : operation === OPERATIONS.memberAssignedSurveys
        ? [...backend.tables.assignedSurvey.values()].filter((row) => row.memberId === memberId)
        : operation === OPERATIONS.memberSurveyResponses
          ? [...backend.tables.surveyResponse.values()].filter((row) => row.memberId === memberId)
          : undefined;
  return rows && { body: { data: structuredClone(rows) }, head: backend.head };
}

export function answerSurveyWrite(backend: FakeBackend, operation: Operation, input: Input): HttpResult | undefined {
  if (operation !== OPERATIONS.answerSurveyQuestion) return undefined;
  const body = input.body as {
    assignedSurveyId: string;
    questionId: string;
    skipped: boolean;
    selectedOptionIds?: string[];
    textResponse?: string | null;
  };
  const assigned = backend.tables.assignedSurvey.get(body.assignedSurveyId);
  const survey = assigned && backend.tables.survey.get(assigned.surveyId);
  if (!assigned || !survey) throw { status: 404, body: { statusCode: 404, message: 'No record found' } };
  const at = '2026-11-21T12:00:00.000Z';
  const id = surveyResponseId(assigned.id, body.questionId);
  const response: EntityShape<'surveyResponse'> = {
    id,
    assignedSurveyId: assigned.id,
    memberId: assigned.memberId,
    questionId: body.questionId,
    skipped: body.skipped,
    selectedOptionIds: body.selectedOptionIds ?? [],
    textResponse: body.textResponse ?? null,
    updatedAt: at,
  };
  backend.tables.surveyResponse.set(id, response);
  const mine = [...backend.tables.surveyResponse.values()].filter((row) => row.assignedSurveyId === assigned.id);
  const path = surveyPath(survey.content, new Map(mine.map((row) => [row.questionId, row])));
  for (const key of answersOffPath(
    path,
    mine.map((row) => row.questionId),
  ))
    backend.remove('surveyResponse', surveyResponseId(assigned.id, key));
  backend.upsert('assignedSurvey', { ...assigned, updatedAt: at });
  const change = backend.upsert('surveyResponse', response);
  return { body: backend.tables.assignedSurvey.get(assigned.id), seq: change.seq };
}

import { useMemo, useState } from 'react';
import {
  answerProblem,
  isQuestionRequired,
  surveyPath,
  type SurveyAnswer,
  type SurveyCheckpoint,
  type SurveyQuestion,
} from '../../domain/index.ts';
import { useLive, useMutation, type LiveRow } from '../data/index.ts';
import { answerOf, draftOf, sameAnswer, type AnswerDraft } from '../surveys/survey-answers.ts';

const SKIPPED: SurveyAnswer = { skipped: true, selectedOptionIds: [], textResponse: null };

export interface PhaseSurvey {
  loaded: boolean;
  survey: LiveRow<'memberSurveys'> | undefined;
  /** The questions on the path the answers on screen make (optional ones left empty count as skipped). */
  questions: readonly SurveyQuestion[];
  /** The answers on screen (saved, edited, and optional ones left empty as skipped), by question. */
  answers: ReadonlyMap<string, SurveyAnswer>;
  draftOf(question: SurveyQuestion): AnswerDraft;
  touched(question: SurveyQuestion): boolean;
  edit(question: SurveyQuestion, draft: AnswerDraft): void;
  /** The answers reach a checkpoint and every one is valid: Next Steps unlocks. */
  valid: boolean;
  /** The checkpoint that does not complete the survey where the answers stop, when it can be gone on past. */
  pausedAt: SurveyCheckpoint | null;
  /** Goes on past `pausedAt`: the questions after it show. */
  goOn(): void;
  readOnly: boolean;
  /** Saves the answers that changed, then submits the survey (unless already complete). */
  saveAndSubmit(): Promise<boolean>;
}

/**
 * The Survey step of a workflow phase: the member's assigned survey of the phase, answered on one
 * page along its path (the guides' survey pieces: `surveyPath`, `answerProblem`, the drafts of
 * `survey-answers.ts`), saved and submitted when the guide moves on to Next Steps.
 */
export function usePhaseSurvey(memberId: string, assignedSurveyId: string | null, today: string): PhaseSurvey {
  const surveys = useLive('memberSurveys', { memberId });
  const answersView = useLive('surveyAnswers', assignedSurveyId ? { memberId, assignedSurveyId } : undefined);
  const survey = surveys.rows.find((row) => row.id === assignedSurveyId);
  const stored = useMemo(
    () => new Map<string, SurveyAnswer>(answersView.rows.map((row) => [row.questionId, row])),
    [answersView.rows],
  );
  const [drafts, setDrafts] = useState<ReadonlyMap<string, AnswerDraft>>(new Map());
  const [passedKeys, setPassedKeys] = useState<ReadonlySet<string>>(new Set());
  const save = useMutation('answerSurveyQuestion');
  const submit = useMutation('submitSurvey');

  const { questions, answers, valid, pausedAt } = useMemo(() => {
    if (!survey) return { questions: [], answers: new Map<string, SurveyAnswer>(), valid: false, pausedAt: null };
    const byKey = new Map(survey.content.questions.map((q) => [q.key, q]));
    const merged = new Map(stored);
    for (const [key, draft] of drafts) {
      const question = byKey.get(key);
      if (question) merged.set(key, answerOf(question, draft));
    }
    let path = surveyPath(survey.content, merged, passedKeys);
    // An optional question left empty is answered as skipped, so the path goes on past it.
    for (let guard = 0; guard < survey.content.questions.length && path.end.kind === 'open'; guard++) {
      const question = byKey.get(path.end.questionKey);
      if (!question || isQuestionRequired(question) || merged.has(question.key)) break;
      merged.set(question.key, SKIPPED);
      path = surveyPath(survey.content, merged, passedKeys);
    }
    const allValid = path.questions.every((q) => {
      const answer = merged.get(q.key);
      return q.type === 'info' || (answer !== undefined && answerProblem(q, answer, today) === null);
    });
    const end = path.end;
    return {
      questions: path.questions,
      answers: merged,
      valid: end.kind === 'checkpoint' && allValid,
      pausedAt: end.kind === 'checkpoint' && end.next?.kind === 'on' ? end.checkpoint : null,
    };
  }, [survey, stored, drafts, today, passedKeys]);

  const readOnly = survey?.completed ?? false;
  return {
    loaded: surveys.status === 'ready' && (answersView.status === 'ready' || !assignedSurveyId),
    survey,
    questions,
    answers,
    draftOf: (question) => drafts.get(question.key) ?? draftOf(stored.get(question.key)),
    touched: (question) => drafts.has(question.key),
    edit: (question, draft) => setDrafts((current) => new Map(current).set(question.key, draft)),
    valid: readOnly || valid,
    pausedAt: readOnly ? null : pausedAt,
    goOn: () => pausedAt && setPassedKeys((current) => new Set(current).add(pausedAt.key)),
    readOnly,
    async saveAndSubmit() {
      if (!survey || readOnly) return true;
      for (const question of questions) {
        if (question.type === 'info') continue;
        const answer = answers.get(question.key);
        if (!answer || sameAnswer(answer, stored.get(question.key))) continue;
        const saved = await save({
          memberId,
          assignedSurveyId: survey.id,
          questionId: question.key,
          ...answer,
          selectedOptionIds: [...answer.selectedOptionIds],
        });
        if (!saved) return false;
      }
      return Boolean(await submit({ assignedSurveyId: survey.id, passedCheckpointKeys: [...passedKeys] }));
    },
  };
}

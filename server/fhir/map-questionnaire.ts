/**
 * A completed survey as a QuestionnaireResponse, with the survey as its Questionnaire.
 *
 * Every question becomes an item (info texts as `display`); a question asked only after a given
 * option carries `enableWhen` on it. The flow's jumps (an option leading to another question or to
 * a checkpoint) have no counterpart in a Questionnaire and are not exported: the answers show the
 * path taken. An answer is exported as its question's type; a text in a number or date question
 * that does not read as one (older answers) goes as text rather than be dropped. Skipped questions
 * and those off the path have no item.
 */
import { isOptionQuestion, type SurveyQuestion } from '../../domain/index.ts';
import { instant, referenceTo } from './ids.ts';
import type { RecordSurvey } from './record.ts';
import type {
  Coding,
  Questionnaire,
  QuestionnaireAnswer,
  QuestionnaireItem,
  QuestionnaireItemType,
  QuestionnaireResponse,
} from './types.ts';

const ITEM_TYPES: Readonly<Record<SurveyQuestion['type'], QuestionnaireItemType>> = {
  text: 'string',
  textarea: 'text',
  info: 'display',
  number: 'decimal',
  select: 'choice',
  multiselect: 'choice',
  checkbox: 'choice',
  slider: 'integer',
  radio: 'choice',
  date: 'date',
  'date-time': 'dateTime',
};

const MULTIPLE = new Set<SurveyQuestion['type']>(['multiselect', 'checkbox']);

/** The canonical URL a response names its questionnaire by. */
export const questionnaireUrl = (base: string, surveyId: string) => `${base}/Questionnaire/${surveyId}`;

const optionCoding = (system: string, option: { id: string; text: string }): Coding => ({
  system,
  code: option.id,
  ...(option.text.trim() ? { display: option.text.trim() } : {}),
});

const textOf = (question: SurveyQuestion) => question.text.trim() || question.title?.trim() || question.key;

export function mapQuestionnaire(survey: RecordSurvey['survey'], base: string): Questionnaire {
  const url = questionnaireUrl(base, survey.id);
  const optionSystem = `${url}/options`;
  const byKey = new Map(survey.content.questions.map((question) => [question.key, question]));
  const item = survey.content.questions.map((question): QuestionnaireItem => {
    const type = ITEM_TYPES[question.type];
    const dependsOn = question.dependentQuestionKey ? byKey.get(question.dependentQuestionKey) : undefined;
    const option = dependsOn?.options?.find((candidate) => candidate.id === question.dependentOptionId);
    return {
      linkId: question.key,
      text: textOf(question),
      type,
      ...(type !== 'display' ? { required: question.isRequired !== false } : {}),
      ...(MULTIPLE.has(question.type) ? { repeats: true } : {}),
      ...(dependsOn && option
        ? {
            enableWhen: [
              { question: dependsOn.key, operator: '=' as const, answerCoding: optionCoding(optionSystem, option) },
            ],
          }
        : {}),
      ...(isOptionQuestion(question) && question.options?.length
        ? { answerOption: question.options.map((choice) => ({ valueCoding: optionCoding(optionSystem, choice) })) }
        : {}),
    };
  });
  return {
    resourceType: 'Questionnaire',
    id: survey.id,
    meta: { lastUpdated: instant(survey.updatedAt) },
    url,
    // A computable name: letters and digits, starting with a capital.
    name: survey.key.replace(/(^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_m, _sep, ch: string) => ch.toUpperCase()) || 'Survey',
    title: survey.displayName,
    status: 'active',
    ...(survey.summary.trim() ? { description: survey.summary.trim() } : {}),
    subjectType: ['Patient'],
    date: instant(survey.updatedAt),
    item,
  };
}

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const DATE_TIME =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function answersOf(
  question: SurveyQuestion,
  answer: RecordSurvey['answers'][number],
  optionSystem: string,
): QuestionnaireAnswer[] {
  if (isOptionQuestion(question)) {
    const options = new Map((question.options ?? []).map((option) => [option.id, option]));
    return answer.selectedOptionIds.flatMap((id) => {
      const option = options.get(id);
      return option ? [{ valueCoding: optionCoding(optionSystem, option) }] : [];
    });
  }
  const text = answer.textResponse?.trim();
  if (!text) return [];
  const type = ITEM_TYPES[question.type];
  if (type === 'decimal' && Number.isFinite(Number(text))) return [{ valueDecimal: Number(text) }];
  if (type === 'integer' && Number.isInteger(Number(text))) return [{ valueInteger: Number(text) }];
  if (type === 'date' && DATE.test(text)) return [{ valueDate: text }];
  if (type === 'dateTime' && DATE_TIME.test(text)) return [{ valueDateTime: text }];
  return [{ valueString: text }];
}

/** Only for a completed survey (`completedAt` and a completion checkpoint). */
export function mapQuestionnaireResponse(
  entry: RecordSurvey,
  memberId: string,
  base: string,
  options: { authorKnown: boolean },
): QuestionnaireResponse {
  const { assigned, survey } = entry;
  const optionSystem = `${questionnaireUrl(base, survey.id)}/options`;
  const answers = new Map(entry.answers.map((answer) => [answer.questionKey, answer]));
  const item = survey.content.questions.flatMap((question) => {
    const answer = answers.get(question.key);
    if (!answer || answer.skipped || question.type === 'info') return [];
    const values = answersOf(question, answer, optionSystem);
    return values.length ? [{ linkId: question.key, text: textOf(question), answer: values }] : [];
  });
  const authored = assigned.completedAt ?? assigned.updatedAt;
  return {
    resourceType: 'QuestionnaireResponse',
    id: assigned.id,
    meta: { lastUpdated: instant(assigned.updatedAt) },
    questionnaire: questionnaireUrl(base, survey.id),
    status: 'completed',
    subject: referenceTo('Patient', memberId),
    authored: instant(authored),
    ...(options.authorKnown && assigned.completedByUserId
      ? { author: referenceTo('Practitioner', assigned.completedByUserId) }
      : {}),
    source: referenceTo('Patient', memberId),
    ...(item.length ? { item } : {}),
  };
}

export const isSurveyCompleted = (entry: RecordSurvey) =>
  entry.assigned.completedAt !== null && entry.assigned.checkpoint?.isCompletionCheckpoint === true;

import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  answerProblem,
  addDays,
  isQuestionRequired,
  needIssueKeysNamed,
  surveyPath,
  type PassedCheckpoint,
  type PathEnd,
  type SurveyAnswer,
  type SurveyQuestion,
} from '../../domain/index.ts';
import { Banner, Button, Dialog, Spinner, TextareaField, useToast } from '../../ui/index.ts';
import { useServices } from '../services/services.tsx';
import { useLive, useMutation, type LiveRow } from '../data/index.ts';
import { resolveTimeZone, todayIn } from '../shared/time/days.ts';
import { useActingUser } from '../services/use-acting-user.ts';
import { answerOf, draftOf, sameAnswer, type AnswerDraft } from './survey-answers.ts';
import { OfferedNeedsField, useOfferedNeeds } from './OfferedNeeds.tsx';
import { SurveyLearnMoreDialog } from './SurveyLearnMoreDialog.tsx';
import { SurveyQuestionField } from './SurveyQuestionField.tsx';
import { useAutosave, type SaveIndicator } from './use-autosave.ts';
import { useAnswerProblemWords } from './use-survey-words.ts';

type MemberSurvey = LiveRow<'memberSurveys'>;

export interface SurveyDialogProps {
  survey: MemberSurvey;
  member: { id: string; firstName: string; lastName: string };
  onClose: () => void;
}

/**
 * Survey completion (part 2 sections 2, 4, 5): one question at a time along the survey's path,
 * Next disabled until the answer is valid, each answer saved after 1.5 s idle (and at once on
 * Next); the checkpoint the answers reach, the survey's notes, and Submit. A completed survey opens
 * read-only (its review). The answers are a live query: another guide's answer shows here too.
 */
export function SurveyDialog({ survey, member, onClose }: SurveyDialogProps) {
  const { t } = useLingui();
  const { clock } = useServices();
  const user = useActingUser();
  const showToast = useToast();
  const problemWords = useAnswerProblemWords();
  const today = todayIn(resolveTimeZone(user.timeZone), clock.now()).toString();
  const answersView = useLive('surveyAnswers', { memberId: member.id, assignedSurveyId: survey.id });
  const stored = useMemo(
    () => new Map<string, SurveyAnswer>(answersView.rows.map((row) => [row.questionId, row])),
    [answersView.rows],
  );

  // Edits not saved yet, by question: the path follows what is on screen at once.
  const [drafts, setDrafts] = useState<ReadonlyMap<string, AnswerDraft>>(new Map());
  const questionsByKey = useMemo(
    () => new Map(survey.content.questions.map((q) => [q.key, q])),
    [survey.content.questions],
  );
  const answers = useMemo(() => {
    const merged = new Map(stored);
    for (const [key, draft] of drafts) merged.set(key, answerOf(questionsByKey.get(key)!, draft));
    return merged;
  }, [stored, drafts, questionsByKey]);
  // The checkpoints the guide pressed Next at in this dialog (an answer after one passes it anyway).
  const [passedKeys, setPassedKeys] = useState<ReadonlySet<string>>(new Set());
  const path = useMemo(() => surveyPath(survey.content, answers, passedKeys), [survey.content, answers, passedKeys]);
  const namedIssueKeys = useMemo(() => needIssueKeysNamed(path.questions, answers), [path.questions, answers]);

  // Where the guide is: a question of the path, or its end (the checkpoint). Starts where the saved
  // answers stop, and stays put from the first edit on.
  const [position, setPosition] = useState<number | undefined>();
  const loaded = answersView.status === 'ready';
  const start = path.end.kind === 'open' ? path.questions.length - 1 : path.questions.length;
  // A question still waiting for its answer is as far as the guide can go.
  const at = Math.min(position ?? start, path.end.kind === 'open' ? path.questions.length - 1 : path.questions.length);
  const question: SurveyQuestion | undefined = path.questions[at];

  const [serverError, setServerError] = useState<{ key: string; message: string }>();
  const save = useMutation('answerSurveyQuestion', {
    onInvalid: (_errors, failure) =>
      question && setServerError({ key: question.key, message: failure.body?.message ?? '' }),
  });
  const pending = question
    ? pendingAnswer(question, drafts.get(question.key), stored.get(question.key), today)
    : undefined;
  const autosave = useAutosave(pending, ({ key, answer }) =>
    save({
      memberId: member.id,
      assignedSurveyId: survey.id,
      questionId: key,
      ...answer,
      selectedOptionIds: [...answer.selectedOptionIds],
    }),
  );

  const readOnly = survey.completed;
  const draft = question ? (drafts.get(question.key) ?? draftOf(stored.get(question.key))) : undefined;
  const problem = question && draft ? answerProblem(question, answerOf(question, draft), today) : null;
  const touched = question ? drafts.has(question.key) : false;
  const error =
    question && serverError?.key === question.key
      ? serverError.message
      : touched && problem
        ? problemWords(problem)
        : undefined;

  const edit = (key: string, next: AnswerDraft) => {
    setServerError(undefined);
    // The guide stays on this question: an answer that ends the path shows its checkpoint on Next.
    if (position === undefined) setPosition(at);
    setDrafts((current) => new Map(current).set(key, next));
  };
  // Next waits for its save: a second press meanwhile would move on from the same question twice.
  const [moving, setMoving] = useState(false);
  const next = async () => {
    // An optional question left untouched is answered as skipped, so the path goes on past it.
    const untouched = question && question.type !== 'info' && !drafts.has(question.key) && !stored.has(question.key);
    setMoving(true);
    const saved = untouched
      ? await save({
          memberId: member.id,
          assignedSurveyId: survey.id,
          questionId: question.key,
          skipped: true,
          selectedOptionIds: [],
        })
      : await autosave.flush();
    setMoving(false);
    if (saved) setPosition(at + 1);
  };
  const close = async () => {
    if (!readOnly) await autosave.flush();
    onClose();
  };

  const [learning, setLearning] = useState(false);
  const learnMore = survey.content.learnMore;

  const title = t`Survey for ${member.firstName} ${member.lastName.slice(0, 1)}`;
  return (
    <Dialog
      open
      fullScreen
      onClose={() => void close()}
      title={title}
      description={survey.displayName}
      actions={
        <>
          <SaveStatus indicator={autosave.indicator} />
          {learnMore ? <Button variant="secondary" onClick={() => setLearning(true)}>{t`Learn more`}</Button> : null}
          <Button variant="secondary" onClick={() => void close()}>{t`Close`}</Button>
        </>
      }
    >
      {!loaded ? (
        <Spinner label={t`Loading`} />
      ) : readOnly ? (
        <SurveyReview questions={path.questions} answers={stored} checkpointTitle={survey.checkpoint?.title ?? null} />
      ) : question && draft ? (
        <section aria-label={t`Question ${at + 1}`} className="flex max-w-2xl flex-col gap-4">
          <PassedCheckpointNote passed={path.passed} at={at} />
          {question.title ? <h3 className="text-lg font-semibold">{question.title}</h3> : null}
          <SurveyQuestionField
            question={question}
            draft={draft}
            onChange={(value) => edit(question.key, value)}
            error={error}
            dateBounds={dateBounds(question, today)}
          />
          {!isQuestionRequired(question) && question.type !== 'info' ? (
            <p className="text-sm text-slate-600">{t`This question is optional.`}</p>
          ) : null}
          <div className="flex gap-2">
            <Button variant="secondary" disabled={at === 0} onClick={() => setPosition(at - 1)}>{t`Back`}</Button>
            <Button variant="primary" disabled={problem !== null || moving} onClick={() => void next()}>
              {t`Next`}
            </Button>
          </div>
        </section>
      ) : (
        <SurveyEnd
          survey={survey}
          end={path.end}
          namedIssueKeys={namedIssueKeys}
          onBack={path.questions.length ? () => setPosition(path.questions.length - 1) : undefined}
          onNext={(next) => {
            if (path.end.kind !== 'checkpoint') return;
            if (next.kind === 'revisit') return setPosition(next.index);
            setPassedKeys(new Set(passedKeys).add(path.end.checkpoint.key));
            setPosition(path.questions.length);
          }}
          passedKeys={passedKeys}
          onSubmitted={(needsAdded) => {
            showToast({ tone: 'success', message: t`Succesfully saved survey` });
            if (needsAdded) showToast({ tone: 'success', message: t`Needs added: ${needsAdded}` });
            onClose();
          }}
        />
      )}
      {learnMore ? (
        <SurveyLearnMoreDialog content={learnMore} open={learning} onClose={() => setLearning(false)} />
      ) : null}
    </Dialog>
  );
}

/** The answer to save for the question on screen: its draft when valid and different from what is stored. */
function pendingAnswer(
  question: SurveyQuestion,
  draft: AnswerDraft | undefined,
  stored: SurveyAnswer | undefined,
  today: string,
): { key: string; answer: SurveyAnswer } | undefined {
  if (!draft || question.type === 'info') return undefined;
  const answer = answerOf(question, draft);
  if (sameAnswer(answer, stored)) return undefined;
  // An empty answer is saved as skipped even when required (it clears the old one); an invalid one waits.
  if (!answer.skipped && answerProblem(question, answer, today)) return undefined;
  return { key: question.key, answer };
}

function dateBounds(question: SurveyQuestion, today: string): { min?: string; max?: string } | undefined {
  const { minDateOffset, maxDateOffset } = question.validation ?? {};
  if (minDateOffset == null && maxDateOffset == null) return undefined;
  return {
    min: minDateOffset == null ? undefined : addDays(today, minDateOffset),
    max: maxDateOffset == null ? undefined : addDays(today, maxDateOffset),
  };
}

function SaveStatus({ indicator }: { indicator: SaveIndicator }) {
  const { t } = useLingui();
  const text = indicator === 'SAVING' ? t`Saving…` : indicator === 'SAVED' ? t`Saved` : '';
  return (
    <p
      role="status"
      aria-live="polite"
      className="mr-auto min-h-5 text-sm text-slate-700"
      data-save-indicator={indicator}
    >
      {text}
    </p>
  );
}

/** Where the answers lead: the checkpoint with its message, the survey's notes (autosaved) and Submit. */
function SurveyEnd({
  survey,
  end,
  namedIssueKeys,
  onBack,
  onNext,
  passedKeys,
  onSubmitted,
}: {
  survey: MemberSurvey;
  end: ReturnType<typeof surveyPath>['end'];
  /** The needs issues the answers point to: offered, checked, and added on Submit. */
  namedIssueKeys: readonly string[];
  onBack?: () => void;
  /** A checkpoint that does not complete the survey: its Next goes on, or back to a question to ask it again. */
  onNext: (next: NonNullable<Extract<PathEnd, { kind: 'checkpoint' }>['next']>) => void;
  passedKeys: ReadonlySet<string>;
  onSubmitted: (needsAdded: number) => void;
}) {
  const { t } = useLingui();
  const [notes, setNotes] = useState(survey.notes ?? '');
  const saveNotes = useMutation('updateSurveyNotes');
  const notesAutosave = useAutosave(notes === (survey.notes ?? '') ? undefined : notes, (value) =>
    saveNotes({ assignedSurveyId: survey.id, notes: value }),
  );
  const submit = useMutation('submitSurvey');
  const [submitting, setSubmitting] = useState(false);
  const needs = useOfferedNeeds(survey, namedIssueKeys);

  if (end.kind !== 'checkpoint') {
    return (
      <Banner tone="error">
        <strong>{t`An error has occurred`}</strong>{' '}
        {t`This survey's questions cannot be followed to the end. Tell an administrator.`}
      </Banner>
    );
  }
  const onSubmit = async () => {
    setSubmitting(true);
    const saved =
      (await notesAutosave.flush()) &&
      (await submit({ assignedSurveyId: survey.id, passedCheckpointKeys: [...passedKeys] }));
    const needsAdded = saved ? await needs.add() : 0;
    setSubmitting(false);
    if (saved) onSubmitted(needsAdded);
  };
  return (
    <section aria-labelledby="survey-checkpoint" className="flex max-w-2xl flex-col gap-4">
      <h3 id="survey-checkpoint" className="text-lg font-semibold">
        {end.checkpoint.title}
      </h3>
      <p>{end.checkpoint.message}</p>
      <OfferedNeedsField needs={needs} />
      <TextareaField label={t`Notes`} value={notes} onChange={setNotes} maxLength={5000} />
      <div className="flex gap-2">
        {onBack ? (
          <Button variant="secondary" onClick={onBack}>
            {t`Back`}
          </Button>
        ) : null}
        {end.next ? (
          <Button variant="secondary" onClick={() => onNext(end.next!)}>
            {t`Next`}
          </Button>
        ) : null}
        <Button variant="primary" disabled={submitting} onClick={() => void onSubmit()}>
          {submitting ? t`Saving…` : t`Submit`}
        </Button>
      </div>
    </section>
  );
}

/** A checkpoint passed just before the question on screen: the guide sees where the pause was. */
function PassedCheckpointNote({ passed, at }: { passed: readonly PassedCheckpoint[]; at: number }) {
  const { t } = useLingui();
  const here = passed.find((checkpoint) => checkpoint.before === at);
  if (!here) return null;
  const title = here.checkpoint.title;
  return <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-slate-800">{t`Checkpoint passed: ${title}`}</p>;
}

/** A completed survey's answers, read only. */
function SurveyReview({
  questions,
  answers,
  checkpointTitle,
}: {
  questions: readonly SurveyQuestion[];
  answers: ReadonlyMap<string, SurveyAnswer>;
  checkpointTitle: string | null;
}) {
  const { t } = useLingui();
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      {checkpointTitle ? <p className="font-semibold">{checkpointTitle}</p> : null}
      <dl className="flex flex-col gap-3">
        {questions
          .filter((question) => question.type !== 'info')
          .map((question) => {
            const answer = answers.get(question.key);
            const chosen = question.options
              ?.filter((option) => answer?.selectedOptionIds.includes(option.id))
              .map((option) => option.text);
            const shown = answer && !answer.skipped ? (chosen?.length ? chosen.join(', ') : answer.textResponse) : null;
            return (
              <div key={question.key}>
                <dt className="text-sm font-medium text-slate-700">{question.text}</dt>
                <dd>{shown ?? t`Skipped`}</dd>
              </div>
            );
          })}
      </dl>
    </div>
  );
}

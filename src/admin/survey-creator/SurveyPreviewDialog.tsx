import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  addDays,
  answerProblem,
  surveyPath,
  type SurveyAnswer,
  type SurveyContent,
  type SurveyQuestion,
} from '../../../domain/index.ts';
import { Banner, Button, Dialog } from '../../../ui/index.ts';
import { useServices } from '../../services/services.tsx';
import { useActingUser } from '../../services/use-acting-user.ts';
import { resolveTimeZone, todayIn } from '../../shared/time/days.ts';
import { answerOf, draftOf, type AnswerDraft } from '../../surveys/survey-answers.ts';
import { SurveyQuestionField } from '../../surveys/SurveyQuestionField.tsx';
import { useAnswerProblemWords } from '../../surveys/use-survey-words.ts';
import { SAMPLE_MEMBER } from './creator-form.ts';

export interface SurveyPreviewDialogProps {
  content: SurveyContent;
  onClose: () => void;
}

/**
 * The preview (part 3 sections 2, 4): 'Survey for {first name} {last initial}' for a fixed sample
 * member, asking the draft one question at a time along `surveyPath`, the rule the guides' dialog
 * and the server walk, with the guides' question fields. Nothing is saved.
 */
export function SurveyPreviewDialog({ content, onClose }: SurveyPreviewDialogProps) {
  const { t } = useLingui();
  const { clock } = useServices();
  const user = useActingUser();
  const problemWords = useAnswerProblemWords();
  const today = todayIn(resolveTimeZone(user.timeZone), clock.now()).toString();
  const [answers, setAnswers] = useState<ReadonlyMap<string, SurveyAnswer>>(new Map());
  const [drafts, setDrafts] = useState<ReadonlyMap<string, AnswerDraft>>(new Map());
  const [at, setAt] = useState<number | 'end'>(0);
  const [passedKeys, setPassedKeys] = useState<ReadonlySet<string>>(new Set());
  const path = useMemo(() => surveyPath(content, answers, passedKeys), [content, answers, passedKeys]);
  const first = SAMPLE_MEMBER.firstName;
  const initial = SAMPLE_MEMBER.lastName.charAt(0);
  const question = at === 'end' ? undefined : path.questions[at];
  const draft = question ? (drafts.get(question.key) ?? draftOf(answers.get(question.key))) : undefined;
  const problem = question && draft ? answerProblem(question, answerOf(question, draft), today) : null;

  const next = () => {
    if (!question || !draft || at === 'end') return;
    const merged = new Map(answers).set(question.key, answerOf(question, draft));
    setAnswers(merged);
    const after = surveyPath(content, merged, passedKeys);
    setAt(after.questions.length > at + 1 ? at + 1 : 'end');
  };

  // A checkpoint that does not complete the survey: Next goes on past it, or back to a question to ask again.
  const end = path.end;
  const checkpointNext = () => {
    if (end.kind !== 'checkpoint' || !end.next) return;
    if (end.next.kind === 'revisit') return setAt(end.next.index);
    const passed = new Set(passedKeys).add(end.checkpoint.key);
    setPassedKeys(passed);
    const onward = surveyPath(content, answers, passed);
    setAt(onward.questions.length > path.questions.length ? path.questions.length : 'end');
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t`Survey for ${first} ${initial}`}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t`Close`}
        </Button>
      }
    >
      {question && draft ? (
        <div className="flex flex-col gap-4" data-preview-question={question.key}>
          <SurveyQuestionField
            question={question}
            draft={draft}
            onChange={(value) => setDrafts(new Map(drafts).set(question.key, value))}
            error={problem && problem.kind !== 'required' ? problemWords(problem) : undefined}
            dateBounds={dateBounds(question, today)}
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" disabled={at === 0} onClick={() => setAt(Math.max(0, (at as number) - 1))}>
              {t`Back`}
            </Button>
            <Button variant="primary" disabled={problem !== null} onClick={next}>
              {t`Next`}
            </Button>
          </div>
        </div>
      ) : path.end.kind === 'checkpoint' ? (
        <section aria-labelledby="preview-checkpoint" className="flex flex-col gap-2">
          <h3 id="preview-checkpoint" className="text-lg font-semibold">
            {path.end.checkpoint.title}
          </h3>
          <p>{path.end.checkpoint.message}</p>
          {path.end.checkpoint.summary ? <p className="text-slate-600">{path.end.checkpoint.summary}</p> : null}
          <div className="flex gap-2">
            <Button
              variant="secondary"
              disabled={path.questions.length === 0}
              onClick={() => setAt(Math.max(0, path.questions.length - 1))}
            >
              {t`Back`}
            </Button>
            {path.end.next ? (
              <Button variant="primary" onClick={checkpointNext}>
                {t`Next`}
              </Button>
            ) : null}
          </div>
        </section>
      ) : (
        <Banner tone="error">{t`This survey cannot be previewed: a branch leads to a question that is not there, or back to one already asked.`}</Banner>
      )}
    </Dialog>
  );
}

function dateBounds(question: SurveyQuestion, today: string): { min?: string; max?: string } | undefined {
  if (question.type !== 'date') return undefined;
  const { minDateOffset, maxDateOffset } = question.validation ?? {};
  return {
    min: minDateOffset == null ? undefined : addDays(today, minDateOffset),
    max: maxDateOffset == null ? undefined : addDays(today, maxDateOffset),
  };
}

import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Temporal } from 'temporal-polyfill';
import {
  answerProblem,
  isStepUnlocked,
  needIssueKeysNamed,
  nextPhasePreview,
  workflowSteps,
  type WorkflowStep,
} from '../../domain/index.ts';
import { Banner, Button, cx, Dialog, Spinner, useToast } from '../../ui/index.ts';
import { useLive, useMutation, type LiveRow } from '../data/index.ts';
import { formatHeaderDate } from '../shared/format/date-time.ts';
import { OfferedNeedsField, useOfferedNeeds, type OfferedNeeds } from '../surveys/OfferedNeeds.tsx';
import { SurveyQuestionField } from '../surveys/SurveyQuestionField.tsx';
import { useAnswerProblemWords } from '../surveys/use-survey-words.ts';
import { answerOf } from '../surveys/survey-answers.ts';
import { usePhaseSurvey } from './use-phase-survey.ts';
import { WorkflowSectionContent } from './WorkflowSectionContent.tsx';

type Phase = LiveRow<'memberWorkflowPhases'>;

export interface WorkflowStepperDialogProps {
  phase: Phase;
  /** Every assigned phase of the member (the next phase's dates). */
  memberPhases: readonly Phase[];
  today: string;
  onClose: () => void;
}

/**
 * The workflow phase completion stepper (part 2 sections 2, 4): the phase's content sections, then
 * Survey (the member's assigned survey of the phase), then Next Steps, unlocked once the survey is
 * valid. Leaving the Survey step saves and submits the answers; Finish completes the phase and
 * shows the next phase's preview summary.
 */
export function WorkflowStepperDialog({ phase, memberPhases, today, onClose }: WorkflowStepperDialogProps) {
  const { t, i18n } = useLingui();
  const steps = workflowSteps(phase.sections, phase.assignedSurveyId !== null);
  const [at, setAt] = useState(0);
  const [finished, setFinished] = useState(false);
  const [busy, setBusy] = useState(false);
  const survey = usePhaseSurvey(phase.memberId, phase.assignedSurveyId, today);
  const namedIssueKeys = useMemo(
    () => (survey.readOnly ? [] : needIssueKeysNamed(survey.questions, survey.answers)),
    [survey.readOnly, survey.questions, survey.answers],
  );
  const needs = useOfferedNeeds(survey.survey, namedIssueKeys);
  const showToast = useToast();
  const complete = useMutation('completeWorkflowPhase');
  const phases = useLive('workflowPhaseList', {});
  const step = steps[at]!;
  const stepName = (s: WorkflowStep) =>
    s.kind === 'section' ? s.section.title : s.kind === 'survey' ? t`Survey` : t`Next Steps`;

  const goTo = async (index: number) => {
    if (!isStepUnlocked(steps, index, survey.valid)) return;
    // Leaving the Survey step forward saves and submits its answers.
    if (step.kind === 'survey' && index > at) {
      setBusy(true);
      const saved = await survey.saveAndSubmit();
      const needsAdded = saved ? await needs.add() : 0;
      setBusy(false);
      if (!saved) return;
      if (needsAdded) showToast({ tone: 'success', message: t`Needs added: ${needsAdded}` });
    }
    setAt(index);
  };
  const onFinish = async () => {
    setBusy(true);
    const done = await complete({ assignedWorkflowPhaseId: phase.id });
    setBusy(false);
    if (done) setFinished(true);
  };

  const completed = phase.completedAt !== null;
  const preview = nextPhasePreview(phases.rows, memberPhases, phase.phaseId);
  const dayWords = (day: string) => formatHeaderDate(Temporal.PlainDate.from(day), i18n.locale);

  return (
    <Dialog
      open
      fullScreen
      onClose={onClose}
      title={phase.title}
      description={phase.description}
      actions={<Button variant="secondary" onClick={onClose}>{t`Close`}</Button>}
    >
      {finished ? (
        <section aria-labelledby="workflow-finished" className="flex max-w-2xl flex-col gap-3">
          <h3 id="workflow-finished" className="text-lg font-semibold">{t`Phase completed`}</h3>
          {preview ? (
            <div className="rounded-md border border-slate-200 p-3" data-next-phase-preview>
              <h4 className="font-semibold">{t`Up next: ${preview.title}`}</h4>
              <p className="text-sm text-slate-700">{preview.description}</p>
              {preview.availableDate ? (
                <p className="text-sm text-slate-700">{t`Available ${dayWords(preview.availableDate.slice(0, 10))}`}</p>
              ) : null}
            </div>
          ) : (
            <p>{t`This was the member's last phase.`}</p>
          )}
        </section>
      ) : (
        <div className="flex flex-col gap-4 md:flex-row">
          <nav aria-label={t`Phase steps`} className="md:w-56">
            <ol className="flex flex-col gap-1">
              {steps.map((s, i) => {
                const unlocked = isStepUnlocked(steps, i, survey.valid);
                return (
                  <li key={s.kind === 'section' ? s.section.id : s.kind}>
                    <button
                      type="button"
                      className={cx(
                        'w-full rounded-md px-3 py-2 text-left text-sm focus-visible:outline-3 focus-visible:outline-blue-600',
                        i === at ? 'bg-blue-50 font-semibold text-blue-900' : 'text-slate-800 hover:bg-slate-50',
                        !unlocked && 'cursor-not-allowed text-slate-500',
                      )}
                      aria-current={i === at ? 'step' : undefined}
                      disabled={!unlocked || busy}
                      onClick={() => void goTo(i)}
                    >
                      {`${i + 1}. ${stepName(s)}`}
                    </button>
                  </li>
                );
              })}
            </ol>
          </nav>
          <div className="flex max-w-2xl flex-1 flex-col gap-4">
            {step.kind === 'section' ? (
              <WorkflowSectionContent section={step.section} />
            ) : step.kind === 'survey' ? (
              <SurveyStep survey={survey} today={today} needs={needs} />
            ) : (
              <section aria-labelledby="workflow-next-steps" className="flex flex-col gap-2">
                <h3 id="workflow-next-steps" className="text-base font-semibold">{t`Next Steps`}</h3>
                <p>{phase.nextSteps}</p>
              </section>
            )}
            <div className="flex gap-2">
              <Button variant="secondary" disabled={at === 0 || busy} onClick={() => setAt(at - 1)}>
                {t`Back`}
              </Button>
              {step.kind === 'nextSteps' ? (
                completed ? null : (
                  <Button variant="primary" disabled={busy} onClick={() => void onFinish()}>
                    {busy ? t`Saving…` : t`Finish`}
                  </Button>
                )
              ) : (
                <Button
                  variant="primary"
                  disabled={busy || !isStepUnlocked(steps, at + 1, survey.valid)}
                  onClick={() => void goTo(at + 1)}
                >
                  {busy ? t`Saving…` : t`Next`}
                </Button>
              )}
            </div>
          </div>
        </div>
      )}
    </Dialog>
  );
}

/** The Survey step: the questions along the path, on one page. */
function SurveyStep({
  survey,
  today,
  needs,
}: {
  survey: ReturnType<typeof usePhaseSurvey>;
  today: string;
  /** The needs the answers point to, added when the guide moves on (the survey is submitted then). */
  needs: OfferedNeeds;
}) {
  const { t } = useLingui();
  const problemWords = useAnswerProblemWords();
  if (!survey.loaded) return <Spinner label={t`Loading`} />;
  if (!survey.survey) return <Banner tone="error">{t`The phase's survey could not be found.`}</Banner>;
  return (
    <section aria-labelledby="workflow-survey" className="flex flex-col gap-4">
      <h3 id="workflow-survey" className="text-base font-semibold">
        {survey.survey.displayName}
      </h3>
      {survey.readOnly ? <p className="text-sm text-slate-700">{t`The survey is complete.`}</p> : null}
      {survey.questions.map((question) => {
        const draft = survey.draftOf(question);
        const problem = answerProblem(question, answerOf(question, draft), today);
        return (
          <fieldset key={question.key} disabled={survey.readOnly} className="flex flex-col gap-1">
            <SurveyQuestionField
              question={question}
              draft={draft}
              onChange={(value) => survey.edit(question, value)}
              error={survey.touched(question) && problem ? problemWords(problem) : undefined}
            />
          </fieldset>
        );
      })}
      {survey.pausedAt ? (
        <div className="flex flex-col items-start gap-2 rounded-md bg-amber-50 p-3">
          <p className="font-semibold">{survey.pausedAt.title}</p>
          <p>{survey.pausedAt.message}</p>
          <Button size="sm" variant="secondary" onClick={survey.goOn}>
            {t`Go on past this checkpoint`}
          </Button>
        </div>
      ) : null}
      {!survey.valid ? (
        <p className="text-sm text-slate-600">{t`Answer the survey to unlock Next Steps.`}</p>
      ) : (
        <OfferedNeedsField needs={needs} />
      )}
    </section>
  );
}

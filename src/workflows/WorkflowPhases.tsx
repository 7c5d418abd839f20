import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Temporal } from 'temporal-polyfill';
import { isPhaseAvailable, isPhaseLate, workflowCardState, type WorkflowCardState } from '../../domain/index.ts';
import { Badge, Button, useToast, type BadgeTone } from '../../ui/index.ts';
import { useLive, useMutation, useReportLiveError, type LiveRow } from '../data/index.ts';
import { useMemberPageShown } from '../shared/member/page-settled.ts';
import { formatHeaderDate } from '../shared/format/date-time.ts';
import { resolveTimeZone } from '../shared/time/days.ts';
import { useNow } from '../shared/time/use-now.ts';
import { useToday } from '../shared/time/use-today.ts';
import { useActingUser } from '../services/use-acting-user.ts';
import { EventDateTime } from '../scheduled-events/EventDateTime.tsx';
import { AttachEventDialog } from './AttachEventDialog.tsx';
import { LearnMoreDialog } from './LearnMoreDialog.tsx';
import { useCardStateWords, useEventTypeWords } from './use-workflow-words.ts';
import { WorkflowStepperDialog } from './WorkflowStepperDialog.tsx';

type Phase = LiveRow<'memberWorkflowPhases'>;
type Opened = { kind: 'stepper' | 'learnMore' | 'attach'; id: string };

const STATE_TONES: Record<WorkflowCardState, BadgeTone> = {
  start: 'info',
  schedule: 'neutral',
  completed: 'success',
  unscheduled: 'warning',
};

/** The anchor the Outreach reminders ('Schedule workflow phase') lead to. */
export const WORKFLOW_SECTION_ID = 'workflow-phases';

/**
 * The member page's workflow task cards (part 2 sections 2, 4): one per assigned phase, with its
 * state (Getting started, To schedule, Completed, Unscheduled after 'Remind me later'), a Late tag
 * once its due date has passed, and the event it is attached to. Start opens the phase stepper;
 * Learn more, Attach to event, Detach and Remind me later do what they say. Everything is live.
 */
export function WorkflowPhases({ memberId }: { memberId: string }) {
  const { t } = useLingui();
  const view = useLive('memberWorkflowPhases', { memberId });
  useReportLiveError(view);
  const timeZone = resolveTimeZone(useActingUser().timeZone);
  const today = useToday(timeZone);
  const nowMs = useNow();
  const [opened, setOpened] = useState<Opened>();
  const phase = view.rows.find((row) => row.id === opened?.id);
  const shown = view.rows.length > 0;
  // A link to the card ('View workflow' on the docket) brings it into view once it shows, and the page with it.
  const pageShown = useMemberPageShown();
  useEffect(() => {
    if (shown && pageShown && window.location.hash === `#${WORKFLOW_SECTION_ID}`)
      document.getElementById(WORKFLOW_SECTION_ID)?.scrollIntoView({ block: 'start' });
  }, [shown, pageShown]);
  if (!shown) return null;
  return (
    <section
      id={WORKFLOW_SECTION_ID}
      aria-labelledby={`${WORKFLOW_SECTION_ID}-heading`}
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id={`${WORKFLOW_SECTION_ID}-heading`} className="mb-2 text-base font-semibold text-slate-900">
        {t`Workflow`}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t`Workflow phases`}>
        {view.rows.map((row) => (
          <WorkflowTaskCard
            key={row.id}
            phase={row}
            nowMs={nowMs}
            today={today}
            open={(kind) => setOpened({ kind, id: row.id })}
          />
        ))}
      </ul>
      {phase && opened?.kind === 'stepper' ? (
        <WorkflowStepperDialog
          phase={phase}
          memberPhases={view.rows}
          today={today.toString()}
          onClose={() => setOpened(undefined)}
        />
      ) : null}
      {phase && opened?.kind === 'learnMore' ? (
        <LearnMoreDialog phase={phase} onClose={() => setOpened(undefined)} />
      ) : null}
      {phase && opened?.kind === 'attach' ? (
        <AttachEventDialog phase={phase} today={today} onClose={() => setOpened(undefined)} />
      ) : null}
    </section>
  );
}

function WorkflowTaskCard({
  phase,
  nowMs,
  today,
  open,
}: {
  phase: Phase;
  nowMs: number;
  today: Temporal.PlainDate;
  open: (kind: Opened['kind']) => void;
}) {
  const { t, i18n } = useLingui();
  const showToast = useToast();
  const stateWords = useCardStateWords();
  const typeWord = useEventTypeWords();
  const events = useLive('memberScheduledEvents', phase.scheduledEventId ? { memberId: phase.memberId } : undefined);
  const event = events.rows.find((row) => row.id === phase.scheduledEventId);
  const detach = useMutation('detachWorkflowFromEvent');
  const remind = useMutation('remindWorkflowPhaseLater');
  // An attachment whose event is gone (deleted) reads as none.
  const attached = phase.scheduledEventId !== null && (event !== undefined || events.status !== 'ready');
  const state = workflowCardState({ ...phase, scheduledEventId: attached ? phase.scheduledEventId : null }, nowMs);
  const late = isPhaseLate(phase, today.toString());
  const day = (iso: string) => formatHeaderDate(Temporal.PlainDate.from(iso.slice(0, 10)), i18n.locale);

  const onRemind = async () => {
    if (await remind({ assignedWorkflowPhaseId: phase.id }))
      showToast({ tone: 'success', message: t`We will remind you to schedule this phase.` });
  };
  const onDetach = () =>
    phase.assignedWorkflowScheduledEventId &&
    void detach({
      assignedWorkflowScheduledEventId: phase.assignedWorkflowScheduledEventId,
      assignedWorkflowPhaseId: phase.id,
    });

  return (
    <li
      className="flex flex-col gap-2 rounded-md border border-slate-200 p-3 text-sm"
      data-workflow-phase={phase.id}
      data-state={state}
      aria-label={phase.title}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{phase.title}</h3>
        <span className="flex gap-1">
          {late ? <Badge tone="danger">{t`Late`}</Badge> : null}
          <Badge tone={STATE_TONES[state]}>{stateWords[state]}</Badge>
        </span>
      </div>
      <p className="text-slate-600">{phase.description}</p>
      {phase.completedAt ? (
        <p className="text-slate-700">{t`Completed ${day(phase.completedAt)}`}</p>
      ) : (
        <p className="text-slate-700">
          {state === 'schedule'
            ? t`Available ${day(phase.availableDate)}, due ${day(phase.dueDate)}`
            : t`Due ${day(phase.dueDate)}`}
        </p>
      )}
      {attached && event ? (
        <p className="flex flex-wrap items-center gap-1 text-slate-700">
          <span>{t`Scheduled with:`}</span>
          <span className="font-medium">{typeWord(event.type)}</span>
          <EventDateTime date={event.date} time={event.time} today={today} />
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {state !== 'completed' && isPhaseAvailable(phase, nowMs) ? (
          <Button size="sm" variant="primary" onClick={() => open('stepper')}>
            {t`Start`}
          </Button>
        ) : null}
        {state === 'completed' ? (
          <Button size="sm" variant="secondary" onClick={() => open('stepper')}>
            {t`Review`}
          </Button>
        ) : null}
        <Button size="sm" variant="secondary" onClick={() => open('learnMore')}>
          {t`Learn more`}
        </Button>
        {state !== 'completed' && !attached ? (
          <Button size="sm" variant="secondary" onClick={() => open('attach')}>
            {t`Attach to event`}
          </Button>
        ) : null}
        {state !== 'completed' && attached ? (
          <Button size="sm" variant="secondary" onClick={onDetach}>
            {t`Detach from event`}
          </Button>
        ) : null}
        {state === 'schedule' || (state === 'start' && !attached) ? (
          <Button size="sm" variant="secondary" onClick={() => void onRemind()}>
            {t`Remind me later`}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

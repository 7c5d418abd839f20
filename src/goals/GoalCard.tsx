import { useId, useState } from 'react';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import {
  isGoalInProgress,
  type ConsentGoal,
  type Goal,
  type NeedGoal,
  type NeedStatus,
  type SurveyGoal,
  type SurveyState,
} from '../../domain/index.ts';
import { Badge, type BadgeTone } from '../../ui/index.ts';
import { dateTimeFormat } from '../shared/format/date-time.ts';

export interface GoalCardProps {
  goal: Goal;
  /** The card's title (the survey's, the consent term's in the reader's language, the need's issue). */
  title: string;
  timeZone: string;
  nowMs: number;
  /** A survey goal's state as the Survey tab shows it (`useMemberGoals`). */
  surveyState?: SurveyState;
  /** A staff member's name by id (who stopped pursuing a need). */
  staffName: (id: string | null) => string | undefined;
}

/**
 * One goal (spec part 2 section 2): its kind, title and state, expandable to what it asks of the
 * guide: a survey's summary and due day, when a consent was answered, and a need's text by its
 * status.
 */
export function GoalCard({ goal, title, timeZone, nowMs, surveyState, staffName }: GoalCardProps) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const day = dateTimeFormat(i18n.locale, { timeZone, month: 'short', day: '2-digit', year: 'numeric' });
  const kinds: Record<Goal['kind'], string> = { survey: t`Survey`, consent: t`Consent`, need: t`Need` };
  const states: Record<GoalState, string> = {
    identified: t`Identified`,
    fulfilled: t`Fulfilled`,
    stoppedPursuing: t`Stopped pursuing`,
    unresolved: t`Unresolved`,
    incomplete: t`Incomplete`,
    accepted: t`Accepted`,
    rejected: t`Rejected`,
    complete: t`Complete`,
    late: t`Late`,
    paused: t`Paused`,
    inProgress: t`In progress`,
    notStarted: t`Not started`,
  };
  const state = goalState(goal, nowMs, surveyState);
  return (
    <article className="rounded-lg border border-slate-200 bg-white" data-goal-kind={goal.kind}>
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center gap-3 p-3 text-left focus-visible:outline-3 focus-visible:outline-blue-600"
        >
          <span className="text-xs font-semibold tracking-wide text-slate-700 uppercase">{kinds[goal.kind]}</span>
          <span className="min-w-0 flex-1 font-medium text-slate-900">{title}</span>
          <Badge tone={STATE_TONES[state]}>{states[state]}</Badge>
          {open ? (
            <ChevronUp aria-hidden="true" className="size-4 text-slate-600" />
          ) : (
            <ChevronDown aria-hidden="true" className="size-4 text-slate-600" />
          )}
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="border-t border-slate-200 p-3 text-sm text-slate-800">
        {goal.kind === 'survey' ? <SurveyDetails goal={goal} format={(iso) => day.format(new Date(iso))} /> : null}
        {goal.kind === 'consent' ? <ConsentDetails goal={goal} format={(iso) => day.format(new Date(iso))} /> : null}
        {goal.kind === 'need' ? (
          <NeedDetails goal={goal} format={(iso) => day.format(new Date(iso))} staffName={staffName} />
        ) : null}
      </div>
    </article>
  );
}

type GoalState =
  'identified' | 'fulfilled' | 'stoppedPursuing' | 'unresolved' | 'incomplete' | 'accepted' | 'rejected' | SurveyState;

const NEED_STATES: Record<NeedStatus, GoalState> = {
  Identified: 'identified',
  Fulfilled: 'fulfilled',
  StoppedPursuing: 'stoppedPursuing',
  Unresolved: 'unresolved',
};

/**
 * The card's state: a need's status, a consent's answer, a survey's state as the Survey tab shows
 * it (from its progress alone until that is known: Complete, Late once past due, else In progress).
 */
function goalState(goal: Goal, nowMs: number, surveyState: SurveyState | undefined): GoalState {
  if (goal.kind === 'need') return NEED_STATES[goal.status];
  if (goal.kind === 'consent') return goal.consented === null ? 'incomplete' : goal.consented ? 'accepted' : 'rejected';
  if (surveyState) return surveyState;
  if (!isGoalInProgress(goal)) return 'complete';
  return goal.dueAt && Date.parse(goal.dueAt) < nowMs ? 'late' : 'inProgress';
}

const STATE_TONES: Record<GoalState, BadgeTone> = {
  identified: 'info',
  fulfilled: 'success',
  stoppedPursuing: 'neutral',
  unresolved: 'warning',
  incomplete: 'warning',
  accepted: 'success',
  rejected: 'danger',
  complete: 'success',
  late: 'danger',
  paused: 'warning',
  inProgress: 'info',
  notStarted: 'neutral',
};

function SurveyDetails({ goal, format }: { goal: SurveyGoal; format: (iso: string) => string }) {
  const { t } = useLingui();
  const completedOn = goal.completedAt ? format(goal.completedAt) : null;
  const dueOn = goal.dueAt ? format(goal.dueAt) : null;
  return (
    <div className="space-y-1">
      {goal.survey.phaseTitle ? <p>{t`Part of the ${goal.survey.phaseTitle} phase`}</p> : null}
      {goal.survey.summary ? <p>{goal.survey.summary}</p> : null}
      {completedOn ? (
        <p>{t`Completed on ${completedOn}`}</p>
      ) : dueOn ? (
        <p>{t`Due on ${dueOn}`}</p>
      ) : (
        <p>{t`No due date`}</p>
      )}
    </div>
  );
}

function ConsentDetails({ goal, format }: { goal: ConsentGoal; format: (iso: string) => string }) {
  const { t } = useLingui();
  if (goal.consented === null || !goal.completedAt) return <p>{t`The member has not answered this consent yet.`}</p>;
  const on = format(goal.completedAt);
  return <p>{goal.consented ? t`Accepted on ${on}` : t`Rejected on ${on}`}</p>;
}

function NeedDetails({
  goal,
  format,
  staffName,
}: {
  goal: NeedGoal;
  format: (iso: string) => string;
  staffName: (id: string | null) => string | undefined;
}) {
  const { t } = useLingui();
  const text = goal.text;
  switch (text.kind) {
    case 'fulfilled': {
      const comment = text.comment;
      return <p>{comment ? t`Fulfilled: ${comment}` : t`Fulfilled.`}</p>;
    }
    case 'keepWorking':
      return <p>{t`Keep working with the member on this need.`}</p>;
    case 'documentAction':
      return <p>{t`This need requires an action: document an action first.`}</p>;
    case 'stoppedPursuing': {
      const name = staffName(text.byUserId) ?? t`a guide`;
      const on = format(text.at);
      return <p>{t`Stopped pursuing by ${name} on ${on}.`}</p>;
    }
    case 'expired': {
      const on = format(text.on);
      return <p>{t`Expired on ${on}.`}</p>;
    }
    case 'outOfProgram':
      return <p>{t`Expired because the member went out of program.`}</p>;
  }
}

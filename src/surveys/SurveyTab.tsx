import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { canReopenSurvey, hasPermission, latestVersions, surveyState, type SurveyState } from '../../domain/index.ts';
import { Badge, Button, LiveViewState, SelectField, useToast, type BadgeTone } from '../../ui/index.ts';
import { useServices } from '../services/services.tsx';
import { useLive, useMutation, useReportLiveError, type LiveRow } from '../data/index.ts';
import { dateTimeFormat } from '../shared/format/date-time.ts';
import { resolveTimeZone } from '../shared/time/days.ts';
import { useActingUser } from '../services/use-acting-user.ts';
import { SurveyDialog } from './SurveyDialog.tsx';
import { useSurveyStateWords } from './use-survey-words.ts';

type MemberSurvey = LiveRow<'memberSurveys'>;

const STATE_TONES: Record<SurveyState, BadgeTone> = {
  complete: 'success',
  late: 'danger',
  paused: 'warning',
  inProgress: 'info',
  notStarted: 'neutral',
};

export interface SurveyTabProps {
  member: { id: string; firstName: string; lastName: string };
}

/**
 * The member page's Survey tab (outside production; part 1 section 2): the member's assigned
 * surveys with their state (Complete, Late, Paused at a checkpoint, In progress, Not started) and
 * due date; Start or Continue opens the completion dialog, Review a completed one, Reopen (for
 * permitted users, in the month it was completed) lets it be changed again. Assign survey adds one
 * of the organisation's published surveys. Everything is live.
 */
export function SurveyTab({ member }: SurveyTabProps) {
  const { t, i18n } = useLingui();
  const { clock } = useServices();
  const user = useActingUser();
  const showToast = useToast();
  const stateWords = useSurveyStateWords();
  const view = useLive('memberSurveys', { memberId: member.id });
  useReportLiveError(view);
  const answers = useLive('surveyAnswers', { memberId: member.id });
  const answered = useMemo(() => new Set(answers.rows.map((row) => row.assignedSurveyId)), [answers.rows]);
  const reopen = useMutation('reopenSurvey');
  const [open, setOpen] = useState<string>();
  const timeZone = resolveTimeZone(user.timeZone);
  const dueFormat = dateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone });
  const now = clock.now();
  const mayReopen = hasPermission(user.userPermissions, 'CAN_REOPEN_SURVEYS');
  const opened = view.rows.find((row) => row.id === open);

  const onReopen = async (survey: MemberSurvey) => {
    if (await reopen({ assignedSurveyId: survey.id }))
      showToast({ tone: 'success', message: t`Successfully updated survey` });
  };

  return (
    <div className="flex flex-col gap-4 text-sm">
      <AssignSurvey memberId={member.id} />
      <LiveViewState
        status={view.status}
        count={view.rows.length}
        loadingLabel={t`Loading`}
        failed={t`The surveys could not be loaded.`}
        empty={{ title: t`No surveys are assigned to this member.` }}
      >
        <ul className="flex flex-col divide-y divide-slate-100" aria-label={t`Assigned surveys`}>
          {view.rows.map((survey) => {
            const state = surveyState(survey, answered.has(survey.id), now);
            return (
              <li key={survey.id} className="flex flex-col gap-2 py-3" data-assigned-survey={survey.id}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-semibold text-slate-900">{survey.displayName}</h3>
                  <Badge tone={STATE_TONES[state]}>
                    {state === 'paused' && survey.checkpoint
                      ? `${stateWords.paused}: ${survey.checkpoint.title}`
                      : stateWords[state]}
                  </Badge>
                </div>
                {survey.phaseTitle ? (
                  <p className="text-slate-700">{t`Part of the ${survey.phaseTitle} phase`}</p>
                ) : null}
                <p className="text-slate-600">{survey.summary}</p>
                {survey.dueAt ? (
                  <p className="text-slate-700">{t`Due ${dueFormat.format(Date.parse(survey.dueAt))}`}</p>
                ) : null}
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant={state === 'complete' ? 'secondary' : 'primary'}
                    onClick={() => setOpen(survey.id)}
                  >
                    {state === 'complete' ? t`Review` : state === 'notStarted' ? t`Start` : t`Continue`}
                  </Button>
                  {canReopenSurvey(survey, mayReopen, now, timeZone) ? (
                    <Button size="sm" variant="secondary" onClick={() => void onReopen(survey)}>
                      {t`Reopen`}
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      </LiveViewState>
      {opened ? <SurveyDialog survey={opened} member={member} onClose={() => setOpen(undefined)} /> : null}
    </div>
  );
}

/** Assigns one of the organisation's published surveys to the member. */
function AssignSurvey({ memberId }: { memberId: string }) {
  const { t } = useLingui();
  const published = useLive('publishedSurveys', {});
  const assign = useMutation('assignSurvey');
  const [surveyId, setSurveyId] = useState('');
  const showToast = useToast();
  const onAssign = async () => {
    if (!surveyId) return;
    if (await assign({ id: crypto.randomUUID(), memberId, surveyId })) {
      setSurveyId('');
      showToast({ tone: 'success', message: t`Survey assigned` });
    }
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <SelectField
        className="min-w-56 flex-1"
        label={t`Survey to assign`}
        value={surveyId}
        onChange={setSurveyId}
        placeholder={t`Choose a survey`}
        options={latestVersions(published.rows).map((survey) => ({ value: survey.id, label: survey.displayName }))}
      />
      <Button variant="secondary" disabled={!surveyId} onClick={() => void onAssign()}>
        {t`Assign survey`}
      </Button>
    </div>
  );
}

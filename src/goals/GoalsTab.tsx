import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Goal } from '../../domain/index.ts';
import { LiveViewState } from '../../ui/index.ts';
import { resolveTimeZone } from '../shared/time/days.ts';
import { useNow } from '../shared/time/use-now.ts';
import { useTeamDirectory } from '../guides/use-team-directory.ts';
import { termTextsIn } from '../shared/member/consent-words.ts';
import { useActingUser } from '../services/use-acting-user.ts';
import { GoalCard } from './GoalCard.tsx';
import type { MemberGoals } from './use-member-goals.ts';

export interface GoalsTabProps {
  goals: MemberGoals;
}

/** The member page's Goals tab (spec part 1 section 2, part 2 section 2): one expandable card per goal, live. */
export function GoalsTab({ goals }: GoalsTabProps) {
  const { t, i18n } = useLingui();
  const user = useActingUser();
  const now = useNow();
  const timeZone = resolveTimeZone(user.timeZone);
  const directory = useTeamDirectory().state;
  const names = useMemo(
    () =>
      new Map(directory.status === 'success' ? directory.guides.map((guide) => [guide.guideId, guide.guideName]) : []),
    [directory],
  );

  const titleOf = (goal: Goal): string => {
    if (goal.kind === 'survey') return goal.survey.displayName;
    if (goal.kind === 'need') return goal.issueLabel ?? t`Need`;
    const texts = goals.consentTexts.get(goal.id);
    return texts ? termTextsIn(texts, i18n.locale).name : goal.termKey;
  };

  return (
    <LiveViewState
      status={goals.status}
      count={goals.goals.length}
      loadingLabel={t`Loading goals`}
      failed={t`The goals could not be loaded. Reload the page to try again.`}
      empty={{ title: t`No goals yet` }}
    >
      <ul className="flex flex-col gap-2" aria-label={t`Goals`}>
        {goals.goals.map((goal) => (
          <li key={`${goal.kind}:${goal.id}`}>
            <GoalCard
              goal={goal}
              title={titleOf(goal)}
              timeZone={timeZone}
              nowMs={now}
              surveyState={goals.surveyStates.get(goal.id)}
              staffName={(id) => (id ? names.get(id) : undefined)}
            />
          </li>
        ))}
      </ul>
    </LiveViewState>
  );
}

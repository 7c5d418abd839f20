import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Badge, Tabs } from '../../ui/index.ts';
import { GoalsTab } from './GoalsTab.tsx';
import { useMemberGoals, type GoalsMember } from './use-member-goals.ts';

export interface ActivityGoalsTabsProps {
  member: GoalsMember;
  /** The Activity tab's content (the member's feed). */
  activity: ReactNode;
  /** `showGoals=true` in the address opens the Goals tab. */
  showGoals: boolean;
}

/** With the goals-tracking flag the member page's left side is Activity and Goals, the latter with its in-progress count (spec part 1 section 2). */
export function ActivityGoalsTabs({ member, activity, showGoals }: ActivityGoalsTabsProps) {
  const { t } = useLingui();
  const goals = useMemberGoals(member);
  const [tab, setTab] = useState<'activity' | 'goals'>(showGoals ? 'goals' : 'activity');
  const [shownFor, setShownFor] = useState(showGoals);
  // A link asking for the goals (showGoals=true) opens them, also on a page already open.
  if (showGoals !== shownFor) {
    setShownFor(showGoals);
    if (showGoals) setTab('goals');
  }
  return (
    <Tabs
      label={t`Member activity`}
      selectedId={tab}
      onChange={(id) => setTab(id === 'goals' ? 'goals' : 'activity')}
      items={[
        { id: 'activity', label: t`Activity`, panel: activity },
        {
          id: 'goals',
          label: t`Goals`,
          badge:
            goals.status === 'ready' ? (
              <Badge tone="info">
                {goals.inProgress}
                <span className="sr-only"> {t`in progress`}</span>
              </Badge>
            ) : undefined,
          panel: <GoalsTab goals={goals} />,
        },
      ]}
    />
  );
}

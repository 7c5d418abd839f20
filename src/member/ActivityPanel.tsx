import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { cx, Tabs } from '../../ui/index.ts';
import { ActivityGoalsTabs } from '../goals/ActivityGoalsTabs.tsx';
import type { GoalsMember } from '../goals/use-member-goals.ts';
import { useActingUser } from '../services/use-acting-user.ts';
import { ActivityFeed } from './ActivityFeed.tsx';
import { PendingEvents } from './PendingEvents.tsx';

type ActivityTab = 'past' | 'pending';

export interface ActivityPanelProps {
  memberId: string;
  /** The feed item a link asks to highlight (feedItemExternalType and feedItemExternalId). */
  linked: { type: string; id: string } | undefined;
  className?: string;
  /** The member the Goals tab is about (with the goals-tracking flag). */
  goalsMember?: GoalsMember;
  /** `showGoals=true`: open the Goals tab. */
  showGoals?: boolean;
}

/**
 * The page's left side (spec part 1 section 2): Past events (the activity feed) and Pending
 * events. With the goals-tracking flag it becomes Activity and Goals, with the goals feature; the
 * Activity tab then holds Past events and Pending events.
 */
export function ActivityPanel({ memberId, linked, className, goalsMember, showGoals = false }: ActivityPanelProps) {
  const { t } = useLingui();
  const goalsTracking = useActingUser().featureFlags.includes('goals-tracking');
  const headingId = useId();
  // A link to a feed item opens the feed, which is where the page starts anyway.
  const [tab, setTab] = useState<ActivityTab>('past');
  const nested = goalsTracking && goalsMember !== undefined;
  const pastAndPending = (
    <Tabs
      // Inside the Activity tab its own name tells it from the outer tabs.
      label={nested ? t`Events` : t`Member activity`}
      selectedId={tab}
      onChange={(id) => setTab(id === 'pending' ? 'pending' : 'past')}
      items={[
        { id: 'past', label: t`Past events`, panel: <ActivityFeed memberId={memberId} linked={linked} /> },
        { id: 'pending', label: t`Pending events`, panel: <PendingEvents memberId={memberId} /> },
      ]}
    />
  );
  return (
    <section
      aria-labelledby={headingId}
      className={cx('min-w-0 rounded-lg border border-slate-200 bg-white p-4', className)}
    >
      <h2 id={headingId} className="sr-only">
        {t`Activity feed`}
      </h2>
      {nested ? (
        // The Activity tab keeps both lists: a guide must still reach the member's pending events.
        <ActivityGoalsTabs member={goalsMember} showGoals={showGoals} activity={pastAndPending} />
      ) : (
        pastAndPending
      )}
    </section>
  );
}

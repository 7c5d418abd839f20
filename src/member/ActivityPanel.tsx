import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { cx, Tabs } from '../../ui/index.ts';
import { ActivityFeed } from './ActivityFeed.tsx';
import { PendingEvents } from './PendingEvents.tsx';

type ActivityTab = 'past' | 'pending';

export interface ActivityPanelProps {
  memberId: string;
  /** The feed item a link asks to highlight (feedItemExternalType and feedItemExternalId). */
  linked: { type: string; id: string } | undefined;
  className?: string;
}

/**
 * The page's left side (spec part 1 section 2): Past events (the activity feed) and Pending
 * events. With the goals-tracking flag it becomes Activity and Goals, with the goals feature.
 */
export function ActivityPanel({ memberId, linked, className }: ActivityPanelProps) {
  const { t } = useLingui();
  const headingId = useId();
  // A link to a feed item opens the feed, which is where the page starts anyway.
  const [tab, setTab] = useState<ActivityTab>('past');
  return (
    <section aria-labelledby={headingId} className={cx('min-w-0 rounded-lg border border-slate-200 bg-white p-4', className)}>
      <h2 id={headingId} className="sr-only">
        {t`Activity feed`}
      </h2>
      <Tabs
        label={t`Member activity`}
        selectedId={tab}
        onChange={(id) => setTab(id === 'pending' ? 'pending' : 'past')}
        items={[
          { id: 'past', label: t`Past events`, panel: <ActivityFeed memberId={memberId} linked={linked} /> },
          { id: 'pending', label: t`Pending events`, panel: <PendingEvents memberId={memberId} /> },
        ]}
      />
    </section>
  );
}

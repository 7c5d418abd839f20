import { memo, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Temporal } from 'temporal-polyfill';
import { outreachWindow, type FollowUpFilter } from '../../domain/index.ts';
import type { DocketDay } from '../../sync/client/index.ts';
import { Badge, Tabs, type TabItem } from '../../ui/index.ts';
import { useServices } from '../services/services.tsx';
import { useLive, useReportLiveError } from '../data/index.ts';
import { useActingUser } from '../services/use-acting-user.ts';
import {
  ALL_FOLLOW_UP_FILTERS,
  docketTabs,
  effectiveTab,
  readFollowUpFilters,
  readSelectedTab,
  storeFollowUpFilters,
  storeSelectedTab,
  type DocketTab,
} from './docket-preferences.ts';
import { FollowUpCount, FollowUpPanel, type FollowUpParams } from './FollowUpPanel.tsx';
import { NeedsPanel } from './needs/NeedsPanel.tsx';
import { needsWithTasks } from './needs/needs-tab-rows.ts';
import { OutreachPanel } from './outreach/OutreachPanel.tsx';
import { PendingEventsPanel } from './pending/PendingEventsPanel.tsx';
import { useNow } from '../shared/time/use-now.ts';
import { usePendingRows } from './pending/use-pending-rows.ts';

export interface DocketTabsProps {
  docketDay: DocketDay;
  /** Future days disable Follow up, Late events and Outreach. */
  future: boolean;
  today: Temporal.PlainDate;
  timeZone: string;
}

/**
 * The docket's tabs for today or a future day (spec part 1 section 2). Follow up lists the live
 * follow-ups; Pending events and Late events the items of the pending sources (`pending/`), split
 * by the clock; Outreach the priority contacts still to reach; Needs (with the needs-call flag) the
 * open needs of the guide's members that are expiring soon or need an action (`needs/`). The tab and the Follow up filters are remembered per guide.
 */
export function DocketTabs({ docketDay, future, today, timeZone }: DocketTabsProps) {
  const { t } = useLingui();
  const user = useActingUser();
  const { localStorage } = useServices();
  const { guideId } = docketDay;
  const [remembered, setRemembered] = useState(() => readSelectedTab(localStorage, guideId));
  const [chosenFilters, setChosenFilters] = useState(() => readFollowUpFilters(localStorage, guideId));

  // The Feedback filter and feedback items show only with the permission (spec part 1 section 5).
  const canSeeFeedback = user.userPermissions.includes('CAN_MANAGE_MEMBER_FEEDBACK');
  const availableFilters = useMemo(
    () => ALL_FOLLOW_UP_FILTERS.filter((filter) => filter !== 'feedback' || canSeeFeedback),
    [canSeeFeedback],
  );
  const filters = useMemo(
    () => chosenFilters.filter((filter) => availableFilters.includes(filter)),
    [chosenFilters, availableFilters],
  );

  // The tab's count and panel read the query themselves, so a new follow-up leaves the tab group be.
  // Every panel's props keep their identity while their values do (memoised panels below): a change
  // in one tab's query, or the minute's tick, renders that tab's panel, not the others' (issue #37).
  const { day, dayStart, dayEnd } = docketDay;
  const followUpParams: FollowUpParams = useMemo(
    () => (future ? undefined : { guideId, day, dayStart, dayEnd, filters }),
    [future, guideId, day, dayStart, dayEnd, filters],
  );
  // Events turn late as time passes: the tabs read the time each minute.
  const now = useNow();
  const events = usePendingRows(docketDay, now, timeZone);
  const outreach = useLive('docketOutreach', future ? undefined : { guideId, ...outreachWindow(now, timeZone) });
  useReportLiveError(outreach);

  const needsCall = user.featureFlags.includes('needs-call');
  // The Needs tab's tasks depend on the clock too (10 days to expiry, 30 days since an action).
  const needs = useLive('docketNeeds', needsCall ? { guideId } : undefined);
  useReportLiveError(needs);
  const needRows = useMemo(() => needsWithTasks(needs.rows, now), [needs.rows, now]);

  const tabs = docketTabs({ future, needsCall });
  const selected = effectiveTab(remembered, tabs);

  const selectTab = (id: string) => {
    const tab = tabs.find((candidate) => candidate.id === id);
    if (!tab) return;
    setRemembered(tab.id);
    storeSelectedTab(localStorage, guideId, tab.id);
  };
  const changeFilters = useCallback(
    (next: FollowUpFilter[]) => {
      // Filters the user cannot see keep their stored state for when they can.
      const kept = chosenFilters.filter((filter) => !availableFilters.includes(filter));
      const stored = [...kept, ...next];
      setChosenFilters(stored);
      storeFollowUpFilters(localStorage, guideId, stored);
    },
    [chosenFilters, availableFilters, localStorage, guideId],
  );
  const followUpFilters = useMemo(
    () => ({ available: availableFilters, selected: filters, onChange: changeFilters }),
    [availableFilters, filters, changeFilters],
  );

  const content: Record<DocketTab, { label: string; badge?: ReactNode; panel: ReactNode }> = {
    followUp: {
      label: t`Follow up`,
      badge: <MemoFollowUpCount params={followUpParams} />,
      panel: (
        <MemoFollowUpPanel
          guideId={guideId}
          params={followUpParams}
          filters={followUpFilters}
          today={today}
          timeZone={timeZone}
        />
      ),
    },
    pendingEvents: {
      label: t`Pending events`,
      panel: (
        <MemoPendingEventsPanel
          guideId={guideId}
          status={events.status}
          rows={events.pending}
          tab="pendingEvents"
          caption={t`Pending events`}
          today={today}
          timeZone={timeZone}
        />
      ),
    },
    lateEvents: {
      label: t`Late events`,
      badge: !future && events.status === 'ready' ? <Badge tone="warning">{events.late.length}</Badge> : undefined,
      panel: (
        <MemoPendingEventsPanel
          guideId={guideId}
          status={events.status}
          rows={events.late}
          tab="lateEvents"
          caption={t`Late events`}
          today={today}
          timeZone={timeZone}
        />
      ),
    },
    needs: {
      label: t`Needs`,
      badge: needs.status === 'ready' ? <Badge tone="warning">{needRows.length}</Badge> : undefined,
      panel: <MemoNeedsPanel guideId={guideId} status={needs.status} rows={needRows} timeZone={timeZone} />,
    },
    outreach: {
      label: t`Outreach`,
      panel: <MemoOutreachPanel guideId={guideId} view={outreach} timeZone={timeZone} />,
    },
  };

  const items: TabItem[] = tabs.map((tab) => ({ id: tab.id, disabled: tab.disabled, ...content[tab.id] }));
  // Tabs visited stay built (ui/Tabs keepVisited): going back to one shows it at once (issue #37).
  return <Tabs keepVisited label={t`Docket tabs`} items={items} selectedId={selected} onChange={selectTab} />;
}

const MemoFollowUpCount = memo(FollowUpCount);
const MemoFollowUpPanel = memo(FollowUpPanel);
const MemoPendingEventsPanel = memo(PendingEventsPanel);
const MemoNeedsPanel = memo(NeedsPanel);
const MemoOutreachPanel = memo(OutreachPanel);

import { memo, useId } from 'react';
import { Plural, useLingui } from '@lingui/react/macro';
import type { ActivityRow, DocketDay } from '../../sync/client/index.ts';
import { useLive, useReportLiveError } from '../data/index.ts';
import { formatTime } from './docket-day.ts';
import { formatDuration } from './duration.ts';
import { useDocketLabels, type DocketLabels } from './use-docket-labels.ts';
import { LiveListState } from '../app/LiveListState.tsx';

export interface ActivityListProps {
  docketDay: DocketDay;
  timeZone: string;
}

/** The guide's interactions on the chosen day, newest first: type, member, time, duration. */
export function ActivityList({ docketDay, timeZone }: ActivityListProps) {
  const { t, i18n } = useLingui();
  const labels = useDocketLabels();
  const headingId = useId();
  const view = useLive('docketActivity', docketDay);
  useReportLiveError(view);
  const count = view.rows.length;

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {t`Activity`}
        </h2>
        {view.status === 'ready' ? <p className="text-sm text-slate-700"><Plural value={count} one="# activity" other="# activities" /></p> : null}
      </div>
      <LiveListState status={view.status} count={count} empty={{ title: t`No activity found`, hint: t`Try checking other dates` }}>
        <ul className="mt-2 divide-y divide-slate-200">
          {view.rows.map((row) => (
            <ActivityItem key={row.id} row={row} labels={labels} timeZone={timeZone} locale={i18n.locale} unknownMember={t`Unknown member`} />
          ))}
        </ul>
      </LiveListState>
    </section>
  );
}

/**
 * One interaction of the list. Memoized: the engine keeps an unchanged row's object, so a new
 * interaction renders one item, not the whole day's list again (issue #13: the UI thread's work
 * per change).
 */
const ActivityItem = memo(function ActivityItem({ row, labels, timeZone, locale, unknownMember }: { row: ActivityRow; labels: DocketLabels; timeZone: string; locale: string; unknownMember: string }) {
  return (
    <li data-row-id={row.id} className="grid grid-cols-[auto_1fr_auto] items-baseline gap-x-3 py-2 text-sm">
      <span className="font-medium text-slate-900">{labels.interaction(row.interactionType)}</span>
      <span className="truncate text-slate-800">{row.memberName ?? unknownMember}</span>
      <span className="text-right text-slate-700 tabular-nums">
        <time dateTime={row.timestamp}>{formatTime(row.timestampMs, timeZone, locale)}</time>
        {row.duration !== null ? <span className="ml-2">{formatDuration(row.duration)}</span> : null}
      </span>
    </li>
  );
});

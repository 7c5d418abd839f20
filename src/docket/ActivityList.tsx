import { useId } from 'react';
import { Plural, useLingui } from '@lingui/react/macro';
import type { DocketDay } from '../../sync/client/index.ts';
import { useLive, useReportLiveError } from '../data/index.ts';
import { formatTime } from './docket-day.ts';
import { formatDuration } from './duration.ts';
import { useDocketLabels } from './use-docket-labels.ts';
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
            <li key={row.id} data-row-id={row.id} className="grid grid-cols-[auto_1fr_auto] items-baseline gap-x-3 py-2 text-sm">
              <span className="font-medium text-slate-900">{labels.interaction(row.interactionType)}</span>
              <span className="truncate text-slate-800">{row.memberName ?? t`Unknown member`}</span>
              <span className="text-right text-slate-700 tabular-nums">
                <time dateTime={row.timestamp}>{formatTime(row.timestampMs, timeZone, i18n.locale)}</time>
                {row.duration !== null ? <span className="ml-2">{formatDuration(row.duration)}</span> : null}
              </span>
            </li>
          ))}
        </ul>
      </LiveListState>
    </section>
  );
}

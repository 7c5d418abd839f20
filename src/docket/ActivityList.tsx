import { memo, useId, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Plural, useLingui } from '@lingui/react/macro';
import type { ActivityRow, DocketDay } from '../../sync/client/index.ts';
import { useLive, useReportLiveError } from '../data/index.ts';
import { formatTime } from '../shared/format/date-time.ts';
import { formatDuration } from '../shared/format/duration.ts';
import { useDocketLabels, type DocketLabels } from './use-docket-labels.ts';
import { LiveListState } from '../shared/screen/LiveListState.tsx';

export interface ActivityListProps {
  docketDay: DocketDay;
  timeZone: string;
}

/** Entries drawn above and below the visible ones. */
const OVERSCAN = 8;
/**
 * One line of text-sm with py-2 and a 1px divider. Entries are not measured: a measurement reads
 * layout as each entry mounts, a forced layout in every live change's commit. An entry that wraps
 * still shows whole (entries are in the flow); only the spacers' heights are then approximate.
 */
const ENTRY_HEIGHT = 37;

/**
 * The guide's interactions on the chosen day, newest first: type, member, time, duration. A busy
 * day has hundreds: the list scrolls in its own box and only the entries in (and near) view are in
 * the page. All of them in the document made every frame lay out and paint the whole of it, a long
 * main-thread task after each live change (issue #13).
 */
export function ActivityList({ docketDay, timeZone }: ActivityListProps) {
  const { t, i18n } = useLingui();
  const labels = useDocketLabels();
  const headingId = useId();
  const view = useLive('docketActivity', docketDay);
  useReportLiveError(view);
  const count = view.rows.length;
  const scrollRef = useRef<HTMLUListElement>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ENTRY_HEIGHT,
    overscan: OVERSCAN,
    getItemKey: (index) => view.rows[index]?.id ?? index,
  });
  const drawn = virtualizer.getVirtualItems();
  const before = drawn[0]?.start ?? 0;
  // Before the box has a height nothing is drawn: the spacer gives it the whole list's, so it does.
  const after = virtualizer.getTotalSize() - (drawn[drawn.length - 1]?.end ?? 0);

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {t`Activity`}
        </h2>
        {view.status === 'ready' ? (
          <p className="text-sm text-slate-700">
            <Plural value={count} one="# activity" other="# activities" />
          </p>
        ) : null}
      </div>
      <LiveListState
        status={view.status}
        count={count}
        empty={{ title: t`No activity found`, hint: t`Try checking other dates` }}
      >
        {/* Its own scroll box, reachable by keyboard (Tab to it, then the arrow keys scroll it). */}
        <ul
          ref={scrollRef}
          tabIndex={0}
          aria-labelledby={headingId}
          className="mt-2 max-h-[36rem] divide-y divide-slate-200 overflow-y-auto [overflow-anchor:none] focus-visible:outline-3 focus-visible:outline-blue-600"
        >
          {/* Spacers stand in for the entries not drawn (padding would not shrink under the box's max-height). */}
          {before > 0 ? <li aria-hidden="true" style={{ height: before }} /> : null}
          {drawn.map((entry) => {
            const row = view.rows[entry.index]!;
            // Its place in the whole day (set size and position), as only some entries are in the page.
            return (
              <li
                key={entry.key}
                aria-setsize={count}
                aria-posinset={entry.index + 1}
                data-row-id={row.id}
                className="grid grid-cols-[auto_1fr_auto] items-baseline gap-x-3 py-2 text-sm"
              >
                <ActivityEntry
                  row={row}
                  labels={labels}
                  timeZone={timeZone}
                  locale={i18n.locale}
                  unknownMember={t`Unknown member`}
                />
              </li>
            );
          })}
          {after > 0 ? <li aria-hidden="true" style={{ height: after }} /> : null}
        </ul>
      </LiveListState>
    </section>
  );
}

/**
 * One interaction's type, member, time and duration. Memoized on its row: the engine keeps an
 * unchanged row's object, so a change renders only the entries whose row changed. A new
 * interaction at the top moves every drawn entry down one place, but the place is the list item's
 * attributes, outside this (issue #13: the UI thread's work per change).
 */
const ActivityEntry = memo(function ActivityEntry({
  row,
  labels,
  timeZone,
  locale,
  unknownMember,
}: {
  row: ActivityRow;
  labels: DocketLabels;
  timeZone: string;
  locale: string;
  unknownMember: string;
}) {
  return (
    <>
      <span className="font-medium text-slate-900">{labels.interaction(row.interactionType)}</span>
      <span className="truncate text-slate-800">{row.memberName ?? unknownMember}</span>
      <span className="text-right text-slate-700 tabular-nums">
        <time dateTime={row.timestamp}>{formatTime(row.timestampMs, timeZone, locale)}</time>
        {row.duration !== null ? <span className="ml-2">{formatDuration(row.duration)}</span> : null}
      </span>
    </>
  );
});

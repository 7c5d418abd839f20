import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { cx } from '../../ui/index.ts';
import { formatHeaderDate } from '../shared/format/date-time.ts';
import type { FeedDay, FeedEntry } from './feed-entries.ts';
import { FeedItemEntry, type FeedItemRow } from './FeedItemEntry.tsx';
import { StatusEventEntry, type StatusEventRow } from './StatusEventEntry.tsx';
import { FEED_ENTRY_ATTRIBUTE } from './use-feed-highlight.ts';
import { useMemberLabels } from './use-member-labels.ts';
import { useOutcomeNames } from './use-outcome-names.ts';

export type MemberFeedEntry = FeedEntry<FeedItemRow, StatusEventRow>;

export interface FeedListProps {
  days: readonly FeedDay<MemberFeedEntry>[];
  timeZone: string;
  highlightedId: string | undefined;
  statusName: (statusId: number) => string;
  /** Whether the jump button of a status event may show: its feed item is loaded. */
  isLoaded: (feedItemId: string) => boolean;
  onJump: (feedItemId: string) => void;
  /** Undefined for a status the acting user may not dismiss. */
  dismissFor: (status: StatusEventRow) => ((statusEventId: string) => void) | undefined;
}

/**
 * The feed as a list of days, each a heading (Today, Yesterday, Tomorrow, else the date) and the
 * list of that day's entries, newest first.
 */
export function FeedList({ days, timeZone, highlightedId, statusName, isLoaded, onJump, dismissFor }: FeedListProps) {
  const { t, i18n } = useLingui();
  const labels = useMemberLabels();
  const outcomeName = useOutcomeNames();
  const idPrefix = useId();
  const relative = { today: t`Today`, yesterday: t`Yesterday`, tomorrow: t`Tomorrow` };
  return (
    <ol aria-label={t`Activity feed`} className="flex flex-col gap-4">
      {days.map((day) => {
        const headingId = `${idPrefix}-${day.day}`;
        return (
          <li key={day.day}>
            <h3 id={headingId} className="py-1 text-sm font-semibold tracking-wide text-slate-700 uppercase">
              {day.relative ? relative[day.relative] : formatHeaderDate(day.date, i18n.locale)}
            </h3>
            <ol aria-labelledby={headingId} className="mt-1 flex flex-col gap-2">
              {day.entries.map((entry) => {
                const highlighted = entry.kind === 'item' && entry.item.id === highlightedId;
                return (
                  <li key={entry.key}>
                    <article
                      {...{ [FEED_ENTRY_ATTRIBUTE]: entry.key }}
                      tabIndex={-1}
                      aria-current={highlighted ? 'true' : undefined}
                      className={cx(
                        'rounded-md border p-3 transition-colors duration-500 focus-visible:outline-3 focus-visible:outline-blue-600',
                        entry.kind === 'status' ? 'border-slate-200 bg-slate-50' : 'border-slate-200 bg-white',
                        highlighted && 'border-amber-400 bg-amber-50 ring-2 ring-amber-400',
                      )}
                    >
                      {entry.kind === 'item' ? (
                        <FeedItemEntry
                          item={entry.item}
                          timeZone={timeZone}
                          labels={labels}
                          outcomeName={outcomeName}
                        />
                      ) : (
                        <StatusEventEntry
                          status={entry.status}
                          statusName={statusName(entry.status.memberStatusId)}
                          timeZone={timeZone}
                          onJump={entry.status.feedItemId && isLoaded(entry.status.feedItemId) ? onJump : undefined}
                          onDismiss={dismissFor(entry.status)}
                        />
                      )}
                    </article>
                  </li>
                );
              })}
            </ol>
          </li>
        );
      })}
    </ol>
  );
}

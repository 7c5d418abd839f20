import { memo, useState } from 'react';
import { Ellipsis } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { Temporal } from 'temporal-polyfill';
import { Button, Dialog, Menu } from '../../ui/index.ts';
import type { LiveRow } from '../data/index.ts';
import { formatHeaderDate, formatTime, isoDayIn } from '../shared/format/date-time.ts';

export type StatusEventRow = LiveRow<'memberStatusHistory'>;

export interface StatusEventEntryProps {
  status: StatusEventRow;
  statusName: string;
  timeZone: string;
  /** Shown when the status's feed item is in the feed as loaded: jumps to it. */
  onJump: ((feedItemId: string) => void) | undefined;
  /** Shown for a status the acting user may dismiss (after a confirmation). */
  onDismiss: ((statusEventId: string) => void) | undefined;
}

/**
 * A status event in the feed (spec part 1 section 2): the status and when it took effect, a jump to
 * the feed item that caused it, and for unable-to-newly-engage and unable-to-re-engage a menu to
 * dismiss it, behind the 'Warning' confirmation.
 */
export const StatusEventEntry = memo(function StatusEventEntry({
  status,
  statusName,
  timeZone,
  onJump,
  onDismiss,
}: StatusEventEntryProps) {
  const { t, i18n } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const day = formatHeaderDate(Temporal.PlainDate.from(isoDayIn(status.effectiveAtMs, timeZone)), i18n.locale);
  const time = formatTime(status.effectiveAtMs, timeZone, i18n.locale);
  const name = statusName || t`Unknown status`;
  const feedItemId = status.feedItemId;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <p className="font-semibold text-slate-900">{t`Status: ${name}`}</p>
      <time dateTime={status.effectiveAt} className="text-sm text-slate-700">
        {day}, {time}
      </time>
      <span className="ml-auto flex items-center gap-1">
        {onJump && feedItemId ? (
          <Button size="sm" variant="ghost" onClick={() => onJump(feedItemId)}>
            {t`Go to activity`}
            <span className="sr-only">: {name}</span>
          </Button>
        ) : null}
        {onDismiss ? (
          <Menu
            lazy
            trigger={<Ellipsis aria-hidden="true" className="size-5" />}
            triggerLabel={t`Actions for status ${name}`}
            items={[{ id: 'dismiss', label: t`Dismiss status`, onSelect: () => setConfirming(true) }]}
          />
        ) : null}
      </span>
      {onDismiss ? (
        <Dialog
          open={confirming}
          onClose={() => setConfirming(false)}
          role="alertdialog"
          title={t`Warning`}
          description={t`Are you sure you want to delete this status?`}
          actions={
            <>
              <Button onClick={() => setConfirming(false)}>{t`Cancel`}</Button>
              <Button
                variant="danger"
                onClick={() => {
                  setConfirming(false);
                  onDismiss(status.id);
                }}
              >
                {t`Yes, delete now`}
              </Button>
            </>
          }
        />
      ) : null}
    </div>
  );
});

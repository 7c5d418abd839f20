import { useLingui } from '@lingui/react/macro';
import type { Temporal } from 'temporal-polyfill';
import { dayOf } from '../shared/time/days.ts';
import { formatHeaderDate, formatTime } from '../shared/format/date-time.ts';

export interface FollowUpDateTimeProps {
  iso: string;
  epochMs: number;
  today: Temporal.PlainDate;
  timeZone: string;
}

/** 'Today, 3:04 PM', 'Yesterday, …', else 'MMM dd, yyyy, 3:04 PM' (spec part 1 section 9). */
export function FollowUpDateTime({ iso, epochMs, today, timeZone }: FollowUpDateTimeProps) {
  const { t, i18n } = useLingui();
  const { date, relative } = dayOf(epochMs, today, timeZone);
  const dayLabel =
    relative === 'today'
      ? t`Today`
      : relative === 'yesterday'
        ? t`Yesterday`
        : relative === 'tomorrow'
          ? t`Tomorrow`
          : formatHeaderDate(date, i18n.locale);
  const time = formatTime(epochMs, timeZone, i18n.locale);
  return <time dateTime={iso}>{`${dayLabel}, ${time}`}</time>;
}

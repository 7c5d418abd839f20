import { useLingui } from '@lingui/react/macro';
import { Temporal } from 'temporal-polyfill';
import { formatHeaderDate } from '../shared/format/date-time.ts';
import { useEventWords } from './use-event-words.ts';

export interface EventDateTimeProps {
  /** yyyy-MM-dd and 'HH:mm' (null: anytime), wall-clock values. */
  date: string;
  time: string | null;
  today: Temporal.PlainDate;
}

/** 'Today, 2:15 PM', 'Tomorrow, Anytime', else 'MMM dd, yyyy, 2:15 PM' (spec part 1 section 9). */
export function EventDateTime({ date, time, today }: EventDateTimeProps) {
  const { t, i18n } = useLingui();
  const words = useEventWords();
  const day = Temporal.PlainDate.from(date);
  const offset = day.since(today).days;
  const dayLabel =
    offset === 0
      ? t`Today`
      : offset === 1
        ? t`Tomorrow`
        : offset === -1
          ? t`Yesterday`
          : formatHeaderDate(day, i18n.locale);
  return (
    <time dateTime={time ? `${date}T${time}` : date}>{`${dayLabel}, ${time ? words.time(time) : words.anytime}`}</time>
  );
}

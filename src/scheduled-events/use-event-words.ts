import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { SCHEDULED_EVENT_TYPES, type ScheduledEventType } from '../../domain/index.ts';
import { dateTimeFormat } from '../shared/format/date-time.ts';

export interface EventWords {
  type: Readonly<Record<ScheduledEventType, string>>;
  /** A type the catalogue does not know reads as itself. */
  typeOf(type: string): string;
  /** 'HH:mm' as the reader writes times ('2:15 PM', '14:15'). */
  time(time: string): string;
  anytime: string;
}

/** The words of scheduled events in the reader's language. */
export function useEventWords(): EventWords {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const type: Record<ScheduledEventType, string> = {
      call: t`Call`,
      message: t`Message`,
      visit: t`Visit`,
      tbd: t`TBD`,
      reminder: t`Reminder`,
    };
    const format = dateTimeFormat(i18n.locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    return {
      type,
      typeOf: (value: string) =>
        (SCHEDULED_EVENT_TYPES as readonly string[]).includes(value) ? type[value as ScheduledEventType] : value,
      time: (time: string) => {
        const [hours = 0, minutes = 0] = time.split(':').map(Number);
        return format.format(new Date(Date.UTC(1970, 0, 1, hours, minutes)));
      },
      anytime: t`Anytime`,
    };
  }, [t, i18n.locale]);
}

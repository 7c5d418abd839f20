import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Temporal } from 'temporal-polyfill';
import { Button } from '../../ui/index.ts';
import { formatHeaderDate } from '../shared/format/date-time.ts';

export interface DocketDateBarProps {
  day: Temporal.PlainDate;
  today: Temporal.PlainDate;
  onChange: (day: Temporal.PlainDate) => void;
}

/** The docket's top bar (spec part 1 section 2): Today, previous and next day, the date. */
export function DocketDateBar({ day, today, onChange }: DocketDateBarProps) {
  const { t, i18n } = useLingui();
  const isToday = day.equals(today);
  return (
    <div className="flex items-center gap-2" role="group" aria-label={t`Docket date`}>
      <Button size="sm" onClick={() => onChange(today)} disabled={isToday}>
        <Trans>Today</Trans>
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={t`Previous day`}
        onClick={() => onChange(day.subtract({ days: 1 }))}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
      </Button>
      <Button size="sm" variant="ghost" aria-label={t`Next day`} onClick={() => onChange(day.add({ days: 1 }))}>
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
      <time dateTime={day.toString()} className="text-lg font-semibold text-slate-900" aria-live="polite">
        {formatHeaderDate(day, i18n.locale)}
      </time>
    </div>
  );
}

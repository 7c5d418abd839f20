import type { Temporal } from 'temporal-polyfill';
import { AnalyticsPanel } from '../analytics/AnalyticsPanel.tsx';
import { ActivityList } from './ActivityList.tsx';
import { dayBounds } from '../shared/time/days.ts';
import { dayKind } from './docket-day.ts';
import { DocketTabs } from './DocketTabs.tsx';

export interface DocketBoardProps {
  guideId: string;
  day: Temporal.PlainDate;
  today: Temporal.PlainDate;
  /** The zone the guide's days are read in. */
  timeZone: string;
}

/**
 * Below the date bar: for today and future days the tabs on the left and the Activity list on the
 * right; for past days only the Activity list (spec part 1 section 2). Today's left column opens
 * with the embedded analytics dashboard (src/analytics/).
 */
export function DocketBoard({ guideId, day, today, timeZone }: DocketBoardProps) {
  const kind = dayKind(day, today);
  const docketDay = { guideId, day: day.toString(), ...dayBounds(day, timeZone) };
  if (kind === 'past') {
    return (
      <div className="mx-auto w-full max-w-3xl">
        <ActivityList docketDay={docketDay} timeZone={timeZone} />
      </div>
    );
  }
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="flex min-w-0 flex-col gap-4">
        {kind === 'today' ? <AnalyticsPanel guideId={guideId} day={day.toString()} /> : null}
        <div className="min-w-0 rounded-lg border border-slate-200 bg-white p-4">
          <DocketTabs docketDay={docketDay} future={kind === 'future'} today={today} timeZone={timeZone} />
        </div>
      </div>
      <ActivityList docketDay={docketDay} timeZone={timeZone} />
    </div>
  );
}

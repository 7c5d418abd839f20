import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'wouter';
import type { Temporal } from 'temporal-polyfill';
import { useActingUser } from '../services/use-acting-user.ts';
import { DocketBoard } from './DocketBoard.tsx';
import { DocketDateBar } from './DocketDateBar.tsx';
import { GuidePicker } from './guide-picker/GuidePicker.tsx';
import { formatDocketDay, parseDocketDay } from './docket-day.ts';
import { resolveTimeZone } from '../shared/time/days.ts';
import { useToday } from '../shared/time/use-today.ts';
import { MemberAlerts } from '../member/MemberAlerts.tsx';
import { guideNameOf } from '../guides/team-directory.ts';
import { useTeamDirectory } from '../guides/use-team-directory.ts';

export const DAY_PARAM = 'day';

/**
 * The docket of one guide for one day: heading, date bar, then the tabs and the Activity list,
 * all live from the sync engine (no fetching here). Days are the acting user's days, in their zone.
 */
export function DocketPage({ guideId }: { guideId: string }) {
  const user = useActingUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const rawDay = searchParams.get(DAY_PARAM);
  const chosenDay = parseDocketDay(rawDay);
  const timeZone = resolveTimeZone(user.timeZone);
  // Renewed at midnight: the page left open overnight turns to the new day (an address's own day stays).
  const today = useToday(timeZone);
  const day = chosenDay ?? today;

  // An invalid day is dropped from the address and today is used (spec part 1 section 2).
  const invalidDay = rawDay !== null && !chosenDay;
  useEffect(() => {
    if (!invalidDay) return;
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(DAY_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [invalidDay, setSearchParams]);

  const showDay = (next: Temporal.PlainDate) =>
    setSearchParams((previous) => {
      const params = new URLSearchParams(previous);
      if (next.equals(today)) params.delete(DAY_PARAM);
      else params.set(DAY_PARAM, formatDocketDay(next));
      return params;
    });

  const ownDocket = guideId === user.id;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 p-4">
      <MemberAlerts memberId={null} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">
          {ownDocket ? user.name : <OtherGuideName guideId={guideId} />}
        </h1>
        <DocketDateBar day={day} today={today} onChange={showDay} />
      </div>
      <GuidePicker currentGuideId={guideId} />
      <DocketBoard guideId={guideId} day={day} today={today} timeZone={timeZone} />
    </div>
  );
}

/**
 * Another guide's docket is headed with their name, from the team directory the shell's 'You are
 * viewing as' banner reads too (one engine query between them; one's own docket does not ask for
 * it). 'Docket' only while it loads or for a guide it does not list.
 */
function OtherGuideName({ guideId }: { guideId: string }) {
  const { t } = useLingui();
  const { state } = useTeamDirectory();
  return guideNameOf(state, guideId) ?? t`Docket`;
}

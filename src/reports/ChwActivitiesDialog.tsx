import { useLingui } from '@lingui/react/macro';
import type { ChwActivityKind } from '../../domain/index.ts';
import { Button, Dialog, LiveViewState } from '../../ui/index.ts';
import { useLive, useReportLiveError, type LiveRow } from '../data/index.ts';
import { useFormatInstant } from '../shared/format/use-format-instant.ts';

type ReportRow = LiveRow<'chwMinutes'>['rows'][number];

/**
 * The activities behind a member's month: when, what, by whom, and the minutes each counted (read when
 * opened, as they are now). A closed month's report keeps the minutes of its closing, so the dialog
 * says when those differ from the activities' count today.
 */
export function ChwActivitiesDialog({
  row,
  month,
  monthName,
  closed,
  onClose,
}: {
  row: ReportRow | null;
  month: string;
  monthName: string;
  closed: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const view = useLive('chwMinutesOfMember', row ? { memberId: row.memberId, month } : undefined);
  useReportLiveError(view);
  const opened = view.rows[0];
  return (
    <Dialog
      open={row !== null}
      onClose={onClose}
      title={row ? t`${row.memberName}, ${monthName}` : ''}
      description={
        opened
          ? t`${opened.minutes} minutes counted; overlapping time counts once, for the activity that started first.`
          : undefined
      }
      actions={<Button onClick={onClose}>{t`Close`}</Button>}
    >
      <LiveViewState
        status={view.status}
        count={opened?.activities.length ?? 0}
        loadingLabel={t`Loading activities`}
        failed={t`The activities could not be loaded. Reload the page to try again.`}
        empty={{ title: t`No records found` }}
      >
        {opened && closed && row && opened.minutes !== row.minutes ? (
          <p className="mb-2 text-sm text-slate-800">
            {t`The month is closed with ${row.minutes} minutes for this member; its activities have been edited since.`}
          </p>
        ) : null}
        {opened ? <ActivityTable activities={opened.activities} /> : null}
      </LiveViewState>
    </Dialog>
  );
}

function ActivityTable({ activities }: { activities: LiveRow<'chwMinutesOfMember'>['activities'] }) {
  const { t } = useLingui();
  const formatInstant = useFormatInstant();
  const kindLabel: Record<ChwActivityKind, string> = { call: t`Call`, visit: t`Visit`, needAction: t`Need action` };
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{t`Activities`}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-700">
          <th scope="col" className="py-1 pr-3 font-semibold">{t`Activity`}</th>
          <th scope="col" className="py-1 pr-3 font-semibold">{t`Started`}</th>
          <th scope="col" className="py-1 pr-3 font-semibold">{t`Ended`}</th>
          <th scope="col" className="py-1 pr-3 font-semibold">{t`By`}</th>
          <th scope="col" className="py-1 text-right font-semibold">{t`Minutes counted`}</th>
        </tr>
      </thead>
      <tbody>
        {activities.map((activity) => (
          <tr key={activity.id} className="border-b border-slate-100">
            <td className="py-1 pr-3">{kindLabel[activity.kind]}</td>
            <td className="py-1 pr-3">{formatInstant(activity.startedAt, 'dateTime')}</td>
            <td className="py-1 pr-3">{formatInstant(activity.endedAt, 'time')}</td>
            <td className="py-1 pr-3">{activity.staffName}</td>
            <td className="py-1 text-right tabular-nums">{activity.minutes}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import { useMemo, useState } from 'react';
import { Ellipsis } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { CheckboxFilters, Menu, Table, type TableColumn } from '../../ui/index.ts';
import { useLive, useReportLiveError, type LiveRow } from '../data/index.ts';
import { resolveTimeZone } from '../shared/time/days.ts';
import { useToday } from '../shared/time/use-today.ts';
import { EventDateTime } from '../scheduled-events/EventDateTime.tsx';
import { useEventActions } from '../dialog-host/use-event-actions.tsx';
import { useEventWords } from '../scheduled-events/use-event-words.ts';
import { useActingUser } from '../services/use-acting-user.ts';
import { LiveListState } from '../shared/screen/LiveListState.tsx';

const PENDING_FILTERS = ['calls', 'texts', 'visits', 'tasks'] as const;
type PendingFilter = (typeof PENDING_FILTERS)[number];
type EventRow = LiveRow<'memberScheduledEvents'>;

/** Which filter shows an event of a type: tbd events and reminders are tasks. */
const filterOf = (type: string): PendingFilter =>
  type === 'call' ? 'calls' : type === 'message' ? 'texts' : type === 'visit' ? 'visits' : 'tasks';

/**
 * The member's pending events (spec part 1 section 2): the member's open scheduled events, live,
 * with the filters Calls, Texts, Visits and Tasks, and each event's Reschedule, Snooze (when late),
 * Clear (a reminder) and Delete.
 */
export function PendingEvents({ memberId }: { memberId: string }) {
  const { t } = useLingui();
  const user = useActingUser();
  const words = useEventWords();
  const timeZone = resolveTimeZone(user.timeZone);
  const today = useToday(timeZone);
  const events = useLive('memberScheduledEvents', { memberId });
  useReportLiveError(events);
  const [selected, setSelected] = useState<readonly PendingFilter[]>(PENDING_FILTERS);
  const { actionsFor, dialogs } = useEventActions({ timeZone });
  const names: Record<PendingFilter, string> = { calls: t`Calls`, texts: t`Texts`, visits: t`Visits`, tasks: t`Tasks` };
  const shown = useMemo(
    () => events.rows.filter((event) => selected.includes(filterOf(event.type))),
    [events.rows, selected],
  );

  const todayIso = today.toString();
  const columns = useMemo<TableColumn<EventRow>[]>(
    () => [
      { id: 'event', header: t`Event`, cell: (row) => words.typeOf(row.type) },
      {
        id: 'dateTime',
        header: t`Date/time`,
        cell: (row) => <EventDateTime date={row.date} time={row.time} today={today} />,
      },
      { id: 'note', header: t`Note`, cell: (row) => <span className="line-clamp-2">{row.note}</span> },
      {
        id: 'actions',
        header: <span className="sr-only">{t`Actions`}</span>,
        className: 'w-12 text-right',
        cell: (row) => (
          <Menu
            lazy
            trigger={<Ellipsis aria-hidden="true" className="size-5" />}
            triggerLabel={t`Actions for ${words.typeOf(row.type)}, ${row.date}`}
            items={actionsFor(row)}
          />
        ),
      },
    ],
    [t, words, actionsFor, todayIso], // eslint-disable-line react-hooks/exhaustive-deps -- `today` is read through its ISO day
  );

  return (
    <div className="flex flex-col gap-3">
      <CheckboxFilters
        legend={t`Show pending events for`}
        options={PENDING_FILTERS}
        labels={names}
        selected={selected}
        onChange={setSelected}
      />
      <LiveListState status={events.status} count={shown.length}>
        <Table caption={t`Pending events`} columns={columns} rows={shown} rowKey={(row) => row.id} />
      </LiveListState>
      {dialogs}
    </div>
  );
}

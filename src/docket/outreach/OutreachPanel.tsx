import { useEffect, useMemo, useState } from 'react';
import { Ellipsis } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { priorityTier, type PriorityTier } from '../../../domain/index.ts';
import type { LiveView } from '../../../sync/client/index.ts';
import { Menu, sortRows, Table, type TableColumn } from '../../../ui/index.ts';
import { useServices } from '../../services/services.tsx';
import type { LiveRow } from '../../data/index.ts';
import { DialogHost } from '../../dialog-host/DialogHost.tsx';
import type { DialogRequest } from '../../dialog-host/hosted-dialogs.tsx';
import { useMemberStatusNames } from '../../shared/member/use-member-statuses.ts';
import { useOutreachPhaseText } from '../../shared/member/use-outreach-phase-text.ts';
import { docketMemberPath } from '../../shared/paths/docket-paths.ts';
import { dateTimeFormat, formatInstant } from '../../shared/format/date-time.ts';
import { useDocketLabels } from '../use-docket-labels.ts';
import { useDocketPagination } from '../use-docket-pagination.ts';
import { useTabBounds } from '../use-tab-bounds.ts';
import { LiveListState } from '../../shared/screen/LiveListState.tsx';

type OutreachRow = LiveRow<'docketOutreach'>;

export interface OutreachPanelProps {
  guideId: string;
  view: LiveView<OutreachRow>;
  timeZone: string;
}

/**
 * The Outreach tab (spec part 1 section 2): the guide's priority contacts still to reach today,
 * live (one leaves once the member has a visit, call, note or message today or an event this
 * month), with Member, Status, Phase, Last event and Priority; View member page and Schedule
 * event; and when the list last changed. Pages of 25; the sort and page are remembered per guide.
 */
export function OutreachPanel({ guideId, view, timeZone }: OutreachPanelProps) {
  const { t, i18n } = useLingui();
  const { clock } = useServices();
  const [, navigate] = useLocation();
  const statusName = useMemberStatusNames();
  const docketLabels = useDocketLabels();
  const phaseText = useOutreachPhaseText();
  const [scheduling, setScheduling] = useState<DialogRequest | undefined>();
  const [updatedAt, setUpdatedAt] = useState(() => clock.now());
  // Any change to the rows (a contact leaving, a member's status moving) is an update.
  useEffect(() => setUpdatedAt(clock.now()), [view.rows, clock]);

  const columns = useMemo<TableColumn<OutreachRow>[]>(() => {
    const tiers: Record<PriorityTier, string> = { high: t`High`, medium: t`Medium`, low: t`Low` };
    const day = dateTimeFormat(i18n.locale, { timeZone, month: 'short', day: '2-digit', year: 'numeric' });
    return [
      {
        id: 'member',
        header: t`Member`,
        sortable: true,
        sortValue: (row) => row.memberName ?? '',
        cell: (row) => (
          <Link
            href={docketMemberPath(guideId, row.memberId)}
            className="font-medium text-blue-800 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-blue-600"
          >
            {row.memberName ?? t`Unknown member`}
          </Link>
        ),
      },
      {
        id: 'status',
        header: t`Status`,
        sortable: true,
        sortValue: (row) => statusName(row.memberStatusId),
        cell: (row) => statusName(row.memberStatusId),
      },
      {
        id: 'phase',
        header: t`Phase`,
        sortable: true,
        sortValue: (row) => phaseText(row.outreachPhase),
        cell: (row) => phaseText(row.outreachPhase),
      },
      {
        id: 'lastEvent',
        header: t`Last event`,
        sortable: true,
        sortValue: (row) => (row.lastEventAt ? Date.parse(row.lastEventAt) : 0),
        cell: (row) =>
          row.lastEventAt ? (
            <time dateTime={row.lastEventAt}>
              {[
                row.lastEventType ? docketLabels.interaction(row.lastEventType) : null,
                day.format(new Date(row.lastEventAt)),
              ]
                .filter(Boolean)
                .join(', ')}
            </time>
          ) : (
            <span className="text-slate-600">{t`None`}</span>
          ),
      },
      {
        id: 'priority',
        header: t`Priority`,
        sortable: true,
        sortValue: (row) => ['high', 'medium', 'low'].indexOf(priorityTier(row.priorityLevel) ?? '') + 1 || 4,
        cell: (row) => {
          const tier = priorityTier(row.priorityLevel);
          return tier ? tiers[tier] : '';
        },
      },
      {
        id: 'actions',
        header: <span className="sr-only">{t`Actions`}</span>,
        className: 'w-12 text-right',
        cell: (row) => (
          <Menu
            lazy
            trigger={<Ellipsis aria-hidden="true" className="size-5" />}
            triggerLabel={t`Actions for ${row.memberName ?? t`Unknown member`}`}
            items={[
              {
                id: 'view',
                label: t`View member page`,
                href: docketMemberPath(guideId, row.memberId),
                onSelect: () => navigate(docketMemberPath(guideId, row.memberId)),
              },
              {
                id: 'schedule',
                label: t`Schedule event`,
                onSelect: () => setScheduling({ kind: 'scheduledEvent', memberId: row.memberId }),
              },
            ]}
          />
        ),
      },
    ];
  }, [t, i18n.locale, timeZone, guideId, statusName, docketLabels, phaseText, navigate]);

  const bounds = useTabBounds(guideId, 'outreach', (id) =>
    columns.some((column) => column.id === id && column.sortable),
  );
  const pagination = useDocketPagination(bounds, t`Pages of priority contacts`);
  const sorted = useMemo(() => sortRows(view.rows, columns, bounds.sort), [view.rows, columns, bounds.sort]);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">
        {t`Last updated`}{' '}
        <time dateTime={new Date(updatedAt).toISOString()}>
          {formatInstant(updatedAt, 'time', timeZone, i18n.locale)}
        </time>
      </p>
      <LiveListState status={view.status} count={view.rows.length}>
        <Table
          caption={t`Outreach`}
          columns={columns}
          rows={sorted}
          rowKey={(row) => row.id}
          sort={bounds.sort}
          onSortChange={bounds.setSort}
          pagination={pagination}
          onRowClick={(row) => navigate(docketMemberPath(guideId, row.memberId))}
        />
      </LiveListState>
      <DialogHost request={scheduling} onClose={() => setScheduling(undefined)} />
    </div>
  );
}

import { useCallback, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import type { HospitalizationRow } from '../../sync/client/index.ts';
import { Button, Table, type TableColumn, type TableSort } from '../../ui/index.ts';
import { memberListMemberPath } from '../shared/paths/member-list-paths.ts';
import { useMemberStatusNames } from '../shared/member/use-member-statuses.ts';
import { UNKNOWN_GUIDE_ID } from '../shared/paths/sections.ts';
import { useHospitalizationWords } from './use-hospitalization-words.ts';

export interface HospitalizationTableProps {
  rows: readonly HospitalizationRow[];
  /** The server's sort; column ids are the server's `sort-by` names. */
  sort: TableSort;
  onSortChange: (sort: TableSort) => void;
  onEdit: (row: HospitalizationRow) => void;
}

const memberPath = (row: HospitalizationRow) =>
  memberListMemberPath(row.assignedGuideId ?? UNKNOWN_GUIDE_ID, row.memberId);

/**
 * The stays (spec part 1 section 2): member, status, guide, admit and discharge dates, hospital,
 * admitting diagnosis, HEDIS measure, and Edit. Sorted and paged by the server.
 */
export function HospitalizationTable({ rows, sort, onSortChange, onEdit }: HospitalizationTableProps) {
  const { t } = useLingui();
  const words = useHospitalizationWords();
  const statusName = useMemberStatusNames();
  const [, navigate] = useLocation();
  const columns = useMemo<TableColumn<HospitalizationRow>[]>(
    () => [
      {
        id: 'memberName',
        header: words.columns.member,
        sortable: true,
        cell: (row) => (
          <Link
            href={memberPath(row)}
            className="font-medium text-blue-800 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-blue-600"
          >
            {row.memberName ?? words.unknownMember}
          </Link>
        ),
      },
      { id: 'status', header: words.columns.status, cell: (row) => statusName(row.memberStatusId) },
      {
        id: 'guide',
        header: words.columns.guide,
        cell: (row) => row.guideName ?? <span className="text-slate-700">{words.unassigned}</span>,
      },
      {
        id: 'admitDate',
        header: words.columns.admitDate,
        sortable: true,
        cell: (row) => <time dateTime={row.admitDate}>{words.day(row.admitDate)}</time>,
      },
      {
        id: 'dischargeDate',
        header: words.columns.dischargeDate,
        sortable: true,
        cell: (row) =>
          row.dischargeDate ? (
            <time dateTime={row.dischargeDate}>{words.day(row.dischargeDate)}</time>
          ) : row.guideEnteredDischargedAt ? (
            <span>
              <time dateTime={row.guideEnteredDischargedAt}>{words.day(row.guideEnteredDischargedAt)}</time>{' '}
              <span className="text-slate-700">({words.enteredByGuide})</span>
            </span>
          ) : null,
      },
      { id: 'hospital', header: words.columns.hospital, sortable: true, cell: (row) => row.hospital },
      { id: 'admitComplaint', header: words.columns.admitComplaint, cell: (row) => row.admitComplaint },
      { id: 'followUpType', header: words.columns.followUpType, cell: (row) => row.followUpType },
      {
        id: 'actions',
        header: <span className="sr-only">{words.columns.actions}</span>,
        className: 'w-20 text-right',
        cell: (row) => {
          const name = row.memberName ?? words.unknownMember;
          return (
            <Button
              size="sm"
              onClick={(event) => {
                event.stopPropagation();
                onEdit(row);
              }}
              aria-label={t`Edit hospitalization of ${name}`}
            >
              {t`Edit`}
            </Button>
          );
        },
      },
    ],
    [t, words, statusName, onEdit],
  );
  const onRowClick = useCallback((row: HospitalizationRow) => navigate(memberPath(row)), [navigate]);
  return (
    <Table
      caption={words.headline}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      sort={sort}
      onSortChange={onSortChange}
      onRowClick={onRowClick}
      virtualize
    />
  );
}

import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { customerCompleteness, customerType } from '../../../domain/index.ts';
import { Button, LiveViewState, Table, TextField, type TableColumn } from '../../../ui/index.ts';
import { useLive, useReportLiveError, type LiveRow } from '../../data/index.ts';
import { matchesTeamSearch } from '../teams/team-search.ts';
import { CustomerDetailsDrawer } from './CustomerDetailsDrawer.tsx';
import { IsValidCell } from './IsValidCell.tsx';

type CustomerRow = LiveRow<'adminCustomers'>;

/**
 * Customers (spec part 3 section 2): the organisation's customers in a searchable table with the Is
 * Valid column and the customer type, Add New Customer (the drawer at `/new`) and a row's View
 * Details (a details drawer, with the way to the customer's page). Live across admins.
 */
export function CustomersPage({ canModify }: { canModify: boolean }) {
  const { t } = useLingui();
  const customers = useLive('adminCustomers', { attempt: 0 });
  useReportLiveError(customers);
  const [search, setSearch] = useState('');
  const [viewing, setViewing] = useState<string | null>(null);
  const [, navigate] = useLocation();
  const shown = customers.rows.filter((c) => matchesTeamSearch(search, [c.name, c.displayName]));
  const typeWords = { BH_CUSTOMER: t`BH Customer`, CG_ONLY: t`CG Only` };

  const columns: TableColumn<CustomerRow>[] = [
    { id: 'name', header: t`Name`, cell: (c) => c.name, sortable: true, sortValue: (c) => c.name },
    {
      id: 'displayName',
      header: t`Display name`,
      cell: (c) => c.displayName,
      sortable: true,
      sortValue: (c) => c.displayName,
    },
    {
      id: 'isValid',
      header: t`Is Valid`,
      cell: (c) => <IsValidCell customer={c} />,
      sortable: true,
      sortValue: (c) => customerCompleteness(c).missing.length,
    },
    {
      id: 'type',
      header: t`Type`,
      cell: (c) => typeWords[customerType(c)],
      sortable: true,
      sortValue: (c) => customerType(c),
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t`Actions`}</span>,
      cell: (c) => {
        const name = c.displayName;
        return (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setViewing(c.id)}
            aria-label={t`View details of ${name}`}
          >
            {t`View Details`}
          </Button>
        );
      },
    },
  ];
  const viewed = viewing ? customers.rows.find((c) => c.id === viewing) : undefined;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">
          <Trans>Customers</Trans>
        </h1>
        {canModify ? (
          <Button variant="primary" onClick={() => navigate('/new')}>
            {t`Add New Customer`}
          </Button>
        ) : null}
      </div>
      <TextField
        label={t`Search customers`}
        type="search"
        value={search}
        onChange={setSearch}
        hint={t`By name or display name`}
        className="max-w-md"
      />
      <LiveViewState
        status={customers.status}
        count={shown.length}
        loadingLabel={t`Loading customers`}
        failed={t`The customers could not be loaded. Reload the page to try again.`}
        empty={{ title: search ? t`No customers match your search` : t`No customers yet` }}
      >
        <div className="overflow-x-auto">
          <Table caption={t`Customers`} columns={columns} rows={shown} rowKey={(c) => c.id} />
        </div>
      </LiveViewState>
      {viewed ? <CustomerDetailsDrawer customer={viewed} onClose={() => setViewing(null)} /> : null}
    </div>
  );
}

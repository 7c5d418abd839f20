import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, LiveViewState, Table, TextField, type TableColumn } from '../../../ui/index.ts';
import { useLive, useReportLiveError, type LiveRow } from '../../data/index.ts';
import { useActingUserState } from '../../services/use-acting-user.ts';
import { useFormatInstant } from '../../shared/format/use-format-instant.ts';
import { matchesTeamSearch } from './team-search.ts';
import { TeamDrawer } from './TeamDrawer.tsx';

type TeamRow = LiveRow<'adminTeams'>;

/**
 * Teams Management (spec part 3 section 2): a searchable table of the organisation's teams with Add
 * New Team; a row's Edit opens the same drawer. Live: another admin's change shows without a reload.
 */
export function TeamsPage() {
  const { t } = useLingui();
  const formatInstant = useFormatInstant();
  const teams = useLive('adminTeams', { attempt: 0 });
  const numbers = useLive('internalPhoneNumbers', { attempt: 0 });
  useReportLiveError(teams);
  useReportLiveError(numbers);
  const verify = useActingUserState();
  const customers = useMemo(() => (verify.status === 'success' ? verify.data.clients : []), [verify]);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<{ team: TeamRow | null } | null>(null);

  const customerName = useMemo(() => new Map(customers.map((c) => [c.id, c.name])), [customers]);
  const numberName = useMemo(
    () => new Map(numbers.rows.map((n) => [n.id, `${n.displayName} (${n.number})`])),
    [numbers.rows],
  );
  const numberOf = (team: TeamRow) =>
    team.internalPhoneNumberId === null ? null : (numberName.get(String(team.internalPhoneNumberId)) ?? null);
  const shown = teams.rows.filter((team) =>
    matchesTeamSearch(search, [team.name, customerName.get(team.clientId), numberOf(team)]),
  );

  const columns: TableColumn<TeamRow>[] = [
    { id: 'name', header: t`Name`, cell: (team) => team.name, sortable: true, sortValue: (team) => team.name },
    {
      id: 'customer',
      header: t`Customer`,
      cell: (team) => customerName.get(team.clientId) ?? '',
      sortable: true,
      sortValue: (team) => customerName.get(team.clientId) ?? null,
    },
    { id: 'number', header: t`Phone number`, cell: (team) => numberOf(team) ?? t`None` },
    {
      id: 'members',
      header: t`Members`,
      cell: (team) => team.memberCount,
      sortable: true,
      sortValue: (team) => team.memberCount,
      className: 'text-right',
    },
    {
      id: 'created',
      header: t`Created`,
      cell: (team) => formatInstant(team.createdAt, 'date'),
      sortable: true,
      sortValue: (team) => team.createdAt,
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t`Actions`}</span>,
      cell: (team) => {
        const teamName = team.name;
        return (
          <Button size="sm" variant="secondary" onClick={() => setOpen({ team })} aria-label={t`Edit ${teamName}`}>
            {t`Edit`}
          </Button>
        );
      },
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">
          <Trans>Teams Management</Trans>
        </h1>
        <Button variant="primary" onClick={() => setOpen({ team: null })}>
          {t`Add New Team`}
        </Button>
      </div>
      <TextField
        label={t`Search teams`}
        type="search"
        value={search}
        onChange={setSearch}
        hint={t`By name, customer or phone number`}
        className="max-w-md"
      />
      <LiveViewState
        status={teams.status}
        count={shown.length}
        loadingLabel={t`Loading teams`}
        failed={t`The teams could not be loaded. Reload the page to try again.`}
        empty={{ title: search ? t`No teams match your search` : t`No teams yet` }}
      >
        <Table caption={t`Teams`} columns={columns} rows={shown} rowKey={(team) => team.id} virtualize />
      </LiveViewState>
      {open ? (
        <TeamDrawer team={open.team} customers={customers} numbers={numbers.rows} onClose={() => setOpen(null)} />
      ) : null}
    </div>
  );
}

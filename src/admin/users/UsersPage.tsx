import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useRoute } from 'wouter';
import {
  Button,
  CheckboxField,
  ConfirmDialog,
  LiveViewState,
  SelectField,
  Table,
  TextField,
  type TableColumn,
} from '../../../ui/index.ts';
import { useLive, useReportLiveError, type LiveRow } from '../../data/index.ts';
import { useActingUser, useActingUserState } from '../../services/use-acting-user.ts';
import { useFormatInstant } from '../../shared/format/use-format-instant.ts';
import { BulkActions } from './BulkActions.tsx';
import { BulkOutcome } from './BulkOutcome.tsx';
import { ImportUsersButton } from './import/ImportUsersButton.tsx';
import { TeamsCell } from './TeamsCell.tsx';
import { matchesUserFilter, teamsSummary, type UserFilter } from './user-filters.ts';
import { UserDrawer } from './UserDrawer.tsx';
import { useUserSave } from './use-user-save.ts';
import { usersCsv } from './users-csv.ts';
import { useUserWords } from './use-user-words.ts';
import { USERS_PATH } from '../admin-paths.ts';

type UserRow = LiveRow<'adminUsers'>;

/**
 * User Administration (spec part 3 sections 2 to 8): the organisation's staff users with search,
 * role and team filters, their teams and last sign-in, live across admins. Add New User and a row's
 * Edit open the drawer at their own addresses (`/create`, `/edit/{userId}`, relative to the page);
 * Delete asks first.
 */
export function UsersPage() {
  const { t } = useLingui();
  const words = useUserWords();
  const formatInstant = useFormatInstant();
  const users = useLive('adminUsers', { attempt: 0 });
  const teams = useLive('adminTeams', { attempt: 0 });
  useReportLiveError(users);
  useReportLiveError(teams);
  const verify = useActingUserState();
  const customers = useMemo(() => (verify.status === 'success' ? verify.data.clients : []), [verify]);
  const [filter, setFilter] = useState<UserFilter>({ search: '', role: '', teamId: '' });
  const [deleting, setDeleting] = useState<UserRow | null>(null);
  const [, navigate] = useLocation();
  const [creating] = useRoute('/create');
  const [editing, editParams] = useRoute<{ userId: string }>('/edit/:userId');
  const remove = useUserSave('deleteAdminUser', t`User deleted successfully!`, words);
  const [removing, setRemoving] = useState(false);
  const isSuperAdmin = useActingUser().role === 'SUPER_ADMIN';
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [outcomeId, setOutcomeId] = useState<string | null>(null);

  const teamName = useMemo(() => new Map(teams.rows.map((team) => [team.id, team.name])), [teams.rows]);
  const shown = users.rows.filter((user) => matchesUserFilter(user, filter));
  // Only rows still listed and shown count as selected (a user another admin deleted drops out).
  const chosen = shown.filter((user) => selected.has(user.id)).map((user) => user.id);
  const allShownChosen = shown.length > 0 && chosen.length === shown.length;
  const choose = (id: string, on: boolean) =>
    setSelected((ids) => {
      const next = new Set(ids);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const editedUser = editing ? users.rows.find((user) => user.id === editParams.userId) : undefined;
  const roleOptions = useMemo(
    () =>
      [...new Set(users.rows.map((user) => user.role))]
        .map((role) => ({ value: role, label: words.roleName(role) }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [users.rows, words],
  );

  const columns: TableColumn<UserRow>[] = [
    {
      id: 'select',
      header: (
        <CheckboxField
          label={t`Select all shown users`}
          className="[&_label]:sr-only"
          checked={allShownChosen}
          onChange={(on) => setSelected(on ? new Set(shown.map((user) => user.id)) : new Set())}
        />
      ),
      cell: (user) => {
        const name = `${user.firstName} ${user.lastName}`;
        return (
          <CheckboxField
            label={t`Select ${name}`}
            className="[&_label]:sr-only"
            checked={selected.has(user.id)}
            onChange={(on) => choose(user.id, on)}
          />
        );
      },
    },
    {
      id: 'name',
      header: t`Name`,
      cell: (user) => `${user.firstName} ${user.lastName}`,
      sortable: true,
      sortValue: (user) => `${user.firstName} ${user.lastName}`,
    },
    {
      id: 'email',
      header: t`Email`,
      cell: (user) => user.email ?? '',
      sortable: true,
      sortValue: (user) => user.email,
    },
    {
      id: 'role',
      header: t`Role`,
      cell: (user) => words.roleName(user.role),
      sortable: true,
      sortValue: (user) => words.roleName(user.role),
    },
    {
      id: 'teams',
      header: t`Teams`,
      cell: (user) => (
        <TeamsCell
          {...teamsSummary(
            user.teams.map((team) => team.teamId),
            (id) => teamName.get(id),
          )}
        />
      ),
    },
    {
      id: 'access',
      header: t`App access`,
      cell: (user) => (user.hasAppAccess ? t`Yes` : t`No`),
      sortable: true,
      sortValue: (user) => Number(user.hasAppAccess),
    },
    {
      id: 'lastSignIn',
      header: t`Last sign-in`,
      cell: (user) => (user.lastSignInAt ? formatInstant(user.lastSignInAt, 'dateTime') : t`Never`),
      sortable: true,
      sortValue: (user) => user.lastSignInAt,
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t`Actions`}</span>,
      cell: (user) => {
        const name = `${user.firstName} ${user.lastName}`;
        return (
          <span className="flex gap-2">
            <Link
              href={`/edit/${user.id}`}
              aria-label={t`Edit ${name}`}
              className="rounded-md border border-slate-300 px-2 py-1 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-blue-600"
            >
              {t`Edit`}
            </Link>
            <Button size="sm" variant="secondary" onClick={() => setDeleting(user)} aria-label={t`Delete ${name}`}>
              {t`Delete`}
            </Button>
          </span>
        );
      },
    },
  ];

  /** Downloads the shown rows (search and filters applied) as CSV. */
  const exportCsv = async () => {
    const csv = await usersCsv(shown, {
      headers: [t`Name`, t`Email`, t`Role`, t`Teams`, t`App access`, t`Last sign-in`],
      roleName: words.roleName,
      teamName: (id) => teamName.get(id),
      yes: t`Yes`,
      no: t`No`,
      never: t`Never`,
      formatInstant: (at) => formatInstant(at, 'dateTime'),
    });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    link.download = 'users.csv';
    link.click();
    URL.revokeObjectURL(link.href);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setRemoving(true);
    await remove({ userId: deleting.id });
    setRemoving(false);
    setDeleting(null);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">
          <Trans>User Administration</Trans>
        </h1>
        <span className="flex gap-2">
          <ImportUsersButton words={words} />
          <Button variant="secondary" disabled={!shown.length} onClick={() => void exportCsv()}>
            {t`Export CSV`}
          </Button>
          <Button variant="primary" onClick={() => navigate('/create')}>
            {t`Add New User`}
          </Button>
        </span>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label={t`Search users`}
          type="search"
          value={filter.search}
          onChange={(search) => setFilter((f) => ({ ...f, search }))}
          hint={t`By name or e-mail`}
          className="max-w-md min-w-64 flex-1"
        />
        <SelectField
          label={t`Role`}
          value={filter.role}
          onChange={(role) => setFilter((f) => ({ ...f, role }))}
          placeholder={t`All roles`}
          options={roleOptions}
        />
        <SelectField
          label={t`Team`}
          value={filter.teamId}
          onChange={(teamId) => setFilter((f) => ({ ...f, teamId }))}
          placeholder={t`All teams`}
          options={teams.rows.map((team) => ({ value: team.id, label: team.name }))}
        />
      </div>
      {outcomeId ? (
        <BulkOutcome
          id={outcomeId}
          words={words}
          nameOf={(id) => {
            const user = users.rows.find((row) => row.id === id);
            return user ? `${user.firstName} ${user.lastName}` : undefined;
          }}
          onDismiss={() => setOutcomeId(null)}
        />
      ) : null}
      {chosen.length ? (
        <BulkActions
          userIds={chosen}
          teams={teams.rows}
          isSuperAdmin={isSuperAdmin}
          onDone={(id) => {
            setOutcomeId(id);
            setSelected(new Set());
          }}
        />
      ) : null}
      <LiveViewState
        status={users.status}
        count={shown.length}
        loadingLabel={t`Loading users`}
        failed={t`The users could not be loaded. Reload the page to try again.`}
        empty={{ title: users.rows.length ? t`No users match your search` : t`No users yet` }}
      >
        <Table caption={t`Users`} columns={columns} rows={shown} rowKey={(user) => user.id} virtualize />
      </LiveViewState>
      {creating || editedUser ? (
        <UserDrawer
          key={editedUser?.id ?? 'new'}
          user={editedUser ?? null}
          teams={teams.rows}
          customers={customers}
          onClose={() => navigate(`~${USERS_PATH}`)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete user`}
        description={t`Are you sure you want to delete this user?`}
        confirmLabel={t`Yes, delete now`}
        cancelLabel={t`Cancel`}
        busy={removing}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

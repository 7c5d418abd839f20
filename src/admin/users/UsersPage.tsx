import { useEffect, useMemo, useRef, useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useRoute } from 'wouter';
import { STAFF_ROLES } from '../../../domain/index.ts';
import {
  Button,
  buttonClasses,
  CheckboxField,
  ConfirmDialog,
  LiveViewState,
  SelectField,
  Table,
  TextField,
  useToast,
  type TableColumn,
  type TableSort,
} from '../../../ui/index.ts';
import { useLive, useReportLiveError, type LiveRow } from '../../data/index.ts';
import { useServices } from '../../services/services.tsx';
import { useActingUser, useActingUserState } from '../../services/use-acting-user.ts';
import { downloadText } from '../../shared/download-text.ts';
import { useFormatInstant } from '../../shared/format/use-format-instant.ts';
import { useKeptView } from '../../shared/screen/kept-view.ts';
import { useDebouncedCallback } from '../../shared/use-debounced-callback.ts';
import { USERS_PATH } from '../admin-paths.ts';
import { BulkActions } from './BulkActions.tsx';
import { BulkOutcome } from './BulkOutcome.tsx';
import { ImportUsersButton } from './import/ImportUsersButton.tsx';
import { TeamsCell } from './TeamsCell.tsx';
import { teamsSummary } from './user-filters.ts';
import { UserDrawer } from './UserDrawer.tsx';
import { useUserSave } from './use-user-save.ts';
import { useUserSelection } from './use-user-selection.ts';
import { useUserWords } from './use-user-words.ts';
import { usersCsv } from './users-csv.ts';
import { exportUsers } from './users-export.ts';
import {
  FIRST_USER_PAGE,
  isUserSort,
  USER_PAGE_SIZES,
  userPageInfo,
  usersFilterQuery,
  usersListQuery,
  type UserListSettings,
} from './users-list-query.ts';
import { ServerPager } from '../../shared/screen/ServerPager.tsx';

type UserRow = LiveRow<'adminUsers'>;

const SEARCH_DEBOUNCE_MS = 300;

/**
 * User Administration (spec part 3 sections 2 to 8): the organisation's staff users with search,
 * role and team filters, their teams and last sign-in, live across admins. The list is searched,
 * sorted and paged on the server (issue #33: an organisation may hold 100,000), one window at a
 * time, asked again when another admin changes a user. The selection for bulk actions is kept
 * across pages and searches, and says how many of it are not shown. Add New User and a row's Edit
 * open the drawer at their own addresses (`/create`, `/edit/{userId}`, relative to the page);
 * Delete asks first.
 */
export function UsersPage() {
  const { t } = useLingui();
  const words = useUserWords();
  const formatInstant = useFormatInstant();
  const { api } = useServices();
  const showToast = useToast();
  const [settings, setSettings] = useState<UserListSettings>(FIRST_USER_PAGE);
  const [searchText, setSearchText] = useState('');
  const params = useMemo(() => ({ query: usersListQuery(settings) }), [settings]);
  const live = useLive('adminUsers', params);
  const shown = useKeptView(live, params);
  const users = shown.view;
  const teams = useLive('adminTeams', { attempt: 0 });
  useReportLiveError(live);
  useReportLiveError(teams);
  const verify = useActingUserState();
  const customers = useMemo(() => (verify.status === 'success' ? verify.data.clients : []), [verify]);
  const [deleting, setDeleting] = useState<UserRow | null>(null);
  const [, navigate] = useLocation();
  const [creating] = useRoute('/create');
  const [editing, editParams] = useRoute<{ userId: string }>('/edit/:userId');
  const remove = useUserSave('deleteAdminUser', t`User deleted successfully!`, words);
  const [removing, setRemoving] = useState(false);
  const [exported, setExported] = useState<number | null>(null);
  const isSuperAdmin = useActingUser().role === 'SUPER_ADMIN';
  const selection = useUserSelection();
  const [outcomeId, setOutcomeId] = useState<string | null>(null);

  // Any change of search, filter, sort or page size starts again at the first page.
  const narrow = (change: Partial<UserListSettings>) => setSettings((current) => ({ ...current, ...change, page: 0 }));
  const search = useDebouncedCallback((text: string) => narrow({ search: text }), SEARCH_DEBOUNCE_MS);
  const info = userPageInfo(settings, users.rows);
  // A page emptied by others' deletes (or a remembered page past the end): back to the first.
  const pastTheEnd = live.status === 'ready' && live.rows.length === 0 && settings.page > 0;
  useEffect(() => {
    if (pastTheEnd) setSettings((current) => ({ ...current, page: 0 }));
  }, [pastTheEnd]);

  const teamName = useMemo(() => new Map(teams.rows.map((team) => [team.id, team.name])), [teams.rows]);
  const rows = users.rows;
  const nameOf = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`;
  const shownChosen = rows.filter((user) => selection.chosen.has(user.id)).length;
  const allShownChosen = rows.length > 0 && shownChosen === rows.length;
  const notShown = selection.ids.length - shownChosen;
  // The drawer edits a listed user; one opened from a row stays editable if the list moves on meanwhile.
  const seen = useRef(new Map<string, UserRow>());
  for (const user of rows) seen.current.set(user.id, user);
  // An edit link for a user not on this page (a reload, a shared address): that user is asked for alone.
  const editedId = editing ? editParams.userId : undefined;
  const listed = editedId ? seen.current.get(editedId) : undefined;
  const alone = useLive('adminUsers', editedId && !listed ? { query: { id: editedId, 'page-size': 1 } } : undefined);
  const editedUser = listed ?? alone.rows.find((user) => user.id === editedId);
  const roleOptions = useMemo(
    () =>
      STAFF_ROLES.map((role) => ({ value: role, label: words.roleName(role) })).sort((a, b) =>
        a.label.localeCompare(b.label),
      ),
    [words],
  );
  const sort: TableSort = settings.sort
    ? { columnId: settings.sort.by, direction: settings.sort.direction === 'ASC' ? 'ascending' : 'descending' }
    : null;
  const changeSort = (next: TableSort) =>
    narrow({
      sort:
        next && isUserSort(next.columnId)
          ? { by: next.columnId, direction: next.direction === 'ascending' ? 'ASC' : 'DESC' }
          : null,
    });

  const columns: TableColumn<UserRow>[] = [
    {
      id: 'select',
      header: (
        <CheckboxField
          label={t`Select all shown users`}
          className="[&_label]:sr-only"
          checked={allShownChosen}
          onChange={(on) =>
            selection.choose(
              rows.map((user) => ({ id: user.id, name: nameOf(user) })),
              on,
            )
          }
        />
      ),
      cell: (user) => {
        const name = nameOf(user);
        return (
          <CheckboxField
            label={t`Select ${name}`}
            className="[&_label]:sr-only"
            checked={selection.chosen.has(user.id)}
            onChange={(on) => selection.choose([{ id: user.id, name }], on)}
          />
        );
      },
    },
    {
      id: 'name',
      header: t`Name`,
      cell: (user) => `${user.firstName} ${user.lastName}`,
      sortable: true,
    },
    {
      id: 'email',
      header: t`Email`,
      cell: (user) => user.email ?? '',
      sortable: true,
    },
    {
      id: 'role',
      header: t`Role`,
      cell: (user) => words.roleName(user.role),
      sortable: true,
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
      id: 'hasAppAccess',
      header: t`App access`,
      cell: (user) => (user.hasAppAccess ? t`Yes` : t`No`),
      sortable: true,
    },
    {
      id: 'lastSignInAt',
      header: t`Last sign-in`,
      cell: (user) => (user.lastSignInAt ? formatInstant(user.lastSignInAt, 'dateTime') : t`Never`),
      sortable: true,
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t`Actions`}</span>,
      cell: (user) => {
        const name = `${user.firstName} ${user.lastName}`;
        return (
          <span className="flex gap-2">
            <Link href={`/edit/${user.id}`} aria-label={t`Edit ${name}`} className={buttonClasses({ size: 'sm' })}>
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

  /** Downloads every user the search and filters match (not only this page), in the table's order, as CSV. */
  const exportCsv = async () => {
    setExported(0);
    try {
      const all = await exportUsers(api, usersFilterQuery(settings), setExported);
      const csv = await usersCsv(all, {
        headers: [t`Name`, t`Email`, t`Role`, t`Teams`, t`App access`, t`Last sign-in`],
        roleName: words.roleName,
        teamName: (id) => teamName.get(id),
        yes: t`Yes`,
        no: t`No`,
        never: t`Never`,
        formatInstant: (at) => formatInstant(at, 'dateTime'),
      });
      downloadText(csv, 'users.csv', 'text/csv;charset=utf-8');
      showToast({ tone: 'success', message: t`Exported ${all.length} users.` });
    } catch {
      showToast({ tone: 'error', message: t`The users could not be exported. Try again.` });
    } finally {
      setExported(null);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setRemoving(true);
    await remove({ userId: deleting.id });
    setRemoving(false);
    setDeleting(null);
  };

  const filtered = Boolean(settings.search.trim() || settings.role || settings.teamId);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
          <h1 className="text-2xl font-semibold text-slate-900">
            <Trans>User Administration</Trans>
          </h1>
          {users.status === 'ready' ? (
            <p className="text-slate-700" aria-live="polite">
              {info.moreThanCap ? (
                t`More than ${info.total} users`
              ) : (
                <Plural value={info.total} one="# user" other="# users" />
              )}
            </p>
          ) : null}
        </div>
        <span className="flex gap-2">
          <ImportUsersButton words={words} />
          <Button variant="secondary" disabled={!rows.length || exported !== null} onClick={() => void exportCsv()}>
            {exported === null ? t`Export CSV` : t`Exporting… ${exported} users`}
          </Button>
          <Button variant="primary" onClick={() => navigate('/create')}>
            {t`Add New User`}
          </Button>
        </span>
      </div>
      <div role="search" aria-label={t`Find users`} className="flex flex-wrap items-end gap-3">
        <TextField
          label={t`Search users`}
          type="search"
          value={searchText}
          onChange={(text) => {
            setSearchText(text);
            search(text);
          }}
          hint={t`By the start of a name or e-mail`}
          className="max-w-md min-w-64 flex-1"
        />
        <SelectField
          label={t`Role`}
          value={settings.role}
          onChange={(role) => narrow({ role })}
          placeholder={t`All roles`}
          options={roleOptions}
        />
        <SelectField
          label={t`Team`}
          value={settings.teamId}
          onChange={(teamId) => narrow({ teamId })}
          placeholder={t`All teams`}
          options={teams.rows.map((team) => ({ value: team.id, label: team.name }))}
        />
      </div>
      {outcomeId ? (
        <BulkOutcome
          id={outcomeId}
          words={words}
          nameOf={(id) => {
            const user = seen.current.get(id);
            return user ? nameOf(user) : undefined;
          }}
          onDismiss={() => setOutcomeId(null)}
        />
      ) : null}
      {selection.ids.length ? (
        <div className="flex flex-col gap-2">
          <BulkActions
            userIds={selection.ids}
            teams={teams.rows}
            isSuperAdmin={isSuperAdmin}
            onDone={(id) => {
              setOutcomeId(id);
              selection.clear();
            }}
          />
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            {notShown > 0
              ? t`${notShown} of the selected users are not on this page; bulk actions apply to them too.`
              : null}
            <Button size="sm" variant="secondary" onClick={selection.clear}>
              {t`Clear selection`}
            </Button>
          </p>
        </div>
      ) : null}
      <section aria-label={t`Users`} aria-busy={shown.stale || undefined} className="flex flex-col gap-2">
        <LiveViewState
          status={users.status}
          count={rows.length}
          loadingLabel={t`Loading users`}
          failed={t`The users could not be loaded. Reload the page to try again.`}
          empty={{ title: filtered ? t`No users match your search` : t`No users yet` }}
        >
          <Table
            caption={t`Users`}
            columns={columns}
            rows={rows}
            rowKey={(user) => user.id}
            sort={sort}
            onSortChange={changeSort}
          />
          <ServerPager
            info={info}
            pageSize={settings.pageSize}
            pageSizes={USER_PAGE_SIZES}
            navigationLabel={t`Pages of users`}
            onPageChange={(page) => setSettings((current) => ({ ...current, page }))}
            onPageSizeChange={(pageSize) => narrow({ pageSize })}
          />
        </LiveViewState>
      </section>
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

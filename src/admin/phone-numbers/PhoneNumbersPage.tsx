import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, LiveViewState, Table, TextField, type TableColumn } from '../../../ui/index.ts';
import { useLive, useReportLiveError, type LiveRow } from '../../data/index.ts';
import { formatPhoneNumber } from '../../shared/member/member-info-format.ts';
import { matchesPhoneNumberSearch } from './phone-number-search.ts';
import { PhoneNumberDrawer } from './PhoneNumberDrawer.tsx';

type NumberRow = LiveRow<'internalPhoneNumbers'>;

/**
 * Phone Number Management (spec part 3 section 2): the organisation's internal numbers in a table,
 * searchable by name, description or number and sorted by any column, with Add new number and a
 * row's Edit in the same drawer. Live: another admin's change, a default moved included, shows at once.
 */
export function PhoneNumbersPage() {
  const { t } = useLingui();
  const numbers = useLive('internalPhoneNumbers', { attempt: 0 });
  const guides = useLive('teamGuides', { attempt: 0 });
  useReportLiveError(numbers);
  useReportLiveError(guides);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<{ number: NumberRow | null } | null>(null);

  const staff = useMemo(
    () =>
      guides.rows
        .map((guide) => ({ id: guide.id, name: guide.guideName ?? guide.id }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [guides.rows],
  );
  const staffName = useMemo(() => new Map(staff.map((user) => [user.id, user.name])), [staff]);
  const shown = numbers.rows.filter((number) => matchesPhoneNumberSearch(search, number));
  const yesNo = (value: boolean) => (value ? <Badge tone="success">{t`Yes`}</Badge> : t`No`);

  const columns: TableColumn<NumberRow>[] = [
    {
      id: 'displayName',
      header: t`Display name`,
      cell: (n) => n.displayName,
      sortable: true,
      sortValue: (n) => n.displayName,
    },
    {
      id: 'number',
      header: t`Number`,
      cell: (n) => formatPhoneNumber(n.number),
      sortable: true,
      sortValue: (n) => n.number,
    },
    { id: 'description', header: t`Description`, cell: (n) => n.description ?? '' },
    { id: 'timezone', header: t`Time zone`, cell: (n) => n.timezone, sortable: true, sortValue: (n) => n.timezone },
    {
      id: 'isDefault',
      header: t`Default`,
      cell: (n) => yesNo(n.isDefault),
      sortable: true,
      sortValue: (n) => (n.isDefault ? 1 : 0),
    },
    {
      id: 'isFeedbackNumber',
      header: t`Feedback`,
      cell: (n) => yesNo(n.isFeedbackNumber),
      sortable: true,
      sortValue: (n) => (n.isFeedbackNumber ? 1 : 0),
    },
    { id: 'sid', header: t`SID`, cell: (n) => n.sid ?? '', className: 'break-all' },
    { id: 'friendlyName', header: t`Friendly name`, cell: (n) => n.friendlyName ?? '' },
    {
      id: 'supportUsers',
      header: t`Support users`,
      cell: (n) => n.supportUserIds.map((id) => staffName.get(id) ?? t`Unknown user`).join(', '),
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t`Actions`}</span>,
      cell: (n) => {
        const name = n.displayName;
        return (
          <Button size="sm" variant="secondary" onClick={() => setOpen({ number: n })} aria-label={t`Edit ${name}`}>
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
          <Trans>Phone Number Management</Trans>
        </h1>
        <Button variant="primary" onClick={() => setOpen({ number: null })}>
          {t`Add new number`}
        </Button>
      </div>
      <TextField
        label={t`Search phone numbers`}
        type="search"
        value={search}
        onChange={setSearch}
        hint={t`By name, description or number`}
        className="max-w-md"
      />
      <LiveViewState
        status={numbers.status}
        count={shown.length}
        loadingLabel={t`Loading phone numbers`}
        failed={t`The phone numbers could not be loaded. Reload the page to try again.`}
        empty={{ title: search ? t`No phone numbers match your search` : t`No phone numbers yet` }}
      >
        <div className="overflow-x-auto">
          <Table caption={t`Phone numbers`} columns={columns} rows={shown} rowKey={(n) => n.id} />
        </div>
      </LiveViewState>
      {open ? <PhoneNumberDrawer number={open.number} staff={staff} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}

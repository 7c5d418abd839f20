import { useEffect, useMemo, useState } from 'react';
import { CHW_REPORT_PAGE_SIZES, OPERATIONS, type ChwReportPageSize } from '../../domain/index.ts';
import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, LiveViewState, SelectField, Table, type TableColumn } from '../../ui/index.ts';
import { useLive, useReportLiveError } from '../data/index.ts';
import { useTeamDirectory } from '../guides/use-team-directory.ts';
import { useServices } from '../services/services.tsx';
import { useActingUser } from '../services/use-acting-user.ts';
import { downloadText } from '../shared/download-text.ts';
import { formatMonth } from '../shared/format/date-time.ts';
import { memberPagePath } from '../shared/paths/member-page-paths.ts';
import { useKeptView } from '../shared/screen/kept-view.ts';
import { pageOfTotal } from '../shared/screen/page-of-total.ts';
import { ServerPager } from '../shared/screen/ServerPager.tsx';
import { UNKNOWN_GUIDE_ID } from '../shared/paths/sections.ts';
import { resolveTimeZone } from '../shared/time/days.ts';
import { useToday } from '../shared/time/use-today.ts';
import { ChwActivitiesDialog } from './ChwActivitiesDialog.tsx';
import { ChwMonthClosing } from './ChwMonthClosing.tsx';
import { chwMinutesCsv, recentMonths } from './chw-minutes-csv.ts';
import { namedChwRows, type NamedChwRow } from './chw-report-rows.ts';

/** How far back the month picker goes: a year of months, this one included. */
const MONTHS_OFFERED = 13;
/** The filters' "All customers" and "All guides". */
const ALL = '';

/**
 * CHW minutes (issue #36): per member, the month's minutes of community health work (connected
 * calls, visits, need actions; a minute once when they overlap) against Medicare's G0019 and G0022
 * thresholds of the member's customer, for supervisors and admins. Live: a call, visit or action
 * recorded while it is open is counted in. Each member's activities open on a click; CSV export.
 * A customer may have thousands of members with minutes: the server ranks and counts them all and
 * sends a page; the CSV reads every row when asked for.
 */
export function ChwMinutesPage() {
  const { t, i18n } = useLingui();
  const user = useActingUser();
  const today = useToday(resolveTimeZone(user.timeZone)).toString();
  const months = useMemo(() => recentMonths(today, MONTHS_OFFERED), [today]);
  const [month, setMonth] = useState(months[0] ?? today.slice(0, 7));
  const [clientId, setClientId] = useState(ALL);
  const [guideId, setGuideId] = useState(ALL);
  const guides = useGuideOptions();
  const [paging, setPaging] = useState<{ page: number; pageSize: ChwReportPageSize }>({ page: 0, pageSize: 25 });
  const [opened, setOpened] = useState<NamedChwRow | null>(null);
  const params = useMemo(
    () => ({
      query: {
        month,
        ...(clientId ? { clientId } : {}),
        ...(guideId ? { guideId } : {}),
        'page-start': paging.page * paging.pageSize,
        'page-size': paging.pageSize,
      },
    }),
    [month, clientId, guideId, paging],
  );
  // The next page or month keeps the rows shown until it arrives, marked busy.
  const shown = useKeptView(useLive('chwMinutes', params), params);
  useReportLiveError(shown.view);
  const report = shown.view.rows[0];
  const rows = useMemo(() => (report ? namedChwRows(report) : []), [report]);
  const monthName = formatMonth(month, i18n.locale);
  const csv = useCsvDownload(month, clientId, guideId);
  // A page past the end (members left the month's list since, a live change): back to the first page.
  const pastTheEnd = shown.view.status === 'ready' && !shown.stale && rows.length === 0 && paging.page > 0;
  useEffect(() => {
    if (pastTheEnd) setPaging((current) => ({ ...current, page: 0 }));
  }, [pastTheEnd]);
  const firstPage = (change: () => void) => {
    change();
    setPaging((current) => ({ ...current, page: 0 }));
  };

  const columns = useMemo<TableColumn<NamedChwRow>[]>(
    () => [
      {
        id: 'member',
        header: t`Member`,
        cell: (row) => (
          <Link
            href={memberPagePath('member-list', row.guideId ?? UNKNOWN_GUIDE_ID, row.memberId)}
            className="font-medium text-blue-800 underline-offset-2 hover:underline"
          >
            {row.memberName}
          </Link>
        ),
      },
      { id: 'customer', header: t`Customer`, cell: (row) => row.clientName },
      { id: 'guide', header: t`Guide`, cell: (row) => row.guideName ?? t`No guide` },
      { id: 'minutes', header: t`Minutes`, className: 'text-right tabular-nums', cell: (row) => row.minutes },
      {
        id: 'g0019',
        header: 'G0019',
        cell: (row) => (row.g0019 ? t`Met` : t`${row.initialMinutes - row.minutes} min to go`),
      },
      { id: 'g0022', header: t`G0022 units`, className: 'text-right tabular-nums', cell: (row) => row.g0022Units },
      {
        id: 'activities',
        header: <span className="sr-only">{t`Activities`}</span>,
        cell: (row) => (
          <Button size="sm" onClick={() => setOpened(row)} aria-label={t`Activities of ${row.memberName}`}>
            {t`Activities`}
          </Button>
        ),
      },
    ],
    [t],
  );

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 p-4">
      <h1 className="text-2xl font-semibold text-slate-900">{t`CHW minutes`}</h1>
      <p className="max-w-3xl text-sm text-slate-700">
        <Trans>
          Minutes of community health work with each member in a calendar month, from connected calls, visits and need
          actions with a duration; a minute counts once when activities overlap. The initiating visit and the billing
          practitioner are outside this product.
        </Trans>
      </p>
      <div className="flex flex-wrap items-end gap-4">
        <SelectField
          label={t`Month`}
          value={month}
          onChange={(value) => firstPage(() => setMonth(value))}
          options={months.map((value) => ({ value, label: formatMonth(value, i18n.locale) }))}
          className="w-56"
        />
        <SelectField
          label={t`Customer`}
          value={clientId}
          onChange={(value) => firstPage(() => setClientId(value))}
          placeholder={t`All customers`}
          options={(report?.customers ?? []).map((customer) => ({ value: customer.id, label: customer.name }))}
          className="w-64"
        />
        <SelectField
          label={t`Guide`}
          value={guideId}
          onChange={(value) => firstPage(() => setGuideId(value))}
          placeholder={t`All guides`}
          options={guides}
          className="w-64"
        />
        <Button disabled={!report || report.total === 0 || csv.preparing} onClick={() => void csv.download()}>
          {csv.preparing ? t`Preparing CSV…` : t`Download CSV`}
        </Button>
      </div>
      {report ? <ChwMonthClosing report={report} monthName={monthName} /> : null}
      {report ? (
        <p className="text-sm text-slate-700">
          {t`Months are counted in the organisation’s time zone, ${report.timeZone}.`}{' '}
          {t`${report.reachingG0019} of ${report.total} members reach G0019 in ${monthName}.`}
        </p>
      ) : null}
      <section
        aria-label={t`CHW minutes of ${monthName}`}
        aria-busy={shown.stale || undefined}
        className="rounded-lg bg-white pb-3 shadow-sm"
      >
        <LiveViewState
          status={shown.view.status}
          count={rows.length}
          loadingLabel={t`Loading CHW minutes`}
          failed={t`The CHW minutes could not be loaded. Reload the page to try again.`}
          empty={{ title: t`No records found`, hint: t`No community health work is recorded in this month.` }}
        >
          <Table
            caption={t`CHW minutes of ${monthName}`}
            columns={columns}
            rows={rows}
            rowKey={(row) => row.memberId}
          />
          <ServerPager
            info={shownPage(shown.params.query, report?.total ?? 0)}
            pageSize={paging.pageSize}
            pageSizes={CHW_REPORT_PAGE_SIZES}
            navigationLabel={t`Pages of CHW minutes`}
            onPageChange={(page) => setPaging((current) => ({ ...current, page }))}
            onPageSizeChange={(pageSize) => setPaging({ page: 0, pageSize })}
          />
        </LiveViewState>
      </section>
      <ChwActivitiesDialog
        row={opened}
        month={month}
        monthName={monthName}
        closed={Boolean(report?.closing)}
        onClose={() => setOpened(null)}
      />
    </div>
  );
}

/** Where the rows shown sit (while the next page loads, the previous one's). */
function shownPage(query: { 'page-start': number; 'page-size': number }, total: number) {
  return pageOfTotal({ page: query['page-start'] / query['page-size'], pageSize: query['page-size'] }, total);
}

/**
 * The CSV holds every member of the month, customer and guide, not the page shown: it reads the whole report
 * once when asked (a customer of 20,000 members takes a moment, so the button says it is preparing).
 * A failure reaches the global error toast.
 */
function useCsvDownload(month: string, clientId: string, guideId: string) {
  const { api } = useServices();
  const [preparing, setPreparing] = useState(false);
  const download = async () => {
    setPreparing(true);
    try {
      const report = await api.call(OPERATIONS.chwMinutesReport, {
        query: { month, ...(clientId ? { clientId } : {}), ...(guideId ? { guideId } : {}) },
      });
      downloadText(
        chwMinutesCsv({ month: report.month, timeZone: report.timeZone, rows: namedChwRows(report) }),
        `chw-minutes-${month}.csv`,
        'text/csv;charset=utf-8',
      );
    } catch {
      // Reported by the API client's error toast.
    } finally {
      setPreparing(false);
    }
  };
  return { preparing, download };
}

/** The guides the report narrows to (the organisation's, as the guide picker reads them), by name. */
function useGuideOptions(): { value: string; label: string }[] {
  const { i18n } = useLingui();
  const { state } = useTeamDirectory();
  return useMemo(() => {
    if (state.status !== 'success') return [];
    const byName = new Intl.Collator(i18n.locale).compare;
    return state.guides
      .filter((guide) => guide.guideName.trim() !== '')
      .map((guide) => ({ value: guide.guideId, label: guide.guideName }))
      .sort((a, b) => byName(a.label, b.label));
  }, [state, i18n.locale]);
}

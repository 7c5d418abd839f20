import { useCallback, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { HOSPITALIZATION_PAGE_SIZES, OPERATIONS, type HospitalizationSpecialFilter } from '../../domain/index.ts';
import type { HospitalizationRow } from '../../sync/client/index.ts';
import { CheckboxField, LiveViewState, Pagination, SelectField, type TableSort } from '../../ui/index.ts';
import { useCatalogue } from '../data/index.ts';
import {
  INITIAL_DASHBOARD,
  withBehavioralHealth,
  withFilters,
  withPageSize,
  withSort,
  withToggle,
  type DashboardState,
} from './dashboard-state.ts';
import { pageOfTotal } from '../shared/screen/page-of-total.ts';
import { EditHospitalizationDialog } from './EditHospitalizationDialog.tsx';
import { HospitalizationFilters } from './HospitalizationFilters.tsx';
import { HospitalizationTable } from './HospitalizationTable.tsx';
import { useDashboardData, type DashboardCounts } from './use-dashboard-data.ts';
import { useHospitalizationWords } from './use-hospitalization-words.ts';

/**
 * The hospitalizations dashboard (spec part 1 section 2): the counters, the two toggles, the
 * filters, 'Show only BH Patients', and the stays of the customers the user administers, paged and
 * sorted by the server and kept live (the engine asks again when a stay changes): a message from
 * a hospital's feed shows without a reload.
 */
export function HospitalizationsPage() {
  const { t } = useLingui();
  const words = useHospitalizationWords();
  const [state, setState] = useState<DashboardState>(INITIAL_DASHBOARD);
  const [editing, setEditing] = useState<HospitalizationRow | null>(null);
  const options = useCatalogue(OPERATIONS.hospitalizationFilterOptions);
  const { shown, counts } = useDashboardData(state);

  const total = shown.view.rows[0]?.total ?? 0;
  const shownState = {
    page: (shown.params.query['page-start'] ?? 0) / (shown.params.query['page-size'] ?? state.pageSize),
    pageSize: shown.params.query['page-size'] ?? state.pageSize,
  };
  const info = pageOfTotal(shownState, total);
  const sort: TableSort = { columnId: state.sortBy, direction: state.direction === 'ASC' ? 'ascending' : 'descending' };
  const changeSort = useCallback(
    (next: TableSort) =>
      setState((current) =>
        next
          ? withSort(current, next.columnId, next.direction === 'ascending' ? 'ASC' : 'DESC')
          : withSort(current, 'dischargeDate', 'DESC'),
      ),
    [],
  );
  const onEdit = useCallback((row: HospitalizationRow) => setEditing(row), []);
  const toggle = (which: HospitalizationSpecialFilter) => (on: boolean) =>
    setState((current) => withToggle(current, which, on));

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 p-4">
      <h1 className="text-2xl font-semibold text-slate-900">{words.headline}</h1>
      <Counters counts={counts} />
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3" role="group" aria-label={t`Filter hospitalizations`}>
        <Toggle
          label={words.newlyAdmittedToggle}
          on={state.special === 'newlyAdmitted'}
          onChange={toggle('newlyAdmitted')}
        />
        <Toggle
          label={words.newlyDischargedToggle}
          on={state.special === 'newlyDischarged'}
          onChange={toggle('newlyDischarged')}
        />
        <HospitalizationFilters
          applied={state.filters}
          options={options}
          onApply={(filters) => setState((current) => withFilters(current, filters))}
        />
        <CheckboxField
          label={words.onlyBehavioralHealth}
          checked={state.onlyBehavioralHealth}
          onChange={(on) => setState((current) => withBehavioralHealth(current, on))}
          className="pb-2"
        />
      </div>
      <section
        aria-label={t`Hospitalizations`}
        aria-busy={shown.stale || undefined}
        className="rounded-lg bg-white pb-3 shadow-sm"
      >
        <LiveViewState
          status={shown.view.status}
          count={shown.view.rows.length}
          loadingLabel={t`Loading hospitalizations`}
          failed={t`The hospitalizations could not be loaded. Reload the page to try again.`}
          empty={{ title: t`No records found` }}
        >
          <HospitalizationTable rows={shown.view.rows} sort={sort} onSortChange={changeSort} onEdit={onEdit} />
          <div className="flex flex-wrap items-end justify-between gap-3 border-t border-slate-200 px-3 pt-3">
            <SelectField
              label={t`Rows per page`}
              value={String(state.pageSize)}
              onChange={(value) => setState((current) => withPageSize(current, Number(value)))}
              options={HOSPITALIZATION_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
              className="w-36"
            />
            <p className="pb-2 text-sm text-slate-700 tabular-nums">{t`${info.first}–${info.last} of ${info.total}`}</p>
            <Pagination
              page={info.page}
              pageCount={info.pageCount}
              onPageChange={(page) => setState((current) => ({ ...current, page }))}
              labels={{
                navigation: t`Pages of hospitalizations`,
                previous: t`Previous`,
                next: t`Next`,
                page: (page, pageCount) => t`Page ${page} of ${pageCount}`,
              }}
            />
          </div>
        </LiveViewState>
      </section>
      {editing ? <EditHospitalizationDialog stay={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}

/** The three counters; '--' while unknown (not loaded yet, or the call failed). */
function Counters({ counts }: { counts: DashboardCounts | null }) {
  const words = useHospitalizationWords();
  const items = [
    { id: 'newly-admitted', label: words.newlyAdmittedCount, value: counts?.newlyAdmitted },
    { id: 'newly-discharged', label: words.newlyDischargedCount, value: counts?.newlyDischarged },
    { id: 'total-members', label: words.totalMembers, value: counts?.totalMembers },
  ];
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3" aria-live="polite">
      {items.map((item) => (
        <div key={item.id} className="rounded-lg bg-white p-4 shadow-sm" data-counter={item.id}>
          <dt className="text-sm font-medium text-slate-700">{item.label}</dt>
          <dd className="text-3xl font-semibold text-slate-900 tabular-nums">{item.value ?? '--'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A switch: a button that says whether it is on. */
function Toggle({ label, on, onChange }: { label: string; on: boolean; onChange: (on: boolean) => void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      onClick={() => onChange(!on)}
      className="mb-1 inline-flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium text-slate-900 focus-visible:outline-3 focus-visible:outline-blue-600"
    >
      <span
        aria-hidden="true"
        className={`relative inline-block h-5 w-9 rounded-full transition-colors ${on ? 'bg-blue-700' : 'bg-slate-400'}`}
      >
        <span
          className={`absolute top-0.5 h-4 w-4 rounded-full bg-white transition-transform ${on ? 'translate-x-4' : 'translate-x-0.5'}`}
        />
      </span>
      {label}
    </button>
  );
}

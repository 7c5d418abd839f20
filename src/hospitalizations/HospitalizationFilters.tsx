import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { OPERATIONS, ResponseOf } from '../../domain/index.ts';
import { FiltersButton, FiltersDialog, MultiSelectField, Spinner, type FieldOption } from '../../ui/index.ts';
import { useFiltersWords } from '../shared/screen/use-filters-words.ts';
import type { CatalogueState } from '../data/index.ts';
import { activeFilterCount, type DashboardFilters } from './dashboard-state.ts';
import { useHospitalizationWords } from './use-hospitalization-words.ts';

export type FilterOptions = ResponseOf<typeof OPERATIONS.hospitalizationFilterOptions>;
const KEYS = [
  ['clientIds', 'clients'],
  ['guideIds', 'guides'],
  ['statusIds', 'statuses'],
] as const;
const NONE: DashboardFilters = { clientIds: [], guideIds: [], statusIds: [] };

/** The Filters button (with how many are in force) and its dialog: customers, guides, statuses from `filter-options`. */
export function HospitalizationFilters({
  applied,
  options,
  onApply,
}: {
  applied: DashboardFilters;
  options: CatalogueState<FilterOptions>;
  onApply: (filters: DashboardFilters) => void;
}) {
  const words = useFiltersWords();
  return (
    <FiltersButton
      count={activeFilterCount(applied)}
      {...words.button}
      onApply={onApply}
      dialog={(handlers) => <HospitalizationFiltersDialog applied={applied} options={options} {...handlers} />}
    />
  );
}

function HospitalizationFiltersDialog({
  applied,
  options,
  onApply,
  onClose,
}: {
  applied: DashboardFilters;
  options: CatalogueState<FilterOptions>;
  onApply: (filters: DashboardFilters) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const words = useHospitalizationWords();
  const filtersWords = useFiltersWords();
  const [draft, setDraft] = useState<DashboardFilters>(applied);
  const optionsOf = (list: 'clients' | 'guides' | 'statuses'): FieldOption[] =>
    options.status === 'ready' ? options.data[list] : [];
  return (
    <FiltersDialog
      labels={filtersWords.dialog}
      onReset={() => onApply(NONE)}
      onApply={() => onApply(draft)}
      onClose={onClose}
    >
      {options.status === 'loading' ? (
        <Spinner label={t`Loading filters`} className="w-full py-6" />
      ) : options.status === 'failed' ? (
        <p className="text-slate-700">{t`No filters are available right now.`}</p>
      ) : (
        <div className="flex flex-col gap-4">
          {KEYS.map(([key, list]) => (
            <MultiSelectField
              key={key}
              label={words.filterKey[key]}
              value={[...draft[key]]}
              onChange={(values) => setDraft((current) => ({ ...current, [key]: values }))}
              options={optionsOf(list)}
              summary={filtersWords.summary}
            />
          ))}
        </div>
      )}
    </FiltersDialog>
  );
}

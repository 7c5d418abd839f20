import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OPERATIONS, ResponseOf } from '../../domain/index.ts';
import { Badge, Button, Dialog, MultiSelectField, Spinner, type FieldOption } from '../../ui/index.ts';
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
export function HospitalizationFilters({ applied, options, onApply }: { applied: DashboardFilters; options: CatalogueState<FilterOptions>; onApply: (filters: DashboardFilters) => void }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(applied);
  const apply = (filters: DashboardFilters) => {
    onApply(filters);
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)} aria-label={count > 0 ? t`Filters, ${count} active` : undefined}>
        <Trans>Filters</Trans>
        {count > 0 ? <Badge tone="info">{count}</Badge> : null}
      </Button>
      {open ? <FiltersDialog applied={applied} options={options} onApply={apply} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function FiltersDialog({ applied, options, onApply, onClose }: { applied: DashboardFilters; options: CatalogueState<FilterOptions>; onApply: (filters: DashboardFilters) => void; onClose: () => void }) {
  const { t } = useLingui();
  const words = useHospitalizationWords();
  const [draft, setDraft] = useState<DashboardFilters>(applied);
  const optionsOf = (list: 'clients' | 'guides' | 'statuses'): FieldOption[] => (options.status === 'ready' ? options.data[list] : []);
  const summary = (chosen: readonly FieldOption[]) => {
    if (chosen.length === 0) return t`Any`;
    if (chosen.length <= 2) return chosen.map((option) => option.label).join(', ');
    const count = chosen.length;
    return t`${count} selected`;
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t`Filters`}
      actions={
        <>
          <Button variant="ghost" onClick={() => onApply(NONE)} className="mr-auto">
            <Trans>Reset</Trans>
          </Button>
          <Button onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="primary" onClick={() => onApply(draft)}>
            <Trans>Apply</Trans>
          </Button>
        </>
      }
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
              summary={summary}
            />
          ))}
        </div>
      )}
    </Dialog>
  );
}

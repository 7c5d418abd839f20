import { useLingui } from '@lingui/react/macro';
import { NEEDS_FILTERS, type NeedsFilter } from './needs-tab-rows.ts';

export interface NeedsFiltersProps {
  selected: readonly NeedsFilter[];
  onChange: (selected: NeedsFilter[]) => void;
}

/** The Needs tab's filters: Expiring and Needs Action (none checked lists both). */
export function NeedsFilters({ selected, onChange }: NeedsFiltersProps) {
  const { t } = useLingui();
  const names: Record<NeedsFilter, string> = { expiring: t`Expiring`, needsAction: t`Needs Action` };
  const toggle = (filter: NeedsFilter, on: boolean) => onChange(NEEDS_FILTERS.filter((f) => (f === filter ? on : selected.includes(f))));
  return (
    <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <legend className="sr-only">{t`Show needs that are`}</legend>
      {NEEDS_FILTERS.map((filter) => (
        <label key={filter} className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            checked={selected.includes(filter)}
            onChange={(event) => toggle(filter, event.target.checked)}
            className="size-4 rounded border-slate-400 accent-blue-700 focus-visible:outline-3 focus-visible:outline-blue-600"
          />
          {names[filter]}
        </label>
      ))}
    </fieldset>
  );
}

import { useLingui } from '@lingui/react/macro';
import { CheckboxFilters } from '../../../ui/index.ts';
import { NEEDS_FILTERS, type NeedsFilter } from './needs-tab-rows.ts';

export interface NeedsFiltersProps {
  selected: readonly NeedsFilter[];
  onChange: (selected: NeedsFilter[]) => void;
}

/** The Needs tab's filters: Expiring and Needs Action (none checked lists both). */
export function NeedsFilters({ selected, onChange }: NeedsFiltersProps) {
  const { t } = useLingui();
  const names: Record<NeedsFilter, string> = { expiring: t`Expiring`, needsAction: t`Needs Action` };
  return (
    <CheckboxFilters
      legend={t`Show needs that are`}
      options={NEEDS_FILTERS}
      labels={names}
      selected={selected}
      onChange={onChange}
    />
  );
}

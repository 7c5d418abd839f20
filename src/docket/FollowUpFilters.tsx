import { useLingui } from '@lingui/react/macro';
import type { FollowUpFilter } from '../../domain/index.ts';

export interface FollowUpFiltersProps {
  /** The filters this user may use (Feedback needs CAN_MANAGE_MEMBER_FEEDBACK). */
  available: readonly FollowUpFilter[];
  selected: readonly FollowUpFilter[];
  onChange: (selected: FollowUpFilter[]) => void;
}

/** Checkboxes for the kinds of follow-up to list: Calls, Feedback, Texts, Visits. */
export function FollowUpFilters({ available, selected, onChange }: FollowUpFiltersProps) {
  const { t } = useLingui();
  const names: Record<FollowUpFilter, string> = { calls: t`Calls`, feedback: t`Feedback`, texts: t`Texts`, visits: t`Visits` };
  const toggle = (filter: FollowUpFilter, on: boolean) => onChange(available.filter((f) => (f === filter ? on : selected.includes(f))));
  return (
    <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <legend className="sr-only">{t`Show follow-ups for`}</legend>
      {available.map((filter) => (
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

import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '../../ui/index.ts';

const PENDING_FILTERS = ['calls', 'texts', 'visits', 'tasks'] as const;
type PendingFilter = (typeof PENDING_FILTERS)[number];

/**
 * The member's pending events (spec part 1 section 2): filters Calls, Texts, Visits and Tasks.
 * Its live query (scheduled events and open requests of the member) arrives with the scheduled
 * events feature; until then the tab is present, its filters work, and it is empty.
 */
export function PendingEvents() {
  const { t } = useLingui();
  const [selected, setSelected] = useState<readonly PendingFilter[]>(PENDING_FILTERS);
  const names: Record<PendingFilter, string> = { calls: t`Calls`, texts: t`Texts`, visits: t`Visits`, tasks: t`Tasks` };
  const toggle = (filter: PendingFilter, on: boolean) => setSelected(PENDING_FILTERS.filter((f) => (f === filter ? on : selected.includes(f))));
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <legend className="sr-only">{t`Show pending events for`}</legend>
        {PENDING_FILTERS.map((filter) => (
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
      <EmptyState title={t`No records found`} />
    </div>
  );
}

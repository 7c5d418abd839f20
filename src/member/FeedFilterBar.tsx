import { useLingui } from '@lingui/react/macro';
import { FEED_FILTERS, toggleFeedFilter, type FeedFilter } from './feed-filters.ts';
import { useMemberLabels } from './use-member-labels.ts';

/** Which kinds of feed item to show: Calls, Texts, Visits, Notes, Tasks (a toggle group of checkboxes). */
export function FeedFilterBar({
  selected,
  onChange,
}: {
  selected: readonly FeedFilter[];
  onChange: (selected: FeedFilter[]) => void;
}) {
  const { t } = useLingui();
  const labels = useMemberLabels();
  return (
    <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <legend className="sr-only">{t`Show activity for`}</legend>
      {FEED_FILTERS.map((filter) => (
        <label key={filter} className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            checked={selected.includes(filter)}
            onChange={(event) => onChange(toggleFeedFilter(selected, filter, event.target.checked))}
            className="size-4 rounded border-slate-400 accent-blue-700 focus-visible:outline-3 focus-visible:outline-blue-600"
          />
          {labels.feedFilter[filter]}
        </label>
      ))}
    </fieldset>
  );
}

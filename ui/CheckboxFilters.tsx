export interface CheckboxFiltersProps<Value extends string> {
  /** Names the group for screen readers (visually hidden), e.g. "Show needs that are". */
  legend: string;
  /** The filters offered, in order. */
  options: readonly Value[];
  labels: Record<Value, string>;
  selected: readonly Value[];
  /** The new selection, in the order of `options`. */
  onChange: (selected: Value[]) => void;
}

/**
 * A row of checkboxes that narrow a list (a tab's kinds of row), grouped under a legend.
 *
 * @example
 *   <CheckboxFilters legend={t`Show needs that are`} options={['expiring', 'needsAction']} labels={names} selected={selected} onChange={setSelected} />
 */
export function CheckboxFilters<Value extends string>({
  legend,
  options,
  labels,
  selected,
  onChange,
}: CheckboxFiltersProps<Value>) {
  const toggle = (option: Value, on: boolean) =>
    onChange(options.filter((o) => (o === option ? on : selected.includes(o))));
  return (
    <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => (
        <label key={option} className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            checked={selected.includes(option)}
            onChange={(event) => toggle(option, event.target.checked)}
            className="size-4 rounded border-slate-400 accent-blue-700 focus-visible:outline-3 focus-visible:outline-blue-600"
          />
          {labels[option]}
        </label>
      ))}
    </fieldset>
  );
}

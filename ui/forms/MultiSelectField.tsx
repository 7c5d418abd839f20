import { Description, Field, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { cx } from '../cx.ts';
import type { FieldOption } from './choices.tsx';
import { controlClass, type FieldBaseProps } from './Field.tsx';

export interface MultiSelectFieldProps extends Omit<FieldBaseProps, 'size' | 'required'> {
  /** The chosen options' values, in any order. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  options: readonly FieldOption[];
  /**
   * What the closed field says about the choice, in the app's words (the kit has no catalog), e.g.
   * `(chosen) => chosen.length ? chosen.map((o) => o.label).join(', ') : t\`Any\``.
   */
  summary: (chosen: readonly FieldOption[]) => string;
  name?: string;
}

/**
 * A button that opens a list of options, any number of which can be chosen (Headless UI Listbox,
 * `aria-multiselectable`): Enter, Space or the arrow keys open it, the arrows move, Enter or Space
 * toggles an option, typing jumps to an option by its first letters, Escape or Tab closes it. The
 * button is named by the label and the summary, so a screen reader hears "Status, New, Attempted".
 *
 * @example
 *   <MultiSelectField label={t`Status`} value={ids} onChange={setIds} options={statuses} summary={(chosen) => chosen.length ? ... : t`Any`} />
 */
export function MultiSelectField({
  label,
  hint,
  error,
  disabled,
  id,
  className,
  value,
  onChange,
  options,
  summary,
  name,
}: MultiSelectFieldProps) {
  const chosen = options.filter((option) => value.includes(option.value));
  // Headless UI's Field wires the ids: the button is labelled by the label and itself (its summary),
  // and described by the hint and the error.
  return (
    <Field disabled={disabled ?? false} className={cx('space-y-1', className)}>
      <Label className="block font-semibold text-slate-900">{label}</Label>
      {hint ? <Description className="text-sm text-slate-700">{hint}</Description> : null}
      <Listbox
        value={[...value]}
        onChange={(next: string[]) => onChange(next)}
        multiple
        invalid={Boolean(error)}
        name={name}
      >
        <ListboxButton id={id} className={cx(controlClass(Boolean(error)), 'relative pr-9 text-left')}>
          <span className="block truncate">{summary(chosen)}</span>
          <svg
            className="absolute inset-y-0 right-2 my-auto size-4 text-slate-600"
            viewBox="0 0 20 20"
            fill="currentColor"
            aria-hidden="true"
          >
            <path d="M5.2 7.5 10 12.3l4.8-4.8 1 1L10 14.3 4.2 8.5z" />
          </svg>
        </ListboxButton>
        <ListboxOptions
          anchor="bottom start"
          className="z-60 mt-1 max-h-64 w-(--button-width) overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg focus:outline-none"
        >
          {options.map((option) => (
            <ListboxOption
              key={option.value}
              value={option.value}
              disabled={option.disabled ?? false}
              className="group flex cursor-pointer items-center gap-2 px-3 py-2 text-slate-900 data-disabled:text-slate-400 data-focus:bg-blue-50 data-focus:text-blue-900"
            >
              <span
                className="flex size-4 shrink-0 items-center justify-center rounded border border-slate-500 group-data-selected:border-blue-700 group-data-selected:bg-blue-700"
                aria-hidden="true"
              >
                <svg
                  className="hidden size-3 text-white group-data-selected:block"
                  viewBox="0 0 12 12"
                  fill="currentColor"
                >
                  <path d="M4.5 8.6 1.9 6l-.9.9 3.5 3.5L11 3.9l-.9-.9z" />
                </svg>
              </span>
              {option.label}
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
      {error ? <Description className="text-sm font-medium text-red-800">{error}</Description> : null}
    </Field>
  );
}

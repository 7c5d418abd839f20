import { useMemo, useState, type Ref } from 'react';
import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { cx } from '../cx.ts';
import { controlClass, FieldFrame, useFieldIds, type FieldBaseProps } from './Field.tsx';
import type { FieldOption } from './choices.tsx';
import { useFormMessages } from './FormMessages.tsx';

export interface ComboboxFieldProps extends FieldBaseProps {
  /** The chosen option's value, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  options: readonly FieldOption[];
  name?: string;
  ref?: Ref<HTMLInputElement>;
}

/** Case- and accent-blind: "jose" finds "José". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** The options whose label contains the typed text (all of them while nothing is typed). */
export function filterOptions(options: readonly FieldOption[], query: string): FieldOption[] {
  const wanted = fold(query.trim());
  return wanted ? options.filter((option) => fold(option.label).includes(wanted)) : [...options];
}

/**
 * A text box that narrows a list as the user types (Headless UI Combobox): Down/Up move through
 * the matches, Enter picks, Escape closes and restores the chosen label. When nothing matches, a
 * status line says so.
 *
 * @example
 *   <ComboboxField label={t`Guide`} value={guideId} onChange={setGuideId} options={guides.map((g) => ({ value: g.id, label: g.name }))} />
 */
export function ComboboxField({
  label,
  hint,
  error,
  required,
  disabled,
  id,
  className,
  value,
  onChange,
  onBlur,
  options,
  name,
  ref,
}: ComboboxFieldProps) {
  const messages = useFormMessages();
  const aria = useFieldIds({ id, hint, error, required });
  const [query, setQuery] = useState('');
  const matches = useMemo(() => filterOptions(options, query), [options, query]);
  const byValue = useMemo(() => new Map(options.map((option) => [option.value, option])), [options]);
  const selected = value === null ? null : (byValue.get(value) ?? null);

  return (
    <FieldFrame label={label} hint={hint} error={error} required={required} aria={aria} className={className}>
      <Combobox
        value={selected}
        by="value"
        disabled={disabled ?? false}
        name={name}
        onChange={(option: FieldOption | null) => onChange(option?.value ?? null)}
        onClose={() => setQuery('')}
        immediate
      >
        <div className="relative">
          <ComboboxInput
            ref={ref}
            id={aria.id}
            aria-describedby={aria['aria-describedby']}
            aria-invalid={aria['aria-invalid']}
            aria-required={aria['aria-required']}
            displayValue={(option: FieldOption | null) => option?.label ?? ''}
            onChange={(event) => setQuery(event.target.value)}
            onBlur={onBlur}
            autoComplete="off"
            className={cx(controlClass(Boolean(error)), 'pr-9')}
          />
          <ComboboxButton
            aria-hidden="true"
            className="absolute inset-y-0 right-0 flex items-center px-2 text-slate-600"
          >
            <svg className="size-4" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
              <path d="M5.2 7.5 10 12.3l4.8-4.8 1 1L10 14.3 4.2 8.5z" />
            </svg>
          </ComboboxButton>
        </div>
        {matches.length > 0 ? (
          <ComboboxOptions
            anchor="bottom start"
            className="z-50 mt-1 max-h-64 w-(--input-width) overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg empty:invisible"
          >
            {matches.map((option) => (
              <ComboboxOption
                key={option.value}
                value={option}
                disabled={option.disabled ?? false}
                className="cursor-pointer px-3 py-2 text-slate-900 data-disabled:text-slate-400 data-focus:bg-blue-50 data-focus:text-blue-900 data-selected:font-semibold"
              >
                {option.label}
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        ) : null}
      </Combobox>
      {query.trim() && matches.length === 0 ? (
        <p role="status" className="text-sm text-slate-700">
          {messages.noMatches}
        </p>
      ) : null}
    </FieldFrame>
  );
}

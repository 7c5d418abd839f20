/**
 * The choice fields: a native select, a checkbox, and a radio group of native radios (the browser
 * gives them arrow-key movement and one tab stop for the group). Controlled, like `inputs.tsx`.
 */
import type { FocusEvent, ReactNode, Ref } from 'react';
import { cx } from '../cx.ts';
import {
  controlAria,
  controlClass,
  FieldError,
  FieldFrame,
  FieldHint,
  RequiredMark,
  useFieldIds,
  type FieldBaseProps,
} from './Field.tsx';

export interface FieldOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends FieldBaseProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  options: readonly FieldOption[];
  /** The first, empty entry's text (e.g. "Choose an activity"); the value '' stands for no choice. */
  placeholder?: string;
  name?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select. */
export function SelectField({
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
  placeholder,
  name,
  ref,
}: SelectFieldProps) {
  const aria = useFieldIds({ id, hint, error, required });
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required} aria={aria} className={className}>
      <select
        {...controlAria(aria)}
        ref={ref}
        name={name}
        disabled={disabled}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        className={controlClass(Boolean(error))}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export interface CheckboxFieldProps extends Omit<FieldBaseProps, 'label'> {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  name?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with its label beside it; Space toggles it. */
export function CheckboxField({
  label,
  hint,
  error,
  required,
  disabled,
  id,
  className,
  checked,
  onChange,
  onBlur,
  name,
  ref,
}: CheckboxFieldProps) {
  const aria = useFieldIds({ id, hint, error, required });
  return (
    <div className={cx('space-y-1', className)}>
      <div className="flex items-start gap-2">
        <input
          {...controlAria(aria)}
          ref={ref}
          name={name}
          type="checkbox"
          disabled={disabled}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          className="mt-1 size-4 shrink-0 accent-blue-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        />
        <label htmlFor={aria.id} className="text-slate-900">
          {label}
          {required ? <RequiredMark /> : null}
        </label>
      </div>
      {hint ? <FieldHint id={aria.hintId}>{hint}</FieldHint> : null}
      {error ? <FieldError id={aria.errorId}>{error}</FieldError> : null}
    </div>
  );
}

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupFieldProps extends Omit<FieldBaseProps, 'label'> {
  /** The group's name, read before each option (its legend). */
  label: ReactNode;
  value: string | null;
  onChange: (value: string) => void;
  /** Called when focus leaves the whole group (not when it moves between its radios). */
  onBlur?: (event: FocusEvent<HTMLFieldSetElement>) => void;
  options: readonly RadioOption[];
  name?: string;
  /** The first radio, e.g. to move focus there when the group is in error. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A fieldset of native radios named by its legend. Tab reaches the group once; the arrow keys move
 * the choice (the browser's own radio behaviour). The error is tied to the group.
 *
 * @example
 *   <RadioGroupField label={t`Your answer`} required value={choice} onChange={setChoice} options={[{ value: 'yes', label: t`Yes` }]} />
 */
export function RadioGroupField({
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
  size = 'md',
  ref,
}: RadioGroupFieldProps) {
  const aria = useFieldIds({ id, hint, error, required });
  const legendId = `${aria.id}-legend`;
  const groupName = name ?? aria.id;
  return (
    <fieldset
      role="radiogroup"
      id={aria.id}
      aria-labelledby={legendId}
      aria-describedby={aria['aria-describedby']}
      aria-invalid={aria['aria-invalid']}
      aria-required={aria['aria-required']}
      disabled={disabled}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        onBlur?.(event);
      }}
      className={cx(size === 'lg' ? 'space-y-3' : 'space-y-1', className)}
    >
      <legend id={legendId} className={cx('font-semibold text-slate-900', size === 'lg' ? 'mb-2 text-lg' : 'mb-1')}>
        {label}
        {required ? <RequiredMark /> : null}
      </legend>
      {hint ? <FieldHint id={aria.hintId}>{hint}</FieldHint> : null}
      {options.map((option, index) => {
        const checked = value === option.value;
        return (
          <label
            key={option.value}
            className={cx(
              'flex cursor-pointer items-start gap-3',
              size === 'lg'
                ? cx(
                    'min-h-12 rounded-lg border-2 bg-white p-3 text-lg',
                    checked ? 'border-blue-700 bg-blue-50' : 'border-slate-300',
                  )
                : 'py-0.5',
            )}
          >
            <input
              ref={index === 0 ? ref : undefined}
              type="radio"
              name={groupName}
              value={option.value}
              checked={checked}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
              className={cx(
                'mt-0.5 shrink-0 accent-blue-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
                size === 'lg' ? 'size-6' : 'size-4',
              )}
            />
            <span>{option.label}</span>
          </label>
        );
      })}
      {error ? (
        <FieldError id={aria.errorId} size={size}>
          {error}
        </FieldError>
      ) : null}
    </fieldset>
  );
}

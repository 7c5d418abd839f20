/**
 * The native-input fields: text, textarea, number, date and time. Each is a controlled component
 * (`value` in, `onChange(value)` out) so it works with react-hook-form (`ui/forms/bound.tsx`) and
 * without it (the consent site's small forms).
 */
import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';
import { controlAria, controlClass, FieldFrame, useFieldIds, type FieldBaseProps } from './Field.tsx';

type NativeInput = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'type' | 'required' | 'disabled' | 'className' | 'ref' | 'size'
>;

export interface TextFieldProps extends FieldBaseProps, NativeInput {
  value: string;
  onChange: (value: string) => void;
  /** text (default), email, tel, url, password or search. */
  type?: 'text' | 'email' | 'tel' | 'url' | 'password' | 'search';
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled one-line input; its hint and error are tied to it with aria-describedby.
 *
 * @example
 *   <TextField label={t`Name`} required value={name} onChange={setName} error={errors.name} />
 */
export function TextField({
  label,
  hint,
  error,
  required,
  disabled,
  size,
  id,
  className,
  value,
  onChange,
  type = 'text',
  ref,
  ...input
}: TextFieldProps) {
  const aria = useFieldIds({ id, hint, error, required });
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      required={required}
      size={size}
      aria={aria}
      className={className}
    >
      <input
        {...input}
        {...controlAria(aria)}
        ref={ref}
        type={type}
        disabled={disabled}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={controlClass(Boolean(error), size)}
      />
    </FieldFrame>
  );
}

type NativeTextarea = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'value' | 'onChange' | 'required' | 'disabled' | 'className' | 'ref'
>;

export interface TextareaFieldProps extends FieldBaseProps, NativeTextarea {
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input (e.g. a description of at most 500 characters). */
export function TextareaField({
  label,
  hint,
  error,
  required,
  disabled,
  size,
  id,
  className,
  value,
  onChange,
  rows = 4,
  ref,
  ...input
}: TextareaFieldProps) {
  const aria = useFieldIds({ id, hint, error, required });
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      required={required}
      size={size}
      aria={aria}
      className={className}
    >
      <textarea
        {...input}
        {...controlAria(aria)}
        ref={ref}
        rows={rows}
        disabled={disabled}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={controlClass(Boolean(error), size)}
      />
    </FieldFrame>
  );
}

export interface NumberFieldProps extends FieldBaseProps, Omit<NativeInput, 'min' | 'max' | 'step'> {
  /** null while the input is empty (or holds no number). */
  value: number | null;
  onChange: (value: number | null) => void;
  min?: number;
  max?: number;
  step?: number;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled number input; an empty box is `null`, never 0, so "required" can tell them apart. */
export function NumberField({
  label,
  hint,
  error,
  required,
  disabled,
  size,
  id,
  className,
  value,
  onChange,
  ref,
  ...input
}: NumberFieldProps) {
  const aria = useFieldIds({ id, hint, error, required });
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      required={required}
      size={size}
      aria={aria}
      className={className}
    >
      <input
        inputMode="decimal"
        {...input}
        {...controlAria(aria)}
        ref={ref}
        type="number"
        disabled={disabled}
        value={value ?? ''}
        onChange={(event) =>
          onChange(
            event.target.value === '' || Number.isNaN(event.target.valueAsNumber) ? null : event.target.valueAsNumber,
          )
        }
        className={controlClass(Boolean(error), size)}
      />
    </FieldFrame>
  );
}

export interface DateFieldProps extends FieldBaseProps, Omit<NativeInput, 'min' | 'max'> {
  /** An ISO day (yyyy-MM-dd), or '' when empty. */
  value: string;
  onChange: (value: string) => void;
  /** Earliest and latest ISO days the picker offers (e.g. one week back). */
  min?: string;
  max?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled native date input: the browser's own keyboard-usable, localized picker. */
export function DateField({
  label,
  hint,
  error,
  required,
  disabled,
  size,
  id,
  className,
  value,
  onChange,
  ref,
  ...input
}: DateFieldProps) {
  const aria = useFieldIds({ id, hint, error, required });
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      required={required}
      size={size}
      aria={aria}
      className={className}
    >
      <input
        {...input}
        {...controlAria(aria)}
        ref={ref}
        type="date"
        disabled={disabled}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={controlClass(Boolean(error), size)}
      />
    </FieldFrame>
  );
}

export interface TimeFieldProps extends FieldBaseProps, Omit<NativeInput, 'min' | 'max' | 'step'> {
  /** HH:mm (24 hours), or '' when empty. */
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
  /** Seconds between offered times, e.g. 900 for 15-minute steps. */
  step?: number;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled native time input. */
export function TimeField({
  label,
  hint,
  error,
  required,
  disabled,
  size,
  id,
  className,
  value,
  onChange,
  ref,
  ...input
}: TimeFieldProps) {
  const aria = useFieldIds({ id, hint, error, required });
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      required={required}
      size={size}
      aria={aria}
      className={className}
    >
      <input
        {...input}
        {...controlAria(aria)}
        ref={ref}
        type="time"
        disabled={disabled}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={controlClass(Boolean(error), size)}
      />
    </FieldFrame>
  );
}

import { useId, type ReactNode } from 'react';
import { cx } from '../cx.ts';
import { useFormMessages } from './FormMessages.tsx';

/** What every field shares: its label, an optional hint, its error, and whether it is required. */
export interface FieldBaseProps {
  label: string;
  /** Short help under the label, tied to the control with aria-describedby. */
  hint?: ReactNode;
  /** The message shown under the control; sets aria-invalid. */
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  /** `lg`: large text and touch targets, for phones (the consent site). */
  size?: 'md' | 'lg';
  /** A stable id for the control (defaults to a generated one); its hint and error ids derive from it. */
  id?: string;
  className?: string;
}

/** The attributes that tie a control to its label, hint and error. */
export interface ControlAria {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

/** Ids for a control and the texts that describe it: `${id}-hint`, `${id}-error`. */
export function useFieldIds(
  props: Pick<FieldBaseProps, 'id' | 'hint' | 'error' | 'required'>,
): ControlAria & { hintId: string; errorId: string } {
  const generated = useId();
  const id = props.id ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [props.hint ? hintId : null, props.error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return {
    id,
    hintId,
    errorId,
    'aria-describedby': describedBy,
    'aria-invalid': props.error ? true : undefined,
    'aria-required': props.required ? true : undefined,
  };
}

export const controlClass = (invalid: boolean, size: FieldBaseProps['size'] = 'md') =>
  cx(
    'block w-full rounded-md bg-white px-3 py-2 text-slate-900 disabled:cursor-not-allowed disabled:bg-slate-100',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-700',
    size === 'lg' ? 'min-h-12 border-2 text-lg' : 'border',
    invalid ? 'border-red-700' : 'border-slate-500',
  );

/** The "(Required)" mark after a label. */
export function RequiredMark() {
  const { requiredMark } = useFormMessages();
  return <span className="ml-1 text-sm font-normal text-slate-700">({requiredMark})</span>;
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm text-slate-700">
      {children}
    </p>
  );
}

export function FieldError({
  id,
  size = 'md',
  children,
}: {
  id: string;
  size?: FieldBaseProps['size'];
  children: ReactNode;
}) {
  return (
    <p id={id} className={cx('font-medium text-red-800', size === 'lg' ? 'text-base' : 'text-sm')}>
      {children}
    </p>
  );
}

/**
 * A label, hint, control and error stacked, with the ids wired (the control gets them through
 * `aria`). The building block of every single-control field.
 */
export function FieldFrame({
  label,
  hint,
  error,
  required,
  size,
  aria,
  className,
  children,
}: FieldBaseProps & { aria: ReturnType<typeof useFieldIds>; children: ReactNode }) {
  return (
    <div className={cx('space-y-1', className)}>
      <label htmlFor={aria.id} className="block font-semibold text-slate-900">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {hint ? <FieldHint id={aria.hintId}>{hint}</FieldHint> : null}
      {children}
      {error ? (
        <FieldError id={aria.errorId} size={size}>
          {error}
        </FieldError>
      ) : null}
    </div>
  );
}

/** Only the attributes a control takes from `useFieldIds`. */
export function controlAria(aria: ReturnType<typeof useFieldIds>): ControlAria {
  return {
    id: aria.id,
    'aria-describedby': aria['aria-describedby'],
    'aria-invalid': aria['aria-invalid'],
    'aria-required': aria['aria-required'],
  };
}

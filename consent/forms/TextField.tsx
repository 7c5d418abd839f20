import type { InputHTMLAttributes } from 'react';
import { focusRing } from '../shell/styles.ts';
import { RequiredMark } from './RequiredMark.tsx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> {
  id: string;
  label: string;
  value: string;
  onValueChange(value: string): void;
  required?: boolean;
  hint?: string;
  error?: string;
}

/** A labelled input whose hint and error are tied to it (aria-describedby), with aria-invalid set. */
export function TextField({ id, label, value, onValueChange, required, hint, error, ...input }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block font-semibold">
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-slate-700">
          {hint}
        </p>
      )}
      <input
        id={id}
        name={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy}
        className={`block min-h-12 w-full rounded-md border-2 bg-white px-3 py-2 text-lg ${error ? 'border-red-700' : 'border-slate-500'} ${focusRing}`}
        {...input}
      />
      {error && (
        <p id={errorId} className="text-base font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

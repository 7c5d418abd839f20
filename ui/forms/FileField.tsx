import { useRef, type Ref } from 'react';
import { X } from 'lucide-react';
import { Button } from '../Button.tsx';
import { controlAria, FieldFrame, useFieldIds, type FieldBaseProps } from './Field.tsx';
import { useFormMessages } from './FormMessages.tsx';

export interface FileFieldProps extends FieldBaseProps {
  value: readonly File[];
  onChange: (files: File[]) => void;
  onBlur?: () => void;
  /** The input's accept list, e.g. "audio/mpeg,audio/wav". */
  accept?: string;
  multiple?: boolean;
  name?: string;
  ref?: Ref<HTMLInputElement>;
}

/** Why a file cannot be taken; the form words it (spec part 2 section 5's upload messages). */
export type FileProblem =
  { code: 'tooMany'; max: number } | { code: 'tooLarge'; file: File; maxBytes: number } | { code: 'type'; file: File };

/**
 * Checks chosen files against a count, a size and a type limit; the first problem wins.
 *
 * @example
 *   checkFiles(files, { maxFiles: 4, maxBytes: 15_000_000, types: ['image/png'] }) // { code: 'tooMany', max: 4 }
 */
export function checkFiles(
  files: readonly File[],
  limits: { maxFiles?: number; maxBytes?: number; types?: readonly string[] },
): FileProblem | null {
  if (limits.maxFiles !== undefined && files.length > limits.maxFiles) return { code: 'tooMany', max: limits.maxFiles };
  for (const file of files) {
    if (limits.maxBytes !== undefined && file.size > limits.maxBytes)
      return { code: 'tooLarge', file, maxBytes: limits.maxBytes };
    if (limits.types && !limits.types.includes(file.type)) return { code: 'type', file };
  }
  return null;
}

/**
 * A labelled native file input and the list of chosen files, each with a remove button. Choosing
 * again adds to the list when `multiple` is set.
 */
export function FileField({
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
  accept,
  multiple = false,
  name,
  ref,
}: FileFieldProps) {
  const messages = useFormMessages();
  const aria = useFieldIds({ id, hint, error, required });
  const input = useRef<HTMLInputElement | null>(null);
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required} aria={aria} className={className}>
      <input
        {...controlAria(aria)}
        ref={(element) => {
          input.current = element;
          if (typeof ref === 'function') ref(element);
          else if (ref) ref.current = element;
        }}
        type="file"
        name={name}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onBlur={onBlur}
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          onChange(multiple ? [...value, ...chosen] : chosen);
          // Cleared so choosing the same file again (after removing it) fires a change.
          event.target.value = '';
        }}
        className="block w-full text-sm text-slate-900 file:mr-3 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-3 file:py-1.5 file:font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
      />
      {value.length > 0 ? (
        <ul className="space-y-1">
          {value.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className="flex items-center justify-between gap-2 rounded border border-slate-200 px-2 py-1 text-sm"
            >
              <span className="truncate">{file.name}</span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={messages.removeFile(file.name)}
                disabled={disabled}
                onClick={() => {
                  onChange(value.filter((_, at) => at !== index));
                  input.current?.focus();
                }}
              >
                <X aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </FieldFrame>
  );
}

import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Field, Label } from '@headlessui/react';
import type { MemberListRow } from '../../sync/client/index.ts';
import { cx } from '../../ui/index.ts';
import { TYPEAHEAD_DEBOUNCE_MS } from '../members/MemberSearch.tsx';
import { useDebouncedCallback } from '../shared/use-debounced-callback.ts';
import { useMemberSuggestions } from './use-member-suggestions.ts';

export interface PickedMember {
  id: string;
  name: string;
}

export interface MemberPickerProps {
  value: PickedMember | null;
  onChange: (member: PickedMember | null) => void;
  error?: string | undefined;
}

/**
 * The assign dialogs' member search (spec part 1 section 2 "Assign dialogs"): the organisation's
 * members whose name contains the typed text, asked of the server after typing pauses.
 */
export function MemberPicker({ value, onChange, error }: MemberPickerProps) {
  const { t } = useLingui();
  const errorId = useId();
  const [asked, setAsked] = useState('');
  const search = useDebouncedCallback(setAsked, TYPEAHEAD_DEBOUNCE_MS);
  const suggestions = useMemberSuggestions(asked);
  return (
    <Field className="space-y-1">
      <Label className="block font-semibold text-slate-900">
        {t`Member`} <span aria-hidden="true">*</span>
      </Label>
      <Combobox<MemberListRow | null>
        value={null}
        by="id"
        onChange={(member) => member && onChange({ id: member.id, name: member.name ?? '' })}
      >
        <ComboboxInput
          autoComplete="off"
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          displayValue={() => value?.name ?? ''}
          placeholder={t`Search by member name`}
          onChange={(event) => {
            if (value) onChange(null);
            search(event.target.value);
          }}
          className={cx(
            'block w-full rounded-md border bg-white px-3 py-2 text-slate-900',
            error ? 'border-red-700' : 'border-slate-500',
            'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-700',
          )}
        />
        {suggestions.length > 0 ? (
          <ComboboxOptions
            anchor="bottom start"
            modal={false}
            className="z-[60] mt-1 max-h-64 w-(--input-width) overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg empty:invisible"
          >
            {suggestions.map((member) => (
              <ComboboxOption
                key={member.id}
                value={member}
                className="cursor-pointer px-3 py-2 text-slate-900 data-focus:bg-blue-50 data-focus:text-blue-900"
              >
                {member.name}
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        ) : null}
      </Combobox>
      {error ? (
        <p id={errorId} className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </Field>
  );
}

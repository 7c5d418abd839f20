import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Field, Label } from '@headlessui/react';
import type { MemberListRow } from '../../sync/client/index.ts';
import { cx } from '../../ui/index.ts';
import { useDebouncedCallback } from '../shared/use-debounced-callback.ts';

/** Spec part 1 section 9: the typeahead waits 500 ms after the last key. */
export const TYPEAHEAD_DEBOUNCE_MS = 500;

export interface MemberSearchProps {
  /** The applied search term (what the table and the suggestions are searched by). */
  term: string;
  /** Called with the typed text once typing has paused. */
  onSearch: (term: string) => void;
  /** Up to 10 members matching the applied term. */
  suggestions: readonly MemberListRow[];
  /** A suggestion chosen: its member page opens. */
  onChoose: (member: MemberListRow) => void;
}

const suggestionLabel = (member: MemberListRow) => `${member.firstName} ${member.lastName}`;

/**
 * Search by member name with typeahead (Headless UI Combobox): the text filters the table and
 * offers the first matches by first and last name. Down and Up move through them, Enter opens the
 * member, Escape closes the list and keeps the text.
 */
export function MemberSearch({ term, onSearch, suggestions, onChoose }: MemberSearchProps) {
  const { t } = useLingui();
  const [text, setText] = useState(term);
  const search = useDebouncedCallback(onSearch, TYPEAHEAD_DEBOUNCE_MS);
  return (
    <Field className="w-full max-w-sm space-y-1">
      <Label className="block font-semibold text-slate-900">{t`Search by member name`}</Label>
      <Combobox<MemberListRow | null> value={null} by="id" onChange={(member) => member && onChoose(member)}>
        <ComboboxInput
          type="search"
          autoComplete="off"
          // The text is ours to keep: nothing stays "selected" in this box, choosing leaves the page.
          displayValue={() => text}
          onChange={(event) => {
            setText(event.target.value);
            search(event.target.value);
          }}
          className={cx(
            'block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-slate-900',
            'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-700',
          )}
        />
        {suggestions.length > 0 ? (
          // Not modal: while suggestions show, the table they filter stays readable and reachable.
          <ComboboxOptions
            anchor="bottom start"
            modal={false}
            className="z-40 mt-1 max-h-80 w-(--input-width) overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg empty:invisible"
          >
            {suggestions.map((member) => (
              <ComboboxOption
                key={member.id}
                value={member}
                className="cursor-pointer px-3 py-2 text-slate-900 data-focus:bg-blue-50 data-focus:text-blue-900"
              >
                {suggestionLabel(member)}
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        ) : null}
      </Combobox>
    </Field>
  );
}

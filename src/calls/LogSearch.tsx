import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Field, Label } from '@headlessui/react';
import type { MemberListRow } from '../../sync/client/index.ts';
import { cx } from '../../ui/index.ts';
import { TYPEAHEAD_DEBOUNCE_MS } from '../members/MemberSearch.tsx';
import { useDebouncedCallback } from '../shared/use-debounced-callback.ts';
import { useMemberSuggestions } from './use-member-suggestions.ts';

export interface LogSearchProps {
  label: string;
  /** What the box shows at first: the typed text, or the chosen member's name. */
  initialText: string;
  /** Typed text, once typing has paused (the page reads digits as a number, else a name). */
  onSearch: (text: string) => void;
  /** A suggestion chosen: exactly that member's calls or texts. */
  onChoose: (member: { id: string; name: string }) => void;
}

/**
 * The tabs' search box (spec part 1 section 2): a member's name or a phone number. Typing a name
 * offers the matching members; choosing one narrows to that member alone.
 */
export function LogSearch({ label, initialText, onSearch, onChoose }: LogSearchProps) {
  const { t } = useLingui();
  const [text, setText] = useState(initialText);
  const [asked, setAsked] = useState(initialText);
  const suggestions = useMemberSuggestions(asked);
  const search = useDebouncedCallback((value: string) => {
    setAsked(value);
    onSearch(value);
  }, TYPEAHEAD_DEBOUNCE_MS);
  const choose = (member: MemberListRow | null) => {
    if (!member) return;
    setText(member.name ?? '');
    onChoose({ id: member.id, name: member.name ?? '' });
  };
  return (
    <Field className="w-full max-w-sm space-y-1">
      <Label className="block font-semibold text-slate-900">{label}</Label>
      <Combobox<MemberListRow | null> value={null} by="id" onChange={choose}>
        <ComboboxInput
          type="search"
          autoComplete="off"
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
                {member.name}
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        ) : null}
      </Combobox>
      <p className="sr-only" aria-live="polite">
        {suggestions.length > 0 ? t`${suggestions.length} members suggested` : ''}
      </p>
    </Field>
  );
}

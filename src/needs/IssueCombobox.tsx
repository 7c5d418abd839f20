import { useMemo, useState } from 'react';
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import type { NeedIssue } from '../../domain/index.ts';
import { controlClass, cx, FieldFrame, useFieldIds } from '../../ui/index.ts';
import { groupIssuesByFirstTag } from './needs-metadata.ts';

export interface IssueComboboxProps {
  label: string;
  issues: readonly NeedIssue[];
  value: string | null;
  onChange: (issueId: string | null) => void;
  error?: string;
}

/**
 * The add-need issue autocomplete (part 2 section 2): typing narrows the issues by label, tag or
 * Z-code; matches are grouped under their first tag (each group a labelled set of options).
 * Down/Up move, Enter picks, Escape closes.
 */
export function IssueCombobox({ label, issues, value, onChange, error }: IssueComboboxProps) {
  const { t } = useLingui();
  const aria = useFieldIds({ error });
  const [query, setQuery] = useState('');
  const groups = useMemo(() => groupIssuesByFirstTag(issues, query), [issues, query]);
  const selected = issues.find((issue) => issue.id === value) ?? null;
  return (
    <FieldFrame label={label} error={error} aria={aria}>
      <Combobox
        value={selected}
        by="id"
        onChange={(issue: NeedIssue | null) => onChange(issue?.id ?? null)}
        onClose={() => setQuery('')}
        immediate
      >
        <ComboboxInput
          id={aria.id}
          aria-describedby={aria['aria-describedby']}
          aria-invalid={aria['aria-invalid']}
          displayValue={(issue: NeedIssue | null) =>
            issue ? `${issue.label}${issue.zCode ? ` (${issue.zCode})` : ''}` : ''
          }
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t`Search issues`}
          autoComplete="off"
          className={controlClass(Boolean(error))}
        />
        {groups.length > 0 ? (
          <ComboboxOptions
            anchor="bottom start"
            className="z-50 mt-1 max-h-72 w-(--input-width) overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg empty:invisible"
          >
            {groups.map((group) => (
              <div key={group.tag} role="group" aria-label={group.tag}>
                <div
                  aria-hidden="true"
                  className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
                >
                  {group.tag}
                </div>
                {group.issues.map((issue) => (
                  <ComboboxOption
                    key={issue.id}
                    value={issue}
                    className={cx(
                      'cursor-pointer px-3 py-2 text-slate-900 data-focus:bg-blue-50 data-focus:text-blue-900 data-selected:font-semibold',
                    )}
                  >
                    {issue.label}
                    {issue.zCode ? <span className="ml-2 text-xs text-slate-600">{issue.zCode}</span> : null}
                  </ComboboxOption>
                ))}
              </div>
            ))}
          </ComboboxOptions>
        ) : null}
      </Combobox>
      {query.trim() && groups.length === 0 ? (
        <p role="status" className="text-sm text-slate-700">
          {t`No issue matches`}
        </p>
      ) : null}
    </FieldFrame>
  );
}

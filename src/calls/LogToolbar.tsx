import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { DATE_RANGES, type DateRange } from '../../domain/index.ts';
import { Button, CheckboxField, SelectField } from '../../ui/index.ts';
import {
  cleared,
  withFilters,
  withFlag,
  withRange,
  withSearchText,
  withSubject,
  type LogConfig,
} from './calls-filter-config.ts';
import type { UpdateLogConfig } from './use-log-config.ts';
import { LogFilters } from './LogFilters.tsx';
import { LogSearch } from './LogSearch.tsx';
import { useCallsLabels } from './use-calls-labels.ts';

export interface LogToolbarProps {
  kind: 'calls' | 'texts';
  config: LogConfig;
  update: UpdateLogConfig;
  /** Only feedback calls shows for holders of CAN_MANAGE_MEMBER_FEEDBACK. */
  canManageFeedback: boolean;
}

/**
 * Above either table (spec part 1 section 2): the search, the check boxes, the date range, the
 * Filters dialog, and on the Texts tab Clear filters. The search box is remounted when filters are
 * cleared, so it shows the cleared text.
 */
export function LogToolbar({ kind, config, update, canManageFeedback }: LogToolbarProps) {
  const { t } = useLingui();
  const labels = useCallsLabels();
  const searchText = config.searchTermType === 'subjectId' ? config.subjectLabel : config.searchTerm;
  // Clearing the filters starts the search box afresh (it keeps its own text while one types).
  const [generation, setGeneration] = useState(0);
  return (
    <div
      role="search"
      aria-label={kind === 'calls' ? t`Find calls` : t`Find texts`}
      className="flex flex-wrap items-end gap-x-6 gap-y-3"
    >
      <LogSearch
        key={generation}
        label={t`Search by member name or phone number`}
        initialText={searchText}
        onSearch={(text) => update((current) => withSearchText(current, text))}
        onChoose={(member) => update((current) => withSubject(current, member))}
      />
      <CheckboxField
        label={t`Only unassigned`}
        checked={config.onlyUnassigned}
        onChange={(on) => update((current) => withFlag(current, 'onlyUnassigned', on))}
        className="pb-2"
      />
      {kind === 'calls' && canManageFeedback ? (
        <CheckboxField
          label={t`Only feedback calls`}
          checked={config.onlyFeedback}
          onChange={(on) => update((current) => withFlag(current, 'onlyFeedback', on))}
          className="pb-2"
        />
      ) : null}
      <CheckboxField
        label={kind === 'calls' ? t`Only my calls` : t`Only my texts`}
        checked={config.onlyMine}
        onChange={(on) => update((current) => withFlag(current, 'onlyMine', on))}
        className="pb-2"
      />
      <SelectField
        label={t`Date range`}
        value={config.lastDaysFromNow}
        onChange={(value) => {
          const range = DATE_RANGES.find((option) => option === value);
          if (range) update((current) => withRange(current, range as DateRange));
        }}
        options={DATE_RANGES.map((range) => ({ value: range, label: labels.range[range] }))}
        className="w-44"
      />
      <LogFilters
        applied={config}
        withStatuses={kind === 'calls'}
        onApply={(filters) => update((current) => withFilters(current, filters))}
      />
      {kind === 'texts' ? (
        <Button
          variant="ghost"
          onClick={() => {
            update(cleared);
            setGeneration((n) => n + 1);
          }}
        >
          {t`Clear filters`}
        </Button>
      ) : null}
    </div>
  );
}

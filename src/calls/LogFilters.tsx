import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CALL_STATUSES, DIRECTION_TYPES, type CallStatus } from '../../domain/index.ts';
import { FiltersButton, FiltersDialog, MultiSelectField, SelectField, type FieldOption } from '../../ui/index.ts';
import { useFiltersWords } from '../shared/screen/use-filters-words.ts';
import { useTeamDirectory } from '../guides/use-team-directory.ts';
import { activeFilterCount, noFilters, type Direction, type LogFilters as Filters } from './calls-filter-config.ts';
import { useCallsLabels } from './use-calls-labels.ts';

export interface LogFiltersProps {
  applied: Filters;
  /** Calls filter by status too; texts do not. */
  withStatuses: boolean;
  onApply: (filters: Filters) => void;
}

/** The Filters button, with how many filters are in force, and its dialog (Reset, Cancel, Apply). */
export function LogFilters({ applied, withStatuses, onApply }: LogFiltersProps) {
  const words = useFiltersWords();
  return (
    <FiltersButton
      count={activeFilterCount(applied)}
      {...words.button}
      onApply={onApply}
      dialog={(handlers) => <LogFiltersDialog applied={applied} withStatuses={withStatuses} {...handlers} />}
    />
  );
}

function LogFiltersDialog({ applied, withStatuses, onApply, onClose }: LogFiltersProps & { onClose: () => void }) {
  const { t } = useLingui();
  const words = useFiltersWords();
  const labels = useCallsLabels();
  const team = useTeamDirectory();
  const [draft, setDraft] = useState<Filters>(() => ({
    ...applied,
    statuses: [...applied.statuses],
    guideIds: [...applied.guideIds],
  }));
  const guides = team.state.status === 'success' ? team.state.guides : [];
  const guideOptions: FieldOption[] = guides
    .map((guide) => ({ value: guide.guideId, label: guide.guideName }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const statusOptions: FieldOption[] = CALL_STATUSES.map((status) => ({
    value: status,
    label: labels.rowLabel[status],
  }));
  return (
    <FiltersDialog
      labels={words.dialog}
      onReset={() => onApply(noFilters())}
      onApply={() => onApply(draft)}
      onClose={onClose}
    >
      <div className="flex flex-col gap-4">
        {withStatuses ? (
          <MultiSelectField
            label={t`Status`}
            value={draft.statuses}
            onChange={(values) => setDraft((current) => ({ ...current, statuses: values as CallStatus[] }))}
            options={statusOptions}
            summary={words.summary}
          />
        ) : null}
        <SelectField
          label={t`Direction`}
          value={draft.directionType ?? ''}
          placeholder={t`Any`}
          onChange={(value) =>
            setDraft((current) => ({
              ...current,
              directionType: (DIRECTION_TYPES as readonly string[]).includes(value) ? (value as Direction) : null,
            }))
          }
          options={DIRECTION_TYPES.map((direction) => ({ value: direction, label: labels.direction[direction] }))}
        />
        <MultiSelectField
          label={t`Guides`}
          value={draft.guideIds}
          onChange={(values) => setDraft((current) => ({ ...current, guideIds: values }))}
          options={guideOptions}
          summary={words.summary}
        />
      </div>
    </FiltersDialog>
  );
}

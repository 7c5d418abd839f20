import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CALL_STATUSES, DIRECTION_TYPES, type CallStatus } from '../../domain/index.ts';
import { Badge, Button, Dialog, MultiSelectField, SelectField, type FieldOption } from '../../ui/index.ts';
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
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(applied);
  const apply = (filters: Filters) => {
    onApply(filters);
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)} aria-label={count > 0 ? t`Filters, ${count} active` : undefined}>
        <Trans>Filters</Trans>
        {count > 0 ? <Badge tone="info">{count}</Badge> : null}
      </Button>
      {/* Mounted only while open, so every opening starts from the filters in force. */}
      {open ? <LogFiltersDialog applied={applied} withStatuses={withStatuses} onApply={apply} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function LogFiltersDialog({ applied, withStatuses, onApply, onClose }: LogFiltersProps & { onClose: () => void }) {
  const { t } = useLingui();
  const labels = useCallsLabels();
  const team = useTeamDirectory();
  const [draft, setDraft] = useState<Filters>(() => ({ ...applied, statuses: [...applied.statuses], guideIds: [...applied.guideIds] }));
  const guides = team.state.status === 'success' ? team.state.guides : [];
  const guideOptions: FieldOption[] = guides.map((guide) => ({ value: guide.guideId, label: guide.guideName })).sort((a, b) => a.label.localeCompare(b.label));
  const statusOptions: FieldOption[] = CALL_STATUSES.map((status) => ({ value: status, label: labels.rowLabel[status] }));
  const summary = (chosen: readonly FieldOption[]) => {
    if (chosen.length === 0) return t`Any`;
    if (chosen.length <= 2) return chosen.map((option) => option.label).join(', ');
    const count = chosen.length;
    return t`${count} selected`;
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t`Filters`}
      actions={
        <>
          <Button variant="ghost" onClick={() => onApply(noFilters())} className="mr-auto">
            <Trans>Reset</Trans>
          </Button>
          <Button onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="primary" onClick={() => onApply(draft)}>
            <Trans>Apply</Trans>
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {withStatuses ? (
          <MultiSelectField
            label={t`Status`}
            value={draft.statuses}
            onChange={(values) => setDraft((current) => ({ ...current, statuses: values as CallStatus[] }))}
            options={statusOptions}
            summary={summary}
          />
        ) : null}
        <SelectField
          label={t`Direction`}
          value={draft.directionType ?? ''}
          placeholder={t`Any`}
          onChange={(value) => setDraft((current) => ({ ...current, directionType: (DIRECTION_TYPES as readonly string[]).includes(value) ? (value as Direction) : null }))}
          options={DIRECTION_TYPES.map((direction) => ({ value: direction, label: labels.direction[direction] }))}
        />
        <MultiSelectField label={t`Guides`} value={draft.guideIds} onChange={(values) => setDraft((current) => ({ ...current, guideIds: values }))} options={guideOptions} summary={summary} />
      </div>
    </Dialog>
  );
}

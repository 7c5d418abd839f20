import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OPERATIONS, ResponseOf } from '../../domain/index.ts';
import { Badge, Button, Dialog, MultiSelectField, Spinner, type FieldOption } from '../../ui/index.ts';
import type { CatalogueState } from '../data/index.ts';
import { activeFilterCount, MEMBER_FILTER_KEYS, noFilters, pickFilters, type MemberFilterKey, type MemberFilters as Filters } from './filter-config.ts';
import { useMemberListLabels } from './use-member-list-labels.ts';

export type FilterList = ResponseOf<typeof OPERATIONS.memberListFilters>['data'];

export interface MemberFiltersProps {
  /** The filters in force. */
  applied: Filters;
  /** The server's filter list (loaded once per session; a failure was only logged). */
  filterList: CatalogueState<{ data: FilterList }>;
  onApply: (filters: Filters) => void;
}

/** The Filters button, with how many filters are in force, and its dialog. */
export function MemberFilters({ applied, filterList, onApply }: MemberFiltersProps) {
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
        {count > 0 ? (
          <Badge tone="info">{count}</Badge>
        ) : null}
      </Button>
      {/* Mounted only while open, so every opening starts from the filters in force. */}
      {open ? <MemberFiltersDialog applied={applied} filterList={filterList} onApply={apply} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

interface MemberFiltersDialogProps {
  applied: Filters;
  filterList: CatalogueState<{ data: FilterList }>;
  onApply: (filters: Filters) => void;
  onClose: () => void;
}

/**
 * One multi-select per filter the server lists, in a fixed order; Apply puts the choice in force,
 * Reset clears every filter. Closing otherwise (Cancel, Escape) changes nothing.
 */
function MemberFiltersDialog({ applied, filterList, onApply, onClose }: MemberFiltersDialogProps) {
  const { t } = useLingui();
  const labels = useMemberListLabels();
  const [draft, setDraft] = useState(() => pickFilters(applied));
  const lists = filterList.status === 'ready' ? filterList.data.data : [];
  const optionsOf = (key: MemberFilterKey): FieldOption[] =>
    (lists.find((list) => list.key === key)?.options ?? []).map((option) => ({
      value: option.value,
      // Outreach phases are keys: the portal words them; the other labels are the data's own names.
      label: key === 'outreachPhases' ? labels.outreachPhase(option.value) : option.label,
    }));
  const keys = MEMBER_FILTER_KEYS.filter((key) => lists.some((list) => list.key === key));
  const summary = (chosen: readonly FieldOption[]) => {
    if (chosen.length === 0) return t`Any`;
    if (chosen.length <= 2) return chosen.map((option) => option.label).join(', ');
    const count = chosen.length;
    return t`${count} selected`;
  };

  // With the list at hand, only values it still offers are kept (a stored choice may be stale).
  const apply = () => {
    if (filterList.status !== 'ready') return onApply(draft);
    const kept = noFilters();
    for (const key of MEMBER_FILTER_KEYS) {
      const offered = new Set(optionsOf(key).map((option) => option.value));
      kept[key] = draft[key].filter((value) => offered.has(value));
    }
    onApply(kept);
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
          <Button variant="primary" onClick={apply}>
            <Trans>Apply</Trans>
          </Button>
        </>
      }
    >
      {filterList.status === 'loading' ? (
        <Spinner label={t`Loading filters`} className="w-full py-6" />
      ) : keys.length === 0 ? (
        <p className="text-slate-700">{t`No filters are available right now.`}</p>
      ) : (
        <div className="flex flex-col gap-4">
          {keys.map((key) => (
            <MultiSelectField
              key={key}
              label={labels.filterKey[key]}
              value={draft[key]}
              onChange={(values) => setDraft((current) => ({ ...current, [key]: values }))}
              options={optionsOf(key)}
              summary={summary}
            />
          ))}
        </div>
      )}
    </Dialog>
  );
}

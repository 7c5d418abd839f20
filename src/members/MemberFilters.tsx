import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { OPERATIONS, ResponseOf } from '../../domain/index.ts';
import { FiltersButton, FiltersDialog, MultiSelectField, Spinner, type FieldOption } from '../../ui/index.ts';
import { useFiltersWords } from '../shared/screen/use-filters-words.ts';
import type { CatalogueState } from '../data/index.ts';
import {
  activeFilterCount,
  MEMBER_FILTER_KEYS,
  noFilters,
  pickFilters,
  type MemberFilterKey,
  type MemberFilters as Filters,
} from './filter-config.ts';
import { useMemberListLabels } from './use-member-list-labels.ts';
import { stageKeyOfName, useCatalogueWords } from '../shared/member/use-catalogue-words.ts';
import { useMemberStatuses } from '../shared/member/use-member-statuses.ts';

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
  const words = useFiltersWords();
  return (
    <FiltersButton
      count={activeFilterCount(applied)}
      {...words.button}
      onApply={onApply}
      dialog={(handlers) => <MemberFiltersDialog applied={applied} filterList={filterList} {...handlers} />}
    />
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
  const words = useFiltersWords();
  const [draft, setDraft] = useState(() => pickFilters(applied));
  const lists = filterList.status === 'ready' ? filterList.data.data : [];
  const statusOf = useMemberStatuses();
  const catalogue = useCatalogueWords();
  // Outreach phases are keys, statuses and stages catalogue entries: the portal words them; the
  // other labels (customers, guides) are the data's own names.
  const labelOf = (key: MemberFilterKey, option: { value: string; label: string }): string => {
    if (key === 'outreachPhases') return labels.outreachPhase(option.value);
    if (key === 'memberStatusIds')
      return catalogue.name('memberStatus', statusOf(Number(option.value))?.key, option.label);
    if (key === 'memberStageIds') return catalogue.name('memberStage', stageKeyOfName(option.label), option.label);
    return option.label;
  };
  const optionsOf = (key: MemberFilterKey): FieldOption[] =>
    (lists.find((list) => list.key === key)?.options ?? []).map((option) => ({
      value: option.value,
      label: labelOf(key, option),
    }));
  const keys = MEMBER_FILTER_KEYS.filter((key) => lists.some((list) => list.key === key));

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
    <FiltersDialog labels={words.dialog} onReset={() => onApply(noFilters())} onApply={apply} onClose={onClose}>
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
              summary={words.summary}
            />
          ))}
        </div>
      )}
    </FiltersDialog>
  );
}

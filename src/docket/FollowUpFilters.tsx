import { useLingui } from '@lingui/react/macro';
import type { FollowUpFilter } from '../../domain/index.ts';
import { CheckboxFilters } from '../../ui/index.ts';

export interface FollowUpFiltersProps {
  /** The filters this user may use (Feedback needs CAN_MANAGE_MEMBER_FEEDBACK). */
  available: readonly FollowUpFilter[];
  selected: readonly FollowUpFilter[];
  onChange: (selected: FollowUpFilter[]) => void;
}

/** Checkboxes for the kinds of follow-up to list: Calls, Feedback, Texts, Visits. */
export function FollowUpFilters({ available, selected, onChange }: FollowUpFiltersProps) {
  const { t } = useLingui();
  const names: Record<FollowUpFilter, string> = {
    calls: t`Calls`,
    feedback: t`Feedback`,
    texts: t`Texts`,
    visits: t`Visits`,
  };
  return (
    <CheckboxFilters
      legend={t`Show follow-ups for`}
      options={available}
      labels={names}
      selected={selected}
      onChange={onChange}
    />
  );
}

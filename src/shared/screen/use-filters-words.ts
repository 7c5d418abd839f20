/** The words every Filters button and dialog of the portal share (calls and texts, members, hospitalizations). */
import { useMemo } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { FieldOption, FiltersDialogLabels } from '../../../ui/index.ts';

export interface FiltersWords {
  /** For `FiltersButton`: "Filters", read "Filters 2 active" while some are in force. */
  button: { label: string; activeWord: (count: number) => string };
  /** For `FiltersDialog`. */
  dialog: FiltersDialogLabels;
  /** A multi-select's summary: Any, up to two labels, or "3 selected". */
  summary: (chosen: readonly FieldOption[]) => string;
}

export function useFiltersWords(): FiltersWords {
  const { t } = useLingui();
  return useMemo(
    () => ({
      button: {
        label: t`Filters`,
        activeWord: (count) => t({ message: plural(count, { one: 'active', other: 'active' }) }),
      },
      dialog: { title: t`Filters`, reset: t`Reset`, cancel: t`Cancel`, apply: t`Apply` },
      summary: (chosen) => {
        if (chosen.length === 0) return t`Any`;
        if (chosen.length <= 2) return chosen.map((option) => option.label).join(', ');
        const count = chosen.length;
        return t`${count} selected`;
      },
    }),
    [t],
  );
}

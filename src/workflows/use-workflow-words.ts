import { useCallback, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { WorkflowCardState } from '../../domain/index.ts';

/** The workflow task card's state, in words. */
export function useCardStateWords(): Record<WorkflowCardState, string> {
  const { t } = useLingui();
  return useMemo(
    () => ({
      start: t`Getting started`,
      schedule: t`To schedule`,
      completed: t`Completed`,
      unscheduled: t`Unscheduled`,
    }),
    [t],
  );
}

/** A scheduled event's type, in words. */
export function useEventTypeWords(): (type: string) => string {
  const { t } = useLingui();
  return useCallback(
    (type: string) =>
      ({ call: t`Call`, visit: t`Visit`, message: t`Message`, reminder: t`Reminder` })[type] ?? t`Event`,
    [t],
  );
}

import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CallRowLabel, DateRange } from '../../domain/index.ts';
import type { Direction } from './calls-filter-config.ts';

/** The calls and texts page's words for the data's keys (spec part 1 section 2). */
export function useCallsLabels() {
  const { t } = useLingui();
  return useMemo(
    () => ({
      /** Review states as the spec names them; call statuses in sentence case. */
      rowLabel: {
        reviewsAssigned: t`Reviews Assigned`,
        callReassigned: t`Call Reassigned`,
        needsReview: t`Needs Review`,
        reviewed: t`Reviewed`,
        CONNECTING: t`Connecting`,
        ACTIVE: t`Active`,
        ENDED: t`Ended`,
        FAILED: t`Failed`,
        MISSED: t`Missed`,
        BUSY: t`Busy`,
      } satisfies Record<CallRowLabel, string>,
      range: { '30': t`Last 30 Days`, '60': t`Last 60 Days`, '90': t`Last 90 Days`, none: t`All` } satisfies Record<
        DateRange,
        string
      >,
      direction: { incoming: t`Incoming`, outgoing: t`Outgoing` } satisfies Record<Direction, string>,
    }),
    [t],
  );
}

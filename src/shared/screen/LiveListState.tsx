import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LiveViewState, type EmptyStateProps, type LiveStatus } from '../../../ui/index.ts';

export interface LiveListStateProps {
  status: LiveStatus;
  /** How many rows the list holds now. */
  count: number;
  /** What an empty list says; "No records found" unless told. */
  empty?: EmptyStateProps;
  children: ReactNode;
}

/** A live list's loading, failed and empty states in the portal's usual words (spec part 1 section 8). */
export function LiveListState({ status, count, empty, children }: LiveListStateProps) {
  const { t } = useLingui();
  return (
    <LiveViewState
      status={status}
      count={count}
      loadingLabel={t`Loading`}
      failed={t`This list could not be loaded. Reload the page to try again.`}
      empty={empty ?? { title: t`No records found` }}
    >
      {children}
    </LiveViewState>
  );
}

import type { ReactNode } from 'react';
import { Spinner } from './Spinner.tsx';

/** Where a live view is: its first load, loaded (and kept current), or failed. */
export type LiveStatus = 'loading' | 'ready' | 'error';

export interface EmptyStateProps {
  /** e.g. 'No records found' (spec part 1 section 8's empty texts). */
  title: ReactNode;
  /** A next step, e.g. 'Try checking other dates'. */
  hint?: ReactNode;
}

/** A neutral "nothing here" message. */
export function EmptyState({ title, hint }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-1 py-8 text-center">
      <p className="font-medium text-slate-800">{title}</p>
      {hint ? <p className="text-sm text-slate-600">{hint}</p> : null}
    </div>
  );
}

export interface LiveViewStateProps {
  status: LiveStatus;
  /** How many rows the view holds now. */
  count: number;
  /** The spinner's spoken label, e.g. "Loading". */
  loadingLabel: string;
  /** Said (as an alert) when the view failed. */
  failed: ReactNode;
  /** What shows when the view has loaded and holds nothing. */
  empty: EmptyStateProps;
  /** The rows, rendered only when there are some. */
  children: ReactNode;
}

/**
 * One place for a live view's states: failed (an alert), first load (a spinner), loaded and empty
 * (the empty state), else the content. Rows already shown stay shown while more load, so a view
 * that refreshes never flashes a spinner.
 *
 * @example
 *   <LiveViewState status={view.status} count={view.rows.length} loadingLabel={t`Loading`} failed={t`This list could not be loaded.`} empty={{ title: t`No records found` }}>
 *     <Table ... rows={view.rows} />
 *   </LiveViewState>
 */
export function LiveViewState({ status, count, loadingLabel, failed, empty, children }: LiveViewStateProps) {
  if (status === 'error') {
    return (
      <p role="alert" className="py-6 text-center text-slate-800">
        {failed}
      </p>
    );
  }
  if (count === 0 && status === 'loading') return <Spinner label={loadingLabel} className="w-full py-6" />;
  if (count === 0) return <EmptyState {...empty} />;
  return <>{children}</>;
}

/**
 * Runs a named write through the engine (optimistic, confirmed by its change, rolled back on
 * failure) and routes its failure the way part 1 section 8 says: a 400's property errors go to
 * whoever shows the form (`onInvalid`, typically `applyServerErrors(form, errors)`); any other
 * failure goes to the global error toast with its copyable report.
 *
 * @example
 *   const save = useMutation('snoozeTodo', { onInvalid: (errors) => applyServerErrors(form, errors) });
 *   const saved = await save({ guideId, todoId, until });
 */
import { useCallback } from 'react';
import type { PropertyError } from '../../domain/index.ts';
import type { MutationArgs, MutationName, SyncError } from '../../sync/client/index.ts';
import { useServices } from '../services/services.tsx';
import { apiErrorFromSync, isSyncError } from './sync-errors.ts';

export interface MutationOptions {
  /** Shows a 400's property errors (and its message) where the user can fix them. */
  onInvalid?: (errors: PropertyError[], failure: SyncError) => void;
  /**
   * Shows any other failure the screen's own way, instead of the global error toast: for writes
   * whose failure the spec words itself (e.g. 'An error occurred while dismissing the status').
   */
  onFailure?: (failure: SyncError) => void;
  /**
   * With `onFailure`: a failure other than a 400 reaches the global error toast as well (part 1
   * section 8 says every such failure does), for a dialog that also says in its own line what
   * failed ('Failed to send message') and stays open; as a direct API call did.
   */
  alsoToast?: boolean;
}

/** Resolves true when the server confirmed the write, false when it failed (already reported). */
export function useMutation<N extends MutationName>(
  name: N,
  options: MutationOptions = {},
): (args: MutationArgs<N>) => Promise<boolean> {
  const { sync, apiErrors, clock } = useServices();
  const { onInvalid, onFailure, alsoToast } = options;
  return useCallback(
    (args: MutationArgs<N>) =>
      sync.mutate(name, args).then(
        () => true,
        (error: unknown) => {
          const failure: SyncError = isSyncError(error)
            ? error
            : { status: 0, body: { statusCode: 0, message: error instanceof Error ? error.message : String(error) } };
          if (failure.status === 400 && onInvalid) {
            onInvalid((failure.body?.errors ?? []) as PropertyError[], failure);
            return false;
          }
          onFailure?.(failure);
          if (!onFailure || (alsoToast && failure.status !== 400))
            apiErrors.publish(apiErrorFromSync(failure, failure.body?.path ?? name, new Date(clock.now())));
          return false;
        },
      ),
    [name, onInvalid, onFailure, alsoToast, sync, apiErrors, clock],
  );
}

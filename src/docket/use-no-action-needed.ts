import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useToast } from '../../ui/index.ts';
import { useServices } from '../app/services.tsx';
import { apiErrorFromSync, isSyncError } from '../data/index.ts';

/**
 * 'No action needed' on a follow-up. The engine takes the row off the docket at once and puts it
 * back if the server refuses; the refusal shows as any failed call does (the error toast with a
 * copy button), except a 400, which names what was wrong instead (spec part 1 section 8).
 */
export function useNoActionNeeded(guideId: string): (todoId: string) => void {
  const { t } = useLingui();
  const { sync, apiErrors, clock } = useServices();
  const showToast = useToast();
  return useCallback(
    (todoId: string) => {
      const path = `/users/${guideId}/todos/${todoId}/snooze`;
      sync.mutate('snoozeTodo', { guideId, todoId }).catch((error: unknown) => {
        const failure = isSyncError(error) ? error : { status: 0, body: { statusCode: 0, message: error instanceof Error ? error.message : String(error) } };
        if (failure.status === 400) {
          showToast({ tone: 'error', message: failure.body?.userMessage ?? t`This follow-up could not be updated.` });
          return;
        }
        apiErrors.publish(apiErrorFromSync(failure, path, new Date(clock.now())));
      });
    },
    [guideId, sync, apiErrors, clock, showToast, t],
  );
}

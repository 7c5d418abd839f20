import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { SyncError } from '../../sync/client/index.ts';
import { useToast } from '../../ui/index.ts';
import { useMutation } from '../data/index.ts';

/**
 * Dismisses a status event (it leaves the feed at once), then says how it went (spec part 1
 * section 8): 'Status dismissed successfully', or the server's user message, else 'An error
 * occurred while dismissing the status'. A refusal brings the status back.
 */
export function useDismissStatus(): (statusEventId: string) => Promise<void> {
  const { t } = useLingui();
  const showToast = useToast();
  const onFailure = useCallback(
    (failure: SyncError) =>
      showToast({
        tone: 'error',
        message: failure.body?.userMessage || t`An error occurred while dismissing the status`,
      }),
    [showToast, t],
  );
  const dismiss = useMutation('dismissMemberStatus', { onFailure });
  return useCallback(
    async (statusEventId: string) => {
      if (await dismiss({ statusEventId })) showToast({ tone: 'success', message: t`Status dismissed successfully` });
    },
    [dismiss, showToast, t],
  );
}

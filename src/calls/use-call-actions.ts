import { useCallback, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CloseCallReviewArgs } from '../../sync/client/index.ts';
import { useToast } from '../../ui/index.ts';
import { useMutation } from '../data/index.ts';

/**
 * The calls page's writes with the spec's words (part 1 section 8): 'Call assigned successfully!',
 * and 'An error occurred. Please try again.' when an assignment fails; any other failure goes to
 * the global error toast with its report.
 */
export function useAssignments() {
  const { t } = useLingui();
  const showToast = useToast();
  const failed = useMemo(
    () => ({ onFailure: () => showToast({ tone: 'error', message: t`An error occurred. Please try again.` }) }),
    [showToast, t],
  );
  const assignCall = useMutation('assignCall', failed);
  const assignText = useMutation('assignText', failed);
  const addPhoneNumber = useMutation('addPhoneNumber', failed);
  const assigned = useCallback(
    (done: boolean) => {
      if (done) showToast({ tone: 'success', message: t`Call assigned successfully!` });
      return done;
    },
    [showToast, t],
  );
  return { assignCall, assignText, addPhoneNumber, assigned };
}

/** No action required on one's own open review: the row changes at once; a refusal puts it back. */
export function useCloseReview(): (args: CloseCallReviewArgs) => Promise<boolean> {
  return useMutation('closeCallReview');
}

import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useToast } from '../../ui/index.ts';
import { useServices } from '../services/services.tsx';
import { errorReport } from './error-report.ts';

/** Copies an error's report for the support channel and says whether it worked. */
export function useCopyError(): (error: unknown) => void {
  const { t } = useLingui();
  const showToast = useToast();
  const { copyText, clock } = useServices();
  return useCallback(
    (error: unknown) => {
      const report = errorReport(error, window.location.href, new Date(clock.now()));
      copyText(report).then(
        () => showToast({ tone: 'success', message: t`Error details copied` }),
        () => showToast({ tone: 'error', message: t`The error details could not be copied` }),
      );
    },
    [copyText, clock, showToast, t],
  );
}

import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useToast } from '../../ui/index.ts';
import { useServices } from '../services/services.tsx';
import { useCopyError } from './useCopyError.ts';

/**
 * Spec part 1 section 8: a failed call that its caller does not handle shows an error toast with
 * the server's userMessage and a copy button. (400s never get here: forms show them.)
 */
export function ApiErrorToasts() {
  const { t } = useLingui();
  const showToast = useToast();
  const copyError = useCopyError();
  const { apiErrors } = useServices();
  useEffect(
    () =>
      apiErrors.subscribe((error) =>
        showToast({
          tone: 'error',
          message: t`An error has occurred. Click the copy button and paste error message in the support channel with steps taken when error occurred.`,
          detail: error.userMessage,
          action: { label: t`Copy`, onClick: () => copyError(error) },
        }),
      ),
    [apiErrors, showToast, copyError, t],
  );
  return null;
}

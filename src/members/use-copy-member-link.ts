import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useToast } from '../../ui/index.ts';
import { useServices } from '../services/services.tsx';

/** 'Copy member link': the member page's absolute address to the clipboard, then a toast saying how it went. */
export function useCopyMemberLink(): (memberPath: string) => void {
  const { t } = useLingui();
  const { copyText } = useServices();
  const showToast = useToast();
  return useCallback(
    (memberPath: string) => {
      const link = new URL(memberPath, window.location.origin).href;
      copyText(link).then(
        () => showToast({ tone: 'success', message: t`Member link copied` }),
        () => showToast({ tone: 'error', message: t`The member link could not be copied` }),
      );
    },
    [copyText, showToast, t],
  );
}

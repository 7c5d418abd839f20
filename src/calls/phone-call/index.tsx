/**
 * The phone call feature's entry for other screens: the Phone call dialog, loaded on first use (it
 * brings the rich-text editor for the note).
 */
import { lazy, Suspense } from 'react';
import type { PhoneCallDialogProps } from './PhoneCallDialog.tsx';

const LazyPhoneCallDialog = lazy(async () => ({ default: (await import('./PhoneCallDialog.tsx')).PhoneCallDialog }));

export function PhoneCallDialog(props: PhoneCallDialogProps) {
  return (
    <Suspense fallback={null}>
      <LazyPhoneCallDialog {...props} />
    </Suspense>
  );
}

export type { PhoneCallDialogProps } from './PhoneCallDialog.tsx';

/** The texts feature's entry for other screens: the text message dialog, loaded on first use. */
import { lazy, Suspense } from 'react';
import type { TextMessageDialogProps } from './TextMessageDialog.tsx';

const LazyTextMessageDialog = lazy(async () => ({
  default: (await import('./TextMessageDialog.tsx')).TextMessageDialog,
}));

export function TextMessageDialog(props: TextMessageDialogProps) {
  return (
    <Suspense fallback={null}>
      <LazyTextMessageDialog {...props} />
    </Suspense>
  );
}

export type { TextMessageDialogProps } from './TextMessageDialog.tsx';

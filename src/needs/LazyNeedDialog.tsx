/**
 * The Add / Edit need dialog, loaded on first use: it brings the rich-text editor, which must stay
 * out of the member page's (and so the docket's) first load.
 */
import { lazy, Suspense } from 'react';
import type { NeedDialogProps } from './NeedDialog.tsx';

const Dialog = lazy(async () => ({ default: (await import('./NeedDialog.tsx')).NeedDialog }));

export function NeedDialog(props: NeedDialogProps) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}

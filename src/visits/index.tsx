/**
 * The visits feature's entry for other screens (the member page, the docket's 'Record visit now'):
 * the Visit dialog, loaded on first use (it brings the rich-text editor).
 *
 * @example <VisitDialog memberId={event.memberId} scheduledEvent={event} onClose={close} />
 */
import { lazy, Suspense } from 'react';
import type { VisitDialogProps } from './VisitDialog.tsx';

const LazyVisitDialog = lazy(async () => ({ default: (await import('./VisitDialog.tsx')).VisitDialog }));

export function VisitDialog(props: VisitDialogProps) {
  return (
    <Suspense fallback={null}>
      <LazyVisitDialog {...props} />
    </Suspense>
  );
}

export type { VisitDialogProps } from './VisitDialog.tsx';
export type { ExistingVisit } from './visit-form.ts';
export { existingVisitOf } from './existing-visit.ts';

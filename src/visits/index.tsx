/**
 * The visits feature's entry for other screens (the member page, the docket's 'Record visit now'):
 * the Visit dialog, loaded on first use or once the page is idle (it brings the rich-text editor).
 *
 * @example <VisitDialog memberId={event.memberId} scheduledEvent={event} onClose={close} />
 */
import { lazyDialog } from '../shared/screen/lazy-dialog.tsx';

export const VisitDialog = lazyDialog(async () => (await import('./VisitDialog.tsx')).VisitDialog);

export type { VisitDialogProps } from './VisitDialog.tsx';
export type { ExistingVisit } from './visit-form.ts';
export { existingVisitOf } from './existing-visit.ts';

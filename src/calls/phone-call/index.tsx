/**
 * The phone call feature's entry for other screens: the Phone call dialog, loaded on first use or once
 * the page is idle (it brings the rich-text editor for the note).
 */
import { lazyDialog } from '../../shared/screen/lazy-dialog.tsx';

export const PhoneCallDialog = lazyDialog(async () => (await import('./PhoneCallDialog.tsx')).PhoneCallDialog);

export type { PhoneCallDialogProps } from './PhoneCallDialog.tsx';

/** The texts feature's entry for other screens: the text message dialog, loaded on first use or once the page is idle. */
import { lazyDialog } from '../shared/screen/lazy-dialog.tsx';

export const TextMessageDialog = lazyDialog(async () => (await import('./TextMessageDialog.tsx')).TextMessageDialog);

export type { TextMessageDialogProps } from './TextMessageDialog.tsx';

/**
 * The notes feature's entry for other screens: the Note dialog, loaded on first use or once the page
 * is idle (it brings the rich-text editor, which the first load of the portal does not need).
 */
import { lazyDialog } from '../shared/screen/lazy-dialog.tsx';

export const NoteDialog = lazyDialog(async () => (await import('./NoteDialog.tsx')).NoteDialog);

export type { ExistingNote, NoteDialogProps } from './NoteDialog.tsx';

/**
 * The Add / Edit need dialog, loaded on first use or once the Needs tab is idle: it brings the
 * rich-text editor, which must stay out of the member page's (and so the docket's) first load.
 */
import { lazyDialog } from '../shared/screen/lazy-dialog.tsx';

export const NeedDialog = lazyDialog(async () => (await import('./NeedDialog.tsx')).NeedDialog);

import { lazy } from 'react';

/**
 * The shell's dialogs load on first use, each in its own chunk with the dialog component
 * (@headlessui's Dialog, about 15 kB gzip), so none of them weighs on the first load of a screen
 * (issue #13). The browser fetches a chunk once: calling a loader again returns the same module.
 */
export const BuildInfoDialog = lazy(() =>
  import('./BuildInfoDialog.tsx').then((module) => ({ default: module.BuildInfoDialog })),
);

export const VoicemailGreetingDialog = lazy(() =>
  import('../voicemail-greeting/VoicemailGreetingDialog.tsx').then((module) => ({
    default: module.VoicemailGreetingDialog,
  })),
);

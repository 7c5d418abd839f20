/**
 * The notes feature's entry for other screens: the Note dialog, loaded on first use (it brings the
 * rich-text editor, which the rest of the portal does not need).
 */
import { lazy, Suspense } from 'react';
import type { NoteDialogProps } from './NoteDialog.tsx';

const LazyNoteDialog = lazy(async () => ({ default: (await import('./NoteDialog.tsx')).NoteDialog }));

export function NoteDialog(props: NoteDialogProps) {
  return (
    <Suspense fallback={null}>
      <LazyNoteDialog {...props} />
    </Suspense>
  );
}

export type { ExistingNote, NoteDialogProps } from './NoteDialog.tsx';

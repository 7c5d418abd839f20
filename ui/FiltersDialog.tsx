import type { ReactNode } from 'react';
import { Button } from './Button.tsx';
import { Dialog } from './Dialog.tsx';

export interface FiltersDialogLabels {
  title: string;
  reset: string;
  cancel: string;
  apply: string;
}

export interface FiltersDialogProps {
  labels: FiltersDialogLabels;
  /** Clears every filter (and closes, as the caller decides). */
  onReset: () => void;
  /** Puts the draft in force. */
  onApply: () => void;
  /** Cancel, Escape or a click outside: nothing changes. */
  onClose: () => void;
  /** The fields. */
  children: ReactNode;
}

/** A filters dialog's frame: the title, the fields, and Reset (at the left), Cancel and Apply. */
export function FiltersDialog({ labels, onReset, onApply, onClose, children }: FiltersDialogProps) {
  return (
    <Dialog
      open
      onClose={onClose}
      title={labels.title}
      actions={
        <>
          <Button variant="ghost" onClick={onReset} className="mr-auto">
            {labels.reset}
          </Button>
          <Button onClick={onClose}>{labels.cancel}</Button>
          <Button variant="primary" onClick={onApply}>
            {labels.apply}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

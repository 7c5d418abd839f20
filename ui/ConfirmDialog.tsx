import type { ReactNode } from 'react';
import { Button } from './Button.tsx';
import { Dialog } from './Dialog.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** The question, e.g. 'Delete this address?'. */
  description?: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  /** Runs the action; the dialog stays open, its buttons disabled, while `busy`. */
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** `danger` (default) for a destructive action such as a delete. */
  tone?: 'danger' | 'primary';
}

/**
 * Asks before an action the user cannot undo (spec part 2 section 5: deleting asks first). An
 * `alertdialog`; focus returns to the opener when it closes.
 *
 * @example
 *   <ConfirmDialog open={asking} title={t`Delete address`} confirmLabel={t`Delete`} cancelLabel={t`Cancel`} onConfirm={remove} onCancel={stop} />
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  tone = 'danger',
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      role="alertdialog"
      onClose={() => (busy ? undefined : onCancel())}
      title={title}
      description={description}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={tone} disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}

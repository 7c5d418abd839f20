import type { ReactNode } from 'react';
import { Dialog as HeadlessDialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, on a click outside, or by the caller's own close button. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons shown at the bottom right, in reading order. */
  actions?: ReactNode;
}

/**
 * A modal dialog (Headless UI): focus is trapped inside and returns to the opener on close; the
 * title names the dialog for screen readers.
 *
 * @example
 *   <Dialog open={open} onClose={close} title={t`Build info`} actions={<Button onClick={close}>{t`Close`}</Button>}>
 *     ...
 *   </Dialog>
 */
export function Dialog({ open, onClose, title, description, children, actions }: DialogProps) {
  return (
    <HeadlessDialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-lg rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
          {description ? <Description className="mt-1 text-slate-600">{description}</Description> : null}
          {children ? <div className="mt-4">{children}</div> : null}
          {actions ? <div className="mt-6 flex justify-end gap-2">{actions}</div> : null}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}

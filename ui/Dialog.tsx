import type { ReactNode } from 'react';
import { Dialog as HeadlessDialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { cx } from './cx.ts';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, on a click outside, or by the caller's own close button. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons shown at the bottom right, in reading order. */
  actions?: ReactNode;
  /** `alertdialog` for an urgent question the user must answer (e.g. a session about to end). */
  role?: 'dialog' | 'alertdialog';
  /** Covers the whole screen (the spec's full-screen forms: transfer and status change requests). */
  fullScreen?: boolean;
  /** A drawer along the right edge, 530 px wide and full height (the admin area's forms, spec part 3 section 9). */
  drawer?: boolean;
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
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  actions,
  role = 'dialog',
  fullScreen = false,
  drawer = false,
}: DialogProps) {
  return (
    // The root covers the screen (not a zero-size wrapper), so the dialog element itself has a box.
    <HeadlessDialog
      open={open}
      onClose={onClose}
      role={role}
      className={cx(
        'fixed inset-0 z-50 flex',
        drawer ? 'justify-end' : 'items-center justify-center',
        !fullScreen && !drawer && 'p-4',
      )}
    >
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <DialogPanel
        className={cx(
          'relative w-full overflow-y-auto bg-white shadow-xl',
          fullScreen ? 'h-full' : drawer ? 'h-full max-w-[530px]' : 'max-h-full max-w-lg rounded-lg',
        )}
      >
        <div className={cx('p-6', fullScreen && 'mx-auto max-w-3xl')}>
          <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
          {description ? <Description className="mt-1 text-slate-600">{description}</Description> : null}
          {children ? <div className="mt-4">{children}</div> : null}
          {actions ? <div className="mt-6 flex justify-end gap-2">{actions}</div> : null}
        </div>
      </DialogPanel>
    </HeadlessDialog>
  );
}

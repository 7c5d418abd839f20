import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Dialog } from '../../ui/index.ts';

/**
 * A dialog with Cancel and one action that runs a call: the action is disabled while it runs (no
 * double submit) and while `canSubmit` is false. `onSubmit` closes the dialog itself on success;
 * on failure it says why and the dialog stays, with what was entered.
 */
export function ActionDialog({
  title,
  submitLabel,
  canSubmit = true,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  submitLabel: string;
  canSubmit?: boolean;
  onSubmit: () => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      await onSubmit();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>{t`Cancel`}</Button>
          <Button onClick={() => void submit()} disabled={!canSubmit || busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, ConfirmDialog, useToast } from '../../../ui/index.ts';
import { useMutation } from '../../data/index.ts';

/** Reset training characters, after asking: the list shows the refreshed characters once it is done. */
export function ResetCharactersButton({ disabled }: { disabled: boolean }) {
  const { t } = useLingui();
  const showToast = useToast();
  const failed = () => showToast({ tone: 'error', message: t`The training characters could not be reset. Try again.` });
  const reset = useMutation('resetTrainingCharacters', { onInvalid: failed, onFailure: failed });
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    const done = await reset({});
    setBusy(false);
    setAsking(false);
    if (done) showToast({ tone: 'success', message: t`Training characters reset successfully` });
  };

  return (
    <>
      <Button variant="secondary" disabled={disabled} onClick={() => setAsking(true)}>
        {t`Reset training characters`}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t`Reset training characters`}
        description={t`Every training character goes back to its seeded status, stage and guide, and the status changes and notes made since are removed.`}
        confirmLabel={t`Yes, reset now`}
        cancelLabel={t`Cancel`}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

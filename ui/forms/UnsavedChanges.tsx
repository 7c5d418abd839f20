import { useState, type ReactNode } from 'react';
import { Button } from '../Button.tsx';
import { Dialog } from '../Dialog.tsx';
import { useFormMessages } from './FormMessages.tsx';

export interface DiscardGuard {
  /** Closes at once when nothing changed; otherwise asks first. Give it to the dialog's onClose and Cancel. */
  requestClose: () => void;
  /** The question, rendered by the caller next to its dialog (it stacks above it). */
  confirmation: ReactNode;
}

/**
 * Spec part 2 section 5: closing a form with unsaved changes asks 'You have unsaved changes. Are
 * you sure you want to close without saving?'. Nothing is asked while the form is pristine.
 *
 * @example
 *   const guard = useDiscardGuard(form.formState.isDirty, close);
 *   <Dialog open onClose={guard.requestClose} ...>...</Dialog>{guard.confirmation}
 */
export function useDiscardGuard(dirty: boolean, onClose: () => void): DiscardGuard {
  const messages = useFormMessages();
  const [asking, setAsking] = useState(false);
  const requestClose = () => (dirty ? setAsking(true) : onClose());
  const confirmation = (
    <Dialog
      open={asking}
      role="alertdialog"
      onClose={() => setAsking(false)}
      title={messages.unsavedChangesTitle}
      description={messages.unsavedChangesQuestion}
      actions={
        <>
          <Button onClick={() => setAsking(false)}>{messages.keepEditing}</Button>
          <Button
            variant="danger"
            onClick={() => {
              setAsking(false);
              onClose();
            }}
          >
            {messages.discardChanges}
          </Button>
        </>
      }
    />
  );
  return { requestClose, confirmation };
}

import { useId, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { Button, Dialog, Form, useDiscardGuard } from '../../../ui/index.ts';

export interface MemberInfoFormDialogProps<Values extends FieldValues> {
  title: ReactNode;
  form: UseFormReturn<Values>;
  onSubmit: SubmitHandler<Values>;
  /** Closes the dialog (after the discard question when the form is dirty). */
  onClose: () => void;
  children: ReactNode;
  /** The spec's full-screen forms (transfer requests and their review). */
  fullScreen?: boolean;
  /** The admin area's 530 px drawer. */
  drawer?: boolean;
  /** The submit button's words (default Save) and whether it waits for a valid form (Send enabled only when valid). */
  submitLabel?: string;
  submitDisabled?: boolean;
}

/**
 * One Member info dialog (phone, e-mail, address, personal information): the `ui` Dialog around a
 * form, Save disabled while saving, and the unsaved-changes question on close. Mounted while open,
 * so each opening starts from the row's values.
 */
export function MemberInfoFormDialog<Values extends FieldValues>({
  title,
  form,
  onSubmit,
  onClose,
  children,
  fullScreen,
  drawer,
  submitLabel,
  submitDisabled,
}: MemberInfoFormDialogProps<Values>) {
  const { t } = useLingui();
  const formId = useId();
  const saving = form.formState.isSubmitting;
  const guard = useDiscardGuard(form.formState.isDirty, onClose);
  const close = () => (saving ? undefined : guard.requestClose());
  return (
    <>
      <Dialog
        open
        onClose={close}
        title={title}
        fullScreen={fullScreen}
        drawer={drawer}
        actions={
          <>
            <Button variant="secondary" disabled={saving} onClick={close}>
              {t`Cancel`}
            </Button>
            <Button type="submit" form={formId} variant="primary" disabled={saving || submitDisabled}>
              {saving ? t`Saving…` : (submitLabel ?? t`Save`)}
            </Button>
          </>
        }
      >
        <Form id={formId} form={form} onSubmit={onSubmit} className="flex flex-col gap-4">
          {children}
        </Form>
      </Dialog>
      {guard.confirmation}
    </>
  );
}

import { useId, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Button, Form, useDiscardGuard } from '../../../ui/index.ts';

/**
 * One block of the customer page (spec part 3 sections 2, 4): read mode, then Edit, then Save or
 * Cancel; Cancel with unsaved changes asks first. The read mode shows the live customer, so another
 * admin's change shows at once; the edit mode starts from the values when Edit was pressed.
 */
export function EditableBlock<Values extends FieldValues>({
  title,
  canEdit,
  read,
  form,
  start,
  save,
  children,
}: {
  title: string;
  /** Holders of CAN_MODIFY_CLIENTS only. */
  canEdit: boolean;
  read: ReactNode;
  form: UseFormReturn<Values>;
  /** The form's values as the customer is now. */
  start: () => Values;
  /** Resolves true when the server confirmed the save. */
  save: (values: Values) => Promise<boolean>;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const formId = useId();
  const [editing, setEditing] = useState(false);
  const saving = form.formState.isSubmitting;
  const guard = useDiscardGuard(form.formState.isDirty, () => setEditing(false));
  const submit = async (values: Values) => {
    if (await save(values)) setEditing(false);
  };
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {editing ? (
          <div className="flex gap-2">
            <Button variant="secondary" disabled={saving} onClick={guard.requestClose}>
              {t`Cancel`}
            </Button>
            <Button type="submit" form={formId} variant="primary" disabled={saving}>
              {saving ? t`Saving…` : t`Save`}
            </Button>
          </div>
        ) : canEdit ? (
          <Button
            variant="secondary"
            aria-label={t`Edit ${title}`}
            onClick={() => {
              form.reset(start());
              setEditing(true);
            }}
          >
            {t`Edit`}
          </Button>
        ) : null}
      </div>
      {editing ? (
        <Form id={formId} form={form} onSubmit={submit} className="flex flex-col gap-4">
          {children}
        </Form>
      ) : (
        read
      )}
      {guard.confirmation}
    </section>
  );
}

/** A read-mode field: its label and its value (or a dash). */
export function ReadField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-medium break-words text-slate-900">{children || '—'}</dd>
    </div>
  );
}

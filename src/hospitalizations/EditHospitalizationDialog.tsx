import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { HOSPITALIZATION_MESSAGES, HOSPITALIZATION_NOTE_MAX, hospitalizationEditBody } from '../../domain/index.ts';
import type { HospitalizationRow } from '../../sync/client/index.ts';
import { arktypeResolver, FormDateField, FormTextareaField } from '../../ui/index.ts';
import { MemberInfoFormDialog } from '../shared/member/MemberInfoFormDialog.tsx';
import { useMemberInfoSave } from '../shared/member/use-member-info-save.ts';
import { useFormIssueWords } from '../shared/member/use-member-info-words.ts';

interface EditValues {
  note: string;
  guideEnteredDischargedAt: string;
}

/**
 * Edit hospitalization (spec part 1 sections 2 and 5): the guide's note and discharge date, both
 * required; a date already set is shown locked. The server refuses a changed date as well.
 */
export function EditHospitalizationDialog({ stay, onClose }: { stay: HospitalizationRow; onClose: () => void }) {
  const { t } = useLingui();
  const labels = useMemo(() => ({ note: t`Note`, guideEnteredDischargedAt: t`Discharge date` }), [t]);
  const known = useMemo<Record<string, string>>(
    () => ({
      [HOSPITALIZATION_MESSAGES.dateLocked]: t`The discharge date cannot be changed once it is set.`,
      [HOSPITALIZATION_MESSAGES.beforeAdmission]: t`The discharge date cannot be before the admit date.`,
    }),
    [t],
  );
  const words = useFormIssueWords(labels, known);
  const resolver = useMemo(() => arktypeResolver<EditValues>(hospitalizationEditBody, words.resolver), [words]);
  const form = useForm<EditValues>({
    resolver,
    defaultValues: { note: stay.note ?? '', guideEnteredDischargedAt: stay.guideEnteredDischargedAt ?? '' },
  });
  const save = useMemberInfoSave('updateHospitalization', t`Hospitalization updated successfully`, form, words.server);
  const locked = stay.guideEnteredDischargedAt !== null;
  const name = stay.memberName ?? '';

  const submit = async (values: EditValues) => {
    if (await save({ id: stay.id, note: values.note, guideEnteredDischargedAt: values.guideEnteredDischargedAt }))
      onClose();
  };
  return (
    <MemberInfoFormDialog
      title={name ? t`Edit hospitalization of ${name}` : t`Edit hospitalization`}
      form={form}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormDateField
        name="guideEnteredDischargedAt"
        label={labels.guideEnteredDischargedAt}
        required
        disabled={locked}
        hint={locked ? t`The discharge date cannot be changed once it is set.` : undefined}
      />
      <FormTextareaField name="note" label={labels.note} required maxLength={HOSPITALIZATION_NOTE_MAX} rows={4} />
    </MemberInfoFormDialog>
  );
}

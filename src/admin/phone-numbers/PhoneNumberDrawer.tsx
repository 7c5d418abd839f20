import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Controller, useForm } from 'react-hook-form';
import { PHONE_NUMBER_LIMITS } from '../../../domain/index.ts';
import type { LiveRow } from '../../data/index.ts';
import {
  arktypeResolver,
  FormCheckboxField,
  FormSelectField,
  FormTextareaField,
  FormTextField,
  MultiSelectField,
} from '../../../ui/index.ts';
import { MemberInfoFormDialog } from '../../shared/member/MemberInfoFormDialog.tsx';
import { useMemberInfoSave } from '../../shared/member/use-member-info-save.ts';
import { phoneNumberBody, phoneNumberForm, timeZoneChoices, type PhoneNumberValues } from './phone-number-form.ts';
import { usePhoneNumberWords } from './use-phone-number-words.ts';

/**
 * Add new number and Edit number (spec part 3 sections 2, 3, 7): a 530 px drawer with every field of
 * an internal number. The number is typed as people write it and stored in E.164; the zone comes
 * from the IANA list; ticking Default number moves the default here (the server clears the other).
 */
export function PhoneNumberDrawer({
  number,
  staff,
  onClose,
}: {
  /** null: a new number. */
  number: LiveRow<'internalPhoneNumbers'> | null;
  staff: readonly { id: string; name: string }[];
  onClose: () => void;
}) {
  const { t } = useLingui();
  const words = usePhoneNumberWords();
  const resolver = useMemo(() => arktypeResolver<PhoneNumberValues>(phoneNumberForm, words.resolver), [words]);
  const form = useForm<PhoneNumberValues>({
    resolver,
    defaultValues: {
      displayName: number?.displayName ?? '',
      description: number?.description ?? '',
      number: number?.number ?? '',
      timezone: number?.timezone ?? 'America/New_York',
      isDefault: number?.isDefault ?? false,
      isFeedbackNumber: number?.isFeedbackNumber ?? false,
      sid: number?.sid ?? '',
      friendlyName: number?.friendlyName ?? '',
      supportUserIds: [...(number?.supportUserIds ?? [])],
    },
  });
  const create = useMemberInfoSave(
    'createInternalPhoneNumber',
    t`Phone number created successfully`,
    form,
    words.server,
  );
  const update = useMemberInfoSave(
    'updateInternalPhoneNumber',
    t`Phone number updated successfully`,
    form,
    words.server,
  );
  const submit = async (values: PhoneNumberValues) => {
    const body = phoneNumberBody(values);
    const saved = number ? await update({ id: number.id, ...body }) : await create(body);
    if (saved) onClose();
  };
  const zones = useMemo(() => timeZoneChoices(number?.timezone ?? ''), [number?.timezone]);
  const { labels } = words;
  return (
    <MemberInfoFormDialog
      drawer
      title={number ? t`Edit number` : t`Add new number`}
      form={form}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormTextField
        name="displayName"
        label={labels.displayName}
        required
        maxLength={PHONE_NUMBER_LIMITS.displayName}
      />
      <FormTextField
        name="number"
        label={labels.number}
        required
        type="tel"
        autoComplete="off"
        maxLength={PHONE_NUMBER_LIMITS.typedNumber}
        hint={t`As you would dial it, e.g. (312) 555-0100; numbers outside the US start with +.`}
      />
      <FormTextareaField
        name="description"
        label={labels.description}
        rows={2}
        maxLength={PHONE_NUMBER_LIMITS.description}
      />
      <FormSelectField
        name="timezone"
        label={labels.timezone}
        required
        options={zones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }))}
      />
      <FormCheckboxField
        name="isDefault"
        label={labels.isDefault}
        hint={t`Only one number is the default: choosing this one clears the other.`}
      />
      <FormCheckboxField name="isFeedbackNumber" label={labels.isFeedbackNumber} />
      <FormTextField name="sid" label={labels.sid} maxLength={PHONE_NUMBER_LIMITS.sid} autoComplete="off" />
      <FormTextField name="friendlyName" label={labels.friendlyName} maxLength={PHONE_NUMBER_LIMITS.friendlyName} />
      <Controller
        control={form.control}
        name="supportUserIds"
        render={({ field, fieldState }) => (
          <MultiSelectField
            label={labels.supportUserIds}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            options={staff.map((user) => ({ value: user.id, label: user.name }))}
            summary={(chosen) => (chosen.length ? chosen.map((option) => option.label).join(', ') : t`None`)}
          />
        )}
      />
    </MemberInfoFormDialog>
  );
}

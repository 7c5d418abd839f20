import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { CUSTOMER_LIMITS } from '../../../domain/index.ts';
import { arktypeResolver, FormNumberField, FormTextField } from '../../../ui/index.ts';
import { MemberInfoFormDialog } from '../../shared/member/MemberInfoFormDialog.tsx';
import { useMemberInfoSave } from '../../shared/member/use-member-info-save.ts';
import { createBody, createForm, type CreateValues } from './customer-form.ts';
import { useCustomerWords } from './use-customer-words.ts';

/**
 * Add New Customer (spec part 3 sections 2, 5), the 530 px drawer at `/customer/new`: what a
 * customer requires to exist. Its numbers, consents and teams come after, on its page, while the
 * list's Is Valid column says what is still missing.
 */
export function CustomerCreateDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const words = useCustomerWords();
  const resolver = useMemo(() => arktypeResolver<CreateValues>(createForm, words.resolver), [words]);
  const form = useForm<CreateValues>({
    resolver,
    defaultValues: {
      name: '',
      displayName: '',
      website: '',
      medicalCenterId: '',
      smsReEngagementThreshold: 3,
      callEngagementLengthRequirementInMinutes: 5,
    },
  });
  const create = useMemberInfoSave('createCustomer', t`Customer created successfully`, form, words.server);
  const submit = async (values: CreateValues) => {
    if (await create(createBody(crypto.randomUUID(), values))) onClose();
  };
  const { labels } = words;
  const sms = CUSTOMER_LIMITS.smsReEngagementThreshold;
  const call = CUSTOMER_LIMITS.callEngagementMinutes;
  return (
    <MemberInfoFormDialog drawer title={t`Add New Customer`} form={form} onSubmit={submit} onClose={onClose}>
      <FormTextField name="name" label={labels.name} required maxLength={CUSTOMER_LIMITS.name} />
      <FormTextField name="displayName" label={labels.displayName} required maxLength={CUSTOMER_LIMITS.displayName} />
      <FormTextField
        name="website"
        label={labels.website}
        required
        type="url"
        maxLength={CUSTOMER_LIMITS.website}
        hint={t`Starts with https://`}
      />
      <FormTextField
        name="medicalCenterId"
        label={labels.medicalCenterId}
        maxLength={CUSTOMER_LIMITS.medicalCenterId}
        hint={t`A customer with a medical center is a BH customer.`}
      />
      <FormNumberField
        name="smsReEngagementThreshold"
        label={labels.smsReEngagementThreshold}
        required
        min={sms.min}
        max={sms.max}
        step={1}
      />
      <FormNumberField
        name="callEngagementLengthRequirementInMinutes"
        label={labels.callEngagementLengthRequirementInMinutes}
        required
        min={call.min}
        max={call.max}
        step={1}
      />
    </MemberInfoFormDialog>
  );
}

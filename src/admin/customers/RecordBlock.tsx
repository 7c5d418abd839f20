import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Controller, useForm } from 'react-hook-form';
import { CUSTOMER_LIMITS, customerType } from '../../../domain/index.ts';
import { arktypeResolver, FormTextField, MultiSelectField } from '../../../ui/index.ts';
import type { LiveRow } from '../../data/index.ts';
import { useMemberInfoSave } from '../../shared/member/use-member-info-save.ts';
import { recordChanges, recordForm, recordValues, type RecordValues } from './customer-form.ts';
import { EditableBlock, ReadField } from './EditableBlock.tsx';
import { useCustomerWords } from './use-customer-words.ts';

/** The customer's record: names, website, medical center, market and feedback numbers. */
export function RecordBlock({
  customer,
  numbers,
  numberName,
  canEdit,
}: {
  customer: LiveRow<'adminCustomers'>;
  numbers: readonly LiveRow<'internalPhoneNumbers'>[];
  numberName: ReadonlyMap<number, string>;
  canEdit: boolean;
}) {
  const { t } = useLingui();
  const words = useCustomerWords();
  const resolver = useMemo(() => arktypeResolver<RecordValues>(recordForm, words.resolver), [words]);
  const form = useForm<RecordValues>({ resolver, defaultValues: recordValues(customer) });
  const update = useMemberInfoSave('updateCustomer', t`Customer updated successfully`, form, words.server);
  const save = async (values: RecordValues) => {
    const changes = recordChanges(customer, values);
    return Object.keys(changes).length === 0 ? true : update({ id: customer.id, ...changes });
  };
  const options = numbers.map((n) => ({ value: n.id, label: `${n.displayName} (${n.number})` }));
  const named = (type: 'phoneNumber' | 'feedbackNumber') =>
    customer.clientMarketNumbers
      .filter((n) => n.type === type)
      .map((n) => numberName.get(n.id) ?? String(n.id))
      .join(', ');
  const { labels } = words;
  const picker = (name: 'marketNumberIds' | 'feedbackNumberIds') => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <MultiSelectField
          label={labels[name]}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
          options={options}
          summary={(chosen) => (chosen.length ? chosen.map((option) => option.label).join(', ') : t`None`)}
        />
      )}
    />
  );
  return (
    <EditableBlock
      title={t`Customer record`}
      canEdit={canEdit}
      form={form}
      start={() => recordValues(customer)}
      save={save}
      read={
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <ReadField label={labels.name}>{customer.name}</ReadField>
          <ReadField label={labels.displayName}>{customer.displayName}</ReadField>
          <ReadField label={labels.website}>{customer.website}</ReadField>
          <ReadField label={labels.medicalCenterId}>{customer.medicalCenterId}</ReadField>
          <ReadField label={t`Type`}>
            {customerType(customer) === 'BH_CUSTOMER' ? t`BH Customer` : t`CG Only`}
          </ReadField>
          <ReadField label={labels.marketNumberIds}>{named('phoneNumber')}</ReadField>
          <ReadField label={labels.feedbackNumberIds}>{named('feedbackNumber')}</ReadField>
        </dl>
      }
    >
      <FormTextField name="name" label={labels.name} required maxLength={CUSTOMER_LIMITS.name} />
      <FormTextField name="displayName" label={labels.displayName} required maxLength={CUSTOMER_LIMITS.displayName} />
      <FormTextField name="website" label={labels.website} required type="url" maxLength={CUSTOMER_LIMITS.website} />
      <FormTextField
        name="medicalCenterId"
        label={labels.medicalCenterId}
        maxLength={CUSTOMER_LIMITS.medicalCenterId}
      />
      {picker('marketNumberIds')}
      {picker('feedbackNumberIds')}
    </EditableBlock>
  );
}

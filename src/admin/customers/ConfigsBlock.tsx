import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { CUSTOMER_LIMITS } from '../../../domain/index.ts';
import { arktypeResolver, FormNumberField } from '../../../ui/index.ts';
import type { LiveRow } from '../../data/index.ts';
import { useMemberInfoSave } from '../../shared/member/use-member-info-save.ts';
import { configChanges, configForm, configValues, type ConfigValues } from './customer-form.ts';
import { EditableBlock, ReadField } from './EditableBlock.tsx';
import { useCustomerWords } from './use-customer-words.ts';

/**
 * The customer's configs: engagement rules, the program's average length, and the CHW minutes
 * report's thresholds (G0019's first block of minutes a month, each G0022 block after it).
 */
export function ConfigsBlock({ customer, canEdit }: { customer: LiveRow<'adminCustomers'>; canEdit: boolean }) {
  const { t } = useLingui();
  const words = useCustomerWords();
  const resolver = useMemo(() => arktypeResolver<ConfigValues>(configForm, words.resolver), [words]);
  const form = useForm<ConfigValues>({ resolver, defaultValues: configValues(customer) });
  const update = useMemberInfoSave('updateCustomer', t`Customer updated successfully`, form, words.server);
  const save = async (values: ConfigValues) => {
    const changes = configChanges(customer, values);
    return Object.keys(changes).length === 0 ? true : update({ id: customer.id, ...changes });
  };
  const { labels } = words;
  const limits = CUSTOMER_LIMITS;
  const whole = (
    name: Exclude<keyof ConfigValues, 'averageMonthsInProgram'>,
    range: { min: number; max: number },
    hint?: string,
  ) => (
    <FormNumberField name={name} label={labels[name]} required min={range.min} max={range.max} step={1} hint={hint} />
  );
  return (
    <EditableBlock
      title={t`Customer configs`}
      canEdit={canEdit}
      form={form}
      start={() => configValues(customer)}
      save={save}
      read={
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <ReadField label={labels.smsReEngagementThreshold}>{customer.smsReEngagementThreshold}</ReadField>
          <ReadField label={labels.callEngagementLengthRequirementInMinutes}>
            {customer.callEngagementLengthRequirementInMinutes}
          </ReadField>
          <ReadField label={labels.averageMonthsInProgram}>{customer.averageMonthsInProgram ?? ''}</ReadField>
          <ReadField label={labels.chwInitialMinutes}>{customer.chwInitialMinutes}</ReadField>
          <ReadField label={labels.chwAddOnMinutes}>{customer.chwAddOnMinutes}</ReadField>
        </dl>
      }
    >
      {whole('smsReEngagementThreshold', limits.smsReEngagementThreshold)}
      {whole('callEngagementLengthRequirementInMinutes', limits.callEngagementMinutes)}
      <FormNumberField
        name="averageMonthsInProgram"
        label={labels.averageMonthsInProgram}
        min={limits.averageMonthsInProgram.min}
        max={limits.averageMonthsInProgram.max}
        step={0.1}
      />
      {whole('chwInitialMinutes', limits.chwMinutes, t`Minutes in a month before G0019 is billed.`)}
      {whole('chwAddOnMinutes', limits.chwMinutes, t`Minutes of each further G0022 block.`)}
    </EditableBlock>
  );
}

import { useEffect, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import type { PropertyError } from '../../../domain/index.ts';
import { applyServerErrors, Banner, Button, Form, FormRadioGroupField, FormSelectField } from '../../../ui/index.ts';
import { useLive, useMutation } from '../../data/index.ts';
import { formatPhoneNumber } from '../../shared/member/member-info-format.ts';
import { callableNumbers } from './call-form.ts';
import { NeedsBeforeCall } from './NeedsBeforeCall.tsx';
import { useCallWords } from './use-call-words.ts';

interface PlaceCallValues {
  phoneNumberId: string;
  callType: 'interaction' | 'resourcing';
}

export interface PlaceCallFormProps {
  memberId: string;
  scheduledEventId: string | null;
  /** The placed call's id: the dialog follows it from here. */
  onPlaced: (callId: string) => void;
  onCancel: () => void;
}

/** The member's open needs to raise, then the number and the kind of call, then Call (spec part 2 "Phone call dialog"). */
export function PlaceCallForm({ memberId, scheduledEventId, onPlaced, onCancel }: PlaceCallFormProps) {
  const { t } = useLingui();
  const phones = useLive('memberPhones', { memberId });
  const numbers = useMemo(() => callableNumbers(phones.rows), [phones.rows]);
  const labels = useMemo(() => ({ phoneNumberId: t`Phone number`, callType: t`Call type` }), [t]);
  const words = useCallWords(labels);
  const form = useForm<PlaceCallValues>({ defaultValues: { phoneNumberId: '', callType: 'interaction' } });
  // The primary number is chosen once the numbers have loaded (unless the guide chose already).
  const firstNumber = numbers[0]?.id;
  useEffect(() => {
    if (firstNumber && !form.getValues('phoneNumberId')) form.setValue('phoneNumberId', firstNumber);
  }, [firstNumber, form]);
  const [failure, setFailure] = useState<string | null>(null);
  const place = useMutation('placeCall', {
    onInvalid: (errors: PropertyError[]) => void applyServerErrors(form, errors, words.server),
    onFailure: (error) => setFailure(error.body?.userMessage || error.body?.message || t`Save failed`),
  });

  const submit = async (values: PlaceCallValues) => {
    if (!values.phoneNumberId) {
      form.setError('phoneNumberId', { type: 'required', message: t`Phone number is required` });
      return;
    }
    setFailure(null);
    const id = crypto.randomUUID();
    const placed = await place({
      id,
      targetUserId: memberId,
      phoneNumberId: Number(values.phoneNumberId),
      resourceInteraction: values.callType === 'resourcing',
      scheduledEventId,
    });
    if (placed) onPlaced(id);
  };
  const placing = form.formState.isSubmitting;

  if (phones.status === 'ready' && numbers.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        <Banner tone="warning">{t`This member has no number that can be called.`}</Banner>
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onCancel}>{t`Close`}</Button>
        </div>
      </div>
    );
  }
  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-4">
      <NeedsBeforeCall memberId={memberId} />
      <FormSelectField
        name="phoneNumberId"
        label={labels.phoneNumberId}
        required
        options={numbers.map((p) => ({ value: p.id, label: `${formatPhoneNumber(p.number)} · ${p.description}` }))}
      />
      <FormRadioGroupField
        name="callType"
        label={labels.callType}
        options={[
          { value: 'interaction', label: t`Interaction call` },
          { value: 'resourcing', label: t`Resourcing call` },
        ]}
      />
      {failure ? (
        <p role="alert" className="text-red-700">
          {failure}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" disabled={placing} onClick={onCancel}>{t`Cancel`}</Button>
        <Button type="submit" variant="primary" disabled={placing || phones.status !== 'ready'}>
          {placing ? t`Calling…` : t`Place call`}
        </Button>
      </div>
    </Form>
  );
}

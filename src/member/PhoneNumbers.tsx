import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useForm, type Resolver } from 'react-hook-form';
import { phoneNumberFields } from '../../domain/index.ts';
import { arktypeResolver, Badge, FormCheckboxField, FormTextField } from '../../ui/index.ts';
import type { LiveRow } from '../data/index.ts';
import { useLive, useReportLiveError } from '../data/index.ts';
import { formatPhoneNumber } from '../shared/member/member-info-format.ts';
import { normalizePhoneInput } from '../shared/member/member-info-text.ts';
import { ContactRowActions, ContactSection } from './ContactSection.tsx';
import { MemberInfoFormDialog } from '../shared/member/MemberInfoFormDialog.tsx';
import { useFormIssueWords } from '../shared/member/use-member-info-words.ts';
import { useMemberInfoSave } from '../shared/member/use-member-info-save.ts';

type Phone = LiveRow<'memberPhones'>;

/** Phone numbers in Member info: the list, Add, Edit (description and primary) and Delete after asking. */
export function PhoneNumbers({ memberId }: { memberId: string }) {
  const { t } = useLingui();
  const phones = useLive('memberPhones', { memberId });
  useReportLiveError(phones);
  const remove = useMemberInfoSave('deletePhoneNumber', t`Phone number deleted successfully`);
  return (
    <ContactSection
      view={phones}
      labels={{
        add: t`Add phone number`,
        failed: t`The phone numbers could not be loaded.`,
        empty: t`No phone numbers`,
        deleteTitle: t`Delete phone number`,
        deleteQuestion: (phone) => t`Delete ${formatPhoneNumber(phone.number)}? This cannot be undone.`,
      }}
      remove={(phone) => remove({ phoneId: phone.id })}
      renderDialog={(phone, close) => <PhoneNumberDialog memberId={memberId} phone={phone} onClose={close} />}
      renderRow={(phone, controls) => {
        const shown = formatPhoneNumber(phone.number);
        return (
          <li key={phone.id} className="rounded-md border border-slate-200 p-2" data-phone={phone.number}>
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-slate-900 tabular-nums">{shown}</span>
              <span className="text-slate-700">{phone.description}</span>
              {phone.primary ? <Badge tone="info">{t`Primary`}</Badge> : null}
              {phone.doNotContactReason ? (
                <Badge tone="danger">{t`Do not contact: ${phone.doNotContactReason}`}</Badge>
              ) : null}
              <ContactRowActions
                controls={controls}
                editLabel={t`Edit phone number ${shown}`}
                deleteLabel={t`Delete phone number ${shown}`}
              />
            </p>
            <p className="text-slate-700">
              {t`Type:`} {phone.type ?? t`Unknown`} · {t`Carrier:`} {phone.carrier ?? t`not found`}
            </p>
          </li>
        );
      }}
    />
  );
}

interface PhoneValues {
  number: string;
  description: string;
  primary: boolean;
}

/** Add or edit a phone number. The number is typed as ten digits and sent as +1 and them; once added it cannot change. */
function PhoneNumberDialog({
  memberId,
  phone,
  onClose,
}: {
  memberId: string;
  phone: Phone | undefined;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const labels = useMemo(() => ({ number: t`Phone number`, description: t`Description`, primary: t`Primary` }), [t]);
  const issueWords = useFormIssueWords(labels);
  const resolver = useMemo<Resolver<PhoneValues>>(() => {
    const check = arktypeResolver<PhoneValues>(phoneNumberFields, issueWords.resolver);
    return (values, context, options) =>
      check({ ...values, number: normalizePhoneInput(values.number) }, context, options);
  }, [issueWords]);
  const form = useForm<PhoneValues>({
    resolver,
    defaultValues: {
      number: phone ? formatPhoneNumber(phone.number) : '',
      description: phone?.description ?? '',
      primary: phone?.primary ?? false,
    },
  });
  const add = useMemberInfoSave('addPhoneNumber', t`Phone number added successfully`, form, issueWords.server);
  const update = useMemberInfoSave('updatePhoneNumber', t`Phone number updated successfully`, form, issueWords.server);
  const save = async (values: PhoneValues) => {
    // The resolver's output: the number as +1 and ten digits, the description trimmed.
    const saved = phone
      ? await update({ phoneId: phone.id, description: values.description, primary: values.primary })
      : await add({ memberId, number: values.number, description: values.description, primary: values.primary });
    if (saved) onClose();
  };
  const primaryLocked = phone?.primary === true;
  return (
    <MemberInfoFormDialog
      title={phone ? t`Edit phone number` : t`Add phone number`}
      form={form}
      onSubmit={save}
      onClose={onClose}
    >
      {phone ? (
        <FormTextField name="number" label={labels.number} readOnly hint={t`A number cannot be changed once added.`} />
      ) : (
        <FormTextField
          name="number"
          label={labels.number}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          required
          hint={t`10 digits, e.g. (415) 555-0100`}
        />
      )}
      <FormTextField name="description" label={labels.description} required maxLength={20} />
      <FormCheckboxField
        name="primary"
        label={labels.primary}
        disabled={primaryLocked}
        hint={primaryLocked ? t`This is the primary number. To change it, make another number primary.` : undefined}
      />
    </MemberInfoFormDialog>
  );
}

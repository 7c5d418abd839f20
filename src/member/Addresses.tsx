import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { addressFields, MEMBER_INFO_LIMITS } from '../../domain/index.ts';
import { arktypeResolver, Badge, Button, FormCheckboxField, FormTextField } from '../../ui/index.ts';
import type { LiveRow } from '../data/index.ts';
import { useLive, useReportLiveError } from '../data/index.ts';
import { ContactRowActions, ContactSection } from './ContactSection.tsx';
import { MemberInfoFormDialog } from '../shared/member/MemberInfoFormDialog.tsx';
import { useMemberInfoSave } from '../shared/member/use-member-info-save.ts';
import { useFormIssueWords } from '../shared/member/use-member-info-words.ts';

type Address = LiveRow<'memberAddresses'>;

/** One line for an address: '3472 N Mesa Ln, Gary, IN 46402'. */
const oneLine = (address: Address) => `${address.line1}, ${address.city}, ${address.state} ${address.zip}`;

/** Addresses in Member info: the list, Add, Edit, Set as primary and Delete after asking (spec part 2 section 5). */
export function Addresses({ memberId }: { memberId: string }) {
  const { t } = useLingui();
  const addresses = useLive('memberAddresses', { memberId });
  useReportLiveError(addresses);
  const remove = useMemberInfoSave('deleteAddress', t`Address deleted successfully`);
  const setPrimary = useMemberInfoSave('setPrimaryAddress', t`Address set as primary successfully`);
  return (
    <ContactSection
      view={addresses}
      labels={{
        add: t`Add address`,
        failed: t`The addresses could not be loaded.`,
        empty: t`No addresses`,
        deleteTitle: t`Delete address`,
        deleteQuestion: (address) => t`Delete ${oneLine(address)}? This cannot be undone.`,
      }}
      remove={(address) => remove({ addressId: address.id })}
      renderDialog={(address, close) => <AddressDialog memberId={memberId} address={address} onClose={close} />}
      renderRow={(address, controls) => (
        <li key={address.id} data-address={address.line1} className="rounded-md border border-slate-200 p-2">
          <p className="flex flex-wrap items-center gap-2">
            {address.description ? <span className="font-semibold text-slate-900">{address.description}</span> : null}
            {address.primary ? <Badge tone="info">{t`Primary`}</Badge> : null}
            <ContactRowActions
              controls={controls}
              editLabel={t`Edit address ${oneLine(address)}`}
              deleteLabel={t`Delete address ${oneLine(address)}`}
              before={
                address.primary ? null : (
                  <Button
                    size="sm"
                    variant="ghost"
                    // The name starts with the visible words (WCAG 2.5.3, Label in Name), then says which address.
                    aria-label={t`Set as primary: ${oneLine(address)}`}
                    onClick={() => void setPrimary({ addressId: address.id })}
                  >
                    {t`Set as primary`}
                  </Button>
                )
              }
            />
          </p>
          <address className="text-slate-900 not-italic">
            {address.line1}
            {address.line2 ? <>, {address.line2}</> : null}
            <br />
            {address.city}, {address.state} {address.zip}
          </address>
        </li>
      )}
    />
  );
}

interface AddressValues {
  description: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  zip: string;
  primary: boolean;
}

function AddressDialog({
  memberId,
  address,
  onClose,
}: {
  memberId: string;
  address: Address | undefined;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const labels = useMemo(
    () => ({
      description: t`Label`,
      line1: t`Address line 1`,
      line2: t`Address line 2`,
      city: t`City`,
      state: t`State`,
      zip: t`Zip`,
      primary: t`Primary`,
    }),
    [t],
  );
  const issueWords = useFormIssueWords(labels);
  const form = useForm<AddressValues>({
    resolver: arktypeResolver<AddressValues>(addressFields, issueWords.resolver),
    defaultValues: {
      description: address?.description ?? '',
      line1: address?.line1 ?? '',
      line2: address?.line2 ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      zip: address?.zip ?? '',
      primary: false,
    },
  });
  const add = useMemberInfoSave('addAddress', t`Address created successfully`, form, issueWords.server);
  const update = useMemberInfoSave('updateAddress', t`Address updated successfully`, form, issueWords.server);
  const save = async (values: AddressValues) => {
    const fields = {
      description: values.description,
      line1: values.line1,
      line2: values.line2,
      city: values.city,
      state: values.state,
      zip: values.zip,
    };
    const saved = address
      ? await update({ addressId: address.id, ...fields })
      : await add({ id: crypto.randomUUID(), memberId, primary: form.getValues('primary'), ...fields });
    if (saved) onClose();
  };
  const limits = MEMBER_INFO_LIMITS;
  return (
    <MemberInfoFormDialog
      title={address ? t`Edit address` : t`Add address`}
      form={form}
      onSubmit={save}
      onClose={onClose}
    >
      <FormTextField
        name="description"
        label={labels.description}
        maxLength={limits.description}
        hint={t`At most ${limits.description} characters, e.g. Home`}
      />
      <FormTextField name="line1" label={labels.line1} required maxLength={limits.addressLine} autoComplete="off" />
      <FormTextField name="line2" label={labels.line2} maxLength={limits.addressLine} autoComplete="off" />
      <FormTextField name="city" label={labels.city} required maxLength={limits.city} autoComplete="off" />
      <div className="grid grid-cols-2 gap-4">
        <FormTextField
          name="state"
          label={labels.state}
          required
          maxLength={2}
          hint={t`2 letters, e.g. IL`}
          autoComplete="off"
        />
        <FormTextField name="zip" label={labels.zip} required maxLength={5} inputMode="numeric" autoComplete="off" />
      </div>
      {address ? null : <FormCheckboxField name="primary" label={labels.primary} />}
    </MemberInfoFormDialog>
  );
}

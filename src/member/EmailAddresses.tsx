import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { emailAddressFields } from '../../domain/index.ts';
import { arktypeResolver, Badge, Button, FormCheckboxField, FormTextField } from '../../ui/index.ts';
import type { LiveRow } from '../data/index.ts';
import { useLive, useReportLiveError } from '../data/index.ts';
import { ContactRowActions, ContactSection } from './ContactSection.tsx';
import { MemberInfoFormDialog } from '../shared/member/MemberInfoFormDialog.tsx';
import { useMemberInfoSave } from '../shared/member/use-member-info-save.ts';
import { useFormIssueWords } from '../shared/member/use-member-info-words.ts';

type Email = LiveRow<'memberEmails'>;

/** E-mail addresses in Member info: the list, Add, Edit, Make primary and Delete after asking. */
export function EmailAddresses({ memberId }: { memberId: string }) {
  const { t } = useLingui();
  const emails = useLive('memberEmails', { memberId });
  useReportLiveError(emails);
  const remove = useMemberInfoSave('deleteEmailAddress', t`Email address has been deleted successfully`);
  const makePrimary = useMemberInfoSave('updateEmailAddress', t`Email address has been updated successfully`);
  return (
    <ContactSection
      view={emails}
      labels={{
        add: t`Add email address`,
        failed: t`The email addresses could not be loaded.`,
        empty: t`No email addresses`,
        deleteTitle: t`Delete email address`,
        deleteQuestion: (email) => t`Delete ${email.emailAddress}? This cannot be undone.`,
      }}
      remove={(email) => remove({ emailId: email.id })}
      renderDialog={(email, close) => <EmailAddressDialog memberId={memberId} email={email} onClose={close} />}
      renderRow={(email, controls) => (
        <li
          key={email.id}
          data-email={email.emailAddress}
          className="flex flex-wrap items-center gap-2 rounded-md border border-slate-200 p-2"
        >
          <span className="font-semibold break-all text-slate-900">{email.emailAddress}</span>
          {email.description ? <span className="text-slate-700">{email.description}</span> : null}
          {email.primary ? <Badge tone="info">{t`Primary`}</Badge> : null}
          <ContactRowActions
            controls={controls}
            editLabel={t`Edit email address ${email.emailAddress}`}
            deleteLabel={t`Delete email address ${email.emailAddress}`}
            before={
              email.primary ? null : (
                <Button
                  size="sm"
                  variant="ghost"
                  // The name starts with the visible words (WCAG 2.5.3, Label in Name), then says which e-mail.
                  aria-label={t`Make primary: ${email.emailAddress}`}
                  onClick={() => void makePrimary({ emailId: email.id, primary: true })}
                >
                  {t`Make primary`}
                </Button>
              )
            }
          />
        </li>
      )}
    />
  );
}

interface EmailValues {
  emailAddress: string;
  description: string;
  primary: boolean;
}

function EmailAddressDialog({
  memberId,
  email,
  onClose,
}: {
  memberId: string;
  email: Email | undefined;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const labels = useMemo(
    () => ({ emailAddress: t`Email address`, description: t`Description`, primary: t`Primary` }),
    [t],
  );
  const issueWords = useFormIssueWords(labels);
  const form = useForm<EmailValues>({
    resolver: arktypeResolver<EmailValues>(emailAddressFields, issueWords.resolver),
    defaultValues: {
      emailAddress: email?.emailAddress ?? '',
      description: email?.description ?? '',
      primary: email?.primary ?? false,
    },
  });
  const add = useMemberInfoSave(
    'addEmailAddress',
    t`Email address has been added successfully`,
    form,
    issueWords.server,
  );
  const update = useMemberInfoSave(
    'updateEmailAddress',
    t`Email address has been updated successfully`,
    form,
    issueWords.server,
  );
  const save = async (values: EmailValues) => {
    const fields = {
      emailAddress: values.emailAddress,
      description: values.description,
      primary: form.getValues('primary'),
    };
    const saved = email
      ? await update({ emailId: email.id, ...fields })
      : await add({ id: crypto.randomUUID(), memberId, ...fields });
    if (saved) onClose();
  };
  const primaryLocked = email?.primary === true;
  return (
    <MemberInfoFormDialog
      title={email ? t`Edit email address` : t`Add email address`}
      form={form}
      onSubmit={save}
      onClose={onClose}
    >
      <FormTextField
        name="emailAddress"
        label={labels.emailAddress}
        type="email"
        autoComplete="off"
        required
        maxLength={254}
      />
      <FormTextField name="description" label={labels.description} maxLength={20} />
      <FormCheckboxField
        name="primary"
        label={labels.primary}
        disabled={primaryLocked}
        hint={primaryLocked ? t`This is the primary email address. To change it, make another one primary.` : undefined}
      />
    </MemberInfoFormDialog>
  );
}

import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { emailAddressFields } from '../../domain/index.ts';
import { arktypeResolver, Badge, Button, ConfirmDialog, FormCheckboxField, FormTextField, LiveViewState } from '../../ui/index.ts';
import type { LiveRow } from '../data/index.ts';
import { useLive, useReportLiveError } from '../data/index.ts';
import { MemberInfoFormDialog } from './MemberInfoFormDialog.tsx';
import { useMemberInfoSave } from './use-member-info-save.ts';
import { useFormIssueWords } from './use-member-info-words.ts';

type Email = LiveRow<'memberEmails'>;

/** E-mail addresses in Member info: the list, Add, Edit, Make primary and Delete after asking. */
export function EmailAddresses({ memberId }: { memberId: string }) {
  const { t } = useLingui();
  const emails = useLive('memberEmails', { memberId });
  useReportLiveError(emails);
  const [editing, setEditing] = useState<Email | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Email | null>(null);
  const [busy, setBusy] = useState(false);
  const remove = useMemberInfoSave('deleteEmailAddress', t`Email address has been deleted successfully`);
  const makePrimary = useMemberInfoSave('updateEmailAddress', t`Email address has been updated successfully`);
  const confirmDelete = async (email: Email) => {
    setBusy(true);
    await remove({ emailId: email.id });
    setBusy(false);
    setDeleting(null);
  };
  return (
    <div className="flex flex-col gap-2">
      <Button size="sm" variant="secondary" className="self-start" onClick={() => setEditing('new')}>
        {t`Add email address`}
      </Button>
      <LiveViewState status={emails.status} count={emails.rows.length} loadingLabel={t`Loading`} failed={t`The email addresses could not be loaded.`} empty={{ title: t`No email addresses` }}>
        <ul className="flex flex-col gap-2 text-sm">
          {emails.rows.map((email) => (
            <li key={email.id} data-email={email.emailAddress} className="flex flex-wrap items-center gap-2 rounded-md border border-slate-200 p-2">
              <span className="font-semibold break-all text-slate-900">{email.emailAddress}</span>
              {email.description ? <span className="text-slate-700">{email.description}</span> : null}
              {email.primary ? <Badge tone="info">{t`Primary`}</Badge> : null}
              <span className="ml-auto flex gap-1">
                {email.primary ? null : (
                  <Button size="sm" variant="ghost" aria-label={t`Make ${email.emailAddress} primary`} onClick={() => void makePrimary({ emailId: email.id, primary: true })}>
                    {t`Make primary`}
                  </Button>
                )}
                <Button size="sm" variant="ghost" aria-label={t`Edit email address ${email.emailAddress}`} onClick={() => setEditing(email)}>
                  {t`Edit`}
                </Button>
                <Button size="sm" variant="ghost" aria-label={t`Delete email address ${email.emailAddress}`} onClick={() => setDeleting(email)}>
                  {t`Delete`}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      </LiveViewState>
      {editing ? <EmailAddressDialog memberId={memberId} email={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete email address`}
        description={deleting ? t`Delete ${deleting.emailAddress}? This cannot be undone.` : undefined}
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void (deleting && confirmDelete(deleting))}
      />
    </div>
  );
}

interface EmailValues {
  emailAddress: string;
  description: string;
  primary: boolean;
}

function EmailAddressDialog({ memberId, email, onClose }: { memberId: string; email: Email | undefined; onClose: () => void }) {
  const { t } = useLingui();
  const labels = useMemo(() => ({ emailAddress: t`Email address`, description: t`Description`, primary: t`Primary` }), [t]);
  const issueWords = useFormIssueWords(labels);
  const form = useForm<EmailValues>({
    resolver: arktypeResolver<EmailValues>(emailAddressFields, issueWords.resolver),
    defaultValues: { emailAddress: email?.emailAddress ?? '', description: email?.description ?? '', primary: email?.primary ?? false },
  });
  const add = useMemberInfoSave('addEmailAddress', t`Email address has been added successfully`, form, issueWords.server);
  const update = useMemberInfoSave('updateEmailAddress', t`Email address has been updated successfully`, form, issueWords.server);
  const save = async (values: EmailValues) => {
    const fields = { emailAddress: values.emailAddress, description: values.description, primary: form.getValues('primary') };
    const saved = email ? await update({ emailId: email.id, ...fields }) : await add({ id: crypto.randomUUID(), memberId, ...fields });
    if (saved) onClose();
  };
  const primaryLocked = email?.primary === true;
  return (
    <MemberInfoFormDialog title={email ? t`Edit email address` : t`Add email address`} form={form} onSubmit={save} onClose={onClose}>
      <FormTextField name="emailAddress" label={labels.emailAddress} type="email" autoComplete="off" required maxLength={254} />
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

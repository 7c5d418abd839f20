import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { EMAIL_PATTERN, IDENTITY_LIMITS, OPERATIONS } from '../../domain/index.ts';
import { RadioGroupField, TextField, useToast } from '../../ui/index.ts';
import { isApiError } from '../api/index.ts';
import { useServices } from '../services/services.tsx';
import type { LiveRow } from '../data/index.ts';
import { ActionDialog } from './ActionDialog.tsx';
import { termTextsIn } from '../shared/member/consent-words.ts';
import { useMemberInfoSave } from '../shared/member/use-member-info-save.ts';

type Identity = { name: string; dateOfBirth: string; email: string };
type IdentityErrors = Partial<Record<keyof Identity, string>>;

/**
 * Accept or reject a consent term for the member (spec part 2 sections 2, 4, 6): the term's text
 * and its accept and reject choices; a term that requires identity first asks for the member's
 * name, date of birth and optionally e-mail (Member identity confirmation, POST /consent/identity).
 * Save is possible only once a choice differs from the member's answer.
 */
export function ConsentAnswerDialog({
  memberId,
  term,
  onClose,
}: {
  memberId: string;
  term: LiveRow<'memberConsentTerms'>;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const { api } = useServices();
  const texts = termTextsIn(term.texts, i18n.locale);
  const [choice, setChoice] = useState<string | null>(term.consented === null ? null : String(term.consented));
  const [identity, setIdentity] = useState<Identity>({ name: '', dateOfBirth: '', email: '' });
  const [errors, setErrors] = useState<IdentityErrors & { choice?: string }>({});
  const record = useMemberInfoSave('recordConsent', t`Consent updated successfully`);
  const showToast = useToast();
  const changed = choice !== null && choice !== String(term.consented);

  const identityErrors = (): IdentityErrors => ({
    ...(identity.name.trim().length < IDENTITY_LIMITS.nameMin ? { name: t`Name must be at least 2 characters.` } : {}),
    ...(identity.dateOfBirth.trim().length < IDENTITY_LIMITS.dateOfBirthMin
      ? { dateOfBirth: t`Date of birth must be at least 8 characters.` }
      : {}),
    ...(identity.email.trim() && !EMAIL_PATTERN.test(identity.email.trim()) ? { email: t`Email is not valid` } : {}),
  });

  const save = async () => {
    const found = {
      ...(choice === null ? { choice: t`A response is required` } : {}),
      ...(term.identityRequired ? identityErrors() : {}),
    };
    setErrors(found);
    if (Object.keys(found).length || choice === null) return;
    try {
      let consentIdentityId: string | null = null;
      if (term.identityRequired) {
        // A direct call, not a mutation: the answer below needs the identity's id, which only this answer carries.
        const email = identity.email.trim();
        const confirmed = await api.call(OPERATIONS.recordStaffConsentIdentity, {
          body: {
            memberId,
            name: identity.name.trim(),
            dateOfBirth: identity.dateOfBirth.trim(),
            ...(email ? { email } : {}),
          },
        });
        consentIdentityId = confirmed.consentIdentityId;
      }
      if (
        await record({ memberId, termId: term.id, termKey: term.key, consented: choice === 'true', consentIdentityId })
      )
        onClose();
    } catch (failure) {
      // The server's field errors go on the matching fields, constraint messages joined by a space;
      // a 400 naming no field says why in a toast (other failures reach the global error toast).
      if (!isApiError(failure) || failure.code !== 400) return;
      if (failure.errors.length)
        setErrors(
          Object.fromEntries(failure.errors.map((e) => [e.property, Object.values(e.constraints ?? {}).join(' ')])),
        );
      else showToast({ tone: 'error', message: failure.userMessage || failure.message });
    }
  };

  const field = (
    name: keyof Identity,
    label: string,
    options: { required?: boolean; type?: 'email'; hint?: string } = {},
  ) => (
    <TextField
      label={label}
      required={options.required}
      type={options.type}
      hint={options.hint}
      value={identity[name]}
      error={errors[name]}
      maxLength={name === 'dateOfBirth' ? IDENTITY_LIMITS.dateOfBirthMax : IDENTITY_LIMITS.textMax}
      onChange={(value) => setIdentity((current) => ({ ...current, [name]: value }))}
    />
  );

  return (
    <ActionDialog title={texts.name} submitLabel={t`Save`} canSubmit={changed} onSubmit={save} onClose={onClose}>
      <div className="flex flex-col gap-4 text-sm">
        <p className="max-h-48 overflow-y-auto whitespace-pre-line rounded-md bg-slate-50 p-3 text-slate-900">
          {texts.text}
        </p>
        {term.identityRequired ? (
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1 font-semibold text-slate-900">{t`Member identity confirmation`}</legend>
            {field('name', t`Member name`, { required: true })}
            {field('dateOfBirth', t`Date of birth`, { required: true, hint: t`MM/DD/YYYY` })}
            {field('email', t`E-mail`, { type: 'email' })}
          </fieldset>
        ) : null}
        <RadioGroupField
          label={t`Response`}
          required
          value={choice}
          error={errors.choice}
          onChange={(value) => {
            setChoice(value);
            setErrors((current) => ({ ...current, choice: undefined }));
          }}
          options={[
            { value: 'true', label: texts.acceptText },
            { value: 'false', label: texts.rejectText ?? t`I do not accept` },
          ]}
        />
      </div>
    </ActionDialog>
  );
}

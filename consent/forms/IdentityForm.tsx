import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  checkIdentityField,
  checkIdentityForm,
  IDENTITY_FIELDS,
  type IdentityField,
  type IdentityFormValues,
} from '../../domain/consent-rules.ts';
import { propertyErrorsToFieldErrors, TextField } from '../../ui/forms/index.ts';
import { ConsentApiError, consentApi } from '../api.ts';
import { primaryButton } from '../shell/styles.ts';
import { isIdentityField, isSubmitButton, useFieldMessages } from './field-messages.ts';

type Errors = Partial<Record<IdentityField, string>>;

const EMPTY: IdentityFormValues = { name: '', dateOfBirth: '', email: '', line1: '', city: '', state: '', zip: '' };

const INPUT_PROPS: Record<
  IdentityField,
  { autoComplete: string; inputMode?: 'numeric' | 'email' | 'text'; type?: 'email'; maxLength?: number }
> = {
  name: { autoComplete: 'name' },
  dateOfBirth: { autoComplete: 'bday', inputMode: 'numeric', maxLength: 10 },
  email: { autoComplete: 'email', inputMode: 'email', type: 'email' },
  line1: { autoComplete: 'address-line1' },
  city: { autoComplete: 'address-level2' },
  state: { autoComplete: 'address-level1', maxLength: 2 },
  zip: { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 10 },
};

/**
 * Member Identity Confirmation (spec part 3 section 2): name and date of birth required, the rest
 * optional. Fields are checked when they lose focus, re-checked as they are corrected, and the
 * server's property errors land on the same fields.
 */
export function IdentityForm({
  linkKey,
  onConfirmed,
  onFailure,
}: {
  linkKey: string;
  onConfirmed(id: string): void;
  onFailure(error: ConsentApiError): void;
}) {
  const { t, i18n } = useLingui();
  const messages = useFieldMessages();
  const [values, setValues] = useState<IdentityFormValues>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Focus moves to the first field in error once React has committed the errors (a frame callback
  // could run before that commit on a busy phone, and find nothing to focus).
  const [errorFocusRequest, setErrorFocusRequest] = useState(0);
  useEffect(() => {
    if (errorFocusRequest) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errorFocusRequest]);

  const messageFor = (field: IdentityField, value: string) => {
    const problem = checkIdentityField(field, value);
    return problem ? messages.problem(field, problem) : undefined;
  };
  const focusFirstError = () => setErrorFocusRequest((n) => n + 1);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const problems = checkIdentityForm(values);
    const local: Errors = {};
    for (const [field, problem] of Object.entries(problems) as [
      IdentityField,
      NonNullable<(typeof problems)[IdentityField]>,
    ][])
      local[field] = messages.problem(field, problem);
    setErrors(local);
    setFormError(null);
    if (Object.keys(local).length) {
      focusFirstError();
      return;
    }
    setSubmitting(true);
    try {
      const result = await consentApi.identity({ ...values, consentLinkKey: linkKey }, i18n.locale);
      onConfirmed(result.consentIdentityId);
    } catch (error) {
      if (!(error instanceof ConsentApiError)) throw error;
      if (error.status === 400 && error.body) {
        // Nested paths ('member.zip') land on the field their last segment names.
        const leaf = (path: string) => path.split('.').pop() ?? path;
        const worded = propertyErrorsToFieldErrors(error.body.errors, (path, constraints) => {
          const field = leaf(path);
          return messages.server(field, constraints, isIdentityField(field) ? values[field] : undefined);
        });
        const server: Errors = {};
        for (const [path, message] of Object.entries(worded)) {
          const field = leaf(path);
          if (isIdentityField(field)) server[field] = message;
        }
        setErrors(server);
        if (Object.keys(server).length) focusFirstError();
        else setFormError(t`Please check your answers and try again.`);
      } else if (error.status === 410 || error.status === 404) {
        onFailure(error);
      } else {
        setFormError(
          error.status === 429
            ? t`Too many attempts. Please wait a few minutes and try again.`
            : t`We could not save your answers. Check your connection and try again.`,
        );
      }
    } finally {
      setSubmitting(false);
    }
  }

  const hints: Partial<Record<IdentityField, string>> = { dateOfBirth: t`For example 04/12/1961 (MM/DD/YYYY)` };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-5"
      aria-labelledby="identity-heading"
    >
      <h2 id="identity-heading" className="text-xl font-semibold">
        <Trans>Member Identity Confirmation</Trans>
      </h2>
      <p>
        <Trans>Before you answer this consent, please confirm who you are.</Trans>
      </p>
      {IDENTITY_FIELDS.map((field) => (
        <TextField
          key={field}
          id={`identity-${field}`}
          name={field}
          size="lg"
          label={messages.label(field)}
          required={field === 'name' || field === 'dateOfBirth'}
          hint={hints[field]}
          value={values[field]}
          error={errors[field]}
          onChange={(value) => {
            setValues((v) => ({ ...v, [field]: value }));
            // Once a field shows an error, it updates as the member corrects it.
            if (errors[field]) setErrors((e) => ({ ...e, [field]: messageFor(field, value) }));
          }}
          onBlur={(event) => {
            if (isSubmitButton(event.relatedTarget)) return;
            const value = event.target.value;
            setErrors((e) => ({ ...e, [field]: messageFor(field, value) }));
          }}
          {...INPUT_PROPS[field]}
        />
      ))}
      {formError && (
        <p role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-3 font-medium text-red-900">
          {formError}
        </p>
      )}
      <button type="submit" disabled={submitting} aria-disabled={submitting} className={primaryButton}>
        {submitting ? <Trans>Saving…</Trans> : <Trans>Continue to consent</Trans>}
      </button>
    </form>
  );
}

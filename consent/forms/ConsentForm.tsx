import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ConsentAnswerResult, PublicConsentTerm } from '../../domain/consent-api.ts';
import { checkConsentChoice, type Consented } from '../../domain/consent-rules.ts';
import { propertyErrorsToFieldErrors, RadioGroupField } from '../../ui/forms/index.ts';
import { ConsentApiError, consentApi, newRequestId } from '../api.ts';
import { primaryButton } from '../shell/styles.ts';
import { isSubmitButton, useFieldMessages } from './field-messages.ts';

export interface ConsentFormProps {
  term: PublicConsentTerm;
  linkKey: string;
  consentIdentityId: string | null;
  onAnswered(result: ConsentAnswerResult): void;
  /** The server no longer accepts the identity: confirm it again. */
  onIdentityNeeded(): void;
  onFailure(error: ConsentApiError): void;
  /** Put focus on the choice when the form appears (after the identity form, whose button had it). */
  autoFocus?: boolean;
}

/**
 * One term's text and the accept / reject choice, saved with Save and Continue. Each distinct
 * choice is sent with its own request id, so a double click or a retry records one answer (the
 * server enforces it; the disabled button is only a courtesy).
 */
export function ConsentForm({
  term,
  linkKey,
  consentIdentityId,
  onAnswered,
  onIdentityNeeded,
  onFailure,
  autoFocus = false,
}: ConsentFormProps) {
  const { t, i18n } = useLingui();
  const messages = useFieldMessages();
  const [choice, setChoice] = useState<Consented>(term.consented);
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const requestId = useRef(newRequestId());
  const firstRadio = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (autoFocus) firstRadio.current?.focus();
  }, [autoFocus]);

  function choose(consented: boolean) {
    if (consented !== choice) requestId.current = newRequestId();
    setChoice(consented);
    setError(null);
  }

  // Validated on blur: leaving the group without a choice shows the error.
  function onGroupBlur(event: FocusEvent<HTMLFieldSetElement>) {
    if (isSubmitButton(event.relatedTarget)) return;
    const problem = checkConsentChoice(choice);
    setError(problem ? messages.problem('consented', problem) : null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const problem = checkConsentChoice(choice);
    if (problem || choice === null) {
      setError(messages.problem('consented', problem ?? 'responseRequired'));
      firstRadio.current?.focus();
      return;
    }
    setSubmitting(true);
    setFormError(null);
    try {
      const result = await consentApi.answer(
        { consented: choice, termId: term.id, consentIdentityId, consentLinkKey: linkKey },
        i18n.locale,
        requestId.current,
      );
      onAnswered(result);
    } catch (caught) {
      if (!(caught instanceof ConsentApiError)) throw caught;
      setSubmitting(false);
      const fields =
        caught.status === 400 && caught.body
          ? propertyErrorsToFieldErrors(caught.body.errors, (path, constraints) => messages.server(path, constraints))
          : {};
      if (fields.consentIdentityId !== undefined) return onIdentityNeeded();
      if (fields.consented !== undefined) {
        setError(fields.consented);
        return firstRadio.current?.focus();
      }
      if (caught.status === 410 || caught.status === 404) return onFailure(caught);
      setFormError(
        caught.status === 429
          ? t`Too many attempts. Please wait a few minutes and try again.`
          : t`We could not save your answer. Check your connection and try again.`,
      );
    }
  }

  const paragraphs = term.text.split(/\n{2,}/).filter(Boolean);

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
      <div className="space-y-3 text-lg leading-relaxed">
        {paragraphs.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
      {term.infoText && <p className="rounded-md bg-slate-100 p-3 text-base text-slate-800">{term.infoText}</p>}
      <RadioGroupField
        ref={firstRadio}
        size="lg"
        label={t`Your answer`}
        required
        value={choice === null ? null : choice ? 'accept' : 'reject'}
        onChange={(value) => choose(value === 'accept')}
        onBlur={onGroupBlur}
        error={error ?? undefined}
        options={[
          { value: 'accept', label: term.acceptText },
          { value: 'reject', label: term.rejectText ?? t`I do not agree.` },
        ]}
      />
      {formError && (
        <p role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-3 font-medium text-red-900">
          {formError}
        </p>
      )}
      <button type="submit" disabled={submitting} aria-disabled={submitting} className={primaryButton}>
        {submitting ? <Trans>Saving…</Trans> : <Trans>Save and Continue</Trans>}
      </button>
    </form>
  );
}

import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { CUSTOMER_TERM_LIMITS, updateCustomerTermBody, type CustomerTermFields } from '../../../domain/index.ts';
import {
  arktypeResolver,
  FormCheckboxField,
  FormNumberField,
  FormTextareaField,
  FormTextField,
} from '../../../ui/index.ts';
import type { LiveRow } from '../../data/index.ts';
import { MemberInfoFormDialog } from '../../shared/member/MemberInfoFormDialog.tsx';
import { useMemberInfoSave } from '../../shared/member/use-member-info-save.ts';
import { useTermWords } from './use-term-words.ts';

type Term = LiveRow<'customerConsentTerms'>;

/** The form's values of a term: Spanish shown blank where it only repeats the English (the site falls back). */
function termValues(term: Term | undefined, nextOrder: number): CustomerTermFields {
  if (!term)
    return {
      key: '',
      sortOrder: nextOrder,
      identityRequired: false,
      isActive: true,
      texts: {
        en: { name: '', shortName: '', text: '', infoText: '', acceptText: '', rejectText: '' },
        es: { name: '', shortName: '', text: '', infoText: '', acceptText: '', rejectText: '' },
      },
    };
  const { en, es } = term.texts;
  const own = (spanish: string | null, english: string | null) => (spanish && spanish !== english ? spanish : '');
  return {
    key: term.key,
    sortOrder: term.sortOrder,
    identityRequired: term.identityRequired,
    isActive: term.isActive,
    texts: {
      en: { ...en, infoText: en.infoText ?? '', rejectText: en.rejectText ?? '' },
      es: {
        name: own(es.name, en.name),
        shortName: own(es.shortName, en.shortName),
        text: own(es.text, en.text),
        infoText: own(es.infoText, en.infoText),
        acceptText: own(es.acceptText, en.acceptText),
        rejectText: own(es.rejectText, en.rejectText),
      },
    },
  };
}

/**
 * Add or edit one of a customer's consent terms (issue #33), in the admin area's 530 px drawer: its
 * key (the term's page on the consent site), order, identity check, whether it is offered, and its
 * texts in English and, optionally field by field, Spanish.
 */
export function ConsentTermDrawer({
  clientId,
  term,
  nextOrder,
  onClose,
}: {
  clientId: string;
  term?: Term;
  nextOrder: number;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const words = useTermWords();
  const resolver = useMemo(() => arktypeResolver<CustomerTermFields>(updateCustomerTermBody, words.resolver), [words]);
  const form = useForm<CustomerTermFields>({ resolver, defaultValues: termValues(term, nextOrder) });
  const create = useMemberInfoSave('createCustomerTerm', t`Consent created successfully`, form, words.server);
  const update = useMemberInfoSave('updateCustomerTerm', t`Consent updated successfully`, form, words.server);
  const submit = async (values: CustomerTermFields) => {
    const saved = term
      ? await update({ clientId, termId: term.id, ...values })
      : await create({ clientId, termId: crypto.randomUUID(), ...values });
    if (saved) onClose();
  };
  const { labels } = words;
  const L = CUSTOMER_TERM_LIMITS;
  const texts = (language: 'en' | 'es') => {
    const required = language === 'en';
    const path = (field: string) => `texts.${language}.${field}` as const;
    return (
      <>
        <FormTextField name={path('name')} label={labels[path('name')]!} required={required} maxLength={L.name} />
        <FormTextField
          name={path('shortName')}
          label={labels[path('shortName')]!}
          required={required}
          maxLength={L.shortName}
        />
        <FormTextareaField
          name={path('text')}
          label={labels[path('text')]!}
          required={required}
          maxLength={L.text}
          rows={6}
        />
        <FormTextareaField name={path('infoText')} label={labels[path('infoText')]!} maxLength={L.infoText} rows={3} />
        <FormTextField
          name={path('acceptText')}
          label={labels[path('acceptText')]!}
          required={required}
          maxLength={L.buttonText}
        />
        <FormTextField name={path('rejectText')} label={labels[path('rejectText')]!} maxLength={L.buttonText} />
      </>
    );
  };
  return (
    <MemberInfoFormDialog
      drawer
      title={term ? t`Edit consent` : t`Add consent`}
      form={form}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormTextField
        name="key"
        label={labels.key!}
        required
        maxLength={L.key}
        hint={t`The consent's page on the consent site, such as consent-to-treat.`}
      />
      <FormNumberField name="sortOrder" label={labels.sortOrder!} required min={0} max={1000} step={1} />
      <FormCheckboxField name="identityRequired" label={labels.identityRequired!} />
      <FormCheckboxField name="isActive" label={labels.isActive!} />
      <fieldset className="flex flex-col gap-4 border-t border-slate-200 pt-4">
        <legend className="text-base font-semibold text-slate-900">{t`English`}</legend>
        {texts('en')}
      </fieldset>
      <fieldset className="flex flex-col gap-4 border-t border-slate-200 pt-4">
        <legend className="text-base font-semibold text-slate-900">{t`Spanish`}</legend>
        <p className="text-sm text-slate-600">{t`A field left blank shows its English text.`}</p>
        {texts('es')}
      </fieldset>
    </MemberInfoFormDialog>
  );
}

import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  ETHNICITIES,
  MEMBER_INFO_LIMITS,
  MEMBER_LANGUAGES,
  personalInfoFields,
  PRONOUNS,
  RACES,
  REPORTED_LANGUAGES,
} from '../../domain/index.ts';
import { arktypeResolver, FormSelectField, FormTextField, type ServerErrorTarget } from '../../ui/index.ts';
import { languageName } from '../shared/member/member-info-format.ts';
import type { MemberRecord } from '../shared/member/member-types.ts';
import { MemberInfoFormDialog } from '../shared/member/MemberInfoFormDialog.tsx';
import {
  ethnicityWithoutRace,
  personalInfoRequest,
  personalInfoValues,
  type PersonalInfoRequest,
  type PersonalInfoValues,
} from './personal-info.ts';
import { usePersonalInfoChoiceWords } from '../shared/member/use-personal-info-choices.ts';
import { useMemberInfoSave } from '../shared/member/use-member-info-save.ts';
import { useFormIssueWords, useMemberInfoWords } from '../shared/member/use-member-info-words.ts';

/**
 * Edit personal information (spec part 2 sections 2, 7 and 9): preferred name, name pronunciation,
 * pronouns, reported language, race, ethnicity, and the member's language; pronouns, reported
 * language, race and ethnicity are the spec's pick lists. Empty texts and no choice clear the field;
 * the member's record shows the new values at once.
 */
export function PersonalInfoDialog({ member, onClose }: { member: MemberRecord; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const words = useMemberInfoWords();
  const labels = words.changeFields.personalInfo;
  const choices = usePersonalInfoChoiceWords();
  const issueWords = useFormIssueWords(labels);
  // The schema checks what will be sent (no pronouns as null, an unchosen language left out); its
  // output is the request. The summary's error shows on the race, where the summary starts.
  const resolver = useMemo<Resolver<PersonalInfoValues>>(() => {
    const check = arktypeResolver<PersonalInfoValues>(
      (values) => personalInfoFields(personalInfoRequest(values as PersonalInfoValues)),
      issueWords.resolver,
    );
    const withRace: Resolver<PersonalInfoValues> = async (values, context, options) => {
      const result = await check(values, context, options);
      const { raceEthnicitySummary, ...errors } = result.errors as FieldErrors;
      // (The resolver read the summary's value from the form, which has none: it is the race's.)
      if (raceEthnicitySummary) errors.race = { ...raceEthnicitySummary, type: values.race ? 'listed' : 'required' };
      if (ethnicityWithoutRace(values)) errors.race = { type: 'required', message: '' };
      return Object.keys(errors).length ? { values: {}, errors } : result;
    };
    return withRace;
  }, [issueWords]);
  const defaultValues = useMemo(() => personalInfoValues(member), [member]);
  const form = useForm<PersonalInfoValues>({ resolver, defaultValues });
  // A refused summary (a stale page) goes on the race, like the resolver's.
  const errorTarget = useMemo<ServerErrorTarget>(
    () => ({
      setError: (name: string, error, options) =>
        form.setError(name === 'raceEthnicitySummary' ? 'race' : (name as keyof PersonalInfoValues), error, options),
    }),
    [form],
  );
  const update = useMemberInfoSave(
    'updatePersonalInfo',
    t`Personal information updated successfully`,
    errorTarget,
    issueWords.server,
  );
  const save = async (values: PersonalInfoValues) => {
    // The resolver's output is the request: texts trimmed, none as null.
    const request = values as unknown as PersonalInfoRequest;
    if (await update({ memberId: member.id, ...request })) onClose();
  };
  const pronounOptions = PRONOUNS.map((value) => ({ value, label: words.pronouns[value] }));
  const reportedLanguageOptions = listOptions(REPORTED_LANGUAGES, choices.reportedLanguage, i18n.locale, [
    'Other language',
  ]);
  const raceOptions = RACES.map((value) => ({ value, label: choices.race[value] }));
  const ethnicityOptions = ETHNICITIES.map((value) => ({ value, label: choices.ethnicity[value] }));
  const languageOptions = MEMBER_LANGUAGES.map((value) => ({
    value,
    label: languageName(value, i18n.locale) ?? value,
  }));
  const limits = MEMBER_INFO_LIMITS;
  const notListed = (value: string) => t`${value} (not in the list)`;
  return (
    <MemberInfoFormDialog title={t`Edit personal information`} form={form} onSubmit={save} onClose={onClose}>
      <FormTextField
        name="preferredName"
        label={labels.preferredName}
        maxLength={limits.preferredName}
        autoComplete="off"
      />
      <FormTextField
        name="namePronunciation"
        label={labels.namePronunciation}
        maxLength={limits.namePronunciation}
        autoComplete="off"
        hint={t`How to say the name, e.g. ah-LEE-see-ah`}
      />
      <FormSelectField name="pronouns" label={labels.pronouns} options={pronounOptions} placeholder={t`Not recorded`} />
      <FormSelectField
        name="reportedLanguage"
        label={labels.reportedLanguage}
        options={withStored(reportedLanguageOptions, defaultValues.reportedLanguage, notListed)}
        placeholder={t`Not recorded`}
        hint={t`The language the member says they speak`}
      />
      <FormSelectField
        name="race"
        label={t`Race`}
        options={withStored(raceOptions, defaultValues.race, notListed)}
        placeholder={t`Not recorded`}
      />
      <FormSelectField name="ethnicity" label={t`Ethnicity`} options={ethnicityOptions} placeholder={t`Not recorded`} />
      <FormSelectField
        name="language"
        label={labels.language}
        options={languageOptions}
        placeholder={defaultValues.language === '' ? t`Not recorded` : undefined}
      />
    </MemberInfoFormDialog>
  );
}

interface Option {
  value: string;
  label: string;
}

/** A list's options in the reader's alphabetical order, the `last` ones kept at the end. */
function listOptions<V extends string>(
  values: readonly V[],
  labels: Readonly<Record<V, string>>,
  locale: string,
  last: readonly V[],
): Option[] {
  const collator = new Intl.Collator(locale);
  const option = (value: V) => ({ value, label: labels[value] });
  return [
    ...values
      .filter((value) => !last.includes(value))
      .map(option)
      .sort((a, b) => collator.compare(a.label, b.label)),
    ...last.map(option),
  ];
}

/** The options, and first the stored value when the list does not hold it (entered before the list). */
function withStored(options: Option[], stored: string, label: (value: string) => string): Option[] {
  if (!stored || options.some((option) => option.value === stored)) return options;
  return [{ value: stored, label: label(stored) }, ...options];
}

import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useForm, type Resolver } from 'react-hook-form';
import { MEMBER_INFO_LIMITS, MEMBER_LANGUAGES, personalInfoFields, PRONOUNS } from '../../domain/index.ts';
import { arktypeResolver, FormSelectField, FormTextField } from '../../ui/index.ts';
import { languageName } from '../shared/member/member-info-format.ts';
import type { MemberRecord } from '../shared/member/member-types.ts';
import { MemberInfoFormDialog } from '../shared/member/MemberInfoFormDialog.tsx';
import { personalInfoRequest, personalInfoValues, type PersonalInfoValues } from './personal-info.ts';
import { useMemberInfoSave } from '../shared/member/use-member-info-save.ts';
import { useFormIssueWords, useMemberInfoWords } from '../shared/member/use-member-info-words.ts';

/**
 * Edit personal information (spec part 2 sections 2, 7 and 9): preferred name, name pronunciation,
 * pronouns, reported language, race and ethnicity, and the member's language. Empty texts and no
 * pronouns clear the field; the member's record shows the new values at once.
 */
export function PersonalInfoDialog({ member, onClose }: { member: MemberRecord; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const words = useMemberInfoWords();
  const labels = words.changeFields.personalInfo;
  const issueWords = useFormIssueWords(labels);
  // The schema checks what will be sent (no pronouns as null, an unchosen language left out).
  const resolver = useMemo<Resolver<PersonalInfoValues>>(
    () =>
      arktypeResolver<PersonalInfoValues>(
        (values) => personalInfoFields(personalInfoRequest(values as PersonalInfoValues)),
        issueWords.resolver,
      ),
    [issueWords],
  );
  const defaultValues = useMemo(() => personalInfoValues(member), [member]);
  const form = useForm<PersonalInfoValues>({ resolver, defaultValues });
  const update = useMemberInfoSave(
    'updatePersonalInfo',
    t`Personal information updated successfully`,
    form,
    issueWords.server,
  );
  const save = async (values: PersonalInfoValues) => {
    // The resolver's output: texts trimmed, none as null.
    if (await update({ memberId: member.id, ...personalInfoRequest(values) })) onClose();
  };
  const pronounOptions = PRONOUNS.map((value) => ({ value, label: words.pronouns[value] }));
  const languageOptions = MEMBER_LANGUAGES.map((value) => ({
    value,
    label: languageName(value, i18n.locale) ?? value,
  }));
  const limits = MEMBER_INFO_LIMITS;
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
      <FormTextField
        name="reportedLanguage"
        label={labels.reportedLanguage}
        maxLength={limits.reportedLanguage}
        autoComplete="off"
        hint={t`The language the member says they speak`}
      />
      <FormTextField
        name="raceEthnicitySummary"
        label={labels.raceEthnicitySummary}
        maxLength={limits.raceEthnicitySummary}
        autoComplete="off"
        hint={t`Race followed by ethnicity in brackets, e.g. Asian (Not Hispanic or Latino)`}
      />
      <FormSelectField
        name="language"
        label={labels.language}
        options={languageOptions}
        placeholder={defaultValues.language === '' ? t`Not recorded` : undefined}
      />
    </MemberInfoFormDialog>
  );
}

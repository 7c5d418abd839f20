import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { OPERATIONS } from '../../domain/index.ts';
import { Button, Disclosure } from '../../ui/index.ts';
import { useCatalogue } from '../data/index.ts';
import { useMemberListLabels } from '../members/use-member-list-labels.ts';
import { useMemberStatusNames } from '../shared/member/use-member-statuses.ts';
import { formatBirthDate, languageName } from '../shared/member/member-info-format.ts';
import type { MemberRecord } from '../shared/member/member-types.ts';
import { PhoneNumbers } from './PhoneNumbers.tsx';
import { Addresses } from './Addresses.tsx';
import { EmailAddresses } from './EmailAddresses.tsx';
import { MemberFileUpdatesButton } from './MemberFileUpdates.tsx';
import { PersonalInfoDialog } from './PersonalInfoDialog.tsx';
import { MemberSegmentField } from './MemberSegmentField.tsx';
import { Consents } from './Consents.tsx';
import { AttributeList, InsuranceInformation, ProviderInformation } from './MemberAttributes.tsx';
import { MemberPortrait } from './MemberPortrait.tsx';
import { MemberSection } from './MemberSection.tsx';
import { useMemberInfoWords } from '../shared/member/use-member-info-words.ts';
import { usePersonalInfoChoiceWords } from '../shared/member/use-personal-info-choices.ts';
import { stageKeyOfName, useCatalogueWords } from '../shared/member/use-catalogue-words.ts';

/**
 * Member info (spec part 2 section 2), in the sections of part 1 section 3's user preferences,
 * each collapsible and remembered per member (`MemberSection`): consents (`Consents.tsx`), personal
 * information (with its Edit personal information dialog), the member portrait (the generated
 * summary and its feedback), contact details (phone numbers, e-mail addresses and addresses, each
 * list with its Add, Edit and Delete dialogs), provider and insurance information (what the
 * member's customer feeds us), and the Member file updates dialog listing who changed what. Every
 * part is live: a change made in another browser shows here without a reload.
 */
export function MemberInfo({ member }: { member: MemberRecord }) {
  const { t } = useLingui();
  const attributes = member.standardMemberAttributes ?? null;
  return (
    <div className="flex flex-col">
      <div className="flex justify-end pb-2">
        <MemberFileUpdatesButton memberId={member.id} />
      </div>
      {member.clientId ? (
        <MemberSection memberId={member.id} section="consents" title={t`Consents`}>
          <Consents memberId={member.id} clientId={member.clientId} />
        </MemberSection>
      ) : null}
      <MemberSection memberId={member.id} section="personalInformation" title={t`Personal information`}>
        <PersonalInformation member={member} />
      </MemberSection>
      <MemberSection memberId={member.id} section="memberPortrait" title={t`Member portrait`}>
        <MemberPortrait memberId={member.id} summary={member.memberSummary ?? null} />
      </MemberSection>
      <MemberSection memberId={member.id} section="memberCommunication" title={t`Contact details`}>
        <Disclosure title={t`Phone numbers`} headingLevel={4}>
          <PhoneNumbers memberId={member.id} />
        </Disclosure>
        <Disclosure title={t`Email addresses`} headingLevel={4}>
          <EmailAddresses memberId={member.id} />
        </Disclosure>
        <Disclosure title={t`Addresses`} headingLevel={4}>
          <Addresses memberId={member.id} />
        </Disclosure>
      </MemberSection>
      <MemberSection memberId={member.id} section="providerInformation" title={t`Provider information`}>
        <ProviderInformation attributes={attributes} />
      </MemberSection>
      <MemberSection memberId={member.id} section="insuranceInformation" title={t`Insurance information`}>
        <InsuranceInformation attributes={attributes} />
      </MemberSection>
    </div>
  );
}

function PersonalInformation({ member }: { member: MemberRecord }) {
  const { t, i18n } = useLingui();
  const words = useMemberInfoWords();
  const labels = words.changeFields.personalInfo;
  const choices = usePersonalInfoChoiceWords();
  const catalogue = useCatalogueWords();
  const [editing, setEditing] = useState(false);
  const statusName = useMemberStatusNames()(member.memberStatusId);
  const listLabels = useMemberListLabels();
  // Stage names come with the member list's filter options (read once per session).
  const filterList = useCatalogue(OPERATIONS.memberListFilters);
  const stages =
    filterList.status === 'ready'
      ? filterList.data.data.find((filter) => filter.key === 'memberStageIds')?.options
      : undefined;
  const stageLabel =
    member.memberStageId === null
      ? undefined
      : stages?.find((option) => option.value === String(member.memberStageId))?.label;
  const stageName = stageLabel && catalogue.name('memberStage', stageKeyOfName(stageLabel), stageLabel);
  const fields: [string, ReactNode][] = [
    [t`Name`, member.name],
    [labels.preferredName, member.preferredName ?? undefined],
    [labels.namePronunciation, member.namePronunciation ?? undefined],
    [
      labels.pronouns,
      member.pronouns
        ? ((words.pronouns as Partial<Record<string, string>>)[member.pronouns] ?? member.pronouns)
        : undefined,
    ],
    [labels.reportedLanguage, member.reportedLanguage ? choices.language(member.reportedLanguage) : undefined],
    [
      labels.raceEthnicitySummary,
      member.raceEthnicitySummary ? choices.raceEthnicity(member.raceEthnicitySummary) : undefined,
    ],
    [t`Birthday`, formatBirthDate(member.birthDate, i18n.locale)],
    [t`Language`, languageName(member.language, i18n.locale)],
    [t`Status`, statusName || undefined],
    [t`Stage`, stageName],
    [t`Outreach phase`, member.outreachPhase ? listLabels.outreachPhase(member.outreachPhase) : undefined],
    [t`External patient id`, member.externalPatientId ?? undefined],
  ];
  return (
    <div className="flex flex-col gap-2">
      <Button size="sm" variant="secondary" className="self-start" onClick={() => setEditing(true)}>
        {t`Edit personal information`}
      </Button>
      <div data-personal-info="">
        <AttributeList
          fields={fields}
          feed={{ attributes: member.standardMemberAttributes ?? null, section: 'personal_information' }}
        />
      </div>
      <MemberSegmentField member={member} />
      {editing ? <PersonalInfoDialog member={member} onClose={() => setEditing(false)} /> : null}
    </div>
  );
}

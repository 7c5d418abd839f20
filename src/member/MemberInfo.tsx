import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { OPERATIONS } from '../../domain/index.ts';
import { Button, Disclosure } from '../../ui/index.ts';
import { useCatalogue } from '../data/index.ts';
import { useMemberListLabels } from '../members/use-member-list-labels.ts';
import { useMemberStatusNames } from '../members/use-member-statuses.ts';
import { formatBirthDate, languageName } from './member-info-format.ts';
import type { MemberRecord } from './member-types.ts';
import { PhoneNumbers } from './PhoneNumbers.tsx';
import { Addresses } from './Addresses.tsx';
import { EmailAddresses } from './EmailAddresses.tsx';
import { MemberFileUpdatesButton } from './MemberFileUpdates.tsx';
import { PersonalInfoDialog } from './PersonalInfoDialog.tsx';
import { useMemberInfoWords } from './use-member-info-words.ts';

/**
 * Member info (spec part 2 section 2): personal information (with its Edit personal information
 * dialog, `PersonalInfoDialog.tsx`), phone numbers, e-mail addresses and addresses, each section
 * collapsible, each list with its Add, Edit and Delete dialogs (`PhoneNumbers.tsx`,
 * `EmailAddresses.tsx`, `Addresses.tsx`), and the Member file updates dialog listing who changed
 * what (`MemberFileUpdates.tsx`). Every list is live: a change made
 * in another browser shows here without a reload.
 */
export function MemberInfo({ member }: { member: MemberRecord }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col">
      <div className="flex justify-end pb-2">
        <MemberFileUpdatesButton memberId={member.id} />
      </div>
      <Disclosure title={t`Personal information`}>
        <PersonalInformation member={member} />
      </Disclosure>
      <Disclosure title={t`Phone numbers`}>
        <PhoneNumbers memberId={member.id} />
      </Disclosure>
      <Disclosure title={t`Email addresses`}>
        <EmailAddresses memberId={member.id} />
      </Disclosure>
      <Disclosure title={t`Addresses`}>
        <Addresses memberId={member.id} />
      </Disclosure>
    </div>
  );
}

function PersonalInformation({ member }: { member: MemberRecord }) {
  const { t, i18n } = useLingui();
  const words = useMemberInfoWords();
  const labels = words.changeFields.personalInfo;
  const [editing, setEditing] = useState(false);
  const statusName = useMemberStatusNames()(member.memberStatusId);
  const listLabels = useMemberListLabels();
  // Stage names come with the member list's filter options (read once per session).
  const filterList = useCatalogue(OPERATIONS.memberListFilters);
  const stages = filterList.status === 'ready' ? filterList.data.data.find((filter) => filter.key === 'memberStageIds')?.options : undefined;
  const stageName = member.memberStageId === null ? undefined : stages?.find((option) => option.value === String(member.memberStageId))?.label;
  const fields: [string, ReactNode][] = [
    [t`Name`, member.name],
    [labels.preferredName, member.preferredName ?? undefined],
    [labels.namePronunciation, member.namePronunciation ?? undefined],
    [labels.pronouns, member.pronouns ? ((words.pronouns as Partial<Record<string, string>>)[member.pronouns] ?? member.pronouns) : undefined],
    [labels.reportedLanguage, member.reportedLanguage ?? undefined],
    [labels.raceEthnicitySummary, member.raceEthnicitySummary ?? undefined],
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
      <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm" data-personal-info="">
        {fields.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-700">{label}</dt>
            <dd className="text-slate-900">{value ?? <span className="text-slate-700">{t`Not recorded`}</span>}</dd>
          </div>
        ))}
      </dl>
      {editing ? <PersonalInfoDialog member={member} onClose={() => setEditing(false)} /> : null}
    </div>
  );
}

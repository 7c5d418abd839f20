import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { OPERATIONS } from '../../domain/index.ts';
import { Badge, Disclosure, LiveViewState } from '../../ui/index.ts';
import { useCatalogue, useLive, useReportLiveError } from '../data/index.ts';
import { useMemberListLabels } from '../members/use-member-list-labels.ts';
import { useMemberStatusNames } from '../members/use-member-statuses.ts';
import { formatBirthDate, formatPhoneNumber, languageName } from './member-info-format.ts';
import type { MemberRecord } from './member-types.ts';

/**
 * Member info (spec part 2 section 2), read-only for now: personal information, phone numbers,
 * e-mail addresses and addresses, each section collapsible. Editing (the phone, e-mail, address
 * and personal information dialogs) arrives with the member details feature.
 */
export function MemberInfo({ member }: { member: MemberRecord }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col">
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
  const statusName = useMemberStatusNames()(member.memberStatusId);
  const listLabels = useMemberListLabels();
  // Stage names come with the member list's filter options (read once per session).
  const filterList = useCatalogue(OPERATIONS.memberListFilters);
  const stages = filterList.status === 'ready' ? filterList.data.data.find((filter) => filter.key === 'memberStageIds')?.options : undefined;
  const stageName = member.memberStageId === null ? undefined : stages?.find((option) => option.value === String(member.memberStageId))?.label;
  const fields: [string, ReactNode][] = [
    [t`Name`, member.name],
    [t`Birthday`, formatBirthDate(member.birthDate, i18n.locale)],
    [t`Language`, languageName(member.language, i18n.locale)],
    [t`Status`, statusName || undefined],
    [t`Stage`, stageName],
    [t`Outreach phase`, member.outreachPhase ? listLabels.outreachPhase(member.outreachPhase) : undefined],
    [t`External patient id`, member.externalPatientId ?? undefined],
  ];
  return (
    <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
      {fields.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-700">{label}</dt>
          <dd className="text-slate-900">{value ?? <span className="text-slate-700">{t`Not recorded`}</span>}</dd>
        </div>
      ))}
    </dl>
  );
}

function PhoneNumbers({ memberId }: { memberId: string }) {
  const { t } = useLingui();
  const phones = useLive('memberPhones', { memberId });
  useReportLiveError(phones);
  return (
    <LiveViewState status={phones.status} count={phones.rows.length} loadingLabel={t`Loading`} failed={t`The phone numbers could not be loaded.`} empty={{ title: t`No phone numbers` }}>
      <ul className="flex flex-col gap-2 text-sm">
        {phones.rows.map((phone) => (
          <li key={phone.id} className="rounded-md border border-slate-200 p-2">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-slate-900 tabular-nums">{formatPhoneNumber(phone.number)}</span>
              <span className="text-slate-700">{phone.description}</span>
              {phone.primary ? <Badge tone="info">{t`Primary`}</Badge> : null}
              {phone.doNotContactReason ? <Badge tone="danger">{t`Do not contact: ${phone.doNotContactReason}`}</Badge> : null}
            </p>
            <p className="text-slate-700">
              {t`Type:`} {phone.type ?? t`Unknown`} · {t`Carrier:`} {phone.carrier ?? t`not found`}
            </p>
          </li>
        ))}
      </ul>
    </LiveViewState>
  );
}

function EmailAddresses({ memberId }: { memberId: string }) {
  const { t } = useLingui();
  const emails = useLive('memberEmails', { memberId });
  useReportLiveError(emails);
  return (
    <LiveViewState status={emails.status} count={emails.rows.length} loadingLabel={t`Loading`} failed={t`The email addresses could not be loaded.`} empty={{ title: t`No email addresses` }}>
      <ul className="flex flex-col gap-2 text-sm">
        {emails.rows.map((email) => (
          <li key={email.id} className="flex flex-wrap items-center gap-2 rounded-md border border-slate-200 p-2">
            <span className="font-semibold break-all text-slate-900">{email.emailAddress}</span>
            {email.description ? <span className="text-slate-700">{email.description}</span> : null}
            {email.primary ? <Badge tone="info">{t`Primary`}</Badge> : null}
          </li>
        ))}
      </ul>
    </LiveViewState>
  );
}

function Addresses({ memberId }: { memberId: string }) {
  const { t } = useLingui();
  const addresses = useLive('memberAddresses', { memberId });
  useReportLiveError(addresses);
  return (
    <LiveViewState status={addresses.status} count={addresses.rows.length} loadingLabel={t`Loading`} failed={t`The addresses could not be loaded.`} empty={{ title: t`No addresses` }}>
      <ul className="flex flex-col gap-2 text-sm">
        {addresses.rows.map((address) => (
          <li key={address.id} className="rounded-md border border-slate-200 p-2">
            <p className="flex flex-wrap items-center gap-2">
              {address.description ? <span className="font-semibold text-slate-900">{address.description}</span> : null}
              {address.primary ? <Badge tone="info">{t`Primary`}</Badge> : null}
            </p>
            <address className="text-slate-900 not-italic">
              {address.line1}
              {address.line2 ? <>, {address.line2}</> : null}
              <br />
              {address.city}, {address.state} {address.zip}
            </address>
          </li>
        ))}
      </ul>
    </LiveViewState>
  );
}

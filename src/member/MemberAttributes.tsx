import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { StandardMemberAttributes } from '../../domain/index.ts';
import { formatPhoneNumber } from '../shared/member/member-info-format.ts';
import { dateTimeFormat } from '../shared/format/date-time.ts';

/** What the member's customer feeds us, in the Provider information and Insurance information sections. */
type FeedSection = StandardMemberAttributes['clientFeedData'][number]['field_section'];

/** A definition list of label and value; values not fed read 'Not recorded'. */
export function AttributeList({
  fields,
  feed,
}: {
  fields: [string, ReactNode][];
  feed?: { attributes: StandardMemberAttributes | null; section: FeedSection };
}) {
  const { t } = useLingui();
  const fed = (feed?.attributes?.clientFeedData ?? [])
    .filter((entry) => entry.field_section === feed?.section)
    .sort((a, b) => a.sort_order - b.sort_order);
  const rows: [string, ReactNode][] = [
    ...fields,
    ...fed.map((entry): [string, ReactNode] => [entry.field_label, entry.field_value ?? undefined]),
  ];
  if (!rows.length) return null;
  return (
    <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value], index) => (
        <div key={`${label}-${index}`} className="contents">
          <dt className="font-medium text-slate-700">{label}</dt>
          <dd className="text-slate-900">
            {value === undefined || value === null || value === '' ? (
              <span className="text-slate-700">{t`Not recorded`}</span>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function ProviderInformation({ attributes }: { attributes: StandardMemberAttributes | null }) {
  const { t } = useLingui();
  const a = attributes;
  const address = a
    ? [
        a.pcpAddressLine1,
        a.pcpAddressLine2,
        [a.pcpCity, [a.pcpState, a.pcpZip].filter(Boolean).join(' ')].filter(Boolean).join(', '),
      ]
        .filter(Boolean)
        .join(', ')
    : '';
  return (
    <AttributeList
      fields={[
        [t`Primary care provider`, a?.pcpName],
        [t`Provider address`, address || undefined],
        [t`Provider phone`, a?.pcpPhone ? formatPhoneNumber(a.pcpPhone) : undefined],
        [t`Care navigator`, a?.careNavigator],
        [t`Case manager`, a?.caseManager],
        [t`Hospitals`, a?.hospitals.length ? a.hospitals.join(', ') : undefined],
      ]}
      feed={{ attributes, section: 'provider' }}
    />
  );
}

export function InsuranceInformation({ attributes }: { attributes: StandardMemberAttributes | null }) {
  const { t, i18n } = useLingui();
  const a = attributes;
  const effective = a?.effectiveDate
    ? dateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${a.effectiveDate}T00:00:00Z`),
      )
    : undefined;
  return (
    <AttributeList
      fields={[
        [t`Insurance plan`, a?.insurancePlanName],
        [t`Effective date`, effective],
        [t`Subscriber ID`, a?.subscriberId],
        [t`Medicare ID`, a?.medicareId],
        [t`Medicaid ID`, a?.medicaidId],
        [
          t`Dual eligible (D-SNP)`,
          a?.dsnpFlag === null || a?.dsnpFlag === undefined ? undefined : a.dsnpFlag ? t`Yes` : t`No`,
        ],
      ]}
      feed={{ attributes, section: 'insurance' }}
    />
  );
}

import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { mayRequestTransfer } from '../../domain/index.ts';
import { Badge, Menu, type MenuAction } from '../../ui/index.ts';
import { useServices } from '../services/services.tsx';
import { resolveTimeZone } from '../shared/time/days.ts';
import { useToday } from '../shared/time/use-today.ts';
import { useCopyMemberLink } from '../members/use-copy-member-link.ts';
import { useMemberStatusNames } from '../shared/member/use-member-statuses.ts';
import { useActingUser } from '../services/use-acting-user.ts';
import { TransferRequestDialog } from '../transfers/TransferRequestDialog.tsx';
import { useRequestStatusChange } from '../status-change-requests/use-request-status-change.tsx';
import { isBirthdaySoon } from '../shared/member/birthday.ts';
import { externalRecordUrl } from './external-record.ts';
import { useDownloadFhirRecord } from './use-download-fhir-record.ts';
import type { MemberPageFrom, MemberRecord } from '../shared/member/member-types.ts';
import { memberPageBackPath, shareableMemberPath } from '../shared/paths/member-page-paths.ts';

/**
 * The member page's header (spec part 1 section 2): back, name, the birthday cake when the
 * birthday is within 7 days, the status chip and the member menu: Request member transfer (for
 * the member's guide and auditors), Request status change (for those who may make requests),
 * Copy member link, Download FHIR record (for those who may read a member's whole record, server/fhir)
 * and the external record link.
 */
export function MemberHeader({
  member,
  from,
  actions,
}: {
  member: MemberRecord;
  from: MemberPageFrom | undefined;
  actions?: ReactNode;
}) {
  const { t } = useLingui();
  const user = useActingUser();
  const { config } = useServices();
  const statusName = useMemberStatusNames()(member.memberStatusId);
  const copyLink = useCopyMemberLink();
  const today = useToday(resolveTimeZone(user.timeZone));
  const birthdaySoon = isBirthdaySoon(member.birthDate, today);
  const recordUrl = externalRecordUrl(config.externalRecordUrl, member.externalPatientId);

  const [transferring, setTransferring] = useState(false);
  const statusChange = useRequestStatusChange(member);
  const downloadRecord = useDownloadFhirRecord(member.id);
  const items: MenuAction[] = [];
  // The store types a member's fields optional: the header may show a summary until the record loads.
  const assignedGuideId = member.assignedGuideId ?? null;
  if (mayRequestTransfer({ userId: user.id, permissions: user.userPermissions }, { assignedGuideId }))
    items.push({ id: 'request-transfer', label: t`Request member transfer`, onSelect: () => setTransferring(true) });
  if (statusChange.item) items.push(statusChange.item);
  items.push({
    id: 'copy-member-link',
    label: t`Copy member link`,
    onSelect: () => copyLink(shareableMemberPath(from?.origin ?? 'member-list', assignedGuideId, member.id)),
  });
  if (downloadRecord) items.push(downloadRecord);
  if (recordUrl)
    items.push({
      id: 'external-record',
      label: t`View Member in the external record system`,
      href: recordUrl,
      newTab: true,
    });

  return (
    <header className="flex flex-wrap items-center gap-x-3 gap-y-2">
      {from ? (
        <Link
          href={memberPageBackPath(from.origin, from.guideId)}
          aria-label={from.origin === 'docket' ? t`Back to the docket` : t`Back to the member list`}
          className="inline-flex items-center gap-1 rounded-md px-2 py-1.5 font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        >
          <svg className="size-5" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
            <path d="M12.5 4.2 6.7 10l5.8 5.8 1-1L8.7 10l4.8-4.8z" />
          </svg>
          <span>{t`Back`}</span>
        </Link>
      ) : null}
      <h1 className="text-2xl font-semibold text-slate-900">{member.name}</h1>
      {birthdaySoon ? <BirthdayCake label={t`Birthday within the next 7 days`} /> : null}
      {statusName ? (
        <Badge tone="info" className="text-sm">
          <span className="sr-only">{t`Status:`} </span>
          {statusName}
        </Badge>
      ) : null}
      <div className="ml-auto flex items-center gap-2">
        {actions}
        <Menu trigger={t`Member actions`} triggerLabel={t`Member actions for ${member.name}`} items={items} />
      </div>
      {transferring ? (
        <TransferRequestDialog
          member={{ id: member.id, name: member.name ?? '', assignedGuideId }}
          onClose={() => setTransferring(false)}
        />
      ) : null}
      {statusChange.dialog}
    </header>
  );
}

function BirthdayCake({ label }: { label: string }) {
  return (
    <svg role="img" aria-label={label} className="size-6 text-pink-700" viewBox="0 0 24 24" fill="currentColor">
      <title>{label}</title>
      <path d="M12 2c.8 1 1.5 1.9 1.5 2.8A1.5 1.5 0 0 1 12 6.3a1.5 1.5 0 0 1-1.5-1.5C10.5 3.9 11.2 3 12 2Zm-.75 5.5h1.5V10H17a3 3 0 0 1 3 3v1.2c-.6.5-1.3.8-2 .8-.9 0-1.6-.5-2-1-.5.6-1.2 1-2 1s-1.6-.4-2-1c-.4.6-1.1 1-2 1s-1.6-.4-2-1c-.4.5-1.1 1-2 1-.7 0-1.4-.3-2-.8V13a3 3 0 0 1 3-3h4.25V7.5ZM4 16.4c.6.3 1.3.5 2 .5.7 0 1.4-.2 2-.6.6.4 1.3.6 2 .6s1.4-.2 2-.6c.6.4 1.3.6 2 .6s1.4-.2 2-.6c.6.4 1.3.6 2 .6.7 0 1.4-.2 2-.5V21H4v-4.6Z" />
    </svg>
  );
}

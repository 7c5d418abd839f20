import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { memberListMemberPath } from '../../shared/paths/member-list-paths.ts';
import type { MapItem } from './map-layers.ts';

/** The member a click chose: name, status and guide, with a link to the member page. */
export function MemberMapCard({
  member,
  guideId,
  statusName,
  onClose,
}: {
  member: MapItem;
  guideId: string;
  statusName: (id: number | null) => string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <section aria-label={t`Chosen member`} className="rounded-lg border border-slate-300 bg-white p-3 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">{member.name}</h2>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-slate-800">
        <dt className="font-medium">{t`Status`}</dt>
        <dd>{statusName(member.memberStatusId ?? null) || t`No status`}</dd>
        <dt className="font-medium">{t`Guide`}</dt>
        <dd>{member.guideName ?? t`Unassigned`}</dd>
      </dl>
      <div className="mt-2 flex gap-3">
        {member.memberId ? (
          <Link href={memberListMemberPath(guideId, member.memberId)} className="text-blue-800 underline">
            {t`Open member page`}
          </Link>
        ) : null}
        <button type="button" onClick={onClose} className="text-slate-700 underline">
          {t`Close`}
        </button>
      </div>
    </section>
  );
}

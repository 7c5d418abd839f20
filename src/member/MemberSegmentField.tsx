import { useLingui } from '@lingui/react/macro';
import { SelectField } from '../../ui/index.ts';
import { useLive, useReportLiveError } from '../data/index.ts';
import type { MemberRecord } from '../shared/member/member-types.ts';
import { useMemberInfoSave } from '../shared/member/use-member-info-save.ts';
import { useSegmentWords } from '../shared/member/use-segment-words.ts';

/**
 * The member's segment (issue #34: survey assignment's criteria and due dates follow it), chosen
 * among their customer's segments and saved on the change, like a status. Live: a segment renamed
 * or added on the customer's page shows here at once; one deleted leaves the member in none.
 */
export function MemberSegmentField({ member }: { member: MemberRecord }) {
  const { t } = useLingui();
  const segments = useLive('customerSegmentList', { clientId: member.clientId ?? '' });
  useReportLiveError(segments);
  const words = useSegmentWords();
  const save = useMemberInfoSave('setMemberSegment', t`Segment updated successfully`, undefined, words.server);
  if (segments.status !== 'ready') return null;
  if (segments.rows.length === 0)
    return <p className="text-sm text-slate-600">{t`This member's customer has no segments.`}</p>;
  const options = segments.rows.map((segment) => ({ value: segment.id, label: segment.name }));
  return (
    <SelectField
      className="max-w-xs"
      label={t`Segment`}
      value={member.segmentId ?? ''}
      placeholder={t`No segment`}
      options={options}
      onChange={(value) => void save({ memberId: member.id, segmentId: value === '' ? null : value })}
    />
  );
}

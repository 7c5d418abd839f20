import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocation, useSearch } from 'wouter';
import { Spinner } from '../../ui/index.ts';
import { useLive, useReportLiveError } from '../data/index.ts';
import { ActivityPanel } from './ActivityPanel.tsx';
import { MemberAlerts } from './MemberAlerts.tsx';
import { MemberHeader } from './MemberHeader.tsx';
import { MemberNotFound } from './MemberNotFound.tsx';
import { assignedGuideAddress, linkedFeedItem } from '../shared/paths/member-page-paths.ts';
import type { MemberPageFrom, MemberRecord } from '../shared/member/member-types.ts';
import { PaneToggle, type MemberPane } from './PaneToggle.tsx';
import { ProfilePanel } from './ProfilePanel.tsx';
import { useMemberViewed } from './use-member-viewed.ts';
import { NewInteraction } from './NewInteraction.tsx';
import { StatusConfetti } from './StatusConfetti.tsx';
import { FindResourcesLink } from '../resource-hub/FindResourcesLink.tsx';
import { WorkflowPhases } from '../workflows/WorkflowPhases.tsx';
import { useMemberPageSettled } from './use-member-page-settled.ts';
import { useLongWait } from '../shared/screen/on-visit.tsx';
import { MemberPageSettled } from '../shared/member/page-settled.ts';

export interface MemberPageProps {
  memberId: string;
  from?: MemberPageFrom;
}

/**
 * A member's page (spec part 1 section 2, "Member page"): header, alerts, the activity feed on the
 * left and the member's profile on the right, all live queries kept current by the sync engine.
 * A missing member, or another organisation's, is 'No record found'. A page under the wrong guide
 * moves to the member's assigned guide, keeping the query string.
 */
export function MemberPage({ memberId, from }: MemberPageProps) {
  const { t } = useLingui();
  const record = useLive('memberRecord', { memberId });
  const missingMember = record.status === 'error' && record.error?.status === 404;
  // A missing member is this page's to say; any other failure is the global error toast's.
  useReportLiveError(missingMember ? LOADED : record);
  useMemberViewed(memberId);
  useAssignedGuide(from, memberId, record.rows[0]?.assignedGuideId ?? null);

  const member = record.rows[0];
  // A staff user's id answers their guide record: that is no member either.
  const notAMember =
    member !== undefined && member.role !== null && member.role !== undefined && member.role !== 'PATIENT';
  if (missingMember || notAMember || (record.status === 'ready' && !member)) return <MemberNotFound from={from} />;
  if (record.status === 'error') {
    return (
      <p role="alert" className="p-6 text-center text-slate-800">
        {t`This member could not be loaded. Reload the page to try again.`}
      </p>
    );
  }
  if (!member) return <Spinner label={t`Loading member`} size="lg" className="w-full py-16" />;
  return <MemberPageContent member={member} from={from} />;
}

const LOADED = { rows: [], status: 'ready' } as const;

/** Moves a page under another guide to the member's assigned guide (replacing the address), keeping the query. */
function useAssignedGuide(from: MemberPageFrom | undefined, memberId: string, assignedGuideId: string | null): void {
  const [, navigate] = useLocation();
  const search = useSearch();
  const address = from ? assignedGuideAddress(from.origin, from.guideId, memberId, assignedGuideId, search) : undefined;
  useEffect(() => {
    if (address) navigate(address, { replace: true });
  }, [address, navigate]);
}

function MemberPageContent({ member, from }: { member: MemberRecord; from: MemberPageFrom | undefined }) {
  const search = useSearch();
  const needId = new URLSearchParams(search).get('needId');
  const [pane, setPane] = useState<MemberPane>(needId ? 'profile' : 'feed');
  // needId (the Needs tab) is read when that tab arrives; showGoals opens the Goals tab.
  const linked = linkedFeedItem(new URLSearchParams(search));
  const showGoals = new URLSearchParams(search).get('showGoals') === 'true';
  const hiddenWhenNarrow = 'max-[870px]:hidden';
  const settled = useMemberPageSettled(member.id, member.clientId ?? null);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 p-4">
      <MemberHeader
        member={member}
        from={from}
        actions={
          <>
            <FindResourcesLink memberId={member.id} />
            <NewInteraction member={member} onGoToConsents={() => goToConsents(setPane)} />
          </>
        }
      />
      <StatusConfetti memberStatusId={member.memberStatusId ?? null} />
      {/* Out of sight (laid out, its queries loading) until what would push it down has arrived. */}
      {settled ? null : <HeldPanelsSpinner />}
      <div className={settled ? 'contents' : 'invisible contents'} aria-busy={!settled}>
        <MemberPageSettled value={settled}>
          <MemberAlerts memberId={member.id} />
          <WorkflowPhases memberId={member.id} />
          <PaneToggle value={pane} onChange={setPane} className="min-[870px]:hidden" />
          <div className="grid items-start gap-4 min-[870px]:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <ActivityPanel
              memberId={member.id}
              linked={linked}
              goalsMember={member}
              showGoals={showGoals}
              className={pane === 'feed' ? undefined : hiddenWhenNarrow}
            />
            <ProfilePanel
              member={member}
              focusNeedId={needId}
              className={pane === 'profile' ? undefined : hiddenWhenNarrow}
            />
          </div>
        </MemberPageSettled>
      </div>
    </div>
  );
}

/** While the panels are held, after a moment: a spinner over the page, taking no room, so nothing moves when it goes. */
function HeldPanelsSpinner() {
  const { t } = useLingui();
  if (!useLongWait()) return null;
  return (
    <div className="pointer-events-none fixed inset-0 flex items-center justify-center">
      <Spinner label={t`Loading member`} size="lg" />
    </div>
  );
}

/** Shows the profile (on a narrow screen) and brings the consents section into view. */
function goToConsents(setPane: (pane: MemberPane) => void): void {
  setPane('profile');
  // After the section has expanded and the pane shows.
  requestAnimationFrame(() => document.querySelector('[data-section="consents"]')?.scrollIntoView({ block: 'start' }));
}

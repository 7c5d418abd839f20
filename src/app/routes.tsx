import { Activity, useMemo, useState } from 'react';
import { Redirect, Route, Router, Switch, useLocation, useRoute, useSearch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useLingui } from '@lingui/react/macro';
import { hasPermission } from '../../domain/index.ts';
import { LOGIN_PATH } from '../auth/auth-paths.ts';
import { DocketPage } from '../docket/DocketPage.tsx';
import { DocketRedirect } from '../docket/DocketRedirect.tsx';
import { DOCKET_GUIDE_ROUTE, DOCKET_PATH } from '../docket/docket-paths.ts';
import { GuidesPage } from '../guides/GuidesPage.tsx';
import { LoginPage } from '../login/LoginPage.tsx';
import { DOCKET_MEMBER_ROUTE, EXTERNAL_PATIENT_PATH } from '../member/member-page-paths.ts';
import { ExternalPatientPage } from '../member/ExternalPatientPage.tsx';
import { MemberPageRoute } from '../member/MemberPageRoute.tsx';
import { MEMBER_LIST_GUIDE_ROUTE, MEMBER_LIST_MEMBER_ROUTE, OLD_MEMBER_ROUTE } from '../members/member-list-paths.ts';
import { MemberListRedirect, MemberListRoute, OldMemberRedirect } from '../members/MemberListRoutes.tsx';
import { NoAccessPage } from '../no-access/NoAccessPage.tsx';
import { useCurrentGuide } from '../shell/current-guide.ts';
import { NO_ACCESS_PATH, ProtectedShell } from '../shell/ProtectedShell.tsx';
import { SectionPage } from '../shell/SectionPage.tsx';
import { ADMIN_DASHBOARD_PATH, administersAClient, CALLS_PATH, GUIDES_PATH, HOSPITALIZATIONS_PATH, MEMBER_LIST_PATH } from '../shell/sections.ts';
import { useActingUser } from '../shell/use-acting-user.ts';

/**
 * The portal's routes (spec part 1 section 2). Public pages sit outside the protected shell;
 * everything else is inside it. (/auth/* is handled by main.tsx before the app renders.)
 */
export function AppRoutes() {
  return (
    <Switch>
      <Route path={LOGIN_PATH} component={LoginPage} />
      <Route path={NO_ACCESS_PATH} component={NoAccessPage} />
      <Route>
        <ProtectedShell>
          <ProtectedRoutes />
        </ProtectedShell>
      </Route>
    </Switch>
  );
}

function ProtectedRoutes() {
  const { t } = useLingui();
  const user = useActingUser();
  const currentGuideId = useCurrentGuide(user.id);
  return (
    <>
      <KeptDocket />
      <Switch>
        <Route path="/">
          <Redirect to={DOCKET_PATH} replace />
        </Route>
        <Route path={DOCKET_PATH} component={DocketRedirect} />
        {/* Rendered by KeptDocket above, which keeps it alive between visits. */}
        <Route path={DOCKET_GUIDE_ROUTE}>{null}</Route>
        <Route path={DOCKET_MEMBER_ROUTE}>
          {(params: { guideId: string; memberId: string }) => <MemberPageRoute origin="docket" guideId={params.guideId} memberId={params.memberId} />}
        </Route>
        <Route path="/members">
          <Redirect to={MEMBER_LIST_PATH} replace />
        </Route>
        <Route path={OLD_MEMBER_ROUTE}>{(params: { memberId: string }) => <OldMemberRedirect memberId={params.memberId} />}</Route>
        <Route path={MEMBER_LIST_PATH}>
          <MemberListRedirect currentGuideId={currentGuideId} />
        </Route>
        <Route path={MEMBER_LIST_GUIDE_ROUTE}>{(params: { guideId: string }) => <MemberListRoute guideId={params.guideId} currentGuideId={currentGuideId} />}</Route>
        <Route path={MEMBER_LIST_MEMBER_ROUTE}>
          {(params: { guideId: string; memberId: string }) => <MemberPageRoute origin="member-list" guideId={params.guideId} memberId={params.memberId} />}
        </Route>
        <Route path={EXTERNAL_PATIENT_PATH} component={ExternalPatientPage} />
        <Route path={CALLS_PATH}>
          <SectionPage title={t`Calls and texts`} />
        </Route>
        <Route path={HOSPITALIZATIONS_PATH}>{administersAClient(user) ? <SectionPage title={t`Hospitalizations`} /> : <Redirect to={DOCKET_PATH} replace />}</Route>
        <Route path={GUIDES_PATH} component={GuidesPage} />
        <Route path={ADMIN_DASHBOARD_PATH} nest>
          {hasPermission(user.userPermissions, 'CAN_ACCESS_ADMIN_TOOLS') ? <SectionPage title={t`Admin Portal`} /> : <Redirect to={`~${DOCKET_PATH}`} replace />}
        </Route>
        <Route component={NotFoundPage} />
      </Switch>
    </>
  );
}

/**
 * The docket is where guides return all day: once visited it stays mounted, hidden (React
 * Activity: effects paused, live queries released after their linger), while the user is in
 * another section, so coming back shows it at once. While hidden it sees the location it was
 * left at, not the current one.
 */
function KeptDocket() {
  const [location] = useLocation();
  const search = useSearch();
  const [visible, params] = useRoute<{ guideId: string }>(DOCKET_GUIDE_ROUTE);
  const [kept, setKept] = useState<{ guideId: string; path: string } | undefined>();
  const path = search ? `${location}?${search}` : location;
  if (visible && (kept?.guideId !== params.guideId || kept.path !== path)) setKept({ guideId: params.guideId, path });
  const frozen = useMemo(() => (kept ? memoryLocation({ path: kept.path, static: true }) : undefined), [kept]);
  if (!kept || !frozen) return null;
  return (
    <Activity mode={visible ? 'visible' : 'hidden'}>
      <Router hook={visible ? undefined : frozen.hook} searchHook={visible ? undefined : frozen.searchHook}>
        <DocketPage key={kept.guideId} guideId={kept.guideId} />
      </Router>
    </Activity>
  );
}

function NotFoundPage() {
  const { t } = useLingui();
  return (
    <div className="p-6">
      <h1 className="text-2xl font-semibold text-slate-900">{t`Page not found`}</h1>
    </div>
  );
}

import { useMemo } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { CHW_MINUTES_PERMISSION, hasPermission, OVERSEES_CARE } from '../../domain/index.ts';
import { LOGIN_PATH } from '../auth/auth-paths.ts';
import { DocketRedirect } from '../docket/DocketRedirect.tsx';
import { DOCKET_GUIDE_ROUTE, DOCKET_PATH } from '../shared/paths/docket-paths.ts';
import { RESOURCE_HUB_PATH } from '../resource-hub/resource-hub-paths.ts';
import { CASELOAD_PATH } from '../caseload/caseload-paths.ts';
import { LoginPage } from '../login/LoginPage.tsx';
import { DOCKET_MEMBER_ROUTE, EXTERNAL_PATIENT_PATH } from '../shared/paths/member-page-paths.ts';
import {
  MEMBER_LIST_GUIDE_ROUTE,
  MEMBER_LIST_MEMBER_ROUTE,
  OLD_MEMBER_ROUTE,
} from '../shared/paths/member-list-paths.ts';
import { NoAccessPage } from '../no-access/NoAccessPage.tsx';
import { useCurrentGuide } from '../shell/current-guide.ts';
import { NO_ACCESS_PATH, ProtectedShell } from '../shell/ProtectedShell.tsx';
import {
  ADMIN_DASHBOARD_PATH,
  administersAClient,
  CALLS_PATH,
  CHW_MINUTES_PATH,
  GUIDES_PATH,
  HOSPITALIZATIONS_PATH,
  MEMBER_LIST_PATH,
} from '../shared/paths/sections.ts';
import { useActingUser } from '../services/use-acting-user.ts';
import { KeptDocket, KeptMemberList, KeptMemberPages, preloadKeptPages } from './KeptPages.tsx';
import { Loading, onVisit } from '../shared/screen/on-visit.tsx';
import { OneOffPages } from './OneOffPages.tsx';
import { useIdlePrefetch } from '../platform/idle-prefetch.ts';

const AdminPortal = onVisit(async () => (await import('../admin/AdminPortal.tsx')).AdminPortal);
const CallsPage = onVisit(async () => (await import('../calls/CallsPage.tsx')).CallsPage);
const GuidesPage = onVisit(async () => (await import('../guides/GuidesPage.tsx')).GuidesPage);
const HospitalizationsPage = onVisit(
  async () => (await import('../hospitalizations/HospitalizationsPage.tsx')).HospitalizationsPage,
);
const ChwMinutesPage = onVisit(async () => (await import('../reports/ChwMinutesPage.tsx')).ChwMinutesPage);
const CaseloadPage = onVisit(async () => (await import('../caseload/CaseloadPage.tsx')).CaseloadPage);
const ResourceHubPage = onVisit(async () => (await import('../resource-hub/ResourceHubPage.tsx')).ResourceHubPage);
const ExternalPatientPage = onVisit(
  async () => (await import('../member/ExternalPatientPage.tsx')).ExternalPatientPage,
);
// Redirects that live beside the member list page: they load with it, not with the docket.
const MemberListRedirect = onVisit(async () => (await import('../members/MemberListRoutes.tsx')).MemberListRedirect);
const OldMemberRedirect = onVisit(async () => (await import('../members/MemberListRoutes.tsx')).OldMemberRedirect);

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

/**
 * The code of the screens guides open all day, fetched once the first screen is idle: the kept pages
 * (member list, member page) and the calls and texts page.
 */
const preloadDailyPages = () => Promise.all([preloadKeptPages(), CallsPage.preload()]);

function ProtectedRoutes() {
  useIdlePrefetch(preloadDailyPages);
  const user = useActingUser();
  const currentGuideId = useCurrentGuide(user.id);
  // This renders again on every navigation (the current guide reads the address). The one-off pages'
  // routes keep their identity meanwhile, so the page being left (the calls page, say, hidden at
  // once for a kept page) does not render again in the click that leaves it (issue #37).
  const oneOffRoutes = useMemo(
    () => (
      <Loading>
        <Switch>
          <Route path="/">
            <Redirect to={DOCKET_PATH} replace />
          </Route>
          <Route path={DOCKET_PATH} component={DocketRedirect} />
          {/* Rendered by KeptDocket above, which keeps it alive between visits (KeptPages.tsx). */}
          <Route path={DOCKET_GUIDE_ROUTE}>{null}</Route>
          {/* Member pages: rendered by KeptMemberPages above. */}
          <Route path={DOCKET_MEMBER_ROUTE}>{null}</Route>
          <Route path="/members">
            <Redirect to={MEMBER_LIST_PATH} replace />
          </Route>
          <Route path={OLD_MEMBER_ROUTE}>
            {(params: { memberId: string }) => <OldMemberRedirect memberId={params.memberId} />}
          </Route>
          <Route path={MEMBER_LIST_PATH}>
            <MemberListRedirect currentGuideId={currentGuideId} />
          </Route>
          {/* Rendered by KeptMemberList above. */}
          <Route path={MEMBER_LIST_GUIDE_ROUTE}>{null}</Route>
          <Route path={MEMBER_LIST_MEMBER_ROUTE}>{null}</Route>
          <Route path={EXTERNAL_PATIENT_PATH} component={ExternalPatientPage} />
          <Route path={CALLS_PATH} component={CallsPage} />
          <Route path={HOSPITALIZATIONS_PATH}>
            {administersAClient(user) ? <HospitalizationsPage /> : <Redirect to={DOCKET_PATH} replace />}
          </Route>
          <Route path={GUIDES_PATH} component={GuidesPage} />
          <Route path={CHW_MINUTES_PATH}>
            {hasPermission(user.userPermissions, CHW_MINUTES_PERMISSION) ? (
              <ChwMinutesPage />
            ) : (
              <Redirect to={DOCKET_PATH} replace />
            )}
          </Route>
          <Route path={CASELOAD_PATH}>
            {hasPermission(user.userPermissions, OVERSEES_CARE) ? (
              <CaseloadPage />
            ) : (
              <Redirect to={DOCKET_PATH} replace />
            )}
          </Route>
          <Route path={RESOURCE_HUB_PATH} component={ResourceHubPage} />
          <Route path={ADMIN_DASHBOARD_PATH} nest>
            {hasPermission(user.userPermissions, 'CAN_ACCESS_ADMIN_TOOLS') ? (
              <AdminPortal />
            ) : (
              <Redirect to={`~${DOCKET_PATH}`} replace />
            )}
          </Route>
          <Route component={NotFoundPage} />
        </Switch>
      </Loading>
    ),
    [user, currentGuideId],
  );
  return (
    <>
      <KeptDocket />
      <KeptMemberList currentGuideId={currentGuideId} />
      <KeptMemberPages />
      <OneOffPages>{oneOffRoutes}</OneOffPages>
    </>
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

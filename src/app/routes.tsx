import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { hasPermission } from '../../domain/index.ts';
import { LOGIN_PATH } from '../auth/auth-paths.ts';
import { DocketRedirect } from '../docket/DocketRedirect.tsx';
import { DOCKET_GUIDE_ROUTE, DOCKET_PATH } from '../docket/docket-paths.ts';
import { RESOURCE_HUB_PATH } from '../resource-hub/resource-hub-paths.ts';
import { LoginPage } from '../login/LoginPage.tsx';
import { DOCKET_MEMBER_ROUTE, EXTERNAL_PATIENT_PATH } from '../member/member-page-paths.ts';
import { MEMBER_LIST_GUIDE_ROUTE, MEMBER_LIST_MEMBER_ROUTE, OLD_MEMBER_ROUTE } from '../members/member-list-paths.ts';
import { MemberListRedirect, OldMemberRedirect } from '../members/MemberListRoutes.tsx';
import { NoAccessPage } from '../no-access/NoAccessPage.tsx';
import { useCurrentGuide } from '../shell/current-guide.ts';
import { NO_ACCESS_PATH, ProtectedShell } from '../shell/ProtectedShell.tsx';
import { ADMIN_DASHBOARD_PATH, administersAClient, CALLS_PATH, GUIDES_PATH, HOSPITALIZATIONS_PATH, MEMBER_LIST_PATH } from '../shell/sections.ts';
import { useActingUser } from '../shell/use-acting-user.ts';
import { Spinner } from '../../ui/index.ts';
import { KeptDocket, KeptMemberList, KeptMemberPages } from './KeptPages.tsx';

/** A screen's module, loaded when its route is first visited, so the docket's first load carries none of it. */
function onVisit<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(async () => ({ default: await load() }));
}

const AdminPortal = onVisit(async () => (await import('../admin/AdminPortal.tsx')).AdminPortal);
const CallsPage = onVisit(async () => (await import('../calls/CallsPage.tsx')).CallsPage);
const GuidesPage = onVisit(async () => (await import('../guides/GuidesPage.tsx')).GuidesPage);
const HospitalizationsPage = onVisit(async () => (await import('../hospitalizations/HospitalizationsPage.tsx')).HospitalizationsPage);
const ResourceHubPage = onVisit(async () => (await import('../resource-hub/ResourceHubPage.tsx')).ResourceHubPage);
const ExternalPatientPage = onVisit(async () => (await import('../member/ExternalPatientPage.tsx')).ExternalPatientPage);

function Loading({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return <Suspense fallback={<Spinner label={t`Loading`} className="w-full py-10" />}>{children}</Suspense>;
}

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
  const user = useActingUser();
  const currentGuideId = useCurrentGuide(user.id);
  return (
    <>
      <KeptDocket />
      <KeptMemberList currentGuideId={currentGuideId} />
      <KeptMemberPages />
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
          <Route path={OLD_MEMBER_ROUTE}>{(params: { memberId: string }) => <OldMemberRedirect memberId={params.memberId} />}</Route>
          <Route path={MEMBER_LIST_PATH}>
            <MemberListRedirect currentGuideId={currentGuideId} />
          </Route>
          {/* Rendered by KeptMemberList above. */}
          <Route path={MEMBER_LIST_GUIDE_ROUTE}>{null}</Route>
          <Route path={MEMBER_LIST_MEMBER_ROUTE}>{null}</Route>
          <Route path={EXTERNAL_PATIENT_PATH} component={ExternalPatientPage} />
          <Route path={CALLS_PATH} component={CallsPage} />
          <Route path={HOSPITALIZATIONS_PATH}>{administersAClient(user) ? <HospitalizationsPage /> : <Redirect to={DOCKET_PATH} replace />}</Route>
          <Route path={GUIDES_PATH} component={GuidesPage} />
          <Route path={RESOURCE_HUB_PATH} component={ResourceHubPage} />
          <Route path={ADMIN_DASHBOARD_PATH} nest>
            {hasPermission(user.userPermissions, 'CAN_ACCESS_ADMIN_TOOLS') ? <AdminPortal /> : <Redirect to={`~${DOCKET_PATH}`} replace />}
          </Route>
          <Route component={NotFoundPage} />
        </Switch>
      </Loading>
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

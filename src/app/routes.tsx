import { Redirect, Route, Switch } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { LOGIN_PATH } from '../auth/auth-paths.ts';
import { DocketPage } from '../docket/DocketPage.tsx';
import { DocketRedirect } from '../docket/DocketRedirect.tsx';
import { DOCKET_GUIDE_ROUTE, DOCKET_PATH } from '../docket/docket-paths.ts';
import { LoginPage } from '../login/LoginPage.tsx';
import { NoAccessPage } from '../no-access/NoAccessPage.tsx';
import { NO_ACCESS_PATH, ProtectedShell } from '../shell/ProtectedShell.tsx';

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
  return (
    <Switch>
      <Route path="/">
        <Redirect to={DOCKET_PATH} replace />
      </Route>
      <Route path={DOCKET_PATH} component={DocketRedirect} />
      <Route path={DOCKET_GUIDE_ROUTE}>{(params) => <DocketPage key={params.guideId} guideId={params.guideId} />}</Route>
      <Route component={NotFoundPage} />
    </Switch>
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

import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Route, Switch, useRoute } from 'wouter';
import { cx } from '../../ui/index.ts';
import { AUDIT_TRAIL_ROUTE } from './admin-paths.ts';
import { AuditTrailPage } from './AuditTrailPage.tsx';

/**
 * The admin portal (`/admin-dashboard`, CAN_ACCESS_ADMIN_TOOLS; the route guards it and the server
 * refuses everyone else): its tools in a sidebar, each page beside it. Routes here are nested, so
 * paths are relative to the portal.
 */
export function AdminPortal() {
  const { t } = useLingui();
  const [onAuditTrail] = useRoute(AUDIT_TRAIL_ROUTE);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 p-4 md:flex-row">
      <nav aria-label={t`Admin tools`} className="md:w-56 md:shrink-0">
        <p className="px-3 pb-2 text-sm font-semibold text-slate-700">
          <Trans>Admin Portal</Trans>
        </p>
        <ul className="flex flex-col gap-1">
          <li>
            <Link
              href={AUDIT_TRAIL_ROUTE}
              aria-current={onAuditTrail ? 'page' : undefined}
              className={cx(
                'block rounded-md px-3 py-2 font-medium focus-visible:outline-3 focus-visible:outline-blue-600',
                onAuditTrail ? 'bg-blue-100 text-blue-900' : 'text-slate-800 hover:bg-slate-100',
              )}
            >
              <Trans>Audit trail</Trans>
            </Link>
          </li>
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Switch>
          <Route path={AUDIT_TRAIL_ROUTE} component={AuditTrailPage} />
          <Route>
            <h1 className="text-2xl font-semibold text-slate-900">
              <Trans>Admin Portal</Trans>
            </h1>
          </Route>
        </Switch>
      </div>
    </div>
  );
}

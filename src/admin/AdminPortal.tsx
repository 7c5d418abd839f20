import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, Route, Switch, useRoute } from 'wouter';
import { cx } from '../../ui/index.ts';
import { AUDIT_TRAIL_ROUTE, MESSAGE_TEMPLATES_ROUTE, PHONE_NUMBERS_ROUTE, TEAMS_ROUTE } from './admin-paths.ts';
import { AuditTrailPage } from './AuditTrailPage.tsx';
import { TeamsPage } from './teams/TeamsPage.tsx';
import { UsersPage } from './users/UsersPage.tsx';
import { USERS_ROUTE } from './admin-paths.ts';
import { CUSTOMERS_ROUTE } from './admin-paths.ts';
import { CustomersSection } from './customers/CustomersSection.tsx';
import { TRAINING_ROUTE } from './admin-paths.ts';
import { TrainingPage } from './training/TrainingPage.tsx';
import { PhoneNumbersPage } from './phone-numbers/PhoneNumbersPage.tsx';
import { MessageTemplatesSection } from './message-templates/MessageTemplatesSection.tsx';
import { NEEDS_CONTENT_ROUTE } from './admin-paths.ts';
import { NeedsContentSection } from './needs-content/NeedsContentSection.tsx';

/** One sidebar entry, marked as the current page while its route or a page below it is shown. */
function ToolLink({ route, children }: { route: string; children: ReactNode }) {
  const [atTool] = useRoute(route);
  const [belowTool] = useRoute(`${route}/*`);
  const current = atTool || belowTool;
  return (
    <li>
      <Link
        href={route}
        aria-current={current ? 'page' : undefined}
        className={cx(
          'block rounded-md px-3 py-2 font-medium focus-visible:outline-3 focus-visible:outline-blue-600',
          current ? 'bg-blue-100 text-blue-900' : 'text-slate-800 hover:bg-slate-100',
        )}
      >
        {children}
      </Link>
    </li>
  );
}

/**
 * The admin portal (`/admin-dashboard`, CAN_ACCESS_ADMIN_TOOLS; the route guards it and the server
 * refuses everyone else): its tools in a 256 px sidebar (spec part 3 sections 2, 9), each page beside
 * it. Routes here are nested, so paths are relative to the portal. The sidebar lists the tools built
 * so far, in the spec's order.
 */
export function AdminPortal() {
  const { t } = useLingui();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 p-4 md:flex-row">
      <nav aria-label={t`Admin tools`} className="md:w-64 md:shrink-0">
        <p className="px-3 pb-2 text-sm font-semibold text-slate-700">
          <Trans>Admin Portal</Trans>
        </p>
        <ul className="flex flex-col gap-1">
          <ToolLink route={USERS_ROUTE}>
            <Trans>User Administration</Trans>
          </ToolLink>
          <ToolLink route={CUSTOMERS_ROUTE}>
            <Trans>Customers</Trans>
          </ToolLink>
          <ToolLink route={TEAMS_ROUTE}>
            <Trans>Teams Management</Trans>
          </ToolLink>
          <ToolLink route={PHONE_NUMBERS_ROUTE}>
            <Trans>Phone Number Management</Trans>
          </ToolLink>
          <ToolLink route={MESSAGE_TEMPLATES_ROUTE}>
            <Trans>Message Templates</Trans>
          </ToolLink>
          <ToolLink route={NEEDS_CONTENT_ROUTE}>
            <Trans>Needs Content</Trans>
          </ToolLink>
          <ToolLink route={AUDIT_TRAIL_ROUTE}>
            <Trans>Audit trail</Trans>
          </ToolLink>
          <ToolLink route={TRAINING_ROUTE}>
            <Trans>Training</Trans>
          </ToolLink>
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Switch>
          <Route path={USERS_ROUTE} nest>
            <UsersPage />
          </Route>
          <Route path={CUSTOMERS_ROUTE} nest component={CustomersSection} />
          <Route path={TEAMS_ROUTE} component={TeamsPage} />
          <Route path={PHONE_NUMBERS_ROUTE} component={PhoneNumbersPage} />
          <Route path={MESSAGE_TEMPLATES_ROUTE} nest component={MessageTemplatesSection} />
          <Route path={NEEDS_CONTENT_ROUTE} nest component={NeedsContentSection} />
          <Route path={AUDIT_TRAIL_ROUTE} component={AuditTrailPage} />
          <Route path={TRAINING_ROUTE} component={TrainingPage} />
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

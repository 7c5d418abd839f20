import { Trans, useLingui } from '@lingui/react/macro';
import { Route, Switch } from 'wouter';
import {
  AUDIT_TRAIL_ROUTE,
  CUSTOMERS_ROUTE,
  MESSAGE_TEMPLATES_ROUTE,
  NEEDS_CONTENT_ROUTE,
  PHONE_NUMBERS_ROUTE,
  SURVEYS_ROUTE,
  SURVEY_CREATOR_ROUTE,
  TEAMS_ROUTE,
  TRAINING_ROUTE,
  USERS_ROUTE,
} from './admin-paths.ts';
import { AuditTrailPage } from './AuditTrailPage.tsx';
import { CustomersSection } from './customers/CustomersSection.tsx';
import { MessageTemplatesSection } from './message-templates/MessageTemplatesSection.tsx';
import { NeedsContentSection } from './needs-content/NeedsContentSection.tsx';
import { PhoneNumbersPage } from './phone-numbers/PhoneNumbersPage.tsx';
import { SideNavLink } from './SideNavLink.tsx';
import { SurveysPage } from './surveys/SurveysPage.tsx';
import { SurveyCreatorPage } from './survey-creator/SurveyCreatorPage.tsx';
import { TeamsPage } from './teams/TeamsPage.tsx';
import { TrainingPage } from './training/TrainingPage.tsx';
import { UsersPage } from './users/UsersPage.tsx';

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
          <SideNavLink bold href={USERS_ROUTE}>
            <Trans>User Administration</Trans>
          </SideNavLink>
          <SideNavLink bold href={CUSTOMERS_ROUTE}>
            <Trans>Customers</Trans>
          </SideNavLink>
          <SideNavLink bold href={TEAMS_ROUTE}>
            <Trans>Teams Management</Trans>
          </SideNavLink>
          <SideNavLink bold href={PHONE_NUMBERS_ROUTE}>
            <Trans>Phone Number Management</Trans>
          </SideNavLink>
          <SideNavLink bold href={SURVEYS_ROUTE}>
            <Trans>Surveys</Trans>
          </SideNavLink>
          <SideNavLink bold href={MESSAGE_TEMPLATES_ROUTE}>
            <Trans>Message Templates</Trans>
          </SideNavLink>
          <SideNavLink bold href={NEEDS_CONTENT_ROUTE}>
            <Trans>Needs Content</Trans>
          </SideNavLink>
          <SideNavLink bold href={AUDIT_TRAIL_ROUTE}>
            <Trans>Audit trail</Trans>
          </SideNavLink>
          <SideNavLink bold href={TRAINING_ROUTE}>
            <Trans>Training</Trans>
          </SideNavLink>
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
          <Route path={SURVEYS_ROUTE} component={SurveysPage} />
          <Route path={SURVEY_CREATOR_ROUTE} component={SurveyCreatorPage} />
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

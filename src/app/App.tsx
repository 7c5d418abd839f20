import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Router, useLocation, useRouter } from 'wouter';
import { ToastProvider } from '../../ui/index.ts';
import { PortalFormMessages } from './PortalFormMessages.tsx';
import { ApiErrorToasts } from '../errors/ApiErrorToasts.tsx';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary.tsx';
import { LanguageProvider } from '../i18n/index.ts';
import { ShellEnvironmentProvider, type ShellEnvironment } from '../services/shell-environment.tsx';
import { AppRoutes } from './routes.tsx';
import { cachingParser } from './route-parser.ts';
import { ServicesProvider, useServices, type AppServices } from '../services/services.tsx';

export interface AppProps {
  services: AppServices;
  /** Where the language choice is kept (local storage). */
  languageStorage: Pick<Storage, 'setItem'>;
  /** The browser facilities the shell needs (activity events, session storage, page loads). */
  environment: ShellEnvironment;
}

/** The portal: services, language, toasts, then the routes. */
export function App({ services, languageStorage, environment }: AppProps) {
  return (
    <ServicesProvider services={services}>
      <ShellEnvironmentProvider environment={environment}>
        <LanguageProvider storage={languageStorage}>
          <AppBody />
        </LanguageProvider>
      </ShellEnvironmentProvider>
    </ServicesProvider>
  );
}

function AppBody() {
  const { t } = useLingui();
  const { clock } = useServices();
  // Each route pattern parsed once for the app's life (route-parser.ts); the kept and one-off pages' routers take it too.
  const { parser } = useRouter();
  const [cachedParser] = useState(() => cachingParser(parser));
  return (
    <Router parser={cachedParser}>
      <ToastProvider dismissLabel={t`Dismiss`} timers={clock}>
        <ApiErrorToasts />
        <PortalFormMessages>
          <RoutesAtLocation />
        </PortalFormMessages>
      </ToastProvider>
    </Router>
  );
}

/** One element for the app's life: a navigation renders the routes' own readers of the address, not all of them. */
const ROUTES = <AppRoutes />;

/**
 * The error boundary reads the address (navigating away recovers from a failed screen); it alone
 * renders again on navigation, and the routes below it, the same element, do not (issue #37: a
 * click back to a kept page renders only what shows the address).
 */
function RoutesAtLocation() {
  const [location] = useLocation();
  return <RouteErrorBoundary resetKey={location}>{ROUTES}</RouteErrorBoundary>;
}

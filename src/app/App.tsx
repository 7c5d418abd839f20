import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { ToastProvider } from '../../ui/index.ts';
import { PortalFormMessages } from './PortalFormMessages.tsx';
import { ApiErrorToasts } from '../errors/ApiErrorToasts.tsx';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary.tsx';
import { LanguageProvider } from '../i18n/index.ts';
import { ShellEnvironmentProvider, type ShellEnvironment } from '../services/shell-environment.tsx';
import { AppRoutes } from './routes.tsx';
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
  const [location] = useLocation();
  return (
    <ToastProvider dismissLabel={t`Dismiss`} timers={clock}>
      <ApiErrorToasts />
      <PortalFormMessages>
        <RouteErrorBoundary resetKey={location}>
          <AppRoutes />
        </RouteErrorBoundary>
      </PortalFormMessages>
    </ToastProvider>
  );
}

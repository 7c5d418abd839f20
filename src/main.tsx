/**
 * The portal's entry. Order matters: the language is active before the first render (no flash of
 * English), the runtime configuration is loaded before any sign-in, and the provider callbacks
 * finish without starting the app at all.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n } from '@lingui/core';
import './styles.css';
import { apiBaseUrl } from './api/index.ts';
import { startSyncEngine } from './data/index.ts';
import { App } from './app/App.tsx';
import { createBrowserServices, createUserManager } from './app/bootstrap.ts';
import { loadClientConfig } from './platform/client-config.ts';
import { StartupFailure } from './app/StartupFailure.tsx';
import { completeAuthCallback, isAuthCallbackPath } from './auth/auth-callback.ts';
import { completeSignOutReturn } from './auth/sign-out-return.ts';
import { activateLanguage, detectLanguage, LanguageProvider } from './i18n/index.ts';
import { browserShellEnvironment } from './services/shell-environment.tsx';
import { provideTemporal } from '../domain/browser-temporal.ts';

async function start(rootElement: HTMLElement): Promise<void> {
  const callback = isAuthCallbackPath(window.location.pathname);
  // The sync worker starts first and boots (its code, the stored copy) while this page gets its language,
  // configuration and session: on a reload it is the longest step before the first row (test/bench/RESULTS.md).
  // A sign-in callback (the provider's popup or redirect back) runs no engine.
  const syncEngine = callback
    ? undefined
    : startSyncEngine({ apiBase: apiBaseUrl(window.location), localStorage: window.localStorage });
  await provideTemporal(); // the polyfill, only where the browser has no Temporal (domain/browser-temporal.ts)
  const root = createRoot(rootElement);
  // The language's catalogue and (where the page does not carry it: static-sites.ts) the configuration, together.
  const [, config] = await Promise.all([
    activateLanguage(detectLanguage(window.localStorage, navigator.languages)),
    loadClientConfig(apiBaseUrl(window.location)).catch((error: unknown) => {
      console.error(error);
      return undefined;
    }),
  ]);
  if (!config) {
    root.render(
      <LanguageProvider storage={window.localStorage}>
        <StartupFailure />
      </LanguageProvider>,
    );
    return;
  }

  if (callback) {
    const userManager = createUserManager(
      config,
      { location: window.location, sessionStorage: window.sessionStorage },
      { renew: false },
    );
    await completeAuthCallback(userManager, window.location.pathname).catch((error: unknown) =>
      console.error('Sign-in callback failed', error),
    );
    return;
  }

  const userManager = createUserManager(
    config,
    { location: window.location, sessionStorage: window.sessionStorage },
    { renew: true },
  );
  await completeSignOutReturn(userManager, window.location, window.history);
  const services = createBrowserServices(config, userManager, {
    location: window.location,
    sessionStorage: window.sessionStorage,
    getLanguage: () => i18n.locale,
    ...(syncEngine ? { syncEngine } : {}),
  });
  await services.auth.start();
  root.render(
    <StrictMode>
      <App services={services} languageStorage={window.localStorage} environment={browserShellEnvironment(window)} />
    </StrictMode>,
  );
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
void start(rootElement);

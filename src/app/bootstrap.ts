import { i18n } from '@lingui/core';
import { UserManager } from 'oidc-client-ts';
import { apiBaseUrl, createApiClient } from '../api/index.ts';
import { createAuthSession } from '../auth/auth-session.ts';
import { createBrowserSync, startSyncEngine } from '../data/index.ts';
import type { EngineRemote } from '../../sync/client/index.ts';
import { readImpersonatedUserId } from '../auth/impersonation.ts';
import { userManagerSettings } from '../auth/oidc-settings.ts';
import { createApiErrorFeed } from '../services/error-feed.ts';
import { copyTextToClipboard } from '../errors/error-report.ts';
import { forgetLocalData } from '../session/forget-local-data.ts';
import { createActingUserStore } from '../services/acting-user-store.ts';
import type { ClientConfig } from '../platform/client-config.ts';
import { browserClock } from '../platform/clock.ts';
import type { AppServices } from '../services/services.tsx';

export interface BrowserEnvironment {
  location: Location;
  sessionStorage: Storage;
  getLanguage: () => string;
  /** Defaults to the window's; kept per browser (docket choices, the sync engine placement). */
  localStorage?: Storage;
  /** The sync engine, started early by the page's entry (`startSyncEngine`); started here when absent. */
  syncEngine?: EngineRemote;
  /** Defaults to the window's document (the sync engine heals when the tab becomes visible). */
  document?: Document;
  /** Calls back when the interface language changes; defaults to Lingui's change event. */
  onLanguageChange?: (listener: () => void) => () => void;
}

/** The identity-provider client for this page; callbacks get one without timers (see auth-callback.ts). */
export function createUserManager(
  config: ClientConfig,
  env: Pick<BrowserEnvironment, 'location' | 'sessionStorage'>,
  options: { renew: boolean },
): UserManager {
  const settings = userManagerSettings(config.oidc, env.location.origin, {
    user: env.sessionStorage,
    state: env.sessionStorage,
  });
  return new UserManager({ ...settings, automaticSilentRenew: options.renew });
}

/**
 * Wires the portal's services for a real browser. The one place that touches globals; everything
 * below receives what it needs.
 */
export function createBrowserServices(
  config: ClientConfig,
  userManager: UserManager,
  env: BrowserEnvironment,
): AppServices {
  const apiErrors = createApiErrorFeed();
  const baseUrl = apiBaseUrl(env.location);
  const auth = createAuthSession({
    userManager,
    // Plain fetch, not the client: a failing logout must not raise an error toast on the way out.
    endApiSession: async (token) => {
      const response = await fetch(`${baseUrl}/auth/logout`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Accept-Language': env.getLanguage() },
      });
      if (!response.ok) throw new Error(`POST /auth/logout answered ${response.status}`);
    },
    storage: env.sessionStorage,
    loadPage: (path) => env.location.assign(path),
    forgetLocalData,
  });
  const api = createApiClient({
    baseUrl,
    getAccessToken: () => auth.getAccessToken(),
    getLanguage: env.getLanguage,
    getImpersonatedUserId: () => readImpersonatedUserId(env.sessionStorage),
    onUnhandledError: (error) => apiErrors.publish(error),
  });
  const actingUser = createActingUserStore(api);
  // "A logout resets all state": a session that ends without a page load (token expiry) or a
  // different person signing in must not see the previous acting user.
  let signedInSubject: string | undefined;
  auth.subscribe(() => {
    const state = auth.getState();
    const subject = state.status === 'signed-in' ? state.user.subject : undefined;
    if (subject !== signedInSubject) actingUser.reset();
    signedInSubject = subject;
  });
  const localStorage = env.localStorage ?? window.localStorage;
  const sync = createBrowserSync({
    remote: env.syncEngine ?? startSyncEngine({ apiBase: baseUrl, localStorage }),
    localStorage,
    auth,
    getLanguage: env.getLanguage,
    onLanguageChange: env.onLanguageChange ?? ((listener) => i18n.on('change', listener)),
    getImpersonatedUserId: () => readImpersonatedUserId(env.sessionStorage),
    page: env.document ?? window.document,
  });
  return {
    config,
    auth,
    api,
    actingUser,
    apiErrors,
    clock: browserClock,
    copyText: copyTextToClipboard,
    sync,
    localStorage,
  };
}

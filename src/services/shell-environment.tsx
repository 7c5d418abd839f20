import { createContext, useContext, type ReactNode } from 'react';
import type { ActivityTarget } from '../platform/activity.ts';

/**
 * The few browser facilities the shell needs beyond the app services: made once in main.tsx and
 * handed down, so shell code reaches for no globals and tests pass fakes.
 */
export interface ShellEnvironment {
  /** Where key and pointer presses are heard for the inactivity timer (the document). */
  activityTarget: ActivityTarget;
  /** This tab's session storage: the impersonated user id is kept there (src/auth/impersonation.ts). */
  sessionStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /**
   * A full page load. Used when whom the user acts as changes (impersonation starts or ends): every
   * store, the sync worker and the socket then start afresh as the new user, nothing carried over.
   */
  loadPage: (path: string) => void;
}

/** The real thing, for main.tsx. */
export function browserShellEnvironment(window: Window): ShellEnvironment {
  return {
    activityTarget: window.document,
    sessionStorage: window.sessionStorage,
    loadPage: (path) => window.location.assign(path),
  };
}

const ShellEnvironmentContext = createContext<ShellEnvironment | null>(null);

export function ShellEnvironmentProvider({
  environment,
  children,
}: {
  environment: ShellEnvironment;
  children: ReactNode;
}) {
  return <ShellEnvironmentContext.Provider value={environment}>{children}</ShellEnvironmentContext.Provider>;
}

export function useShellEnvironment(): ShellEnvironment {
  const environment = useContext(ShellEnvironmentContext);
  if (!environment) throw new Error('useShellEnvironment must be used inside a ShellEnvironmentProvider');
  return environment;
}

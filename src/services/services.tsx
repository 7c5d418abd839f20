import { createContext, useContext, type ReactNode } from 'react';
import type { SyncClient } from '../../sync/client/index.ts';
import type { ApiClient } from '../api/index.ts';
import type { AuthSession } from '../auth/auth-session.ts';
import type { ApiErrorFeed } from './error-feed.ts';
import type { ActingUserStore } from './acting-user-store.ts';
import type { ClientConfig } from '../platform/client-config.ts';
import type { Clock } from '../platform/clock.ts';

/**
 * Everything the portal talks to, made once at start-up (bootstrap.ts) and handed down. Screens
 * never reach for globals (fetch, timers, storage), so a test builds this with fakes.
 */
export interface AppServices {
  config: ClientConfig;
  auth: AuthSession;
  api: ApiClient;
  actingUser: ActingUserStore;
  /** Failed calls no caller handles; shown as error toasts. */
  apiErrors: ApiErrorFeed;
  clock: Clock;
  copyText: (text: string) => Promise<void>;
  /** The sync engine's client: screens read live queries (src/data useLive) and write through it. */
  sync: SyncClient;
  /** This browser's local storage: choices kept per guide (docket tab, follow-up filters). */
  localStorage: Pick<Storage, 'getItem' | 'setItem'>;
}

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside a ServicesProvider');
  return services;
}

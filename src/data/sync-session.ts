/**
 * Keeps the engine's session in step with the tab's sign-in: the token on sign-in and after every
 * silent renewal, the impersonated user, the language; nothing once the user signs out. And asks
 * the engine to heal from the change log when the tab becomes visible again (a sleeping tab may
 * have missed socket events, or lost the socket altogether).
 */
import type { EngineRemote, Session } from '../../sync/client/index.ts';
import type { AuthState } from '../auth/auth-session.ts';

export interface SyncSessionOptions {
  remote: Pick<EngineRemote, 'setSession' | 'wake'>;
  auth: { getState(): AuthState; subscribe(listener: () => void): () => void };
  getLanguage: () => string;
  /** Calls back when the interface language changes; returns the unsubscribe. */
  onLanguageChange: (listener: () => void) => () => void;
  getImpersonatedUserId: () => string | undefined;
  /** The page, for its visibility (document). */
  page: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  logger?: Pick<Console, 'warn'>;
}

const sameSession = (a: Session | undefined, b: Session | undefined) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.token === b.token &&
    a.impersonatedUserId === b.impersonatedUserId &&
    a.language === b.language);

/** Returns the unbind (tests use it; the app binds once for the page's life). */
export function bindSyncSession(options: SyncSessionOptions): () => void {
  const { remote, auth, logger = console } = options;
  let sent: Session | undefined;

  const push = () => {
    const state = auth.getState();
    const next: Session | undefined =
      state.status === 'signed-in'
        ? {
            token: state.user.accessToken,
            impersonatedUserId: options.getImpersonatedUserId() ?? null,
            language: options.getLanguage(),
          }
        : undefined;
    if (sameSession(sent, next)) return;
    sent = next;
    // Comlink keeps the order of calls, so the worker sees the sessions in the order they happened.
    remote
      .setSession(next)
      .catch((error: unknown) => logger.warn('Handing the session to the sync engine failed', error));
  };

  const onVisibility = () => {
    if (options.page.visibilityState !== 'visible' || !sent) return;
    remote.wake().catch((error: unknown) => logger.warn('Healing the sync engine after the tab woke failed', error));
  };

  push();
  const stopAuth = auth.subscribe(push);
  const stopLanguage = options.onLanguageChange(push);
  options.page.addEventListener('visibilitychange', onVisibility);
  return () => {
    stopAuth();
    stopLanguage();
    options.page.removeEventListener('visibilitychange', onVisibility);
  };
}

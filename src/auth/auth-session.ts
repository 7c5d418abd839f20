import { createObservableState } from '../platform/observable-state.ts';
import type { User, UserManager } from 'oidc-client-ts';
import { LOGIN_PATH } from './auth-paths.ts';
import { clearImpersonation } from './impersonation.ts';
import { forgetReturnPath, rememberReturnPath, takeReturnPath } from './return-path.ts';

export interface SignedInUser {
  subject: string;
  name: string | undefined;
  email: string | undefined;
  accessToken: string;
  /** Seconds since the epoch, when the access token stops working. */
  expiresAt: number | undefined;
}

/** `signing-out` keeps screens from reacting (e.g. remembering a return path) while we leave. */
export type AuthState =
  { status: 'signed-out' } | { status: 'signing-out' } | { status: 'signed-in'; user: SignedInUser };

export type AuthUserManager = Pick<
  UserManager,
  'getUser' | 'signinPopup' | 'signinSilent' | 'signoutRedirect' | 'removeUser' | 'events'
>;

export interface AuthSessionOptions {
  userManager: AuthUserManager;
  /** Tells the API the user is leaving (POST /auth/logout); failures are only logged. */
  endApiSession: (accessToken: string) => Promise<void>;
  /** This tab's session storage: return path and impersonation live there. */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** A full page load to a path, used when the provider cannot be reached to sign out. */
  loadPage: (path: string) => void;
  /** Deletes what this user's session kept on the device (the sync engine's stored copy), before leaving. */
  forgetLocalData?: () => Promise<void>;
  now?: () => number;
  logger?: Pick<Console, 'error' | 'warn'>;
}

export interface AuthSession {
  getState(): AuthState;
  subscribe(listener: () => void): () => void;
  /** Restores the tab's stored user (renewing it silently if its token has lapsed). */
  start(): Promise<void>;
  /** Opens the provider's sign-in popup; false when it failed or was closed (only logged, per spec). */
  signIn(options?: { language?: string }): Promise<boolean>;
  /**
   * Logs out of the API and ends the provider session; the browser then lands on /login.
   * `returnTo` is remembered for the next sign-in (a failed session), otherwise any remembered path is dropped.
   */
  signOut(options?: { returnTo?: string }): Promise<void>;
  /** A current access token, renewed if needed; undefined when none can be had. */
  getAccessToken(): Promise<string | undefined>;
  rememberReturnPath(path: string): void;
  takeReturnPath(): string | undefined;
}

function toSignedInUser(user: User): SignedInUser {
  return {
    subject: user.profile.sub,
    name: user.profile.name,
    email: user.profile.email,
    accessToken: user.access_token,
    expiresAt: user.expires_at,
  };
}

/**
 * The sign-in state of this tab over oidc-client-ts, as a small observable store React reads with
 * useSyncExternalStore. No React here: tests drive it with a fake user manager and clock.
 *
 * @example
 *   const auth = createAuthSession({ userManager, endApiSession, storage: sessionStorage, loadPage: (p) => location.assign(p) });
 *   await auth.start();
 */
export function createAuthSession(options: AuthSessionOptions): AuthSession {
  const { userManager, storage } = options;
  const now = options.now ?? (() => Date.now());
  const logger = options.logger ?? console;
  const store = createObservableState<AuthState>({ status: 'signed-out' });
  let renewing: Promise<User | undefined> | undefined;

  const setState = store.set;
  const isFresh = (user: { expires_at?: number | undefined }) =>
    user.expires_at === undefined || user.expires_at * 1000 > now();

  // The library reports renewals and removals from any cause (silent renew, another call): follow them.
  userManager.events.addUserLoaded((user) => setState({ status: 'signed-in', user: toSignedInUser(user) }));
  userManager.events.addUserUnloaded(() => {
    if (store.get().status !== 'signing-out') setState({ status: 'signed-out' });
  });
  userManager.events.addAccessTokenExpired(() => {
    // Silent renew failed before expiry: the session is over; the shell sends the user to /login.
    void userManager.removeUser().catch((error: unknown) => logger.warn('Removing the expired user failed', error));
  });
  userManager.events.addSilentRenewError((error) => logger.warn('Silent token renewal failed', error));

  /** One silent renewal at a time, however many calls want a token at once. */
  function renew(): Promise<User | undefined> {
    renewing ??= userManager
      .signinSilent()
      .then((user) => user ?? undefined)
      .catch(async (error: unknown) => {
        logger.warn('Silent sign-in failed', error);
        await userManager.removeUser().catch(() => undefined);
        return undefined;
      })
      .finally(() => {
        renewing = undefined;
      });
    return renewing;
  }

  return {
    getState: store.get,
    subscribe: store.subscribe,

    async start() {
      const stored = await userManager.getUser().catch(() => null);
      const user = stored && (isFresh(stored) ? stored : await renew());
      setState(user ? { status: 'signed-in', user: toSignedInUser(user) } : { status: 'signed-out' });
    },

    async signIn({ language } = {}) {
      try {
        // Called straight from the click: the popup must open inside the user's gesture or it is blocked.
        const user = await userManager.signinPopup(language ? { ui_locales: language } : {});
        setState({ status: 'signed-in', user: toSignedInUser(user) });
        return true;
      } catch (error) {
        logger.error('Sign-in failed', error);
        return false;
      }
    },

    async signOut({ returnTo } = {}) {
      const state = store.get();
      if (state.status === 'signing-out') return;
      const token = state.status === 'signed-in' ? state.user.accessToken : undefined;
      if (returnTo) rememberReturnPath(storage, returnTo);
      else forgetReturnPath(storage);
      clearImpersonation(storage);
      setState({ status: 'signing-out' });
      if (token)
        await options.endApiSession(token).catch((error: unknown) => logger.error('Logout call failed', error));
      await options
        .forgetLocalData?.()
        .catch((error: unknown) => logger.warn('Deleting the data kept on this device failed', error));
      try {
        // Ends the provider session too, else the next sign-in would skip the password.
        await userManager.signoutRedirect();
      } catch (error) {
        logger.error('Ending the provider session failed', error);
        await userManager.removeUser().catch(() => undefined);
        options.loadPage(LOGIN_PATH);
      }
    },

    async getAccessToken() {
      const state = store.get();
      if (state.status !== 'signed-in') return undefined;
      const { user } = state;
      if (user.expiresAt === undefined || user.expiresAt * 1000 > now()) return user.accessToken;
      return (await renew())?.access_token;
    },

    rememberReturnPath: (path) => rememberReturnPath(storage, path),
    takeReturnPath: () => takeReturnPath(storage),
  };
}

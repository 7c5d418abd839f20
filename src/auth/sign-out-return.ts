import type { UserManager } from 'oidc-client-ts';
import { LOGIN_PATH } from './auth-paths.ts';

/**
 * The provider sends the browser back to /login?state=... after signing out. Reading that answer
 * lets oidc-client-ts drop the stored sign-out state; then the address bar shows a clean /login.
 */
export async function completeSignOutReturn(
  userManager: Pick<UserManager, 'signoutRedirectCallback'>,
  location: Location,
  history: History,
): Promise<void> {
  if (location.pathname !== LOGIN_PATH || !new URLSearchParams(location.search).has('state')) return;
  try {
    await userManager.signoutRedirectCallback(location.href);
  } catch (error) {
    console.warn('Completing the sign-out return failed', error);
  }
  history.replaceState(history.state, '', LOGIN_PATH);
}

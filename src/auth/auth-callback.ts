import type { UserManager } from 'oidc-client-ts';
import { SIGN_IN_CALLBACK_PATH, SILENT_RENEW_CALLBACK_PATH } from './auth-paths.ts';

export function isAuthCallbackPath(pathname: string): boolean {
  return pathname === SIGN_IN_CALLBACK_PATH || pathname === SILENT_RENEW_CALLBACK_PATH;
}

/**
 * The two provider callbacks. They run in the sign-in popup and in the hidden renewal iframe, and
 * only hand the answer to the window that opened them (which checks and stores it), so main.tsx
 * handles them before any of the app renders: no shell, no verify call, no timers in the popup.
 */
export async function completeAuthCallback(
  userManager: Pick<UserManager, 'signinPopupCallback' | 'signinSilentCallback'>,
  pathname: string,
): Promise<void> {
  if (pathname === SIGN_IN_CALLBACK_PATH) await userManager.signinPopupCallback();
  else if (pathname === SILENT_RENEW_CALLBACK_PATH) await userManager.signinSilentCallback();
}

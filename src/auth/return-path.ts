/**
 * "Before redirecting to login the product remembers the current path and query and returns there
 * after login" (spec part 1 section 2). Kept in session storage: it belongs to this tab's sign-in.
 */
import { LOGIN_PATH } from './auth-paths.ts';

export const RETURN_PATH_STORAGE_KEY = 'returnPath';

/**
 * Only same-site app paths come back out: no `//host` (a protocol-relative URL would leave the
 * site), no auth or login pages (returning there would loop).
 */
export function isSafeReturnPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  const pathname = path.split(/[?#]/)[0] ?? '';
  return pathname !== LOGIN_PATH && !pathname.startsWith('/auth/') && pathname !== '/no-access';
}

export function rememberReturnPath(storage: Pick<Storage, 'setItem'>, path: string): void {
  if (!isSafeReturnPath(path)) return;
  try {
    storage.setItem(RETURN_PATH_STORAGE_KEY, path);
  } catch {
    // Blocked storage: after sign-in the user lands on the home page instead.
  }
}

export function forgetReturnPath(storage: Pick<Storage, 'removeItem'>): void {
  try {
    storage.removeItem(RETURN_PATH_STORAGE_KEY);
  } catch {
    // Nothing to forget when storage is blocked.
  }
}

/** Reads and clears the remembered path, so it is used once. */
export function takeReturnPath(storage: Pick<Storage, 'getItem' | 'removeItem'>): string | undefined {
  let path: string | null = null;
  try {
    path = storage.getItem(RETURN_PATH_STORAGE_KEY);
  } catch {
    return undefined;
  }
  forgetReturnPath(storage);
  return path && isSafeReturnPath(path) ? path : undefined;
}

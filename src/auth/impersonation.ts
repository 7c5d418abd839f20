/**
 * The user an admin is acting as (spec part 1 section 4): kept in this tab's session storage so a
 * reload keeps it, and sent as a header on every call (the server honours it only for holders of
 * CAN_IMPERSONATE_USERS). The shell starts it from the guide list and ends it from its banner,
 * each time with a page load so every store starts afresh as the new user; sign-out clears it.
 */
export const IMPERSONATED_USER_STORAGE_KEY = 'impersonatedUserId';

export function readImpersonatedUserId(storage: Pick<Storage, 'getItem'>): string | undefined {
  try {
    return storage.getItem(IMPERSONATED_USER_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** False when storage is blocked: impersonation then cannot start (nothing would carry it to the next call). */
export function storeImpersonatedUserId(storage: Pick<Storage, 'setItem'>, userId: string): boolean {
  try {
    storage.setItem(IMPERSONATED_USER_STORAGE_KEY, userId);
    return true;
  } catch {
    return false;
  }
}

export function clearImpersonation(storage: Pick<Storage, 'removeItem'>): void {
  try {
    storage.removeItem(IMPERSONATED_USER_STORAGE_KEY);
  } catch {
    // Blocked storage never held an impersonation either.
  }
}

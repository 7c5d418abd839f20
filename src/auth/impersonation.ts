/**
 * The user an admin is acting as (spec part 1 section 4): kept in this tab's session storage so a
 * reload keeps it, and sent as a header on every call. Starting and exiting impersonation are a
 * later issue; the API client and sign-out already honour it.
 */
export const IMPERSONATED_USER_STORAGE_KEY = 'impersonatedUserId';

export function readImpersonatedUserId(storage: Pick<Storage, 'getItem'>): string | undefined {
  try {
    return storage.getItem(IMPERSONATED_USER_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function clearImpersonation(storage: Pick<Storage, 'removeItem'>): void {
  try {
    storage.removeItem(IMPERSONATED_USER_STORAGE_KEY);
  } catch {
    // Blocked storage never held an impersonation either.
  }
}

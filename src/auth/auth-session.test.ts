import { describe, expect, it, vi } from 'vitest';
import type { User } from 'oidc-client-ts';
import { createAuthSession, type AuthUserManager } from './auth-session.ts';

const NOW = Date.UTC(2026, 0, 5, 12);

function oidcUser(expiresAtMs: number, token = 'token-1'): User {
  return {
    access_token: token,
    expires_at: Math.floor(expiresAtMs / 1000),
    profile: { sub: 'u1', name: 'Ann Lee', email: 'ann@example.org' },
  } as unknown as User;
}

/** A user manager driven by hand: the test says what is stored and what the provider answers. */
function fakeUserManager(stored: User | null) {
  const handlers = {
    loaded: [] as Array<(u: User) => void>,
    unloaded: [] as Array<() => void>,
    expired: [] as Array<() => void>,
  };
  const manager = {
    getUser: vi.fn(async () => stored),
    signinPopup: vi.fn(async () => oidcUser(NOW + 3_600_000, 'popup-token')),
    signinSilent: vi.fn(async () => oidcUser(NOW + 3_600_000, 'renewed-token')),
    signoutRedirect: vi.fn(async () => undefined),
    removeUser: vi.fn(async () => handlers.unloaded.forEach((h) => h())),
    events: {
      addUserLoaded: (h: (u: User) => void) => handlers.loaded.push(h),
      addUserUnloaded: (h: () => void) => handlers.unloaded.push(h),
      addAccessTokenExpired: (h: () => void) => handlers.expired.push(h),
      addSilentRenewError: () => undefined,
    },
  };
  return { manager: manager as unknown as AuthUserManager & typeof manager, handlers };
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

function session(stored: User | null, overrides: { endApiSession?: (token: string) => Promise<void> } = {}) {
  const { manager, handlers } = fakeUserManager(stored);
  const storage = memoryStorage();
  const loadPage = vi.fn();
  const endApiSession = vi.fn(overrides.endApiSession ?? (async () => undefined));
  const logger = { error: vi.fn(), warn: vi.fn() };
  const auth = createAuthSession({ userManager: manager, endApiSession, storage, loadPage, now: () => NOW, logger });
  return { auth, manager, handlers, storage, loadPage, endApiSession, logger };
}

describe('createAuthSession', () => {
  it('restores a stored, unexpired user', async () => {
    const { auth } = session(oidcUser(NOW + 60_000));
    await auth.start();
    expect(auth.getState()).toMatchObject({
      status: 'signed-in',
      user: { subject: 'u1', name: 'Ann Lee', accessToken: 'token-1' },
    });
  });

  it('renews a stored user whose token lapsed, and signs out when renewal fails', async () => {
    const renewed = session(oidcUser(NOW - 1000));
    await renewed.auth.start();
    expect(renewed.auth.getState()).toMatchObject({ status: 'signed-in', user: { accessToken: 'renewed-token' } });

    const failed = session(oidcUser(NOW - 1000));
    failed.manager.signinSilent.mockRejectedValueOnce(new Error('login_required'));
    await failed.auth.start();
    expect(failed.auth.getState()).toEqual({ status: 'signed-out' });
    expect(failed.manager.removeUser).toHaveBeenCalled();
  });

  it('signs in through the popup in the reader language; a failed popup is only logged', async () => {
    const { auth, manager, logger } = session(null);
    await auth.start();
    expect(await auth.signIn({ language: 'es' })).toBe(true);
    expect(manager.signinPopup).toHaveBeenCalledWith({ ui_locales: 'es' });
    expect(await auth.getAccessToken()).toBe('popup-token');

    manager.signinPopup.mockRejectedValueOnce(new Error('Popup closed by user'));
    expect(await auth.signIn()).toBe(false);
    expect(logger.error).toHaveBeenCalled();
  });

  it('renews once for many callers when the token has expired', async () => {
    let now = NOW;
    const { manager } = fakeUserManager(oidcUser(NOW + 1000));
    const auth = createAuthSession({
      userManager: manager,
      endApiSession: async () => undefined,
      storage: memoryStorage(),
      loadPage: vi.fn(),
      now: () => now,
    });
    await auth.start();
    now += 5000;
    const tokens = await Promise.all([auth.getAccessToken(), auth.getAccessToken()]);
    expect(tokens).toEqual(['renewed-token', 'renewed-token']);
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
  });

  it('logs out of the API, then ends the provider session; stays signing-out meanwhile', async () => {
    const { auth, manager, endApiSession, storage } = session(oidcUser(NOW + 60_000));
    await auth.start();
    storage.setItem('returnPath', '/docket/guide/g1');
    storage.setItem('impersonatedUserId', 'u9');
    await auth.signOut();
    expect(endApiSession).toHaveBeenCalledWith('token-1');
    expect(manager.signoutRedirect).toHaveBeenCalled();
    expect(auth.getState()).toEqual({ status: 'signing-out' });
    // A deliberate logout forgets where the user was and whom they impersonated.
    expect(storage.getItem('returnPath')).toBeNull();
    expect(storage.getItem('impersonatedUserId')).toBeNull();
  });

  it('deletes the data kept on this device before leaving for the provider, and leaves even if that fails', async () => {
    const { manager } = fakeUserManager(oidcUser(NOW + 60_000));
    const order: string[] = [];
    manager.signoutRedirect.mockImplementation(async () => void order.push('provider'));
    const forgetLocalData = vi.fn(async () => {
      order.push('forget');
      throw new Error('blocked');
    });
    const logger = { error: vi.fn(), warn: vi.fn() };
    const auth = createAuthSession({
      userManager: manager,
      endApiSession: async () => undefined,
      storage: memoryStorage(),
      loadPage: vi.fn(),
      forgetLocalData,
      now: () => NOW,
      logger,
    });
    await auth.start();
    await auth.signOut();
    expect(order).toEqual(['forget', 'provider']);
    expect(logger.warn).toHaveBeenCalledWith('Deleting the data kept on this device failed', expect.any(Error));
  });

  it('still reaches /login when the API logout and the provider both fail', async () => {
    const { auth, manager, loadPage, logger } = session(oidcUser(NOW + 60_000), {
      endApiSession: async () => Promise.reject(new Error('offline')),
    });
    manager.signoutRedirect.mockRejectedValueOnce(new Error('offline'));
    await auth.start();
    await auth.signOut({ returnTo: '/docket/guide/g1?day=2026-01-05' });
    expect(logger.error).toHaveBeenCalledTimes(2);
    expect(manager.removeUser).toHaveBeenCalled();
    expect(loadPage).toHaveBeenCalledWith('/login');
    expect(auth.takeReturnPath()).toBe('/docket/guide/g1?day=2026-01-05');
  });

  it('follows the library: a renewed user replaces the token, an expired one signs out', async () => {
    const { auth, handlers, manager } = session(oidcUser(NOW + 60_000));
    await auth.start();
    handlers.loaded.forEach((h) => h(oidcUser(NOW + 3_600_000, 'token-2')));
    expect(await auth.getAccessToken()).toBe('token-2');
    handlers.expired.forEach((h) => h());
    await vi.waitFor(() => expect(auth.getState()).toEqual({ status: 'signed-out' }));
    expect(manager.removeUser).toHaveBeenCalled();
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { Session } from '../../sync/index.ts';
import type { AuthState, SignedInUser } from '../auth/auth-session.ts';
import { bindSyncSession } from './sync-session.ts';

const user = (accessToken: string): SignedInUser => ({
  subject: 's1',
  name: 'Gabriela Reyes',
  email: 'guide@example.org',
  accessToken,
  expiresAt: undefined,
});

function harness(initial: AuthState) {
  let state = initial;
  const authListeners = new Set<() => void>();
  const languageListeners = new Set<() => void>();
  const pageListeners = new Set<() => void>();
  let language = 'en';
  let impersonated: string | undefined;
  const sessions: (Session | undefined)[] = [];
  const remote = {
    setSession: vi.fn(async (session: Session | undefined) => void sessions.push(session)),
    wake: vi.fn(async () => undefined),
  };
  const page = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (_type: string, listener: () => void) => void pageListeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => void pageListeners.delete(listener),
  };
  const unbind = bindSyncSession({
    remote,
    auth: {
      getState: () => state,
      subscribe: (listener) => (authListeners.add(listener), () => authListeners.delete(listener)),
    },
    getLanguage: () => language,
    onLanguageChange: (listener) => (languageListeners.add(listener), () => languageListeners.delete(listener)),
    getImpersonatedUserId: () => impersonated,
    page: page as unknown as Document,
  });
  return {
    remote,
    sessions,
    unbind,
    setAuth(next: AuthState) {
      state = next;
      authListeners.forEach((listener) => listener());
    },
    setLanguage(next: string) {
      language = next;
      languageListeners.forEach((listener) => listener());
    },
    impersonate(id: string | undefined) {
      impersonated = id;
    },
    setVisibility(visibility: DocumentVisibilityState) {
      page.visibilityState = visibility;
      pageListeners.forEach((listener) => listener());
    },
  };
}

describe('bindSyncSession', () => {
  it('hands over the token at sign-in and after each renewal, and nothing after sign-out', () => {
    const h = harness({ status: 'signed-out' });
    // The engine starts without a session: nothing to say until someone signs in.
    expect(h.sessions).toEqual([]);
    h.impersonate('g2');
    h.setAuth({ status: 'signed-in', user: user('t1') });
    h.setAuth({ status: 'signed-in', user: user('t1') });
    h.setAuth({ status: 'signed-in', user: user('t2') });
    h.setAuth({ status: 'signing-out' });
    expect(h.sessions).toEqual([
      { token: 't1', impersonatedUserId: 'g2', language: 'en' },
      { token: 't2', impersonatedUserId: 'g2', language: 'en' },
      undefined,
    ]);
  });

  it('follows the interface language', () => {
    const h = harness({ status: 'signed-in', user: user('t1') });
    h.setLanguage('es');
    expect(h.sessions.at(-1)).toEqual({ token: 't1', impersonatedUserId: null, language: 'es' });
  });

  it('heals when the tab becomes visible again, only while signed in', () => {
    const h = harness({ status: 'signed-in', user: user('t1') });
    h.setVisibility('hidden');
    expect(h.remote.wake).not.toHaveBeenCalled();
    h.setVisibility('visible');
    expect(h.remote.wake).toHaveBeenCalledTimes(1);
    h.setAuth({ status: 'signed-out' });
    h.setVisibility('visible');
    expect(h.remote.wake).toHaveBeenCalledTimes(1);
    h.unbind();
    h.setAuth({ status: 'signed-in', user: user('t3') });
    expect(h.sessions.at(-1)).toBeUndefined();
  });
});

import { useSyncExternalStore } from 'react';
import { useServices } from './services.tsx';
import type { AuthState } from '../auth/auth-session.ts';

/** This tab's sign-in state; re-renders when it changes (sign-in, renewal, sign-out). */
export function useAuthState(): AuthState {
  const { auth } = useServices();
  return useSyncExternalStore(auth.subscribe, auth.getState);
}

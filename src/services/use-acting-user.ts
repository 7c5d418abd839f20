import { useSyncExternalStore } from 'react';
import { useServices } from './services.tsx';
import type { ActingUserState } from './acting-user-store.ts';
import type { ActingUser } from './verify-response.ts';

export function useActingUserState(): ActingUserState {
  const { actingUser } = useServices();
  return useSyncExternalStore(actingUser.subscribe, actingUser.getState);
}

/** The verified acting user; only inside the protected shell, which renders nothing until it is loaded. */
export function useActingUser(): ActingUser {
  const state = useActingUserState();
  if (state.status !== 'success') throw new Error('useActingUser is only available inside the protected shell');
  return state.data.user;
}

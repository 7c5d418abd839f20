import { describe, expect, it, vi } from 'vitest';
import { createActingUserStore } from './acting-user-store.ts';
import type { VerifyResponse } from './verify-response.ts';

const verify = { user: { id: 'u1', name: 'Ann Lee' } } as unknown as VerifyResponse;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('createActingUserStore', () => {
  it('goes initial -> loading -> success and asks for verify once however often load is called', async () => {
    const get = vi.fn().mockResolvedValue(verify);
    const store = createActingUserStore({ get });
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getState().status));
    await Promise.all([store.load(), store.load()]);
    expect(seen).toEqual(['loading', 'success']);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/users/user/verify', { handledStatuses: [401, 500] });
  });

  it('keeps the error of a failed load for the shell to show', async () => {
    const error = new Error('boom');
    const store = createActingUserStore({ get: vi.fn().mockRejectedValue(error) });
    await store.load();
    expect(store.getState()).toEqual({ status: 'failed', error });
  });

  // Regression guard: a verify answer for the previous session must not land after a logout reset.
  it('drops an answer that arrives after reset()', async () => {
    const answer = deferred<VerifyResponse>();
    const store = createActingUserStore({ get: vi.fn().mockReturnValue(answer.promise) });
    const loading = store.load();
    store.reset();
    answer.resolve(verify);
    await loading;
    expect(store.getState()).toEqual({ status: 'initial' });
  });
});

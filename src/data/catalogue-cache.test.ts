import { describe, expect, it, vi } from 'vitest';
import { OPERATIONS } from '../../domain/index.ts';
import type { ApiClient } from '../api/index.ts';
import { cataloguesOf, createCatalogueCache } from './catalogue-cache.ts';

const filters = {
  data: [{ key: 'outreachPhases' as const, options: [{ value: 'initial-outreach', label: 'initial-outreach' }] }],
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('catalogue cache', () => {
  it('asks the server once per operation, shares the answer, and peeks it once loaded', async () => {
    const answer = deferred<typeof filters>();
    const call = vi.fn().mockReturnValue(answer.promise);
    const cache = createCatalogueCache({ call } as unknown as ApiClient);

    const first = cache.load(OPERATIONS.memberListFilters);
    const second = cache.load(OPERATIONS.memberListFilters);
    expect(call).toHaveBeenCalledTimes(1);
    // The global error toast stays quiet: the caller handles (logs) every failure.
    expect(call).toHaveBeenCalledWith(OPERATIONS.memberListFilters, {}, { handledStatuses: 'all' });
    expect(cache.peek(OPERATIONS.memberListFilters)).toEqual({ status: 'loading' });

    answer.resolve(filters);
    await expect(first).resolves.toBe(filters);
    await expect(second).resolves.toBe(filters);
    expect(cache.peek(OPERATIONS.memberListFilters)).toEqual({ status: 'ready', data: filters });
    await cache.load(OPERATIONS.memberListFilters);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('only logs a failure, and asks again next time', async () => {
    const warn = vi.fn();
    const call = vi.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce(filters);
    const cache = createCatalogueCache({ call } as unknown as ApiClient, { warn });

    await expect(cache.load(OPERATIONS.memberListFilters)).rejects.toThrow('503');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toBe('Loading the catalogue GET /users/filters failed');
    expect(cache.peek(OPERATIONS.memberListFilters)).toEqual({ status: 'loading' });

    await expect(cache.load(OPERATIONS.memberListFilters)).resolves.toBe(filters);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('keeps one cache per session (API client)', () => {
    const a = { call: vi.fn() } as unknown as ApiClient;
    const b = { call: vi.fn() } as unknown as ApiClient;
    expect(cataloguesOf(a)).toBe(cataloguesOf(a));
    expect(cataloguesOf(a)).not.toBe(cataloguesOf(b));
  });
});

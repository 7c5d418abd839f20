import { describe, expect, it } from 'vitest';
import { isSafeReturnPath, rememberReturnPath, takeReturnPath } from './return-path.ts';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
}

describe('return path', () => {
  it('comes back once, query included', () => {
    const storage = memoryStorage();
    rememberReturnPath(storage, '/docket/guide/g1?day=2026-01-05');
    expect(takeReturnPath(storage)).toBe('/docket/guide/g1?day=2026-01-05');
    expect(takeReturnPath(storage)).toBeUndefined();
  });

  it.each([
    '//evil.example.org/x',
    '/\\evil.example.org',
    'https://evil.example.org',
    '/login',
    '/login?x=1',
    '/auth/callback?code=1',
    '/no-access',
  ])('refuses %s (it would leave the site or loop)', (path) => {
    expect(isSafeReturnPath(path)).toBe(false);
    const storage = memoryStorage();
    storage.setItem('returnPath', path);
    expect(takeReturnPath(storage)).toBeUndefined();
  });
});

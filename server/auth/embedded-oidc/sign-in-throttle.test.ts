import { describe, expect, it } from 'vitest';
import { createSignInThrottle, SIGN_IN_THROTTLE } from './sign-in-throttle.ts';

const REDIS_URL = process.env.REDIS_URL;

const stores: { name: string; redisUrl: string | undefined }[] = [
  { name: 'memory', redisUrl: undefined },
  ...(REDIS_URL ? [{ name: 'redis', redisUrl: REDIS_URL }] : []),
];

describe.each(stores)('the sign-in throttle ($name)', ({ redisUrl }) => {
  it('blocks an account after its failures, clears on success, and blocks an address trying many accounts', async () => {
    let now = 0;
    const throttle = createSignInThrottle({ redisUrl, now: () => now });
    const address = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const account = `${crypto.randomUUID()}@example.org`;
    try {
      for (let i = 0; i < SIGN_IN_THROTTLE.failuresPerAccount - 1; i++) await throttle.failed(address, account);
      expect(await throttle.blocked(address, account)).toBe(false);
      await throttle.succeeded(address, account);
      for (let i = 0; i < SIGN_IN_THROTTLE.failuresPerAccount; i++) await throttle.failed(address, account);
      expect(await throttle.blocked(address, account)).toBe(true);
      expect(await throttle.blocked(`${address}1`, account)).toBe(false);
      for (let i = 0; i < SIGN_IN_THROTTLE.failuresPerAddress; i++) await throttle.failed(address, `${i}-${account}`);
      expect(await throttle.blocked(address, `someone-else-${account}`)).toBe(true);
      if (!redisUrl) {
        now += SIGN_IN_THROTTLE.windowMs + 1;
        expect(await throttle.blocked(address, account)).toBe(false);
      }
    } finally {
      await throttle.close();
    }
  });
});

describe.skipIf(!REDIS_URL)('the sign-in throttle on a Redis shared by two deployments', () => {
  it("counts one deployment's failures apart from the other's", async () => {
    const deployment = (name: string) =>
      createSignInThrottle({ redisUrl: REDIS_URL, redisKeyPrefix: `${name}-${crypto.randomUUID()}:` });
    const [mine, theirs] = [deployment('alpha'), deployment('beta')];
    const account = `${crypto.randomUUID()}@example.org`;
    try {
      for (let i = 0; i < SIGN_IN_THROTTLE.failuresPerAccount; i++) await theirs.failed('10.1.1.1', account);
      expect(await theirs.blocked('10.1.1.1', account)).toBe(true);
      expect(await mine.blocked('10.1.1.1', account)).toBe(false);
    } finally {
      await Promise.all([mine.close(), theirs.close()]);
    }
  });
});

/**
 * Failed sign-ins to the embedded provider are counted per address and account: after
 * `FAILURES_PER_ACCOUNT` failures within the window, or `FAILURES_PER_ADDRESS` from one address
 * whatever the accounts, further attempts are refused without checking the password, so guessing
 * passwords costs a window per handful of guesses. A success clears its account's count.
 * With Redis the counts are shared by every instance (a guesser cannot spread over them).
 */
import { Redis } from 'ioredis';

export const SIGN_IN_THROTTLE = { windowMs: 15 * 60_000, failuresPerAccount: 5, failuresPerAddress: 50 } as const;

export interface SignInThrottle {
  /** True when this address may not try this account now. */
  blocked(address: string, account: string): Promise<boolean>;
  failed(address: string, account: string): Promise<void>;
  succeeded(address: string, account: string): Promise<void>;
  close(): Promise<void>;
}

interface Counter {
  get(key: string): Promise<number>;
  increment(key: string): Promise<void>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

function memoryCounter(windowMs: number, now: () => number): Counter {
  const counts = new Map<string, { count: number; until: number }>();
  const live = (key: string) => {
    const entry = counts.get(key);
    if (entry && entry.until <= now()) counts.delete(key);
    return counts.get(key);
  };
  return {
    get: async (key) => live(key)?.count ?? 0,
    async increment(key) {
      const entry = live(key);
      if (entry) entry.count += 1;
      else counts.set(key, { count: 1, until: now() + windowMs });
      // Bounded memory under a flood of distinct keys: expired entries go first, then the oldest.
      if (counts.size > 100_000) for (const stale of [...counts.keys()].slice(0, 10_000)) counts.delete(stale);
    },
    clear: async (key) => void counts.delete(key),
    close: async () => undefined,
  };
}

function redisCounter(url: string, keyPrefix: string, windowMs: number): Counter {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 2000, keyPrefix });
  const prefixed = (key: string) => `sign-in-failures:${key}`;
  return {
    get: async (key) => Number((await redis.get(prefixed(key))) ?? 0),
    async increment(key) {
      // The window starts at the first failure (NX), like the memory counter's.
      await redis.multi().incr(prefixed(key)).pexpire(prefixed(key), windowMs, 'NX').exec();
    },
    clear: async (key) => void (await redis.del(prefixed(key))),
    close: async () => void (await redis.quit().catch(() => undefined)),
  };
}

export function createSignInThrottle(
  options: { redisUrl?: string | undefined; redisKeyPrefix?: string; now?: () => number } = {},
): SignInThrottle {
  const { windowMs, failuresPerAccount, failuresPerAddress } = SIGN_IN_THROTTLE;
  const counter = options.redisUrl
    ? redisCounter(options.redisUrl, options.redisKeyPrefix ?? '', windowMs)
    : memoryCounter(windowMs, options.now ?? Date.now);
  const accountKey = (address: string, account: string) => `${address}|${account}`;
  return {
    async blocked(address, account) {
      const [byAccount, byAddress] = await Promise.all([
        counter.get(accountKey(address, account)),
        counter.get(address),
      ]);
      return byAccount >= failuresPerAccount || byAddress >= failuresPerAddress;
    },
    async failed(address, account) {
      await Promise.all([counter.increment(accountKey(address, account)), counter.increment(address)]);
    },
    succeeded: (address, account) => counter.clear(accountKey(address, account)),
    close: () => counter.close(),
  };
}

import { describe, expect, it, vi } from 'vitest';
import { analyticsCacheOf, createExpiringCache, EXPIRY_MARGIN_MS } from './embed-cache.ts';

/** A signed embed as the server answers it, expiring at `expires` (epoch ms). */
const embed = (expires: number, url = `/analytics/docket?expires=${expires}`) => ({
  url,
  hasEmbed: true,
  expirationTimestamp: expires,
});

function setup(start = 1_000_000) {
  let now = start;
  const cache = createExpiringCache(() => now);
  const answers: ReturnType<typeof embed>[] = [];
  const fetch = vi.fn(async () => {
    const answer = embed(now + 10 * 60_000);
    answers.push(answer);
    return answer;
  });
  const load = (key = 'embed:user-1:guide-1:202611') => cache.load(key, fetch, (value) => value.expirationTimestamp);
  return { cache, fetch, load, answers, advance: (ms: number) => (now += ms), at: () => now };
}

describe('the docket’s kept dashboard embed', () => {
  // Issue #13: going back to the docket asked for a new signed URL every time the page was shown.
  it('is asked for once and reused while it is valid, so showing the docket again makes no request', async () => {
    const { fetch, load, cache, advance } = setup();
    const first = await load();
    advance(9 * 60_000);
    expect(await load()).toBe(first);
    expect(cache.peek('embed:user-1:guide-1:202611')).toBe(first);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is never used past its expiry, nor in the last moments before it: the next reader asks again', async () => {
    const { fetch, load, cache, advance } = setup();
    const first = await load();
    // Just inside the margin before the expiry: a URL the server would refuse by the time its data is read.
    advance(10 * 60_000 - EXPIRY_MARGIN_MS);
    expect(cache.peek('embed:user-1:guide-1:202611')).toBeUndefined();
    const second = await load();
    expect(second).not.toBe(first);
    expect(fetch).toHaveBeenCalledTimes(2);
    advance(11 * 60_000);
    expect(cache.peek('embed:user-1:guide-1:202611')).toBeUndefined();
  });

  it('does not keep an answer that arrives already expired', async () => {
    let now = 0;
    const cache = createExpiringCache(() => now);
    const fetch = vi.fn(async () => {
      now = 500_000;
      return embed(now + EXPIRY_MARGIN_MS / 2);
    });
    await cache.load('k', fetch, (value) => value.expirationTimestamp);
    expect(cache.peek('k')).toBeUndefined();
    await cache.load('k', fetch, (value) => value.expirationTimestamp);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('is kept per user, guide and month', async () => {
    const { fetch, load } = setup();
    await load('embed:user-1:guide-1:202611');
    await load('embed:user-2:guide-1:202611');
    await load('embed:user-1:guide-2:202611');
    await load('embed:user-1:guide-1:202610');
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('shares one request between readers asking at the same time, and keeps no failure', async () => {
    const cache = createExpiringCache(() => 0);
    let fail = true;
    const fetch = vi.fn(async () => {
      if (fail) throw new Error('503');
      return embed(600_000);
    });
    const both = [
      cache.load('k', fetch, (v) => v.expirationTimestamp),
      cache.load('k', fetch, (v) => v.expirationTimestamp),
    ];
    await expect(Promise.all(both)).rejects.toThrow('503');
    expect(fetch).toHaveBeenCalledTimes(1);
    fail = false;
    await expect(cache.load('k', fetch, (v) => v.expirationTimestamp)).resolves.toEqual(embed(600_000));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('is forgotten when the user signs out or someone else signs in', async () => {
    let state: { status: string; user?: { subject: string } } = { status: 'signed-in', user: { subject: 'guide-a' } };
    const listeners = new Set<() => void>();
    const auth = {
      getState: () => state,
      subscribe: (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener)),
    };
    const change = (next: typeof state) => {
      state = next;
      listeners.forEach((listener) => listener());
    };
    const cache = analyticsCacheOf(auth, () => 0);
    expect(analyticsCacheOf(auth, () => 0)).toBe(cache);
    await cache.load(
      'embed:guide-a:guide-a:202611',
      async () => embed(600_000),
      (v) => v.expirationTimestamp,
    );
    // A silent token renewal is the same person: the embed stays.
    change({ status: 'signed-in', user: { subject: 'guide-a' } });
    expect(cache.peek('embed:guide-a:guide-a:202611')).toBeDefined();
    change({ status: 'signed-out' });
    expect(cache.peek('embed:guide-a:guide-a:202611')).toBeUndefined();

    await cache.load(
      'embed:guide-a:guide-a:202611',
      async () => embed(600_000),
      (v) => v.expirationTimestamp,
    );
    change({ status: 'signed-in', user: { subject: 'guide-b' } });
    expect(cache.peek('embed:guide-a:guide-a:202611')).toBeUndefined();
  });
});

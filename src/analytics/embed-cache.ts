/**
 * What the docket's analytics panel was answered, kept until it expires: the signed embed URL (per
 * user, guide and month) and the own dashboard's data for that URL. Going back to the docket then
 * shows the panel as it was, without asking the server again (issue #13: returning to a resident
 * screen makes no request). The rules a user would notice:
 * - nothing is used past its expiry, nor within `EXPIRY_MARGIN_MS` of it (a URL about to lapse
 *   would be refused by the time its data is asked for); the next reader asks again;
 * - callers asking at the same time share one request; a failure is not kept;
 * - everything is forgotten when the signed-in person changes or signs out (`clear`), and keys
 *   name the acting user, so an impersonation never reads another user's embed.
 * No React and no timers here: the panel's hooks read it with the injected clock.
 */

/** How long before its expiry a kept answer stops being used. */
export const EXPIRY_MARGIN_MS = 15_000;

interface Entry {
  promise: Promise<unknown>;
  /** Set once the answer arrived: the value and when it stops being used (epoch ms). */
  kept?: { value: unknown; until: number };
}

export interface ExpiringCache {
  /** The answer kept under `key` while still valid, without waiting; else undefined. */
  peek<T>(key: string): T | undefined;
  /**
   * The answer kept under `key`, or `fetch`'s, kept until `expiresAt(answer)` less the margin
   * (an answer already that close to its expiry is handed over but not kept).
   */
  load<T>(key: string, fetch: () => Promise<T>, expiresAt: (value: T) => number): Promise<T>;
  /** Forgets everything (sign-out, another person signing in). */
  clear(): void;
}

/**
 * @example
 *   const embeds = createExpiringCache(() => clock.now());
 *   const embed = await embeds.load(`embed:${userId}:${guideId}:${month}`, () => api.call(...), (e) => e.expirationTimestamp);
 */
export function createExpiringCache(now: () => number): ExpiringCache {
  let entries = new Map<string, Entry>();
  const valid = (entry: Entry | undefined): entry is Entry => {
    if (!entry) return false;
    // A load still on its way is shared; an answer is used only until its time is up.
    return entry.kept === undefined || now() < entry.kept.until;
  };
  return {
    peek<T>(key: string): T | undefined {
      const entry = entries.get(key);
      return valid(entry) && entry.kept ? (entry.kept.value as T) : undefined;
    },
    load<T>(key: string, fetch: () => Promise<T>, expiresAt: (value: T) => number): Promise<T> {
      const known = entries.get(key);
      if (valid(known)) return known.promise as Promise<T>;
      const store = entries;
      const entry: Entry = { promise: fetch() };
      store.set(key, entry);
      entry.promise.then(
        (value) => {
          entry.kept = { value, until: expiresAt(value as T) - EXPIRY_MARGIN_MS };
          if (!valid(entry) && store.get(key) === entry) store.delete(key);
        },
        () => {
          if (store.get(key) === entry) store.delete(key);
        },
      );
      return entry.promise as Promise<T>;
    },
    clear() {
      // A load still on its way settles into the old map, which nobody reads any more.
      entries = new Map();
    },
  };
}

/** The sign-in state as far as the cache cares: who is signed in, if anyone. */
interface SignInState {
  getState(): { status: string; user?: { subject: string } };
  subscribe(listener: () => void): () => void;
}

const sessions = new WeakMap<SignInState, ExpiringCache>();

/**
 * The tab's analytics cache: one per sign-in session object, emptied whenever the signed-in
 * subject changes (sign-out, a lapsed session, someone else signing in).
 */
export function analyticsCacheOf(auth: SignInState, now: () => number): ExpiringCache {
  let cache = sessions.get(auth);
  if (cache) return cache;
  const created = createExpiringCache(now);
  const subjectOf = () => {
    const state = auth.getState();
    return state.status === 'signed-in' ? state.user?.subject : undefined;
  };
  let subject = subjectOf();
  auth.subscribe(() => {
    const next = subjectOf();
    if (next !== subject) created.clear();
    subject = next;
  });
  sessions.set(auth, created);
  cache = created;
  return cache;
}

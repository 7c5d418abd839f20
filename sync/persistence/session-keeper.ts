/**
 * Follows the engine's session for the stored copy: the first signed-in session restores its own
 * user's data (then catches up from the change log); signing out wipes it; a different user in the
 * same engine wipes it and keeps nothing more for that engine's life (the portal reloads the page
 * on a user change, so this is the guard, not the path).
 */
import type { ChangeFeed } from '../change-feed.ts';
import type { Clock } from '../ports.ts';
import type { Session } from '../transport/http.ts';
import type { Persistence } from './persistence.ts';
import { sessionScope } from './scope.ts';

/** How long queries wait for the stored copy: a slow or stuck disk must never hold the screen back. */
export const RESTORE_WAIT_MS = 1500;

export function createSessionKeeper(
  persistence: Persistence,
  feed: ChangeFeed,
  clock: Pick<Clock, 'setTimeout'>,
  logger: Pick<Console, 'warn'> = console,
) {
  /** The stored copy's steps, in order (restore, wipes). */
  let ready: Promise<unknown> = Promise.resolve();
  /** What queries and writes wait for: the steps, or RESTORE_WAIT_MS, whichever comes first. */
  let gate: Promise<unknown> = Promise.resolve();
  const bounded = (steps: Promise<unknown>) =>
    Promise.race([steps, new Promise<void>((resolve) => clock.setTimeout(resolve, RESTORE_WAIT_MS))]);
  /** The first signed-in scope this engine served: its in-memory store may hold that user's rows. */
  let owner: string | undefined;
  let refused = false;
  /** Keeping for `owner` now (a renewed token of the same user changes nothing). */
  let active = false;

  return {
    /** Resolves once the first session's stored data is in the store (or it took too long): queries and writes wait for it. */
    get ready(): Promise<unknown> {
      return gate;
    },
    /** Resolves once every step so far has run (tests). */
    get settled(): Promise<unknown> {
      return ready;
    },
    onSession(next: Session | undefined): void {
      const scope = next && sessionScope(next);
      if (!next || !scope) {
        // Signed out (or a token naming nobody): nothing of this session stays on the device.
        active = false;
        ready = ready.then(() => persistence.wipe());
        return;
      }
      if (refused) return;
      if (owner !== undefined && scope !== owner) {
        refused = true;
        active = false;
        ready = ready.then(() => persistence.wipe());
        return;
      }
      if (active) return;
      active = true;
      const first = owner === undefined;
      owner = scope;
      ready = ready
        .then(() => persistence.start(scope))
        .then(
          // What changed since the stored position comes from the change log, in order.
          ({ cursor }) => first && cursor !== undefined && feed.healSoon(),
          (error: unknown) =>
            logger.warn('Restoring the stored sync data failed', error instanceof Error ? error.name : typeof error),
        );
      gate = bounded(ready);
    },
  };
}

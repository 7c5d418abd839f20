/**
 * A staff sign-in, told to User Administration (issue #33: the list's Last sign-in, live and
 * sortable). The embedded provider calls this once a password is accepted; the user's
 * `last_sign_in_at` is set and their admin row recorded as a change in the same transaction, so
 * every open list shows it without a reload. An external issuer signs users in elsewhere: the
 * API records the sign-in a token vouches for (`signInOfToken`) on its first use.
 */
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Actor } from '../auth/actor.ts';
import { writeWithChanges } from '../db/changes.ts';
import { users } from '../db/schema/index.ts';
import type { AppContext } from '../http/context.ts';
import { NOT_STAFF, presentAdminUsers } from './admin-users-present.ts';

export async function recordSignIn(
  ctx: Pick<AppContext, 'db' | 'clock' | 'publish'>,
  user: typeof users.$inferSelect,
  at: Date = ctx.clock.now(),
): Promise<void> {
  if (NOT_STAFF.includes(user.role)) return;
  const { changes } = await writeWithChanges(ctx.db, user.organisationId, async (tx, recorder) => {
    // Never moved back: requests racing with the same new token, or an older token, change nothing.
    const [signedIn] = await tx
      .update(users)
      .set({ lastSignInAt: at })
      .where(and(eq(users.id, user.id), or(isNull(users.lastSignInAt), lt(users.lastSignInAt, at))))
      .returning();
    if (!signedIn) return;
    const [data] = await presentAdminUsers(tx, [signedIn]);
    if (data) recorder.record({ entity: 'adminUser', id: user.id, op: 'upsert', data });
  });
  ctx.publish(changes);
}

/**
 * The sign-in a token vouches for that the user's row does not know yet: its `auth_time` (when the
 * user authenticated; OpenID Connect's claim, which external issuers put in access tokens), or an
 * external issuer's token's `iat` when it carries none. The embedded provider records its own
 * sign-ins as they happen (its tokens carry no `auth_time`), so its tokens' `iat`, renewed hourly,
 * is not taken for one. Backend clients sign in as no user.
 */
export function signInOfToken(actor: Actor, external: boolean): Date | undefined {
  if (actor.backend) return undefined;
  const seconds = actor.authenticatedAt ?? (external ? actor.tokenIssuedAt : undefined);
  if (seconds === undefined) return undefined;
  const at = new Date(seconds * 1000);
  const known = actor.realUser.lastSignInAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  return at.getTime() > known ? at : undefined;
}

/**
 * A staff sign-in, told to User Administration (issue #33: the list's Last sign-in, live and
 * sortable). The embedded provider calls this once a password is accepted; the user's
 * `last_sign_in_at` is set and their admin row recorded as a change in the same transaction, so
 * every open list shows it without a reload. An external issuer signs users in elsewhere: its
 * users' Last sign-in stays as it was.
 */
import { eq } from 'drizzle-orm';
import { writeWithChanges } from '../db/changes.ts';
import { users } from '../db/schema/index.ts';
import type { AppContext } from '../http/context.ts';
import { NOT_STAFF, presentAdminUsers } from './admin-users-present.ts';

export async function recordSignIn(
  ctx: Pick<AppContext, 'db' | 'clock' | 'publish'>,
  user: typeof users.$inferSelect,
): Promise<void> {
  if (NOT_STAFF.includes(user.role)) return;
  const { changes } = await writeWithChanges(ctx.db, user.organisationId, async (tx, recorder) => {
    const [signedIn] = await tx
      .update(users)
      .set({ lastSignInAt: ctx.clock.now() })
      .where(eq(users.id, user.id))
      .returning();
    if (!signedIn) return;
    const [data] = await presentAdminUsers(tx, [signedIn]);
    if (data) recorder.record({ entity: 'adminUser', id: user.id, op: 'upsert', data });
  });
  ctx.publish(changes);
}

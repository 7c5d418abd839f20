/**
 * A staff sign-in, told to User Administration (issue #33: the list's Last sign-in, live). The
 * embedded provider calls this once a password is accepted; the user's admin row is recorded as a
 * change with the sign-in's time, so every open list shows it without a reload. An external issuer
 * signs users in elsewhere: its users' Last sign-in stays as the list last read it.
 */
import { writeWithChanges } from '../db/changes.ts';
import type { users } from '../db/schema/index.ts';
import type { AppContext } from '../http/context.ts';
import { NOT_STAFF, presentAdminUsers } from './admin-users-present.ts';

export async function recordSignIn(
  ctx: Pick<AppContext, 'db' | 'clock' | 'publish'>,
  user: typeof users.$inferSelect,
): Promise<void> {
  if (NOT_STAFF.includes(user.role)) return;
  const { changes } = await writeWithChanges(ctx.db, user.organisationId, async (tx, recorder) => {
    const [data] = await presentAdminUsers(tx, [user]);
    if (!data) return;
    recorder.record({
      entity: 'adminUser',
      id: user.id,
      op: 'upsert',
      data: { ...data, lastSignInAt: ctx.clock.now().toISOString() },
    });
  });
  ctx.publish(changes);
}

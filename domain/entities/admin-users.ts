/** A staff user as User Administration shows and edits them (spec part 3 section 3, "User (admin view)"). */
import { type } from 'arktype';
import { defineEntity } from './define.ts';

/**
 * Heard by admins only: e-mail, numbers and memberships are staff details a guide's portal has no
 * use for. `lastSignInAt` is the user's latest sign-in to the embedded identity provider, null for never.
 */
export const adminUser = defineEntity({
  kind: 'adminUser',
  schema: type({
    id: 'string',
    firstName: 'string',
    lastName: 'string',
    email: 'string | null',
    role: 'string',
    timeZone: 'string',
    mobilePhone: 'string | null',
    resourcingNumber: 'string | null',
    hasAppAccess: 'boolean',
    teams: type({
      teamId: 'string',
      role: "'MEMBER' | 'VIEWER'",
      isManager: 'boolean',
      startDate: 'number | null',
      endDate: 'number | null',
    }).array(),
    clientAuditors: type({ clientId: 'string', startDate: 'number | null', endDate: 'number | null' }).array(),
    lastSignInAt: 'string | null',
    createdAt: 'string',
  }),
  audience: { kind: 'permission', permission: 'CAN_ACCESS_ADMIN_TOOLS' },
});

/**
 * A bulk operation's outcome (spec part 3 sections 4, 8): how many users succeeded and failed, and
 * why each failed. Private to the admin who ran it; kept in the change log only (no table).
 */
export const adminBulkOperation = defineEntity({
  kind: 'adminBulkOperation',
  schema: type({
    id: 'string',
    actorId: 'string',
    operation: 'string',
    successCount: 'number',
    failureCount: 'number',
    results: type({ userId: 'string', name: 'string', success: 'boolean', message: 'string | null' }).array(),
  }),
  audience: { kind: 'user', field: 'actorId' },
});

/**
 * User Administration's writes. An edit or a delete shows at once and a refusal rolls it back; a
 * new user waits for the server (its resourcing number and last sign-in are the server's), then
 * confirms on the row the answer names.
 */
import { OPERATIONS, type BodyOf, type updateAdminUserBody } from '../../domain/index.ts';
import { asSent, defineMutation } from './define.ts';

export const createAdminUser = defineMutation({
  operation: OPERATIONS.createAdminUser,
  request: (body: BodyOf<typeof OPERATIONS.createAdminUser>) => ({ body }),
  optimistic: () => undefined,
  confirms: (_args, answer) => ({ entity: 'adminUser', id: answer.id }),
});

export type UpdateAdminUserArgs = BodyOf<typeof OPERATIONS.updateAdminUser> & { userId: string };

export const updateAdminUser = defineMutation({
  operation: OPERATIONS.updateAdminUser,
  request: ({ userId, ...body }: UpdateAdminUserArgs) => ({ params: { userId }, body }),
  optimistic: (collections, { userId, ...args }) => {
    const body = asSent<typeof updateAdminUserBody>(args);
    if (!body.firstName || !body.lastName || !collections.adminUser.has(userId)) return;
    collections.adminUser.update(userId, (draft) => {
      draft.firstName = body.firstName;
      draft.lastName = body.lastName;
      draft.role = body.role;
      draft.timeZone = body.timeZone;
      draft.hasAppAccess = body.hasAppAccess;
      draft.teams = body.teams.map((team) => ({
        teamId: team.teamId,
        role: team.isPrimary ? 'MEMBER' : 'VIEWER',
        isManager: team.isManager,
        startDate: team.startDate,
        endDate: team.endDate,
      }));
    });
  },
  confirms: ({ userId }) => ({ entity: 'adminUser', id: userId }),
});

export const deleteAdminUser = defineMutation({
  operation: OPERATIONS.deleteAdminUser,
  request: ({ userId }: { userId: string }) => ({ params: { userId } }),
  optimistic: (collections, { userId }) => {
    if (collections.adminUser.has(userId)) collections.adminUser.delete(userId);
  },
  confirms: ({ userId }) => ({ entity: 'adminUser', id: userId }),
});

/** A bulk operation: the server's per-user outcome confirms it (the screen reads it by the id it made). */
export const bulkUserOperation = defineMutation({
  operation: OPERATIONS.bulkUserOperation,
  request: (body: BodyOf<typeof OPERATIONS.bulkUserOperation>) => ({ body }),
  optimistic: () => undefined,
  confirms: (args) => ({ entity: 'adminBulkOperation', id: args.id }),
});

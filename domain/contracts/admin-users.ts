/** User Administration (spec part 3 section 7), for admins only. */
import { type } from 'arktype';
import {
  adminUserParams,
  adminUsersQuery,
  availableNumbersQuery,
  bulkUserOperationBody,
  createAdminUserBody,
  updateAdminUserBody,
} from '../admin-users.ts';
import { ENTITIES } from '../entities/index.ts';
import { defineOperation } from './define.ts';

const admin = { permission: 'CAN_ACCESS_ADMIN_TOOLS' } as const;
const adminUser = ENTITIES.adminUser.schema;

/**
 * One page of the organisation's staff users (not deleted), searched, filtered and sorted on the
 * server, with how many match (exact up to `ADMIN_USER_LIST.countCap`, that plus one beyond).
 */
export const adminUsers = defineOperation({
  method: 'GET',
  path: '/users/administration',
  query: adminUsersQuery,
  response: type({ data: adminUser.array(), count: 'number' }),
  lists: 'adminUser',
  access: admin,
});

export const createAdminUser = defineOperation({
  method: 'POST',
  path: '/users/administration',
  body: createAdminUserBody,
  response: adminUser,
  access: admin,
  idempotent: true,
});

export const updateAdminUser = defineOperation({
  method: 'PATCH',
  path: '/users/administration/:userId',
  params: adminUserParams,
  body: updateAdminUserBody,
  response: adminUser,
  access: admin,
  idempotent: true,
});

export const deleteAdminUser = defineOperation({
  method: 'DELETE',
  path: '/users/administration/:userId',
  params: adminUserParams,
  response: type({ id: 'string' }),
  access: admin,
  idempotent: true,
});

/** Numbers the carrier offers for a resourcing number's 3-digit base (none taken by another user). */
export const availableResourcingNumbers = defineOperation({
  method: 'GET',
  path: '/users/administration/phone-numbers/available',
  query: availableNumbersQuery,
  response: type({ data: 'string[]' }),
  access: admin,
});

/** One operation on many users, each in a savepoint of its own: one user's refusal leaves the others done. */
export const bulkUserOperation = defineOperation({
  method: 'POST',
  path: '/users/administration/bulk-operations',
  body: bulkUserOperationBody,
  response: ENTITIES.adminBulkOperation.schema,
  access: admin,
  idempotent: true,
});

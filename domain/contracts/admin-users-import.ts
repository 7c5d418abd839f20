/** User Administration's CSV import (issue #33), for admins only. */
import { importAdminUsersBody } from '../admin-users-import.ts';
import { ENTITIES } from '../entities/index.ts';
import { defineOperation } from './define.ts';

/**
 * Every row checked by the create's rules; `dryRun` writes nothing, otherwise each valid row is
 * created in a savepoint of its own (one row's refusal leaves the others done).
 */
export const importAdminUsers = defineOperation({
  method: 'POST',
  path: '/users/administration/import',
  body: importAdminUsersBody,
  response: ENTITIES.adminUserImport.schema,
  access: { permission: 'CAN_ACCESS_ADMIN_TOOLS' },
  idempotent: true,
});

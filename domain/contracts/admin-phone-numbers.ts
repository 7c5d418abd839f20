/**
 * Phone Number Management (spec part 3 section 7), for admins only. The list is Teams' own
 * `internalPhoneNumbers` (GET /users/internal-phone-number/get-all-internal-numbers); these add and
 * change numbers. A number's id is the server's serial, so an add confirms on the answered row.
 */
import { ENTITIES } from '../entities/index.ts';
import {
  createInternalPhoneNumberBody,
  internalPhoneNumberParams,
  updateInternalPhoneNumberBody,
} from '../phone-numbers.ts';
import { defineOperation } from './define.ts';

const admin = { permission: 'CAN_ACCESS_ADMIN_TOOLS' } as const;
const number = ENTITIES.internalPhoneNumber.schema;

export const createInternalPhoneNumber = defineOperation({
  method: 'POST',
  path: '/users/internal-phone-number',
  body: createInternalPhoneNumberBody,
  response: number,
  access: admin,
  idempotent: true,
});

export const updateInternalPhoneNumber = defineOperation({
  method: 'PATCH',
  path: '/users/internal-phone-number/:id',
  params: internalPhoneNumberParams,
  body: updateInternalPhoneNumberBody,
  response: number,
  access: admin,
  idempotent: true,
});

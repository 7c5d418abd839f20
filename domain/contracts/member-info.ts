/**
 * A member's personal and contact information (spec part 2 section 7 "Member information"; the
 * telephony lookup of part 1 section 7): phone numbers, e-mail addresses, addresses, personal
 * information, and the member file updates they leave.
 *
 * Every write answers the changed row in its entity's shape (a delete: its id), records the rows it
 * changed as changes of their kinds (the row itself last, so the engine confirms on it), and adds an
 * entry to the member's file updates. Primary rules: a new row is primary when asked or when the
 * member has no primary of its kind (the first one always is); making one primary clears the
 * member's other primary of that kind; deleting the primary makes the oldest remaining one primary.
 * A primary row stays primary until another is made primary (`primary: false` on it is a 400).
 */
import { type } from 'arktype';
import { integerString, uuid } from '../api/params.ts';
import { ENTITIES, type EntityShape } from '../entities/index.ts';
import {
  addAddressBody,
  addEmailAddressBody,
  addPhoneNumberBody,
  memberChangeLogsQuery,
  PHONE_TYPES,
  phoneNumberDetailsQuery,
  updateAddressBody,
  updateEmailAddressBody,
  updatePersonalInfoBody,
  updatePhoneNumberBody,
} from '../member-info.ts';
import { memberSegmentBody } from '../customer-segments.ts';
import { defineOperation } from './define.ts';

const caseload = { permission: 'CAN_VIEW_CASELOAD' } as const;
const deleted = type({ id: 'string' });
/** Phone ids are numbers (part 1 section 3 "phoneId"), within PostgreSQL's integer. */
const phoneParams = type({ phoneId: integerString.to('1 <= number <= 2147483647') });
const emailParams = type({ emailId: uuid });
const addressParams = type({ addressId: uuid });

/**
 * Adds a phone number. Its type and carrier come from the telephony lookup, made before the write;
 * a number the member already has is refused (400 on `number`). A number the member had before and
 * texted STOP from comes back marked do-not-contact.
 */
export const addPhoneNumber = defineOperation({
  method: 'POST',
  path: '/interaction/phone-numbers',
  body: addPhoneNumberBody,
  response: ENTITIES.phoneNumber.schema,
  access: caseload,
  idempotent: true,
});

/** Changes a phone's description or makes it primary; the number cannot be edited (a different one: 400 on `number`). */
export const updatePhoneNumber = defineOperation({
  method: 'PATCH',
  path: '/interaction/phone-numbers/:phoneId',
  params: phoneParams,
  body: updatePhoneNumberBody,
  response: ENTITIES.phoneNumber.schema,
  access: caseload,
  idempotent: true,
});

/** Removes a phone from the member's record (texts sent to it keep naming it). */
export const deletePhoneNumber = defineOperation({
  method: 'DELETE',
  path: '/interaction/phone-numbers/:phoneId',
  params: phoneParams,
  response: deleted,
  access: caseload,
  idempotent: true,
});

/** The telephony lookup (simulated: server/providers/telephony.ts): line type and carrier, null when unknown. */
export const phoneNumberDetails = defineOperation({
  method: 'GET',
  path: '/interaction/phone-numbers/twilio-details',
  query: phoneNumberDetailsQuery,
  response: type({ type: type.enumerated(...PHONE_TYPES).or('null'), carrier: 'string | null' }),
  access: caseload,
});

/** Adds an e-mail address, under the client-made `id` when given (then a retry answers the same row). */
export const addEmailAddress = defineOperation({
  method: 'POST',
  path: '/interaction/email-address',
  body: addEmailAddressBody,
  response: ENTITIES.emailAddress.schema,
  access: caseload,
  idempotent: true,
});

export const updateEmailAddress = defineOperation({
  method: 'PATCH',
  path: '/interaction/email-address/:emailId',
  params: emailParams,
  body: updateEmailAddressBody,
  response: ENTITIES.emailAddress.schema,
  access: caseload,
  idempotent: true,
});

export const deleteEmailAddress = defineOperation({
  method: 'DELETE',
  path: '/interaction/email-address/:emailId',
  params: emailParams,
  response: deleted,
  access: caseload,
  idempotent: true,
});

/** Adds an address, under the client-made `id` when given. The member list's short address follows the primary one. */
export const addAddress = defineOperation({
  method: 'POST',
  path: '/interaction/addresses',
  body: addAddressBody,
  response: ENTITIES.address.schema,
  access: caseload,
  idempotent: true,
});

export const updateAddress = defineOperation({
  method: 'PATCH',
  path: '/interaction/addresses/:addressId',
  params: addressParams,
  body: updateAddressBody,
  response: ENTITIES.address.schema,
  access: caseload,
  idempotent: true,
});

export const deleteAddress = defineOperation({
  method: 'DELETE',
  path: '/interaction/addresses/:addressId',
  params: addressParams,
  response: deleted,
  access: caseload,
  idempotent: true,
});

export const setPrimaryAddress = defineOperation({
  method: 'PATCH',
  path: '/interaction/addresses/:addressId/primary',
  params: addressParams,
  response: ENTITIES.address.schema,
  access: caseload,
  idempotent: true,
});

/** Edit personal information: answers the member as its user change carries it. */
export const updatePersonalInfo = defineOperation({
  method: 'PATCH',
  path: '/users/:memberId',
  params: type({ memberId: uuid }),
  body: updatePersonalInfoBody,
  response: ENTITIES.user.schema,
  access: caseload,
  idempotent: true,
});

/**
 * Puts the member in one of their customer's segments, or in none (`segmentId: null`); answers the
 * member as its user change carries it (with `segmentId`).
 */
export const setMemberSegment = defineOperation({
  method: 'PUT',
  path: '/users/:memberId/segment',
  params: type({ memberId: uuid }),
  body: memberSegmentBody,
  response: ENTITIES.user.schema,
  access: caseload,
  idempotent: true,
});

/** The member's file updates, newest first, a page at a time (`page-size` at most 100), then after the last one read. */
export const memberChangeLogs = defineOperation({
  method: 'GET',
  path: '/users/:memberId/change-logs',
  params: type({ memberId: uuid }),
  query: memberChangeLogsQuery,
  response: type({ data: ENTITIES.memberChangeLog.schema.array(), hasMore: 'boolean' }),
  lists: 'memberChangeLog',
  keyset: (last: EntityShape<'memberChangeLog'>) => ({ 'after-id': last.id }),
  access: caseload,
});

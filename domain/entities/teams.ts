/** Teams and the organisation's internal phone numbers, as the admin area manages them (spec part 3 section 3). */
import { type } from 'arktype';
import { defineEntity } from './define.ts';

/**
 * A team of staff serving one customer. `memberCount` counts its members (team memberships); the
 * hierarchy's `parentTeamId` is kept by the hierarchy, not edited here.
 */
export const team = defineEntity({
  kind: 'team',
  schema: type({
    id: 'string',
    name: 'string',
    clientId: 'string',
    parentTeamId: 'string | null',
    internalPhoneNumberId: 'number | null',
    memberCount: 'number',
    createdAt: 'string',
  }),
  audience: { kind: 'permission', permission: 'CAN_ACCESS_ADMIN_TOOLS' },
});

/** A number the organisation calls and texts from (Phone Number Management); at most one is the default. */
export const internalPhoneNumber = defineEntity({
  kind: 'internalPhoneNumber',
  schema: type({
    id: 'string',
    displayName: 'string',
    description: 'string | null',
    number: 'string',
    timezone: 'string',
    isDefault: 'boolean',
    isFeedbackNumber: 'boolean',
    /** The carrier's id for the number, and its name there. */
    sid: 'string | null',
    friendlyName: 'string | null',
    /** Staff who answer for the number. */
    supportUserIds: 'string[]',
  }),
  audience: { kind: 'permission', permission: 'CAN_ACCESS_ADMIN_TOOLS' },
});

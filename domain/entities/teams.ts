/** Teams and the organisation's internal phone numbers, as the admin area manages them (spec part 3 section 3). */
import { column } from './columns.ts';
import { defineTableEntity } from './define.ts';

/**
 * A team of staff serving one customer. `memberCount` counts its members (team memberships); the
 * hierarchy's `parentTeamId` is kept by the hierarchy, not edited here.
 */
export const team = defineTableEntity({
  kind: 'team',
  table: 'teams',
  columns: {
    id: column.uuid().primaryKey(),
    /** The customer the team serves. */
    clientId: column.uuid(),
    name: column.text(),
    /** Parent team for the hierarchy (null for a top-level team). */
    parentTeamId: column.uuid().nullable(),
    /** The number the team's calls show (Teams Management); none: the customer's market number. */
    internalPhoneNumberId: column.integer().nullable(),
    createdAt: column.createdAt(),
    memberCount: column.computed<number>('number'),
  },
  audience: { kind: 'permission', permission: 'CAN_ACCESS_ADMIN_TOOLS' },
});

/** A number the organisation calls and texts from (Phone Number Management); at most one is the default. */
export const internalPhoneNumber = defineTableEntity({
  kind: 'internalPhoneNumber',
  table: 'internal_phone_numbers',
  columns: {
    id: column.serial().primaryKey(),
    displayName: column.text(),
    description: column.text().nullable(),
    number: column.text(),
    timezone: column.text().default('America/New_York'),
    isDefault: column.boolean().default(false),
    isFeedbackNumber: column.boolean().default(false),
    /** The carrier's id for the number, and its name there. */
    sid: column.text().nullable(),
    friendlyName: column.text().nullable(),
    /** Staff who answer for the number. */
    supportUserIds: column.jsonb<string[]>('string[]').default([]),
  },
  audience: { kind: 'permission', permission: 'CAN_ACCESS_ADMIN_TOOLS' },
});

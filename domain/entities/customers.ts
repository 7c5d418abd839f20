/** Customers (clients) as the admin area manages them (spec part 3 section 3, "Customer"). */
import { type } from 'arktype';
import { column } from './columns.ts';
import { defineEntity, defineTableEntity } from './define.ts';

/**
 * A customer's record and configs, with its numbers and consent terms. Admins only: the guides'
 * portal reads its customers through `verify`. Teams and surveys come with the details (an answer).
 */
export const customer = defineEntity({
  kind: 'customer',
  schema: type({
    id: 'string',
    name: 'string',
    displayName: 'string',
    website: 'string | null',
    /** The Avon medical center: a customer with one is a BH customer. */
    medicalCenterId: 'string | null',
    /** Its market (`phoneNumber`) and feedback numbers: ids of internal phone numbers. */
    clientMarketNumbers: type({ id: 'number', type: "'phoneNumber' | 'feedbackNumber'" }).array(),
    smsReEngagementThreshold: 'number',
    callEngagementLengthRequirementInMinutes: 'number',
    averageMonthsInProgram: 'number | null',
    /** The CHW minutes report's thresholds: G0019's first block, each G0022 block after it. */
    chwInitialMinutes: 'number',
    chwAddOnMinutes: 'number',
    /** Its active consent terms. */
    terms: type({ id: 'string', name: 'string' }).array(),
    createdAt: 'string',
  }),
  audience: { kind: 'permission', permission: 'CAN_ACCESS_ADMIN_TOOLS' },
});

/**
 * A customer's member segment (survey assignment's criteria and due-date overrides name them; a
 * member is in at most one of their customer's). The whole organisation hears of them: a guide's
 * Member info names the member's segment and offers the customer's others.
 */
export const customerSegment = defineTableEntity({
  kind: 'customerSegment',
  table: 'customer_segments',
  columns: {
    id: column.uuid().primaryKey(),
    clientId: column.uuid(),
    name: column.text(),
    /** The order the drawer and the pages list them in (a new one goes last). */
    sortOrder: column.integer().default(0),
    createdAt: column.createdAt(),
  },
  audience: { kind: 'organisation' },
});

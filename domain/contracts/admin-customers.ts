/**
 * Customers (spec part 3 section 7, "Clients"): every customer of the organisation with its consent
 * terms, one customer's details, create and update; a customer's consent terms, every one (the
 * withdrawn too), added and changed on its page. Reading needs the admin tools; writing needs
 * CAN_MODIFY_CLIENTS (spec part 3 section 6).
 */
import { type } from 'arktype';
import { ENTITIES } from '../entities/index.ts';
import { createCustomerBody, customerParams, customersQuery, updateCustomerBody } from '../customers.ts';
import { createCustomerTermBody, customerTermParams, updateCustomerTermBody } from '../customer-terms.ts';
import { createCustomerSegmentBody, customerSegmentParams, renameCustomerSegmentBody } from '../customer-segments.ts';
import { defineOperation } from './define.ts';

const admin = { permission: 'CAN_ACCESS_ADMIN_TOOLS' } as const;
const modify = { permission: 'CAN_MODIFY_CLIENTS' } as const;
const customer = ENTITIES.customer.schema;

/** Every customer of the organisation, by display name (an organisation has at most a few thousand). */
export const adminCustomers = defineOperation({
  method: 'GET',
  path: '/clients',
  query: customersQuery,
  response: type({ data: customer.array() }),
  lists: 'customer',
  access: admin,
});

/**
 * What the customer page shows beside its record: its teams with their users (managers first), how
 * many surveys its members were given, and its numbers named.
 */
export const customerDetails = defineOperation({
  method: 'GET',
  path: '/clients/:id/details',
  params: customerParams,
  response: type({
    id: 'string',
    surveyCount: 'number',
    teams: type({
      id: 'string',
      name: 'string',
      users: type({ id: 'string', firstName: 'string', lastName: 'string', isManager: 'boolean' }).array(),
    }).array(),
  }),
  access: admin,
});

export const createCustomer = defineOperation({
  method: 'POST',
  path: '/clients',
  body: createCustomerBody,
  response: customer,
  access: modify,
  idempotent: true,
});

export const updateCustomer = defineOperation({
  method: 'PATCH',
  path: '/clients/:id',
  params: customerParams,
  body: updateCustomerBody,
  response: customer,
  access: modify,
  idempotent: true,
});

/** Every consent term of the customer, offered or withdrawn, in flow order. */
export const customerTerms = defineOperation({
  method: 'GET',
  path: '/clients/:id/terms',
  params: customerParams,
  response: type({ data: ENTITIES.consentTerm.schema.array() }),
  lists: 'consentTerm',
  access: admin,
});

export const createCustomerTerm = defineOperation({
  method: 'POST',
  path: '/clients/:id/terms',
  params: customerParams,
  body: createCustomerTermBody,
  response: ENTITIES.consentTerm.schema,
  access: modify,
  idempotent: true,
});

export const updateCustomerTerm = defineOperation({
  method: 'PATCH',
  path: '/clients/:id/terms/:termId',
  params: customerTermParams,
  body: updateCustomerTermBody,
  response: ENTITIES.consentTerm.schema,
  access: modify,
  idempotent: true,
});

/**
 * Every customer's segments, in each customer's order: read by everyone with app access (a guide's
 * Member info names the member's segment and offers the others); an organisation has few.
 */
export const customerSegments = defineOperation({
  method: 'GET',
  path: '/customer-segments',
  response: type({ data: ENTITIES.customerSegment.schema.array() }),
  lists: 'customerSegment',
  access: 'app-access',
});

/** Adds a segment (last in the customer's order) under the client-made id; a retry answers the same row. */
export const createCustomerSegment = defineOperation({
  method: 'POST',
  path: '/clients/:id/segments',
  params: customerParams,
  body: createCustomerSegmentBody,
  response: ENTITIES.customerSegment.schema,
  access: modify,
  idempotent: true,
});

export const renameCustomerSegment = defineOperation({
  method: 'PATCH',
  path: '/clients/:id/segments/:segmentId',
  params: customerSegmentParams,
  body: renameCustomerSegmentBody,
  response: ENTITIES.customerSegment.schema,
  access: modify,
  idempotent: true,
});

/** Deletes a segment: its members have none afterwards; refused (400) while survey criteria name it. */
export const deleteCustomerSegment = defineOperation({
  method: 'DELETE',
  path: '/clients/:id/segments/:segmentId',
  params: customerSegmentParams,
  response: type({ id: 'string', membersCleared: 'number' }),
  access: modify,
  idempotent: true,
});

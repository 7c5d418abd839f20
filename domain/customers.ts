/**
 * Customers (clients; spec part 3 sections 2, 3, 5, 7): the bodies an admin sends and the limits a
 * server must keep. The spec leaves the exact schemas open; create requires name, display name,
 * website, the SMS threshold and the call engagement length (consents are the customer's own terms,
 * made after it exists, so completeness asks for them instead). An update carries only the changed
 * fields of the block being saved, so every field of its body is optional.
 * The messages are the server's English; the admin pages say them in the reader's language.
 */
import { type } from 'arktype';
import { CHW_THRESHOLD_LIMITS } from './chw-minutes.ts';
import { uuid } from './api/params.ts';

export const CUSTOMER_LIMITS = {
  name: 100,
  displayName: 100,
  website: 300,
  medicalCenterId: 64,
  /** Market and feedback numbers together. */
  marketNumbers: 20,
  smsReEngagementThreshold: { min: 0, max: 100 },
  callEngagementMinutes: { min: 0, max: 240 },
  averageMonthsInProgram: { min: 0, max: 120 },
  chwMinutes: CHW_THRESHOLD_LIMITS,
  customersPerOrganisation: 2000,
} as const;

export const CUSTOMER_MESSAGES = {
  nameRequired: 'Name is required.',
  nameTooLong: `Name must be at most ${CUSTOMER_LIMITS.name} characters.`,
  displayNameRequired: 'Display name is required.',
  displayNameTooLong: `Display name must be at most ${CUSTOMER_LIMITS.displayName} characters.`,
  websiteRequired: 'Website is required.',
  websiteTooLong: `Website must be at most ${CUSTOMER_LIMITS.website} characters.`,
  medicalCenterTooLong: `Medical center id must be at most ${CUSTOMER_LIMITS.medicalCenterId} characters.`,
  wholeNumber: 'Enter a whole number in the allowed range.',
  number: 'Enter a number in the allowed range.',
} as const;

/** The kinds of a customer's numbers (`clientMarketNumbers`). */
export const MARKET_NUMBER_TYPES = ['phoneNumber', 'feedbackNumber'] as const;
export type MarketNumberType = (typeof MARKET_NUMBER_TYPES)[number];

/** Required text, trimmed and bounded. */
const requiredText = (max: number, required: string, tooLong: string) =>
  type('string')
    .pipe((value) => value.trim())
    .to(
      type('string > 0')
        .configure({ message: required })
        .and(type(`string <= ${max}`).configure({ message: tooLong })),
    );

const wholeNumber = (range: { min: number; max: number }) =>
  type(`${range.min} <= number.integer <= ${range.max}`).configure({ message: CUSTOMER_MESSAGES.wholeNumber });

export const customerName = requiredText(
  CUSTOMER_LIMITS.name,
  CUSTOMER_MESSAGES.nameRequired,
  CUSTOMER_MESSAGES.nameTooLong,
);
export const customerDisplayName = requiredText(
  CUSTOMER_LIMITS.displayName,
  CUSTOMER_MESSAGES.displayNameRequired,
  CUSTOMER_MESSAGES.displayNameTooLong,
);
export const customerWebsite = requiredText(
  CUSTOMER_LIMITS.website,
  CUSTOMER_MESSAGES.websiteRequired,
  CUSTOMER_MESSAGES.websiteTooLong,
);
/** The Avon medical center's id, or null: a customer with one is a BH customer. */
export const customerMedicalCenterId = type('string')
  .pipe((value) => value.trim())
  .to(
    type(`string <= ${CUSTOMER_LIMITS.medicalCenterId}`).configure({ message: CUSTOMER_MESSAGES.medicalCenterTooLong }),
  )
  .pipe((value) => value || null)
  .or('null');

export const customerMarketNumbers = type({
  id: '1 <= number.integer <= 2147483647',
  type: type.enumerated(...MARKET_NUMBER_TYPES),
})
  .array()
  .atMostLength(CUSTOMER_LIMITS.marketNumbers);

/** The record block: who the customer is, its site and its numbers. */
export const customerRecordFields = {
  name: customerName,
  displayName: customerDisplayName,
  website: customerWebsite,
  medicalCenterId: customerMedicalCenterId,
  clientMarketNumbers: customerMarketNumbers,
} as const;

/** The configs block: engagement rules, the program's length and the CHW minutes thresholds. */
export const customerConfigFields = {
  smsReEngagementThreshold: wholeNumber(CUSTOMER_LIMITS.smsReEngagementThreshold),
  callEngagementLengthRequirementInMinutes: wholeNumber(CUSTOMER_LIMITS.callEngagementMinutes),
  averageMonthsInProgram: type(
    `${CUSTOMER_LIMITS.averageMonthsInProgram.min} <= number <= ${CUSTOMER_LIMITS.averageMonthsInProgram.max}`,
  )
    .configure({ message: CUSTOMER_MESSAGES.number })
    .or('null'),
  chwInitialMinutes: wholeNumber(CUSTOMER_LIMITS.chwMinutes),
  chwAddOnMinutes: wholeNumber(CUSTOMER_LIMITS.chwMinutes),
} as const;

/** POST /clients: the client makes the id, so the new customer shows before the server answers. */
export const createCustomerBody = type({
  id: uuid,
  name: customerRecordFields.name,
  displayName: customerRecordFields.displayName,
  website: customerRecordFields.website,
  'medicalCenterId?': customerRecordFields.medicalCenterId,
  'clientMarketNumbers?': customerRecordFields.clientMarketNumbers,
  smsReEngagementThreshold: customerConfigFields.smsReEngagementThreshold,
  callEngagementLengthRequirementInMinutes: customerConfigFields.callEngagementLengthRequirementInMinutes,
  'averageMonthsInProgram?': customerConfigFields.averageMonthsInProgram,
  'chwInitialMinutes?': customerConfigFields.chwInitialMinutes,
  'chwAddOnMinutes?': customerConfigFields.chwAddOnMinutes,
});

/** PATCH /clients/{id}: only the changed fields of the block being saved. */
export const updateCustomerBody = type({
  'name?': customerRecordFields.name,
  'displayName?': customerRecordFields.displayName,
  'website?': customerRecordFields.website,
  'medicalCenterId?': customerRecordFields.medicalCenterId,
  'clientMarketNumbers?': customerRecordFields.clientMarketNumbers,
  'smsReEngagementThreshold?': customerConfigFields.smsReEngagementThreshold,
  'callEngagementLengthRequirementInMinutes?': customerConfigFields.callEngagementLengthRequirementInMinutes,
  'averageMonthsInProgram?': customerConfigFields.averageMonthsInProgram,
  'chwInitialMinutes?': customerConfigFields.chwInitialMinutes,
  'chwAddOnMinutes?': customerConfigFields.chwAddOnMinutes,
});

export const customerParams = type({ id: uuid });

/** GET /clients: `includeConsents=true` embeds each customer's consent terms (the list always asks). */
export const customersQuery = type({ 'includeConsents?': "'true' | 'false'" });

/** The customer type the list shows: with a medical center it is a BH customer, otherwise CG only. */
export type CustomerType = 'BH_CUSTOMER' | 'CG_ONLY';
export const customerType = (customer: { medicalCenterId: string | null }): CustomerType =>
  customer.medicalCenterId ? 'BH_CUSTOMER' : 'CG_ONLY';

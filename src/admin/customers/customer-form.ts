/**
 * The customer forms' values, schemas and what a save sends. The create drawer sends the whole
 * record; a block of the customer page sends only the fields that differ from the customer as it is
 * now (spec part 3 section 5), so two admins saving the two blocks do not undo each other. Pure, so
 * it is tested alone.
 */
import { type } from 'arktype';
import {
  customerConfigFields,
  customerDisplayName,
  customerName,
  customerWebsite,
  type BodyOf,
  type MarketNumberType,
  type OPERATIONS,
} from '../../../domain/index.ts';
import type { LiveRow } from '../../data/index.ts';

type Customer = LiveRow<'adminCustomers'>;
export type CustomerUpdate = BodyOf<typeof OPERATIONS.updateCustomer>;

export interface RecordValues {
  name: string;
  displayName: string;
  website: string;
  medicalCenterId: string;
  /** Internal phone numbers' ids, as the pickers hold them (strings). */
  marketNumberIds: string[];
  feedbackNumberIds: string[];
}

export interface ConfigValues {
  smsReEngagementThreshold: number | null;
  callEngagementLengthRequirementInMinutes: number | null;
  averageMonthsInProgram: number | null;
  chwInitialMinutes: number | null;
  chwAddOnMinutes: number | null;
}

export type CreateValues = Omit<RecordValues, 'marketNumberIds' | 'feedbackNumberIds'> &
  Pick<ConfigValues, 'smsReEngagementThreshold' | 'callEngagementLengthRequirementInMinutes'>;

export const recordForm = type({
  name: customerName,
  displayName: customerDisplayName,
  website: customerWebsite,
  medicalCenterId: 'string',
  marketNumberIds: 'string[]',
  feedbackNumberIds: 'string[]',
});

export const configForm = type(customerConfigFields);

export const createForm = type({
  name: customerName,
  displayName: customerDisplayName,
  website: customerWebsite,
  medicalCenterId: 'string',
  smsReEngagementThreshold: customerConfigFields.smsReEngagementThreshold,
  callEngagementLengthRequirementInMinutes: customerConfigFields.callEngagementLengthRequirementInMinutes,
});

const idsOf = (customer: Customer, kind: MarketNumberType) =>
  customer.clientMarketNumbers.filter((n) => n.type === kind).map((n) => String(n.id));

export function recordValues(customer: Customer): RecordValues {
  return {
    name: customer.name,
    displayName: customer.displayName,
    website: customer.website ?? '',
    medicalCenterId: customer.medicalCenterId ?? '',
    marketNumberIds: idsOf(customer, 'phoneNumber'),
    feedbackNumberIds: idsOf(customer, 'feedbackNumber'),
  };
}

export function configValues(customer: Customer): ConfigValues {
  return {
    smsReEngagementThreshold: customer.smsReEngagementThreshold,
    callEngagementLengthRequirementInMinutes: customer.callEngagementLengthRequirementInMinutes,
    averageMonthsInProgram: customer.averageMonthsInProgram,
    chwInitialMinutes: customer.chwInitialMinutes,
    chwAddOnMinutes: customer.chwAddOnMinutes,
  };
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** The record block's changed fields; the numbers are sent whole when either list changed. */
export function recordChanges(customer: Customer, values: RecordValues): CustomerUpdate {
  const now = recordValues(customer);
  const changes: CustomerUpdate = {};
  if (values.name.trim() !== now.name) changes.name = values.name;
  if (values.displayName.trim() !== now.displayName) changes.displayName = values.displayName;
  if (values.website.trim() !== now.website) changes.website = values.website;
  if (values.medicalCenterId.trim() !== now.medicalCenterId)
    changes.medicalCenterId = values.medicalCenterId.trim() || null;
  if (
    !sameIds(values.marketNumberIds, now.marketNumberIds) ||
    !sameIds(values.feedbackNumberIds, now.feedbackNumberIds)
  )
    changes.clientMarketNumbers = [
      ...values.marketNumberIds.map((id) => ({ id: Number(id), type: 'phoneNumber' as const })),
      // A number chosen as both keeps its market role (the server keeps one role per number).
      ...values.feedbackNumberIds
        .filter((id) => !values.marketNumberIds.includes(id))
        .map((id) => ({ id: Number(id), type: 'feedbackNumber' as const })),
    ];
  return changes;
}

/** The configs block's changed fields (the schema has checked every required number is there). */
export function configChanges(customer: Customer, values: ConfigValues): CustomerUpdate {
  const now = configValues(customer);
  const changes: CustomerUpdate = {};
  if (values.smsReEngagementThreshold !== null && values.smsReEngagementThreshold !== now.smsReEngagementThreshold)
    changes.smsReEngagementThreshold = values.smsReEngagementThreshold;
  if (
    values.callEngagementLengthRequirementInMinutes !== null &&
    values.callEngagementLengthRequirementInMinutes !== now.callEngagementLengthRequirementInMinutes
  )
    changes.callEngagementLengthRequirementInMinutes = values.callEngagementLengthRequirementInMinutes;
  if (values.averageMonthsInProgram !== now.averageMonthsInProgram)
    changes.averageMonthsInProgram = values.averageMonthsInProgram;
  if (values.chwInitialMinutes !== null && values.chwInitialMinutes !== now.chwInitialMinutes)
    changes.chwInitialMinutes = values.chwInitialMinutes;
  if (values.chwAddOnMinutes !== null && values.chwAddOnMinutes !== now.chwAddOnMinutes)
    changes.chwAddOnMinutes = values.chwAddOnMinutes;
  return changes;
}

/** The create drawer's body, with a client-made id so the new row shows at once. */
export function createBody(id: string, values: CreateValues): BodyOf<typeof OPERATIONS.createCustomer> {
  return {
    id,
    name: values.name,
    displayName: values.displayName,
    website: values.website,
    medicalCenterId: values.medicalCenterId.trim() || null,
    smsReEngagementThreshold: values.smsReEngagementThreshold ?? 0,
    callEngagementLengthRequirementInMinutes: values.callEngagementLengthRequirementInMinutes ?? 0,
  };
}

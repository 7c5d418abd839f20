/**
 * Customers' writes: a new customer shows in the list at once, a block's save at once (only the
 * fields it sends); a refusal rolls either back.
 */
import { OPERATIONS, type BodyOf, type createCustomerBody, type updateCustomerBody } from '../../domain/index.ts';
import { asSent, defineMutation } from './define.ts';

export const createCustomer = defineMutation({
  operation: OPERATIONS.createCustomer,
  request: (body: BodyOf<typeof OPERATIONS.createCustomer>) => ({ body }),
  optimistic: (collections, args, now) => {
    const body = asSent<typeof createCustomerBody>(args);
    if (!body.name || !body.displayName || collections.customer.has(body.id)) return;
    collections.customer.insert({
      id: body.id,
      name: body.name,
      displayName: body.displayName,
      website: body.website,
      medicalCenterId: body.medicalCenterId ?? null,
      clientMarketNumbers: [...(body.clientMarketNumbers ?? [])],
      smsReEngagementThreshold: body.smsReEngagementThreshold,
      callEngagementLengthRequirementInMinutes: body.callEngagementLengthRequirementInMinutes,
      averageMonthsInProgram: body.averageMonthsInProgram ?? null,
      chwInitialMinutes: body.chwInitialMinutes ?? 60,
      chwAddOnMinutes: body.chwAddOnMinutes ?? 30,
      terms: [],
      createdAt: now,
    });
  },
  confirms: (_args, answer) => ({ entity: 'customer', id: answer.id }),
});

export type UpdateCustomerArgs = BodyOf<typeof OPERATIONS.updateCustomer> & { id: string };

export const updateCustomer = defineMutation({
  operation: OPERATIONS.updateCustomer,
  request: ({ id, ...body }: UpdateCustomerArgs) => ({ params: { id }, body }),
  optimistic: (collections, { id, ...args }) => {
    const body = asSent<typeof updateCustomerBody>(args);
    if (!collections.customer.has(id)) return;
    // A blank required text is refused by the server: not shown meanwhile.
    collections.customer.update(id, (draft) => {
      if (body.name) draft.name = body.name;
      if (body.displayName) draft.displayName = body.displayName;
      if (body.website) draft.website = body.website;
      if (body.medicalCenterId !== undefined) draft.medicalCenterId = body.medicalCenterId;
      if (body.clientMarketNumbers) draft.clientMarketNumbers = [...body.clientMarketNumbers];
      if (body.smsReEngagementThreshold !== undefined) draft.smsReEngagementThreshold = body.smsReEngagementThreshold;
      if (body.callEngagementLengthRequirementInMinutes !== undefined)
        draft.callEngagementLengthRequirementInMinutes = body.callEngagementLengthRequirementInMinutes;
      if (body.averageMonthsInProgram !== undefined) draft.averageMonthsInProgram = body.averageMonthsInProgram;
      if (body.chwInitialMinutes !== undefined) draft.chwInitialMinutes = body.chwInitialMinutes;
      if (body.chwAddOnMinutes !== undefined) draft.chwAddOnMinutes = body.chwAddOnMinutes;
    });
  },
  confirms: ({ id }) => ({ entity: 'customer', id }),
});

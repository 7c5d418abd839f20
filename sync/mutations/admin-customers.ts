/**
 * Customers' writes: a new customer shows in the list at once, a block's save at once (only the
 * fields it sends); a refusal rolls either back.
 */
import {
  OPERATIONS,
  type BodyOf,
  type createCustomerBody,
  type updateCustomerBody,
  type updateCustomerTermBody,
} from '../../domain/index.ts';
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

export type CustomerTermArgs = BodyOf<typeof OPERATIONS.updateCustomerTerm> & { clientId: string; termId: string };

/** The texts a term shows while the server has not answered: Spanish falls back to English field by field. */
function termView(args: CustomerTermArgs) {
  const { en, es } = asSent<typeof updateCustomerTermBody>(args).texts;
  const either = (spanish: string | null, english: string | null) => (spanish?.trim() ? spanish.trim() : english);
  return {
    en: { ...en, infoText: en.infoText || null, rejectText: en.rejectText || null },
    es: {
      name: either(es.name, en.name) ?? en.name,
      shortName: either(es.shortName, en.shortName) ?? en.shortName,
      text: either(es.text, en.text) ?? en.text,
      infoText: either(es.infoText, en.infoText) || null,
      acceptText: either(es.acceptText, en.acceptText) ?? en.acceptText,
      rejectText: either(es.rejectText, en.rejectText) || null,
    },
  };
}

export const createCustomerTerm = defineMutation({
  operation: OPERATIONS.createCustomerTerm,
  request: ({ clientId, termId, ...body }: CustomerTermArgs) => ({
    params: { id: clientId },
    body: { id: termId, ...body },
  }),
  optimistic: (collections, args) => {
    if (collections.consentTerm.has(args.termId) || !args.texts.en.name.trim()) return;
    collections.consentTerm.insert({
      id: args.termId,
      clientId: args.clientId,
      key: args.key,
      sortOrder: args.sortOrder,
      identityRequired: args.identityRequired,
      isActive: args.isActive,
      texts: termView(args),
    });
  },
  confirms: ({ termId }) => ({ entity: 'consentTerm', id: termId }),
});

export const updateCustomerTerm = defineMutation({
  operation: OPERATIONS.updateCustomerTerm,
  request: ({ clientId, termId, ...body }: CustomerTermArgs) => ({ params: { id: clientId, termId }, body }),
  optimistic: (collections, args) => {
    if (!collections.consentTerm.has(args.termId) || !args.texts.en.name.trim()) return;
    collections.consentTerm.update(args.termId, (draft) => {
      draft.key = args.key;
      draft.sortOrder = args.sortOrder;
      draft.identityRequired = args.identityRequired;
      draft.isActive = args.isActive;
      draft.texts = termView(args);
    });
  },
  confirms: ({ termId }) => ({ entity: 'consentTerm', id: termId }),
});

export type CreateCustomerSegmentArgs = { clientId: string; segmentId: string; name: string; sortOrder: number };

/** A new segment shows last in its customer's list at once; a refused name takes it away again. */
export const createCustomerSegment = defineMutation({
  operation: OPERATIONS.createCustomerSegment,
  request: ({ clientId, segmentId, name }: CreateCustomerSegmentArgs) => ({
    params: { id: clientId },
    body: { id: segmentId, name },
  }),
  optimistic: (collections, args, now) => {
    if (collections.customerSegment.has(args.segmentId) || !args.name.trim()) return;
    collections.customerSegment.insert({
      id: args.segmentId,
      clientId: args.clientId,
      name: args.name.trim(),
      sortOrder: args.sortOrder,
      createdAt: now,
    });
  },
  confirms: ({ segmentId }) => ({ entity: 'customerSegment', id: segmentId }),
});

export type RenameCustomerSegmentArgs = { clientId: string; segmentId: string; name: string };

export const renameCustomerSegment = defineMutation({
  operation: OPERATIONS.renameCustomerSegment,
  request: ({ clientId, segmentId, name }: RenameCustomerSegmentArgs) => ({
    params: { id: clientId, segmentId },
    body: { name },
  }),
  optimistic: (collections, args) => {
    if (!collections.customerSegment.has(args.segmentId) || !args.name.trim()) return;
    collections.customerSegment.update(args.segmentId, (draft) => void (draft.name = args.name.trim()));
  },
  confirms: ({ segmentId }) => ({ entity: 'customerSegment', id: segmentId }),
});

/** Not optimistic: the server may refuse (survey criteria name the segment), and its members change with it. */
export const deleteCustomerSegment = defineMutation({
  operation: OPERATIONS.deleteCustomerSegment,
  request: ({ clientId, segmentId }: { clientId: string; segmentId: string }) => ({
    params: { id: clientId, segmentId },
  }),
  optimistic: () => undefined,
  confirms: ({ segmentId }) => ({ entity: 'customerSegment', id: segmentId }),
});

/**
 * Phone Number Management's writes. An add has no optimistic row (the id is the server's serial and
 * the stored number its E.164 form) and confirms on the answered row; an edit shows at once, the
 * number itself once the server has normalised it, and a new default clears the old one at once.
 */
import { OPERATIONS, type BodyOf, type updateInternalPhoneNumberBody } from '../../domain/index.ts';
import { asSent, defineMutation } from './define.ts';

export const createInternalPhoneNumber = defineMutation({
  operation: OPERATIONS.createInternalPhoneNumber,
  request: (body: BodyOf<typeof OPERATIONS.createInternalPhoneNumber>) => ({ body }),
  optimistic: () => undefined,
  confirms: (_args, answer) => ({ entity: 'internalPhoneNumber', id: answer.id }),
});

export type UpdateInternalPhoneNumberArgs = BodyOf<typeof OPERATIONS.updateInternalPhoneNumber> & { id: string };

export const updateInternalPhoneNumber = defineMutation({
  operation: OPERATIONS.updateInternalPhoneNumber,
  request: ({ id, ...body }: UpdateInternalPhoneNumberArgs) => ({ params: { id: Number(id) }, body }),
  optimistic: (collections, { id, ...args }) => {
    const body = asSent<typeof updateInternalPhoneNumberBody>(args);
    if (!body.displayName || !collections.internalPhoneNumber.has(id)) return;
    if (body.isDefault)
      for (const [otherId, other] of collections.internalPhoneNumber.entries())
        if (otherId !== id && other.isDefault)
          collections.internalPhoneNumber.update(otherId, (draft) => {
            draft.isDefault = false;
          });
    collections.internalPhoneNumber.update(id, (draft) => {
      draft.displayName = body.displayName;
      draft.description = body.description;
      draft.timezone = body.timezone;
      draft.isDefault = body.isDefault;
      draft.isFeedbackNumber = body.isFeedbackNumber;
      draft.sid = body.sid;
      draft.friendlyName = body.friendlyName;
      draft.supportUserIds = body.supportUserIds;
    });
  },
  confirms: ({ id }) => ({ entity: 'internalPhoneNumber', id }),
});

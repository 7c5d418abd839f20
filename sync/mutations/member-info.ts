/**
 * A member's personal and contact information: the writes of the Phone number, Email address,
 * Address and Edit personal information dialogs.
 *
 * Optimistic rows show what the server will store: the arguments go through the contract's own
 * body schema (trimmed, empty texts as null), and arguments it refuses change nothing locally (the
 * server's 400 carries the property errors to the form). Making a row primary clears the member's
 * other primary at once, as the server does; a row the server promotes when the primary is deleted
 * (the oldest, which only it knows) arrives with the write's changes before the write confirms.
 *
 * Adds: e-mail addresses and addresses carry a client-made id (`id`, a uuid the caller makes with
 * `crypto.randomUUID()`), so the row is shown at once under the id it keeps, and a repeated add is
 * answered with the same row. Should the server have to make its own id, the write confirms on the
 * answered row and the optimistic one leaves with the transaction. Phone numbers are added without
 * an optimistic row: their ids are the server's numbers and their type and carrier come from the
 * telephony lookup at add time; the row appears with the server's change, which confirms the write.
 */
import {
  type addAddressBody,
  type addEmailAddressBody,
  MEMBER_CHANGE_FIELDS,
  OPERATIONS,
  type updateAddressBody,
  type updateEmailAddressBody,
  type updatePersonalInfoBody,
  type updatePhoneNumberBody,
  type BodyOf,
} from '../../domain/index.ts';
import type { Collections } from '../store/entity-store.ts';
import { asSent, defineMutation } from './define.ts';

type ContactKind = 'phoneNumber' | 'emailAddress' | 'address';
type ContactCollection = Collections[ContactKind];

/** Rows of the member's details of one kind held in the store. */
function rowsOf(collection: ContactCollection, memberId: string): { id: string; primary: boolean }[] {
  return [...(collection as Collections['address']).values()].filter((row) => row.memberId === memberId);
}

/** Clears the member's other primary rows of the kind (the server does the same in the write). */
function clearOtherPrimaries(collection: ContactCollection, memberId: string, keep: string): void {
  const others = rowsOf(collection, memberId)
    .filter((row) => row.primary && row.id !== keep)
    .map((row) => row.id);
  if (others.length)
    (collection as Collections['address']).update(others, (drafts) =>
      drafts.forEach((draft) => void (draft.primary = false)),
    );
}

/** A new row is primary when asked, or when the member has no primary of its kind. */
const becomesPrimary = (collection: ContactCollection, memberId: string, asked: boolean | undefined) =>
  asked === true || !rowsOf(collection, memberId).some((row) => row.primary);

const memberOf = (collection: ContactCollection, id: string) =>
  (collection as Collections['address']).get(id)?.memberId;

export type AddPhoneNumberArgs = BodyOf<typeof OPERATIONS.addPhoneNumber>;

/** Adds a phone number. No optimistic row (see above): it appears with the server's change. */
export const addPhoneNumber = defineMutation({
  operation: OPERATIONS.addPhoneNumber,
  request: (args: AddPhoneNumberArgs) => ({ body: args }),
  optimistic: () => undefined,
  confirms: (_args, answer) => ({ entity: 'phoneNumber', id: answer.id }),
});

export type UpdatePhoneNumberArgs = BodyOf<typeof OPERATIONS.updatePhoneNumber> & { phoneId: string };

/** Edits a phone's description or makes it primary (the number cannot be edited). */
export const updatePhoneNumber = defineMutation({
  operation: OPERATIONS.updatePhoneNumber,
  request: ({ phoneId, ...body }: UpdatePhoneNumberArgs) => ({ params: { phoneId: Number(phoneId) }, body }),
  optimistic: (collections, { phoneId, ...body }) => {
    const patch = asSent<typeof updatePhoneNumberBody>(body);
    const memberId = memberOf(collections.phoneNumber, phoneId);
    if (!memberId) return;
    if (patch.primary) clearOtherPrimaries(collections.phoneNumber, memberId, phoneId);
    collections.phoneNumber.update(phoneId, (draft) => {
      if (patch.description !== undefined) draft.description = patch.description;
      if (patch.primary) draft.primary = true;
    });
  },
  confirms: (args) => ({ entity: 'phoneNumber', id: args.phoneId }),
});

export interface DeletePhoneNumberArgs {
  phoneId: string;
}

export const deletePhoneNumber = defineMutation({
  operation: OPERATIONS.deletePhoneNumber,
  request: (args: DeletePhoneNumberArgs) => ({ params: { phoneId: Number(args.phoneId) } }),
  optimistic: (collections, args) => {
    if (collections.phoneNumber.has(args.phoneId)) collections.phoneNumber.delete(args.phoneId);
  },
  confirms: (args) => ({ entity: 'phoneNumber', id: args.phoneId }),
});

/** `id`: the client-made uuid the row is shown and kept under. */
export type AddEmailAddressArgs = BodyOf<typeof OPERATIONS.addEmailAddress> & { id: string };

export const addEmailAddress = defineMutation({
  operation: OPERATIONS.addEmailAddress,
  request: (args: AddEmailAddressArgs) => ({ body: args }),
  optimistic: (collections, args) => {
    const body = asSent<typeof addEmailAddressBody>(args);
    if (!body) return;
    const primary = becomesPrimary(collections.emailAddress, body.memberId, body.primary);
    if (primary) clearOtherPrimaries(collections.emailAddress, body.memberId, args.id);
    collections.emailAddress.insert({
      id: args.id,
      memberId: body.memberId,
      emailAddress: body.emailAddress,
      description: body.description ?? null,
      primary,
    });
  },
  confirms: (_args, answer) => ({ entity: 'emailAddress', id: answer.id }),
});

export type UpdateEmailAddressArgs = BodyOf<typeof OPERATIONS.updateEmailAddress> & { emailId: string };

export const updateEmailAddress = defineMutation({
  operation: OPERATIONS.updateEmailAddress,
  request: ({ emailId, ...body }: UpdateEmailAddressArgs) => ({ params: { emailId }, body }),
  optimistic: (collections, { emailId, ...body }) => {
    const patch = asSent<typeof updateEmailAddressBody>(body);
    const memberId = memberOf(collections.emailAddress, emailId);
    if (!memberId) return;
    if (patch.primary) clearOtherPrimaries(collections.emailAddress, memberId, emailId);
    collections.emailAddress.update(emailId, (draft) => {
      if (patch.emailAddress !== undefined) draft.emailAddress = patch.emailAddress;
      if (patch.description !== undefined) draft.description = patch.description;
      if (patch.primary) draft.primary = true;
    });
  },
  confirms: (args) => ({ entity: 'emailAddress', id: args.emailId }),
});

export interface DeleteEmailAddressArgs {
  emailId: string;
}

export const deleteEmailAddress = defineMutation({
  operation: OPERATIONS.deleteEmailAddress,
  request: (args: DeleteEmailAddressArgs) => ({ params: { emailId: args.emailId } }),
  optimistic: (collections, args) => {
    if (collections.emailAddress.has(args.emailId)) collections.emailAddress.delete(args.emailId);
  },
  confirms: (args) => ({ entity: 'emailAddress', id: args.emailId }),
});

/** `id`: the client-made uuid the row is shown and kept under. */
export type AddAddressArgs = BodyOf<typeof OPERATIONS.addAddress> & { id: string };

export const addAddress = defineMutation({
  operation: OPERATIONS.addAddress,
  request: (args: AddAddressArgs) => ({ body: args }),
  optimistic: (collections, args) => {
    const body = asSent<typeof addAddressBody>(args);
    if (!body) return;
    const primary = becomesPrimary(collections.address, body.memberId, body.primary);
    if (primary) clearOtherPrimaries(collections.address, body.memberId, args.id);
    collections.address.insert({
      id: args.id,
      memberId: body.memberId,
      description: body.description ?? null,
      line1: body.line1,
      line2: body.line2 ?? null,
      city: body.city,
      state: body.state,
      zip: body.zip,
      primary,
    });
  },
  confirms: (_args, answer) => ({ entity: 'address', id: answer.id }),
});

/** The whole address, as the dialog edits it (a label or second line left out is cleared). */
export type UpdateAddressArgs = BodyOf<typeof OPERATIONS.updateAddress> & { addressId: string };

export const updateAddress = defineMutation({
  operation: OPERATIONS.updateAddress,
  request: ({ addressId, ...body }: UpdateAddressArgs) => ({ params: { addressId }, body }),
  optimistic: (collections, { addressId, ...body }) => {
    const address = asSent<typeof updateAddressBody>(body);
    if (!address || !collections.address.has(addressId)) return;
    collections.address.update(addressId, (draft) => {
      Object.assign(draft, {
        description: address.description ?? null,
        line1: address.line1,
        line2: address.line2 ?? null,
        city: address.city,
        state: address.state,
        zip: address.zip,
      });
    });
  },
  confirms: (args) => ({ entity: 'address', id: args.addressId }),
});

export interface AddressIdArgs {
  addressId: string;
}

export const deleteAddress = defineMutation({
  operation: OPERATIONS.deleteAddress,
  request: (args: AddressIdArgs) => ({ params: { addressId: args.addressId } }),
  optimistic: (collections, args) => {
    if (collections.address.has(args.addressId)) collections.address.delete(args.addressId);
  },
  confirms: (args) => ({ entity: 'address', id: args.addressId }),
});

export const setPrimaryAddress = defineMutation({
  operation: OPERATIONS.setPrimaryAddress,
  request: (args: AddressIdArgs) => ({ params: { addressId: args.addressId } }),
  optimistic: (collections, args) => {
    const memberId = memberOf(collections.address, args.addressId);
    if (!memberId) return;
    clearOtherPrimaries(collections.address, memberId, args.addressId);
    collections.address.update(args.addressId, (draft) => void (draft.primary = true));
  },
  confirms: (args) => ({ entity: 'address', id: args.addressId }),
});

export type UpdatePersonalInfoArgs = BodyOf<typeof OPERATIONS.updatePersonalInfo> & { memberId: string };

type PersonalField = (typeof MEMBER_CHANGE_FIELDS.personalInfo)[number][0];
// The segment is a file update of personal information too, but has its own write (`setMemberSegment`).
const PERSONAL_FIELDS = MEMBER_CHANGE_FIELDS.personalInfo
  .map(([field]) => field)
  .filter((field): field is Exclude<PersonalField, 'segment'> => field !== 'segment');

/** Edit personal information: the member's record shows the new values at once. */
export const updatePersonalInfo = defineMutation({
  operation: OPERATIONS.updatePersonalInfo,
  request: ({ memberId, ...body }: UpdatePersonalInfoArgs) => ({ params: { memberId }, body }),
  optimistic: (collections, { memberId, ...body }) => {
    const patch = asSent<typeof updatePersonalInfoBody>(body);
    if (!collections.user.has(memberId)) return;
    collections.user.update(memberId, (draft) => {
      for (const field of PERSONAL_FIELDS)
        if (patch[field] !== undefined) Object.assign(draft, { [field]: patch[field] });
    });
  },
  confirms: (args) => ({ entity: 'user', id: args.memberId }),
});

export type SetMemberSegmentArgs = BodyOf<typeof OPERATIONS.setMemberSegment> & { memberId: string };

/** Puts the member in a segment (or none): Member info shows it at once; a refusal puts it back. */
export const setMemberSegment = defineMutation({
  operation: OPERATIONS.setMemberSegment,
  request: ({ memberId, ...body }: SetMemberSegmentArgs) => ({ params: { memberId }, body }),
  optimistic: (collections, { memberId, segmentId }) => {
    if (!collections.user.has(memberId)) return;
    collections.user.update(memberId, (draft) => void (draft.segmentId = segmentId));
  },
  confirms: (args) => ({ entity: 'user', id: args.memberId }),
});

/** The registry of named writes the UI may ask the engine for. */
import type { MutationDefinition } from './define.ts';
import { recordConsent } from './consents.ts';
import { snoozeTodo } from './docket.ts';
import { dismissAlert, dismissMemberStatus } from './member.ts';
import {
  addAddress, addEmailAddress, addPhoneNumber, deleteAddress, deleteEmailAddress, deletePhoneNumber, setPrimaryAddress, updateAddress, updateEmailAddress, updatePersonalInfo,
  updatePhoneNumber,
} from './member-info.ts';

export const MUTATIONS = {
  snoozeTodo, dismissMemberStatus, dismissAlert,
  addPhoneNumber, updatePhoneNumber, deletePhoneNumber, addEmailAddress, updateEmailAddress, deleteEmailAddress,
  addAddress, updateAddress, deleteAddress, setPrimaryAddress, updatePersonalInfo,
  recordConsent,
} as const;
export type MutationName = keyof typeof MUTATIONS;
export type MutationArgs<N extends MutationName> = (typeof MUTATIONS)[N] extends MutationDefinition<infer A, any> ? A : never;

export { defineMutation, type MutationDefinition } from './define.ts';
export { runMutation, type MutationContext } from './run.ts';
export type { RecordConsentArgs } from './consents.ts';
export type { SnoozeTodoArgs } from './docket.ts';
export type { DismissAlertArgs, DismissMemberStatusArgs } from './member.ts';
export type {
  AddAddressArgs, AddEmailAddressArgs, AddPhoneNumberArgs, AddressIdArgs, DeleteEmailAddressArgs, DeletePhoneNumberArgs, UpdateAddressArgs, UpdateEmailAddressArgs,
  UpdatePersonalInfoArgs, UpdatePhoneNumberArgs,
} from './member-info.ts';

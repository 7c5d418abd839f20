/** The registry of named writes the UI may ask the engine for. */
import type { MutationDefinition } from './define.ts';
import { snoozeTodo } from './docket.ts';
import { dismissAlert, dismissMemberStatus } from './member.ts';

export const MUTATIONS = { snoozeTodo, dismissMemberStatus, dismissAlert } as const;
export type MutationName = keyof typeof MUTATIONS;
export type MutationArgs<N extends MutationName> = (typeof MUTATIONS)[N] extends MutationDefinition<infer A, any> ? A : never;

export { defineMutation, type MutationDefinition } from './define.ts';
export { runMutation, type MutationContext } from './run.ts';
export type { SnoozeTodoArgs } from './docket.ts';
export type { DismissAlertArgs, DismissMemberStatusArgs } from './member.ts';

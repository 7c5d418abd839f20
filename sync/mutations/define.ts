/**
 * A write, declared once: the operation it calls (by contract), how its arguments become the
 * call, what it changes optimistically in the store, and which row's change confirms it. The one
 * runner (`run.ts`) does the rest: idempotency key, optimistic apply, confirmation by change
 * sequence, rollback with the API's error.
 *
 * @example
 *   export const snoozeTodo = defineMutation({
 *     operation: OPERATIONS.snoozeTodo,
 *     request: (args: SnoozeTodoArgs) => ({ params: { guideId: args.guideId, todoId: args.todoId }, body: { noActionNeeded: true } }),
 *     optimistic: (collections, args, now) => collections.todo.update(args.todoId, (draft) => { draft.completedAt = now; }),
 *     confirms: (args) => ({ entity: 'todo', id: args.todoId }),
 *   });
 */
import type { CallInput, EntityKind, Operation, ResponseOf } from '../../domain/index.ts';
import type { Collections } from '../store/entity-store.ts';

export interface MutationDefinition<Args, O extends Operation = Operation> {
  operation: O;
  request(args: Args): CallInput<O>;
  /** Runs inside the optimistic transaction; `now` is the engine clock's ISO time. */
  optimistic(collections: Collections, args: Args, now: string): void;
  /**
   * The row whose change (at the sequence the server answers with) confirms the write, asked once
   * the server has answered: an add names the row the answer carries (its id may be the server's).
   * The server records that row's change last of the write's changes.
   */
  confirms(args: Args, answer: ResponseOf<O>): { entity: EntityKind; id: string };
}

export function defineMutation<Args, O extends Operation>(definition: MutationDefinition<Args, O>): MutationDefinition<Args, O> {
  return definition;
}

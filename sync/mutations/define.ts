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
import {
  definitionMarks,
  type CallInput,
  type EntityKind,
  type Operation,
  type ResponseOf,
} from '../../domain/index.ts';
import type { Collections } from '../store/entity-store.ts';

/** What this module's `define` functions made: the registry gathers them from its modules' exports. */
const DEFINITIONS = definitionMarks();

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

export function defineMutation<Args, O extends Operation>(
  definition: MutationDefinition<Args, O>,
): MutationDefinition<Args, O> {
  return DEFINITIONS.mark(definition);
}

/** An area module's writes, by export name; its other exports (argument helpers, constants) left out. */
export type MutationsIn<M> = {
  [
    K in keyof M as M[K] extends { operation: Operation; request: unknown; optimistic: unknown; confirms: unknown }
      ? K
      : never
  ]: M[K];
};

/** The writes an area module exports, for the registry (`MUTATIONS`, index.ts). */
export function mutationsIn<M extends object>(module: M): MutationsIn<M> {
  return DEFINITIONS.markedExports(module) as MutationsIn<M>;
}

/**
 * A write's arguments as its contract's parsed body, for the optimistic row. The contracts' texts
 * are trimmed and an optional text left empty means none (null): that is done here by hand, for
 * every text at the top level, so the row shows at once what the server will store. The rest of
 * the schema's checks are the server's, which parses the body again and answers a 400 for anything
 * it refuses, rolling the row back (the forms resolve with the same schema first). Parsing here
 * with the schema would bring arktype and every body schema (about 50 kB gzip) into the docket's
 * first load; only the schema's type is read.
 */
export function asSent<Schema extends { infer: unknown }>(args: object): Schema['infer'] {
  const sent: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(args)) sent[key] = typeof value === 'string' ? value.trim() || null : value;
  return sent as Schema['infer'];
}

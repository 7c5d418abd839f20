/**
 * What each operation declares for the walks, beside its handlers in its route's `*.scenarios.ts`:
 * - `authorization`: the matrix's row (`authorization.ts`): the call on a target, and the 18 answers;
 * - `isolation`: the call on another organisation's object (`isolation.ts`), or why it is exempt;
 * - `write` (every operation that is not a GET, and only those): the write walk's scenario, whose
 *   request the mass-assignment walk also sends with undeclared keys added.
 * The audit rule is not here: the recorder reads it in production (`server/audit/rules.ts`).
 *
 * A scenario file is typed `satisfies ScenariosOf<HandledBy<typeof xHandlers>>`, so it covers
 * exactly its route's operations; the registry (`scenarios.ts`) is typed over every operation.
 */
import type { Operation, OperationName, OPERATIONS } from '../../domain/index.ts';
import type { Db } from '../db/connect.ts';
import type { MatrixRow } from './authorization.ts';
import type { Caller, ContractAnswer, ContractInput } from './contract-client.ts';
import type { TestOrganisation } from './factories.ts';
import type { TestServer } from './harness.ts';
import type { IsolationCase } from './isolation.ts';

export type OperationOf<N extends OperationName> = (typeof OPERATIONS)[N];

export type WriteOperationName = {
  [N in OperationName]: OperationOf<N>['method'] extends 'GET' ? never : N;
}[OperationName];

export interface WriteContext<O extends Operation> {
  t: TestServer;
  db: Db;
  /** A fresh organisation of this scenario's own. */
  org: TestOrganisation;
  /** Calls this scenario's own operation as `user` (params, query and body typed by its contract). */
  callAs(user: Caller, input: ContractInput<O>): Promise<ContractAnswer<O>>;
}

/**
 * Prepares what the write needs, then hands back the request itself: the walk snapshots the tables
 * in between, and sends it twice (with undeclared keys, refused; then as it is).
 */
export type WriteScenario<O extends Operation> = (
  context: WriteContext<O>,
) => Promise<() => Promise<{ status: number }>>;

export type OperationScenarios<N extends OperationName> = {
  authorization: MatrixRow<OperationOf<N>>;
  isolation: IsolationCase<OperationOf<N>>;
} & (N extends WriteOperationName ? { write: WriteScenario<OperationOf<N>> } : { write?: never });

export type ScenariosOf<N extends OperationName> = { [K in N]: OperationScenarios<K> };

/** The operations a handlers factory answers: `HandledBy<typeof notesHandlers>`. */
export type HandledBy<F extends (...args: never[]) => object> = Extract<keyof ReturnType<F>, OperationName>;

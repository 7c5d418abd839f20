/**
 * The test client that calls by contract: `as(t, user).call(OPERATIONS.getUser, { params: { userId } })`.
 * The path comes from the contract's template and its params, the query is encoded as the portal
 * encodes it, and params, query and body are typed by the contract, so a renamed param or body key
 * does not compile (`contract-client.test.ts`). It sends through the test server's `request`
 * (in process, tokens reused), so the mass-assignment walk's transport wrapper sees these calls too.
 *
 * The answer is `{ status, body, headers }` with the body typed as the contract's response; a
 * refusal's body is the error shape instead, so read `body` as the response only after its status.
 */
import type { Type } from 'arktype';
import {
  pathOf,
  toQueryString,
  type BodyOf,
  type Operation,
  type ParamsOf,
  type QueryOf,
  type QueryParams,
  type ResponseOf,
} from '../../domain/index.ts';
import type { TestServer } from './harness.ts';

/** Who calls: a signed-in user, or nobody (public operations). */
export type Caller = { id: string; email?: string } | null;

/** Query keys a caller may leave out: all of them when the schema requires none. */
type QueryInput<O extends Operation> =
  O['query'] extends Type<object>
    ? object extends QueryOf<O>
      ? { query?: QueryOf<O> }
      : { query: QueryOf<O> }
    : { query?: never };

/**
 * A raw-body operation with no body schema (the ADT feed's HL7 text) takes its body as text, sent
 * with the `content-type` header the caller gives; every other body is the contract's, as JSON.
 */
type BodyInput<O extends Operation> =
  O['body'] extends Type<object>
    ? { body: BodyOf<O> }
    : O['rawBody'] extends true | 'bytes'
      ? { body?: string }
      : { body?: never };

/** What a call passes: exactly the parts its operation has, plus extra headers. */
export type ContractInput<O extends Operation> = (O['params'] extends Type<object>
  ? { params: ParamsOf<O> }
  : { params?: never }) &
  QueryInput<O> &
  BodyInput<O> & { headers?: Record<string, string> };

export interface ContractAnswer<O extends Operation> {
  status: number;
  /** The contract's response when the status is 2xx; the error shape otherwise. */
  body: ResponseOf<O>;
  headers: Headers;
}

export interface ContractClient {
  call<O extends Operation>(operation: O, input: ContractInput<O>): Promise<ContractAnswer<O>>;
}

/** The path and query a call goes to, under /api: `/users/u1/todos?page-size=10`. */
export function contractPath<O extends Operation>(operation: O, input: ContractInput<O>): string {
  const { params, query } = input as { params?: object; query?: QueryParams };
  return `${pathOf(operation, params)}${toQueryString(query)}`;
}

/** `options.actingAs` sends the impersonation header (honoured with CAN_IMPERSONATE_USERS). */
export function as(t: Pick<TestServer, 'request'>, user: Caller, options: { actingAs?: string } = {}): ContractClient {
  return {
    async call(operation, input) {
      const { body, headers } = input as { body?: unknown; headers?: Record<string, string> };
      const raw = typeof body === 'string' && !operation.body;
      const answer = await t.request(user, operation.method, contractPath(operation, input), {
        ...(raw ? { raw: body } : { body }),
        headers,
        as: options.actingAs,
      });
      return answer as ContractAnswer<typeof operation>;
    },
  };
}

/**
 * One typed contract per API operation: method, path, the schemas of its path parameters, query,
 * body and answer, and who may call it. The server registers its routes only from contracts
 * (validation, permission and organisation scoping in one place); the portal's API client and the
 * sync engine call by contract, so a path is written once; the authorization matrix iterates them.
 *
 * @example
 *   export const snoozeTodo = defineOperation({
 *     method: 'POST',
 *     path: '/users/:guideId/todos/:todoId/snooze',
 *     params: guideTodoParams,
 *     body: snoozeBody,
 *     response: ENTITIES.todo.schema,
 *     access: { permission: 'CAN_VIEW_CASELOAD' },
 *   });
 *   await api.call(snoozeTodo, { params: { guideId, todoId }, body: { noActionNeeded: true } });
 */
import type { Type } from 'arktype';
import type { Permission } from '../roles.ts';
import type { QueryParams } from '../api/wire.ts';
import type { EntityKind } from '../entities/index.ts';

/** What a backend client may be granted: read everything the FHIR API answers. */
export type BackendScope = 'system/*.read';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: anyone (`public`: the consent site, webhooks), any signed-in staff user even
 * without app access (`signed-in`: verify, logout), any user with app access, or holders of a
 * permission. Checks on the object itself (whose todo, which organisation) are the handler's.
 */
export type Access = 'public' | 'signed-in' | 'app-access' | { permission: Permission };

export interface Operation {
  method: HttpMethod;
  /** fastify-style path under /api, `:name` for parameters. */
  path: string;
  params?: Type<object>;
  query?: Type<object>;
  body?: Type<object>;
  /** The answer's shape (typing for callers; tests check answers against it). */
  response: Type;
  access: Access;
  /** For reads answering `{ data: [...] }`: the entity kind of those rows, so the sync engine can store them. */
  lists?: EntityKind;
  /** With `lists`: the answer is one row of that kind, not `{ data: [...] }` (a member's full record). */
  one?: true;
  /**
   * For lists paged by keyset: the query that asks for the rows after this one (the last of a
   * page). With it the sync engine can read a whole list, page by page, without skipping a row.
   */
  keyset?: (lastRow: never) => QueryParams;
  /** Writes that record changes accept an Idempotency-Key (claimed inside the write's transaction). */
  idempotent?: boolean;
  /**
   * The handler parses the body itself (a webhook checks the signature over the raw text first);
   * `'bytes'`: any content type, as bytes (an upload, whose type the server reads from the bytes).
   */
  rawBody?: boolean | 'bytes';
  /**
   * A backend client (OAuth client credentials, no user: `server/auth/backend-clients.ts`) holding
   * this scope may call the operation; without it, no backend client may.
   */
  backendScope?: BackendScope;
  /** Other paths the same operation answers at (the consent form with and without its trailing slash). */
  alsoAt?: readonly string[];
}

/**
 * Contracts are closed: params, query and body (at every depth) reject keys they do not declare,
 * so no operation can opt out by accident. An undeclared key is a 400 naming it, before any
 * handler runs: a body cannot smuggle `organisationId`, `userId` or `role` into a write.
 */
export function defineOperation<const O extends Operation>(operation: O): O {
  const closed = { ...operation };
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = operation[part];
    if (schema) closed[part] = schema.onDeepUndeclaredKey('reject') as O[typeof part];
  }
  return closed;
}

/** Path parameters as the caller gives them. */
export type ParamsOf<O extends Operation> = O['params'] extends Type<object> ? O['params']['infer'] : undefined;
/** The query as the caller gives it (numbers, booleans, arrays: the schema's output); `toQueryString` encodes it. */
export type QueryOf<O extends Operation> = O['query'] extends Type<object> ? O['query']['infer'] : undefined;
/** The body as the caller sends it (the schema's input). */
export type BodyOf<O extends Operation> = O['body'] extends Type<object> ? O['body']['inferIn'] : undefined;
export type ResponseOf<O extends Operation> = O['response']['infer'];

/** What a caller passes: only the parts the operation has. */
export type CallInput<O extends Operation> = (O['params'] extends Type<object>
  ? { params: ParamsOf<O> }
  : { params?: undefined }) &
  (O['query'] extends Type<object> ? { query?: QueryOf<O> } : { query?: undefined }) &
  (O['body'] extends Type<object> ? { body: BodyOf<O> } : { body?: undefined });

/** `/users/:guideId/todos` with `{ guideId: 'g1' }` -> `/users/g1/todos` (parameters URL-encoded). */
export function pathOf(operation: Pick<Operation, 'path'>, params: object | undefined): string {
  return operation.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = (params as Record<string, unknown> | undefined)?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`Missing path parameter ${name} for ${operation.path}`);
    return encodeURIComponent(String(value));
  });
}

/** The call as it goes on the wire: method, concrete path, encodable query, JSON body. */
export interface WireRequest {
  method: HttpMethod;
  path: string;
  query: QueryParams | undefined;
  body: unknown;
}

export function wireRequest<O extends Operation>(operation: O, input: CallInput<O>): WireRequest {
  const { params, query, body } = input as { params?: object; query?: QueryParams; body?: unknown };
  return { method: operation.method, path: pathOf(operation, params), query, body };
}

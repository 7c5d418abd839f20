/**
 * Routes come only from contracts (`domain/contracts`). For each operation this registers one
 * fastify route that, before the handler runs: marks public operations public, checks the
 * operation's access (signed in, app access, or its permission), refuses what no schema should see
 * (`input-guard.ts`), and validates path parameters, query and body with the contract's schemas (a rejection is a 400 and nothing is written). The
 * handler gets typed input, the actor, and `write`, the one way to change data: the write and its
 * change rows commit in one transaction, with the idempotency key claimed inside it. Every call of
 * an operation about a member is recorded in the audit trail (`server/audit/`), whatever its outcome.
 *
 * `Handlers` has one entry per operation name, so an operation without a handler, or a handler
 * without an operation, is a compile error.
 *
 * @example
 *   registerOperations(api, ctx, { ...platformHandlers(ctx), ...docketHandlers(ctx), ... });
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import {
  OPERATIONS,
  type Operation,
  type OperationName,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '../../domain/index.ts';
import { callRecorderFor } from '../audit/record.ts';
import { actorOf, requireAppAccess, requirePermission, type Actor } from '../auth/actor.ts';
import { forbidden } from './errors.ts';
import type { Tx } from '../db/connect.ts';
import type { ChangeRecorder } from '../db/changes.ts';
import type { AppContext } from './context.ts';
import { claimedWrite } from './idempotent-write.ts';
import { guardInput } from './input-guard.ts';
import { JsonText } from './json-text.ts';
import { objectBody, refuseAny } from './closed-input.ts';
import { validate } from './validate.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a bearer token. */
    public?: boolean;
  }
}

type BodyOut<O extends Operation> = O['body'] extends { infer: infer B } ? B : undefined;

export interface HandlerInput<O extends Operation> {
  /** Undefined only for public operations. */
  actor: O['access'] extends 'public' ? undefined : Actor;
  params: ParamsOf<O>;
  query: QueryOf<O>;
  /** The validated body (the raw text for operations that parse their own). */
  body: O['rawBody'] extends true ? string : O['rawBody'] extends 'bytes' ? Buffer : BodyOut<O>;
  request: FastifyRequest;
  reply: FastifyReply;
  /**
   * Runs a write and its change rows in one transaction of the actor's organisation and publishes
   * the changes after commit. For idempotent operations the request's key is claimed inside that
   * transaction: a concurrent retry waits, then gets the first answer.
   */
  write<T>(work: (tx: Tx, changes: ChangeRecorder) => Promise<T>, organisationId?: string): Promise<T>;
}

/** A handler answers the contract's response (or its JSON text, `JsonText`), or takes over the reply (a status other than 200). */
export type Handler<O extends Operation> = (input: HandlerInput<O>) => Promise<ResponseOf<O> | JsonText | FastifyReply>;

export interface HandlerEntry<O extends Operation> {
  handle: Handler<O>;
  /** Extra fastify route options (a rate limit, say). */
  options?: Omit<RouteShorthandOptions, 'handler'>;
}

export type Handlers = { [N in OperationName]: Handler<(typeof OPERATIONS)[N]> | HandlerEntry<(typeof OPERATIONS)[N]> };
export type HandlersOf<N extends OperationName> = Pick<Handlers, N>;
/** Plain handler functions for some operations (before route options are attached). */
export type HandlerFunctions<N extends OperationName> = { [K in N]: Handler<(typeof OPERATIONS)[K]> };

/** The same fastify route options (a rate limit, a hook) for every handler of a group. */
export function withRouteOptions<N extends OperationName>(
  handlers: HandlerFunctions<N>,
  options: Omit<RouteShorthandOptions, 'handler'>,
): HandlersOf<N> {
  const entries = Object.entries(handlers).map(([name, handle]) => [name, { handle, options }]);
  return Object.fromEntries(entries) as HandlersOf<N>;
}

function checkAccess(operation: Operation, request: FastifyRequest): Actor | undefined {
  if (operation.access === 'public') return undefined;
  const actor = actorOf(request);
  // A backend client calls only what its contract opens to one of its scopes (server/auth/backend-clients.ts).
  if (actor.backend) {
    if (!operation.backendScope || !actor.backend.scopes.includes(operation.backendScope))
      throw forbidden('This operation is not open to backend clients');
    return actor;
  }
  if (operation.access === 'app-access') requireAppAccess(actor);
  else if (typeof operation.access === 'object') requirePermission(actor, operation.access.permission);
  return actor;
}

export async function registerOperations(app: FastifyInstance, ctx: AppContext, handlers: Handlers): Promise<void> {
  for (const name of Object.keys(OPERATIONS) as OperationName[]) {
    const operation: Operation = OPERATIONS[name];
    const entry = handlers[name] as Handler<Operation> | HandlerEntry<Operation>;
    const { handle, options = {} } = typeof entry === 'function' ? { handle: entry } : entry;
    // The audit trail (server/audit): one entry per call about a member, allowed, refused or failed.
    const recordCall = callRecorderFor(ctx, name);
    const register = (scope: FastifyInstance) => {
      for (const url of [operation.path, ...(operation.alsoAt ?? [])]) {
        scope.route({
          ...options,
          method: operation.method,
          url,
          config: { ...(options.config as object), public: operation.access === 'public' },
          handler: async (request, reply) => {
            const trail = recordCall?.(request);
            let answer: unknown;
            try {
              const actor = checkAccess(operation, request);
              guardInput('params', request.params);
              guardInput('query', request.query);
              if (!operation.rawBody) guardInput('body', request.body);
              const params = operation.params ? validate(operation.params, request.params) : undefined;
              const query = operation.query
                ? validate(operation.query, request.query)
                : refuseAny('query', request.query);
              const body =
                operation.rawBody === 'bytes'
                  ? Buffer.isBuffer(request.body)
                    ? request.body
                    : Buffer.alloc(0)
                  : operation.rawBody
                    ? typeof request.body === 'string'
                      ? request.body
                      : ''
                    : operation.body
                      ? validate(operation.body, objectBody(request.body))
                      : refuseAny('body', request.body);
              const write: HandlerInput<Operation>['write'] = (work, organisationId) => {
                const tenant = organisationId ?? actor?.organisationId;
                if (!tenant) throw new Error(`${name}: a public write must name its organisation`);
                return claimedWrite(
                  ctx,
                  { request, reply, actor, organisationId: tenant, idempotent: operation.idempotent === true },
                  work,
                );
              };
              await trail?.validated(params);
              answer = await handle({ actor, params, query, body, request, reply, write } as HandlerInput<Operation>);
            } catch (error) {
              await trail?.failed(error);
              throw error;
            }
            // After the handler (a write has committed), before the answer leaves.
            await trail?.answered(reply.statusCode, answer === reply ? undefined : answer);
            if (answer instanceof JsonText) return reply.type('application/json; charset=utf-8').send(answer.text);
            return answer;
          },
        });
      }
    };
    if (!operation.rawBody) register(app);
    else
      // Its own scope: the raw-text parser (a signature covers the exact bytes) applies to this route alone.
      await app.register(async (scope) => {
        // An upload (server/files): every content type as bytes; the route's own bodyLimit bounds it.
        if (operation.rawBody === 'bytes') {
          scope.removeAllContentTypeParsers();
          scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, bytes, done) => done(null, bytes));
          register(scope);
          return;
        }
        scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) =>
          done(null, text),
        );
        // HL7 v2 over HTTP (the ADT feed, server/adt); text/plain is fastify's own string parser.
        scope.addContentTypeParser(
          ['x-application/hl7-v2+er7', 'application/hl7-v2'],
          { parseAs: 'string' },
          (_request, text, done) => done(null, text),
        );
        register(scope);
      });
  }
}

/**
 * Fuzzing every route from its contract (`domain/contracts`): fast-check arbitraries built from the
 * operation's own params, query and body schemas (through their JSON Schema), mixed with hostile
 * values (NUL, unpaired surrogates, 1 MB strings, deep nesting, huge numbers, path tricks). Valid
 * ids are those of the fuzzing organisation's own objects, so requests get past the 404 into the
 * handlers. Every answer must be below 500 in the error shape, with no stack trace, and nothing
 * planted as personal data may reach the log.
 *
 * Used by `server/http/contract-fuzz.test.ts` (a small sample in `npm test`) and by
 * `npm run bench -- --only fuzz` (1,000 runs a route).
 */
import fc from 'fast-check';
import { OPERATIONS, pathOf, toQueryString, type Operation, type OperationName } from '../../domain/index.ts';
import type { TestServer } from './harness.ts';
import type { TestOrganisation } from './factories.ts';

/** A name no real record has: planted in generated text, it must never reach the log. */
export const PLANTED_PHI = 'Zephyrine Quillfeather';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  maxLength?: number;
};

/**
 * Stands for a 5,000-deep array: a value that deep breaks recursive code in the generator itself
 * (cloning, printing), so it is spliced into the JSON text only when the request is written.
 */
const DEEP_NESTING = '__deep_nesting__';
const toJson = (value: unknown) =>
  JSON.stringify(value)?.replaceAll(`"${DEEP_NESTING}"`, `${'['.repeat(5000)}${']'.repeat(5000)}`);

/** What an attacker sends instead of a well-formed value. */
export const hostileValue: fc.Arbitrary<unknown> = fc.constantFrom<unknown>(
  '\u0000',
  `${PLANTED_PHI}\u0000`,
  'x\uD800',
  '\uDC00',
  'x'.repeat(1024 * 1024),
  '../../../../etc/passwd',
  '%2e%2e%2f%2e%2e%2f',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '\u202Eevil',
  '1e309',
  '-1',
  'NaN',
  '99999999999999999999999',
  -1,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  -0,
  true,
  null,
  {},
  [],
  { __proto__: { admin: true } },
  { constructor: { prototype: { admin: true } } },
  DEEP_NESTING,
  Array.from({ length: 5000 }, () => 'a'),
);

export interface FuzzIds {
  guideId: string;
  memberId: string;
  organisationIds: string[];
}

/** A plausible value for a schema node: ids of real objects where the schema wants a UUID. */
function plausible(node: JsonSchema, ids: FuzzIds, key: string): fc.Arbitrary<unknown> {
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  if (node.anyOf?.length) {
    if (node.format === 'uuid' || node.anyOf.some((option) => option.format === 'uuid')) return uuidFor(key, ids);
    return fc.oneof(...node.anyOf.map((option) => plausible(option, ids, key)));
  }
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  switch (type) {
    case 'string':
      if (node.format === 'uuid') return uuidFor(key, ids);
      if (node.pattern) return matching(node.pattern);
      return anyText(node.maxLength);
    case 'number':
    case 'integer': {
      const min = node.minimum ?? (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + 1 : -1000);
      const max = node.maximum ?? (node.exclusiveMaximum !== undefined ? node.exclusiveMaximum - 1 : 1_000_000);
      return fc.integer({ min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(node.items ? plausible(node.items, ids, key) : fc.string(), { maxLength: 5 });
    case 'object':
      return objectOf(node, ids);
    default:
      return fc.oneof(fc.string(), fc.integer(), fc.boolean());
  }
}

const anyText = (maxLength = 40) =>
  fc.oneof(
    fc.string({ maxLength }),
    fc.constant(PLANTED_PHI),
    fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
    fc.integer({ min: 0, max: 9999 }).map(String),
  );

/** Strings of the pattern; fast-check cannot build some (lookaheads: the ISO date), which get plain text and dates. */
function matching(pattern: string): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return anyText();
  }
}

function uuidFor(key: string, ids: FuzzIds): fc.Arbitrary<string> {
  const known = /guide|user(?!Id$)/i.test(key) ? [ids.guideId, ids.memberId] : [ids.memberId, ids.guideId];
  return fc.oneof(fc.constantFrom(...known, ...ids.organisationIds), fc.uuid());
}

/** Each property plausible most of the time, hostile sometimes, missing or extra now and then. */
function objectOf(node: JsonSchema, ids: FuzzIds): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(node.properties ?? {});
  const record = Object.fromEntries(
    properties.map(([key, child]) => [
      key,
      fc.option(
        fc.oneof({ arbitrary: plausible(child, ids, key), weight: 4 }, { arbitrary: hostileValue, weight: 1 }),
        { freq: 8, nil: undefined },
      ),
    ]),
  );
  const extra = fc.option(
    fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'organisationId', 'id'), hostileValue, {
      maxKeys: 2,
    }),
    { freq: 4, nil: undefined },
  );
  return fc.tuple(fc.record(record), extra).map(([values, more]) => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(values)) if (value !== undefined) out[key] = value;
    // defineProperty: a generated '__proto__' key stays a plain key, as JSON.parse would make it.
    for (const [key, value] of Object.entries(more ?? {}))
      Object.defineProperty(out, key, { value, enumerable: true, configurable: true, writable: true });
    return out;
  });
}

const schemaOf = (type: unknown): JsonSchema | undefined =>
  type
    ? ((type as { toJsonSchema(options: object): JsonSchema }).toJsonSchema({
        fallback: (ctx: { base: JsonSchema }) => ctx.base,
      }) as JsonSchema)
    : undefined;

export interface FuzzRequest {
  method: string;
  path: string;
  body: string | undefined;
}

/** Requests for one operation: its path with fuzzed parameters, a fuzzed query and body. */
export function requestsFor(operation: Operation, ids: FuzzIds): fc.Arbitrary<FuzzRequest> {
  const part = (type: unknown) => {
    const schema = schemaOf(type);
    return schema ? objectOf(schema, ids) : fc.constant(undefined);
  };
  // rawText: now and then the body is cut short, as broken JSON.
  return fc
    .tuple(
      part(operation.params),
      part(operation.query),
      part(operation.body),
      fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
    )
    .map(([params, query, body, rawText]) => {
      const pathParams = Object.fromEntries(
        Object.entries(params ?? {}).map(([key, value]) => [
          key,
          typeof value === 'string' && value ? value : JSON.stringify(value ?? 'x'),
        ]),
      );
      let path: string;
      try {
        path = pathOf(operation, pathParams);
      } catch {
        path = operation.path.replace(/:([A-Za-z0-9_]+)/g, 'x');
      }
      const search = query ? toQueryString(query as never) : '';
      const text = body === undefined ? undefined : rawText ? String(toJson(body)).slice(0, -1) : toJson(body);
      return {
        method: operation.method,
        path: `${path}${search}`,
        body: operation.method === 'GET' ? undefined : text,
      };
    });
}

export interface FuzzReport {
  operation: OperationName;
  runs: number;
  statuses: Record<number, number>;
  failures: string[];
}

export interface FuzzOutcome {
  reports: FuzzReport[];
  /** The planted name was found in the server's log. */
  leakedToLog: boolean;
}

/** Runs `runs` fuzzed requests against every operation; a 5xx, a stack trace or a leaked name is a failure. */
export async function fuzzEveryRoute(
  t: TestServer,
  org: TestOrganisation,
  options: { runs: number; seed?: number; logText: () => string },
): Promise<FuzzOutcome> {
  const token = await t.token(org.superAdmin);
  const ids: FuzzIds = {
    guideId: org.guide.id,
    memberId: org.member.id,
    organisationIds: [org.otherGuide.id, org.supervisor.id],
  };
  const reports: FuzzReport[] = [];
  for (const name of Object.keys(OPERATIONS) as OperationName[]) {
    const report: FuzzReport = { operation: name, runs: 0, statuses: {}, failures: [] };
    const samples = fc.sample(requestsFor(OPERATIONS[name], ids), { numRuns: options.runs, seed: options.seed });
    for (const request of samples) {
      const response = await fetch(`${t.baseUrl}/api${request.path}`, {
        method: request.method,
        headers: {
          authorization: `Bearer ${token}`,
          'idempotency-key': crypto.randomUUID(),
          ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: request.body,
      }).catch((error: unknown) => ({ status: 0, text: async () => String(error) }));
      const text = await response.text();
      report.runs += 1;
      report.statuses[response.status] = (report.statuses[response.status] ?? 0) + 1;
      if (response.status >= 500 || response.status === 0)
        report.failures.push(
          `${request.method} ${request.path.slice(0, 200)} -> ${response.status} ${text.slice(0, 200)}`,
        );
      else if (/\n\s+at |node_modules|\.ts:\d+/.test(text))
        report.failures.push(`${request.method} ${request.path.slice(0, 200)} -> a stack trace in the answer`);
    }
    reports.push(report);
  }
  return { reports, leakedToLog: options.logText().includes('Quillfeather') };
}

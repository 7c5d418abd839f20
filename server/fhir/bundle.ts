/**
 * `$everything`'s parameters and its answer: `_type` (a comma-separated list of the resource
 * types this server exports) and `_since` (an instant: only resources whose `meta.lastUpdated` is
 * at or after it, so a client that passes the previous answer's time misses no change made in that
 * same millisecond); the answer is a searchset Bundle, the member's resources `match` and the
 * questionnaires and staff they refer to `include`.
 */
import type { RecordResource, RecordResourceType } from './types.ts';

export const RECORD_RESOURCE_TYPES = [
  'Patient',
  'Condition',
  'Goal',
  'QuestionnaireResponse',
  'Questionnaire',
  'Consent',
  'Communication',
  'Encounter',
  'ServiceRequest',
  'Task',
  'Practitioner',
] as const satisfies readonly RecordResourceType[];

/** Types in the record not because they are the member's but because the member's resources name them. */
const INCLUDED = new Set<RecordResourceType>(['Questionnaire', 'Practitioner']);

/** A questionnaire or staff member: shared by many members' records, so an export writes it once. */
export const isIncludedType = (type: RecordResourceType) => INCLUDED.has(type);

export interface EverythingFilter {
  types: ReadonlySet<RecordResourceType> | null;
  since: Date | null;
}

/** A parameter the caller got wrong: answered 400 with an OperationOutcome naming it. */
export class FhirParameterError extends Error {}

/** A FHIR instant: date, time to the second at least, and a zone. */
const INSTANT =
  /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d{1,9})?(Z|[+-]((0\d|1[0-3]):[0-5]\d|14:00))$/;

export function parseEverythingQuery(query: { _type?: string | readonly string[]; _since?: string }): EverythingFilter {
  let types: Set<RecordResourceType> | null = null;
  if (query._type !== undefined) {
    const names = [query._type]
      .flat()
      .flatMap((value) => value.split(','))
      .map((name) => name.trim());
    const known = new Set<string>(RECORD_RESOURCE_TYPES);
    const supported = `supported: ${RECORD_RESOURCE_TYPES.join(', ')}`;
    if (names.some((name) => name === ''))
      throw new FhirParameterError(`_type: a resource type is empty; ${supported}`);
    const unknown = names.filter((name) => !known.has(name));
    if (unknown.length)
      throw new FhirParameterError(
        `_type: unsupported resource type ${unknown.map((name) => `'${name}'`).join(', ')}; ${supported}`,
      );
    types = new Set(names as RecordResourceType[]);
  }
  let since: Date | null = null;
  if (query._since !== undefined) {
    const match = INSTANT.exec(query._since);
    const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
    // A real calendar day (no 30 February), within the years every instant of the API is bounded to.
    const real = new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
    const at = match && real ? new Date(query._since) : null;
    if (!at || Number.isNaN(at.getTime()) || year < 1900 || year > 9999)
      throw new FhirParameterError('_since: expected an instant with its zone, e.g. 2026-01-31T09:30:00Z');
    since = at;
  }
  return { types, since };
}

export function filterResources(resources: readonly RecordResource[], filter: EverythingFilter): RecordResource[] {
  return resources.filter(
    (resource) =>
      (!filter.types || filter.types.has(resource.resourceType)) &&
      (!filter.since || Date.parse(resource.meta.lastUpdated) >= filter.since.getTime()),
  );
}

export interface SearchBundle {
  resourceType: 'Bundle';
  meta: { lastUpdated: string };
  type: 'searchset';
  timestamp: string;
  total: number;
  link: { relation: 'self'; url: string }[];
  entry: { fullUrl: string; resource: RecordResource; search: { mode: 'match' | 'include' } }[];
}

export function searchBundle(
  resources: readonly RecordResource[],
  context: { base: string; self: string; now: Date },
): SearchBundle {
  const entry = resources.map((resource) => ({
    fullUrl: `${context.base}/${resource.resourceType}/${resource.id}`,
    resource,
    search: { mode: INCLUDED.has(resource.resourceType) ? ('include' as const) : ('match' as const) },
  }));
  return {
    resourceType: 'Bundle',
    meta: { lastUpdated: context.now.toISOString() },
    type: 'searchset',
    timestamp: context.now.toISOString(),
    total: entry.filter((item) => item.search.mode === 'match').length,
    link: [{ relation: 'self', url: context.self }],
    entry,
  };
}

/**
 * A member's record as FHIR R4 (issue 36), under `/fhir/R4`: the server's CapabilityStatement, and
 * `Patient/{id}/$everything`, a searchset Bundle of one member's resources. Answers are
 * `application/fhir+json`, refusals OperationOutcomes (server/fhir/README.md). `_type` and
 * `_since` are read by the handler, which answers a wrong one with an OperationOutcome naming it.
 */
import { type } from 'arktype';
import { uuid } from '../api/params.ts';
import { defineOperation } from './define.ts';

/** The JSON formats a client may name (`_format`); the answer is always FHIR JSON. */
const format = type("'json' | 'application/json' | 'application/fhir+json'");

export const fhirMetadata = defineOperation({
  method: 'GET',
  path: '/fhir/R4/metadata',
  query: type({ '_format?': format }),
  response: type({ resourceType: "'CapabilityStatement'", fhirVersion: "'4.0.1'", rest: 'object[]' }),
  access: 'public',
});

const typeList = type('0 < string <= 512');

export const fhirPatientEverything = defineOperation({
  method: 'GET',
  path: '/fhir/R4/Patient/:memberId/$everything',
  params: type({ memberId: uuid }),
  query: type({
    /** Resource types, comma-separated (or the parameter repeated). */
    '_type?': typeList.or(typeList.array().atMostLength(20)),
    /** An instant: only resources changed at or after it. */
    '_since?': '0 < string <= 64',
    '_format?': format,
  }),
  response: type({
    resourceType: "'Bundle'",
    type: "'searchset'",
    total: 'number',
    entry: type({ fullUrl: 'string', resource: { resourceType: 'string', id: 'string' } }).array(),
  }),
  access: { permission: 'CAN_ACCESS_ADMIN_TOOLS' },
});

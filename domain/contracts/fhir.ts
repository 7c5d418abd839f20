/**
 * A member's record as FHIR R4 (issue 36), under `/fhir/R4`: the server's CapabilityStatement, and
 * `Patient/{id}/$everything`, a searchset Bundle of one member's resources. Answers are
 * `application/fhir+json`, refusals OperationOutcomes (server/fhir/README.md). `_type` and
 * `_since` are read by the handler, which answers a wrong one with an OperationOutcome naming it.
 */
import { type } from 'arktype';
import { uuid } from '../api/params.ts';
import { OVERSEES_CARE } from '../supervision.ts';
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

/**
 * SMART's discovery document (SMART App Launch 2.x, `.well-known/smart-configuration` beside the FHIR
 * base): where a backend client gets its token and how it must prove itself. Public, like the
 * CapabilityStatement; with an external identity provider the tokens come from it, and this answers 404.
 */
export const fhirSmartConfiguration = defineOperation({
  method: 'GET',
  path: '/fhir/R4/.well-known/smart-configuration',
  response: type({
    issuer: 'string',
    token_endpoint: 'string',
    grant_types_supported: 'string[]',
    token_endpoint_auth_methods_supported: 'string[]',
    token_endpoint_auth_signing_alg_values_supported: 'string[]',
    scopes_supported: 'string[]',
    capabilities: 'string[]',
  }),
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
  access: { permission: OVERSEES_CARE },
  backendScope: 'system/*.read',
});

/**
 * FHIR Bulk Data export of a customer's roster (`server/fhir/export-*.ts`): the kick-off needs
 * `Prefer: respond-async` and answers 202 with the status address in `Content-Location`; the status
 * answers 202 with `X-Progress` while the job runs, then 200 with the manifest; each manifest entry
 * is an NDJSON file of one resource type; a DELETE on the status address cancels the job and removes
 * its files. `_outputFormat` is checked by the handler (a wrong one is a 400 OperationOutcome).
 */
export const fhirGroupExport = defineOperation({
  method: 'GET',
  path: '/fhir/R4/Group/:customerId/$export',
  params: type({ customerId: uuid }),
  query: type({
    '_type?': typeList.or(typeList.array().atMostLength(20)),
    '_since?': '0 < string <= 64',
    '_outputFormat?': '0 < string <= 64',
    '_format?': format,
  }),
  response: type({ resourceType: "'OperationOutcome'", issue: 'object[]' }),
  access: { permission: 'CAN_ACCESS_ADMIN_TOOLS' },
  backendScope: 'system/*.read',
});

const exportJobParams = type({ jobId: uuid });

export const fhirExportStatus = defineOperation({
  method: 'GET',
  path: '/fhir/R4/bulk-export/:jobId',
  params: exportJobParams,
  response: type({
    transactionTime: 'string',
    request: 'string',
    requiresAccessToken: 'true',
    output: type({ type: 'string', url: 'string', count: 'number' }).array(),
    error: 'object[]',
  }).or({ resourceType: "'OperationOutcome'", issue: 'object[]' }),
  access: { permission: 'CAN_ACCESS_ADMIN_TOOLS' },
  backendScope: 'system/*.read',
});

export const fhirExportCancel = defineOperation({
  method: 'DELETE',
  path: '/fhir/R4/bulk-export/:jobId',
  params: exportJobParams,
  response: type({ resourceType: "'OperationOutcome'", issue: 'object[]' }),
  access: { permission: 'CAN_ACCESS_ADMIN_TOOLS' },
  backendScope: 'system/*.read',
});

/** One resource type's NDJSON (`application/fhir+ndjson`), streamed from the database. */
export const fhirExportFile = defineOperation({
  method: 'GET',
  path: '/fhir/R4/bulk-export/:jobId/files/:resourceType',
  params: type({ jobId: uuid, resourceType: /^[A-Z][A-Za-z]{1,40}$/ }),
  response: type('string'),
  access: { permission: 'CAN_ACCESS_ADMIN_TOOLS' },
  backendScope: 'system/*.read',
});

/**
 * `GET /fhir/R4/metadata`: what this server answers in FHIR, as a CapabilityStatement: two
 * operations, `Patient/{id}/$everything` with `_since` and `_type` and a customer's roster as
 * Bulk Data (`Group/{id}/$export`), and the resource types and profiles they hold. No resource is
 * readable or searchable on its own yet.
 */
import { PROFILES } from './codes.ts';
import type { RecordResourceType } from './types.ts';

/** When this statement last changed (a CapabilityStatement's `date`). */
const CHANGED = '2026-12-02';

const SUPPORTED: readonly { type: RecordResourceType; profiles: readonly string[] }[] = [
  { type: 'Patient', profiles: [PROFILES.usCorePatient] },
  { type: 'Condition', profiles: [PROFILES.sdohccCondition] },
  { type: 'Goal', profiles: [PROFILES.sdohccGoal, PROFILES.usCoreGoal] },
  { type: 'Questionnaire', profiles: [] },
  { type: 'QuestionnaireResponse', profiles: [] },
  { type: 'Consent', profiles: [] },
  { type: 'Communication', profiles: [] },
  { type: 'Encounter', profiles: [] },
  { type: 'ServiceRequest', profiles: [] },
  { type: 'Task', profiles: [] },
  { type: 'Practitioner', profiles: [PROFILES.usCorePractitioner] },
];

/**
 * `tokenEndpoint`: the embedded provider's, where backend clients get tokens (SMART's `oauth-uris`
 * extension); an external provider's clients find theirs at that provider.
 */
export function capabilityStatement(base: string, tokenEndpoint: string | undefined) {
  return {
    resourceType: 'CapabilityStatement' as const,
    id: 'care-portal',
    url: `${base}/metadata`,
    name: 'CarePortalFhirExport',
    title: "A member's record as FHIR R4",
    status: 'active' as const,
    date: CHANGED,
    kind: 'instance' as const,
    software: { name: 'Care portal FHIR export' },
    implementation: { description: "The care organisation's member records", url: base },
    fhirVersion: '4.0.1' as const,
    format: ['json'],
    rest: [
      {
        mode: 'server' as const,
        documentation:
          "Read only. Every call needs a bearer token of the organisation's identity provider, for an administrator or for a backend client granted system/*.read (SMART Backend Services: client credentials with a signed JWT assertion); another organisation's member answers 404.",
        security: {
          service: [
            {
              coding: [
                {
                  system: 'http://terminology.hl7.org/CodeSystem/restful-security-service',
                  code: 'SMART-on-FHIR',
                  display: 'SMART-on-FHIR',
                },
              ],
            },
          ],
          ...(tokenEndpoint
            ? {
                extension: [
                  {
                    url: 'http://fhir-registry.smarthealthit.org/StructureDefinition/oauth-uris',
                    extension: [{ url: 'token', valueUri: tokenEndpoint }],
                  },
                ],
              }
            : {}),
        },
        resource: [
          ...SUPPORTED.map(({ type, profiles }) => ({
            type,
            ...(profiles.length ? { supportedProfile: [...profiles] } : {}),
            ...(type === 'Patient'
              ? {
                  operation: [
                    { name: 'everything', definition: 'http://hl7.org/fhir/OperationDefinition/Patient-everything' },
                  ],
                }
              : {}),
          })),
          // A customer's roster (Bulk Data, `export-routes.ts`): the Group is the customer, read only through $export.
          {
            type: 'Group',
            operation: [
              { name: 'export', definition: 'http://hl7.org/fhir/uv/bulkdata/OperationDefinition/group-export' },
            ],
          },
        ],
      },
    ],
  };
}

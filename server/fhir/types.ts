/**
 * The FHIR R4 shapes this exporter writes, and only the elements it fills: a resource is a plain
 * JSON object, typed here so a misspelt element does not compile. The base specification is
 * https://hl7.org/fhir/R4/; the tests validate every resource against it (`testing-validator.ts`).
 */

export interface Coding {
  system?: string;
  code: string;
  display?: string;
}

export interface CodeableConcept {
  coding?: Coding[];
  text?: string;
}

export interface Reference {
  /** `Type/id`, relative to the server's base: resolves to an entry of the same Bundle. */
  reference?: string;
  display?: string;
}

export interface Identifier {
  use?: 'usual' | 'official' | 'secondary';
  type?: CodeableConcept;
  system: string;
  value: string;
}

export interface Period {
  start?: string;
  end?: string;
}

export interface Annotation {
  time?: string;
  text: string;
}

export interface Meta {
  lastUpdated: string;
  profile?: string[];
}

export interface ResourceBase {
  resourceType: string;
  id: string;
  meta: Meta;
}

export interface HumanName {
  use?: 'usual' | 'official' | 'nickname';
  family?: string;
  given?: string[];
  text?: string;
}

export interface ContactPoint {
  system: 'phone' | 'email';
  value: string;
  use?: 'home' | 'work' | 'mobile';
  rank?: number;
}

export interface Address {
  use?: 'home' | 'work';
  type?: 'physical' | 'postal' | 'both';
  line: string[];
  city: string;
  state: string;
  postalCode: string;
  country?: string;
}

export interface Patient extends ResourceBase {
  resourceType: 'Patient';
  identifier: Identifier[];
  active: boolean;
  name: HumanName[];
  telecom?: ContactPoint[];
  gender: 'male' | 'female' | 'other' | 'unknown';
  birthDate?: string;
  address?: Address[];
  communication?: { language: CodeableConcept; preferred?: boolean }[];
}

export interface Practitioner extends ResourceBase {
  resourceType: 'Practitioner';
  identifier: Identifier[];
  active: boolean;
  name: HumanName[];
}

export interface Condition extends ResourceBase {
  resourceType: 'Condition';
  clinicalStatus: CodeableConcept;
  verificationStatus: CodeableConcept;
  category: CodeableConcept[];
  code: CodeableConcept;
  subject: Reference;
  onsetDateTime: string;
  abatementDateTime?: string;
  recordedDate: string;
  recorder?: Reference;
  evidence?: { detail: Reference[] }[];
  note?: Annotation[];
}

export interface Goal extends ResourceBase {
  resourceType: 'Goal';
  lifecycleStatus: 'proposed' | 'planned' | 'accepted' | 'active' | 'on-hold' | 'completed' | 'cancelled';
  achievementStatus: CodeableConcept;
  category?: CodeableConcept[];
  description: CodeableConcept;
  subject: Reference;
  startDate?: string;
  target?: { dueDate: string }[];
  statusDate?: string;
  addresses?: Reference[];
  outcomeReference?: Reference[];
}

export type QuestionnaireItemType =
  'display' | 'string' | 'text' | 'decimal' | 'integer' | 'choice' | 'date' | 'dateTime';

export interface QuestionnaireItem {
  linkId: string;
  text: string;
  type: QuestionnaireItemType;
  required?: boolean;
  repeats?: boolean;
  enableWhen?: { question: string; operator: '='; answerCoding: Coding }[];
  answerOption?: { valueCoding: Coding }[];
}

export interface Questionnaire extends ResourceBase {
  resourceType: 'Questionnaire';
  url: string;
  name: string;
  title: string;
  status: 'draft' | 'active' | 'retired';
  description?: string;
  subjectType: ['Patient'];
  date?: string;
  item: QuestionnaireItem[];
}

export type QuestionnaireAnswer =
  | { valueCoding: Coding }
  | { valueString: string }
  | { valueDecimal: number }
  | { valueInteger: number }
  | { valueDate: string }
  | { valueDateTime: string };

export interface QuestionnaireResponse extends ResourceBase {
  resourceType: 'QuestionnaireResponse';
  questionnaire: string;
  status: 'completed';
  subject: Reference;
  authored: string;
  author?: Reference;
  source: Reference;
  item?: { linkId: string; text: string; answer: QuestionnaireAnswer[] }[];
}

export interface Consent extends ResourceBase {
  resourceType: 'Consent';
  status: 'active';
  scope: CodeableConcept;
  category: CodeableConcept[];
  patient: Reference;
  dateTime: string;
  performer: Reference[];
  policyRule: CodeableConcept;
  provision: { type: 'permit' | 'deny' };
}

export interface Communication extends ResourceBase {
  resourceType: 'Communication';
  status: 'preparation' | 'in-progress' | 'not-done' | 'completed';
  statusReason?: CodeableConcept;
  medium: CodeableConcept[];
  subject: Reference;
  topic: CodeableConcept;
  sent?: string;
  received?: string;
  sender?: Reference;
  recipient?: Reference[];
  payload?: { contentString: string }[];
  note?: Annotation[];
}

export interface Encounter extends ResourceBase {
  resourceType: 'Encounter';
  status: 'finished' | 'cancelled';
  class: Coding;
  type: CodeableConcept[];
  subject: Reference;
  participant?: { individual: Reference }[];
  period: Period;
  length?: { value: number; unit: string; system: string; code: string };
  location?: { location: Reference }[];
}

/** Every resource a member's record maps to. */
/** A need's action (work done) or referral (to a community resource), https://hl7.org/fhir/R4/servicerequest.html */
export interface ServiceRequest extends ResourceBase {
  resourceType: 'ServiceRequest';
  status: 'active' | 'completed' | 'revoked';
  intent: 'order' | 'plan';
  category: CodeableConcept[];
  code: CodeableConcept;
  subject: Reference;
  occurrenceDateTime?: string;
  authoredOn: string;
  requester?: Reference;
  performer?: Reference[];
  reasonReference: Reference[];
  note?: Annotation[];
}

/** The status of a ServiceRequest's fulfilment, https://hl7.org/fhir/R4/task.html */
export interface Task extends ResourceBase {
  resourceType: 'Task';
  status: 'requested' | 'in-progress' | 'completed' | 'cancelled';
  intent: 'order' | 'plan';
  code: CodeableConcept;
  description?: string;
  focus: Reference;
  for: Reference;
  authoredOn: string;
  lastModified: string;
  requester?: Reference;
  owner?: Reference;
  executionPeriod?: Period;
  reasonReference?: Reference;
}

export type RecordResource =
  | Patient
  | Practitioner
  | Condition
  | Goal
  | Questionnaire
  | QuestionnaireResponse
  | Consent
  | Communication
  | Encounter
  | ServiceRequest
  | Task;

export type RecordResourceType = RecordResource['resourceType'];

export interface OperationOutcome {
  resourceType: 'OperationOutcome';
  issue: { severity: 'error' | 'warning' | 'information'; code: string; diagnostics: string }[];
}

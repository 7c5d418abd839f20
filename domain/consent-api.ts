/**
 * What the consent endpoints answer (types only, so the public site can use them for free).
 * Public answers carry nothing about the member beyond what the form needs: no name, no contact
 * details, no identity data echoed back, only the terms and which of them are answered.
 */
import type { ConsentLanguage, Consented } from './consent-rules.ts';

/** A term in the member's language, as the public site shows it. */
export interface PublicConsentTerm {
  id: string;
  key: string;
  name: string;
  shortName: string;
  text: string;
  infoText: string | null;
  acceptText: string;
  rejectText: string | null;
  identityRequired: boolean;
  consented: Consented;
}

/** GET /consent/links/{key}: the welcome page's list. */
export interface ConsentLinkState {
  hasLinkExpired: false;
  expiresAt: string;
  language: ConsentLanguage;
  /** The identity confirmed through this link, if any (an opaque id; nothing of its content). */
  termIdentityId: string | null;
  terms: Pick<PublicConsentTerm, 'id' | 'key' | 'name' | 'shortName' | 'identityRequired' | 'consented'>[];
}

/** GET /consent/allTerms?key=...: every term with its full texts. */
export interface ConsentAllTerms {
  language: ConsentLanguage;
  terms: PublicConsentTerm[];
}

/** GET /consent/form/?key=...&term=...: one term's form. */
export interface ConsentFormState {
  hasLinkExpired: false;
  language: ConsentLanguage;
  term: PublicConsentTerm;
  termIdentityId: string | null;
  /** Position of the term in the flow (1-based) and the number of terms, for "Step 2 of 3". */
  position: number;
  total: number;
}

/** POST /consent/form/: the recorded answer and where the flow goes next. */
export interface ConsentAnswerResult {
  submissionId: string;
  term: PublicConsentTerm;
  /** The next unanswered term's key; null when every term is answered (the flow is complete). */
  nextTermKey: string | null;
  /** True when this call repeated an earlier one and nothing new was recorded. */
  replayed: boolean;
}

/** POST /consent/form/identity and POST /consent/identity. */
export interface ConsentIdentityResult {
  consentIdentityId: string;
}

/** One recorded answer, as staff see it in the consent history. */
export interface ConsentSubmissionView {
  id: string;
  memberId: string;
  termId: string;
  consented: boolean;
  createdAt: string;
  /** The member's address for answers through a link; 'SMS' for a rejection by SMS reply. */
  ipAddress: string;
  consentLinkId: string | null;
  consentIdentityId: string | null;
  languageCode: string;
  internalSubmitterUserId: string | null;
}

/** GET /consent?memberId=...: a member's terms with their state and history (staff). */
export interface MemberConsentTerm extends PublicConsentTerm {
  memberId: string;
  updatedAt: string | null;
  history: ConsentSubmissionView[];
}

/** The `consent` change-log entity: a member's current answer to one term. */
export interface MemberConsentState {
  /** `${memberId}:${termId}` */
  id: string;
  memberId: string;
  termId: string;
  termKey: string;
  consented: Consented;
  updatedAt: string;
  lastSubmissionId: string | null;
}

/** POST /consent/links. */
export interface ConsentLinkCreated {
  url: string;
  userId: string;
  expiresAt: string;
}

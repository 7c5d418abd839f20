/**
 * A member's answer to one of the customer's consent terms as a Consent. An answer is a record of
 * the member's choice either way: the Consent is `active`, and its provision permits (accepted) or
 * denies (rejected), so a recipient honours a refusal instead of reading it as a withdrawn record.
 * A term never answered has no Consent (the consent goal says it is open).
 *
 * Scope by the term: the consent to treat is `treatment`; the others (the privacy release, texting)
 * are `patient-privacy`. The SDOHCC Consent profile is not claimed: it is for releasing SDOH data
 * to organisations outside HIPAA, which these terms are not.
 */
import { SYSTEMS } from './codes.ts';
import { instant, referenceTo, stableId } from './ids.ts';
import type { RecordConsent } from './record.ts';
import type { Consent } from './types.ts';

const TREATMENT_TERMS = new Set(['consent-to-treat']);

/** Only for an answered term (`consented` not null). */
export function mapConsent(
  consent: RecordConsent & { consented: boolean; answeredAt: Date },
  memberId: string,
): Consent {
  const treatment = TREATMENT_TERMS.has(consent.term.key);
  return {
    resourceType: 'Consent',
    id: stableId('consent', memberId, consent.term.id),
    meta: { lastUpdated: instant(consent.answeredAt) },
    status: 'active',
    scope: {
      coding: [
        treatment
          ? { system: SYSTEMS.consentScope, code: 'treatment', display: 'Treatment' }
          : { system: SYSTEMS.consentScope, code: 'patient-privacy', display: 'Privacy Consent' },
      ],
    },
    category: [{ coding: [{ system: SYSTEMS.loinc, code: '59284-0', display: 'Patient Consent' }] }],
    patient: referenceTo('Patient', memberId),
    dateTime: instant(consent.answeredAt),
    // The grantor is the member, whoever typed the answer in.
    performer: [referenceTo('Patient', memberId)],
    policyRule: { text: consent.term.name },
    provision: { type: consent.consented ? 'permit' : 'deny' },
  };
}

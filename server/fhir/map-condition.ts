/**
 * A need as an SDOHCC Condition (Gravity SDOH Clinical Care IG): a health concern in its SDOH
 * category, coded with its issue's ICD-10-CM Z-code (Z55-Z65), its clinical status from the need's
 * status (`domain/need-rules.ts`), identified as onset, fulfilled or stopped as abatement.
 *
 * Status, by the need's: Identified and Unresolved (expired, or the member out of the program, but
 * never closed) are `active`, nothing says the problem went away; Fulfilled is `resolved` at its
 * fulfilment; Stopped pursuing is `inactive` from the day the guide closed it (the organisation no
 * longer works on it, and does not claim it resolved).
 * A need whose issue has no Z-code in the social-determinants block (an administrator's own issue,
 * or none) keeps its text as the code and claims no profile: the IG requires a code.
 */
import { needStatus, richTextPlain, type NeedStatus, type NeedViewing } from '../../domain/index.ts';
import {
  HEALTH_CONCERN,
  isSdohZCode,
  PROFILES,
  sdohCategoryConcept,
  sdohCategoryOf,
  SYSTEMS,
  US_CORE_SDOH,
} from './codes.ts';
import { instant, referenceTo } from './ids.ts';
import type { RecordNeed } from './record.ts';
import type { CodeableConcept, Condition } from './types.ts';

export const needStatusOf = (need: RecordNeed, viewing: NeedViewing): NeedStatus =>
  needStatus(
    {
      memberId: '',
      expiresAt: need.expiresAt.toISOString(),
      fulfilledAt: need.fulfilledAt?.toISOString() ?? null,
      abandonedAt: need.abandonedAt?.toISOString() ?? null,
    },
    viewing,
  );

const CLINICAL: Readonly<Record<NeedStatus, { code: string; display: string }>> = {
  Identified: { code: 'active', display: 'Active' },
  Unresolved: { code: 'active', display: 'Active' },
  Fulfilled: { code: 'resolved', display: 'Resolved' },
  StoppedPursuing: { code: 'inactive', display: 'Inactive' },
};

export const needCategory = (need: RecordNeed) =>
  sdohCategoryOf(need.issue?.key ?? null, need.issue?.categoryKey ?? null);

function codeOf(need: RecordNeed): { code: CodeableConcept; coded: boolean } {
  const zCode = need.issue?.zCode;
  const label = need.issue?.label ?? 'Social need';
  if (zCode && isSdohZCode(zCode))
    return {
      code: {
        coding: [
          { system: SYSTEMS.icd10cm, code: zCode, ...(need.issue?.zTitle ? { display: need.issue.zTitle } : {}) },
        ],
        text: label,
      },
      coded: true,
    };
  return { code: { text: label }, coded: false };
}

export function mapCondition(
  need: RecordNeed,
  memberId: string,
  viewing: NeedViewing,
  options: { evidence?: string; recorderKnown: boolean },
): Condition {
  const status = needStatusOf(need, viewing);
  const abatement = status === 'Fulfilled' ? need.fulfilledAt : status === 'StoppedPursuing' ? need.abandonedAt : null;
  const { code, coded } = codeOf(need);
  const reason = richTextPlain(need.reason);
  const notes = [
    ...(reason ? [{ time: instant(need.identifiedAt), text: reason }] : []),
    ...(status === 'Fulfilled' && need.fulfilledAt && need.fulfilledComment?.trim()
      ? [{ time: instant(need.fulfilledAt), text: need.fulfilledComment.trim() }]
      : []),
  ];
  return {
    resourceType: 'Condition',
    id: need.id,
    meta: { lastUpdated: instant(need.updatedAt), ...(coded ? { profile: [PROFILES.sdohccCondition] } : {}) },
    clinicalStatus: { coding: [{ system: SYSTEMS.conditionClinical, ...CLINICAL[status] }] },
    verificationStatus: {
      coding: [{ system: SYSTEMS.conditionVerification, code: 'confirmed', display: 'Confirmed' }],
    },
    category: [HEALTH_CONCERN, US_CORE_SDOH, sdohCategoryConcept(needCategory(need))],
    code,
    subject: referenceTo('Patient', memberId),
    onsetDateTime: instant(need.identifiedAt),
    ...(abatement ? { abatementDateTime: instant(abatement) } : {}),
    recordedDate: instant(need.identifiedAt),
    ...(options.recorderKnown ? { recorder: referenceTo('Practitioner', need.createdById) } : {}),
    ...(options.evidence ? { evidence: [{ detail: [referenceTo('QuestionnaireResponse', options.evidence)] }] } : {}),
    ...(notes.length ? { note: notes } : {}),
  };
}

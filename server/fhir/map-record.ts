/**
 * A member's whole record as FHIR resources: the Patient, then the needs (Conditions), the goals,
 * the completed surveys with their questionnaires, the answered consents, the calls, texts and
 * visits, and the staff they name (Practitioners). Every reference points at a resource of the
 * same list. Pure: the record and the moment in, resources out.
 */
import type { NeedViewing } from '../../domain/index.ts';
import { mapCondition, needCategory, needStatusOf } from './map-condition.ts';
import { mapCall, mapText, mapVisit, type StaffRef } from './map-communication.ts';
import { mapConsent } from './map-consent.ts';
import { mapConsentGoal, mapNeedGoal, mapSurveyGoal } from './map-goal.ts';
import { mapPatient, mapPractitioner } from './map-patient.ts';
import { isSurveyCompleted, mapQuestionnaire, mapQuestionnaireResponse } from './map-questionnaire.ts';
import { referenceTo } from './ids.ts';
import { mapAction, mapReferral, type NeedContext } from './map-service-request.ts';
import type { MemberRecord } from './record.ts';
import type { RecordResource } from './types.ts';

export interface MapContext {
  /** The FHIR base, `https://host/api/fhir/R4`: questionnaires' canonical URLs start with it. */
  base: string;
  now: Date;
}

export function mapMemberRecord(record: MemberRecord, context: MapContext): RecordResource[] {
  const { member } = record;
  // Statuses as of now, days in the member's own zone (whoever asks, the export says the same).
  const viewing: NeedViewing = {
    nowMs: context.now.getTime(),
    timeZone: member.timeZone,
    memberStageKey: member.stageKey,
  };
  const staffIds = new Set(record.staff.map((person) => person.id));
  const staff: StaffRef = (id) => (id && staffIds.has(id) ? referenceTo('Practitioner', id) : undefined);
  const completed = record.surveys.filter(isSurveyCompleted);
  const responseIds = new Set(completed.map((entry) => entry.assigned.id));
  const questionnaires = new Map(completed.map((entry) => [entry.survey.id, entry.survey]));
  const needs = new Map(
    record.needs.map((need): [string, NeedContext] => [
      need.id,
      {
        memberId: member.id,
        status: needStatusOf(need, viewing),
        category: needCategory(need),
        updatedAt: need.updatedAt,
        staff: (id) => staffIds.has(id),
      },
    ]),
  );

  return [
    mapPatient(member, record),
    ...record.needs.map((need) =>
      mapCondition(need, member.id, viewing, {
        recorderKnown: staffIds.has(need.createdById),
        ...(need.assignedSurveyId && responseIds.has(need.assignedSurveyId) ? { evidence: need.assignedSurveyId } : {}),
      }),
    ),
    ...record.needs.map((need) => mapNeedGoal(need, member.id, viewing)),
    ...record.actions.flatMap((action) => {
      const need = needs.get(action.needId);
      return need ? mapAction(action, need) : [];
    }),
    ...record.referrals.flatMap((referral) => {
      const need = needs.get(referral.needId);
      return need ? mapReferral(referral, need) : [];
    }),
    ...record.surveys.map((entry) =>
      mapSurveyGoal(entry, member.id, member.timeZone, { responseInBundle: responseIds.has(entry.assigned.id) }),
    ),
    ...record.consents
      .filter((consent) => consent.term.isActive)
      .map((consent) => mapConsentGoal(consent, member.id, member.timeZone, member.updatedAt)),
    ...[...questionnaires.values()].map((survey) => mapQuestionnaire(survey, context.base)),
    ...completed.map((entry) =>
      mapQuestionnaireResponse(entry, member.id, context.base, {
        authorKnown: staffIds.has(entry.assigned.completedByUserId ?? ''),
      }),
    ),
    ...record.consents.flatMap((consent) =>
      consent.consented !== null && consent.answeredAt
        ? [mapConsent({ ...consent, consented: consent.consented, answeredAt: consent.answeredAt }, member.id)]
        : [],
    ),
    ...record.calls.map((call) => mapCall(call, member.id, staff)),
    ...record.texts.map((text) => mapText(text, member.id, staff)),
    ...record.visits.map((visit) => mapVisit(visit, member.id, staff)),
    ...record.staff.map(mapPractitioner),
  ];
}

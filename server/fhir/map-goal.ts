/**
 * A member's goals (the Goals tab: `domain/goals.ts`, the same rules) as Goals. A need's goal is an
 * SDOHCC Goal in the need's SDOH category that addresses the need's Condition; a survey's (complete
 * the survey) and a consent's (answer the term) are US Core Goals.
 *
 * Statuses: in progress is `active`/`in-progress`; done is `completed`/`achieved`; a need stopped
 * is `cancelled`/`not-achieved`; a need left Unresolved stays `active` but `not-achieved`, its due
 * date past (or the member out of the program).
 */
import { consentGoal, needGoal, surveyGoal, type NeedViewing } from '../../domain/index.ts';
import { PROFILES, sdohCategoryConcept, SYSTEMS, US_CORE_SDOH } from './codes.ts';
import { instant, referenceTo, stableId } from './ids.ts';
import { needCategory } from './map-condition.ts';
import { isSurveyCompleted } from './map-questionnaire.ts';
import type { RecordConsent, RecordNeed, RecordSurvey } from './record.ts';
import type { Goal } from './types.ts';

type Achievement = 'in-progress' | 'achieved' | 'not-achieved';
const ACHIEVEMENT_DISPLAY: Readonly<Record<Achievement, string>> = {
  'in-progress': 'In Progress',
  achieved: 'Achieved',
  'not-achieved': 'Not Achieved',
};
const achievement = (code: Achievement) => ({
  coding: [{ system: SYSTEMS.goalAchievement, code, display: ACHIEVEMENT_DISPLAY[code] }],
});

/** A day of the member's zone from a goal's `dueDate`/`completedAt`. */
const dayOf = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(iso),
  );

export function mapNeedGoal(need: RecordNeed, memberId: string, viewing: NeedViewing): Goal {
  const goal = needGoal(
    {
      id: need.id,
      memberId,
      issueLabel: need.issue?.label ?? null,
      identifiedAt: need.identifiedAt.toISOString(),
      expiresAt: need.expiresAt.toISOString(),
      fulfilledAt: need.fulfilledAt?.toISOString() ?? null,
      abandonedAt: need.abandonedAt?.toISOString() ?? null,
      closedById: need.closedById,
      fulfilledComment: need.fulfilledComment,
      needRequiresAction: need.issue?.needRequiresAction ?? false,
      lastActionAt: need.lastActionAt?.toISOString() ?? null,
    },
    viewing,
  );
  const [lifecycleStatus, achieved]: [Goal['lifecycleStatus'], Achievement] =
    goal.status === 'Fulfilled'
      ? ['completed', 'achieved']
      : goal.status === 'StoppedPursuing'
        ? ['cancelled', 'not-achieved']
        : goal.status === 'Unresolved'
          ? ['active', 'not-achieved']
          : ['active', 'in-progress'];
  const closedAt = need.fulfilledAt ?? need.abandonedAt;
  return {
    resourceType: 'Goal',
    id: stableId('goal', 'need', need.id),
    meta: { lastUpdated: instant(need.updatedAt), profile: [PROFILES.sdohccGoal] },
    lifecycleStatus,
    achievementStatus: achievement(achieved),
    category: [US_CORE_SDOH, sdohCategoryConcept(needCategory(need))],
    description: { text: `Resolve: ${need.issue?.label ?? 'social need'}` },
    subject: referenceTo('Patient', memberId),
    startDate: dayOf(need.identifiedAt.toISOString(), viewing.timeZone),
    ...(goal.dueDate ? { target: [{ dueDate: goal.dueDate }] } : {}),
    ...(closedAt && lifecycleStatus !== 'active'
      ? { statusDate: dayOf(closedAt.toISOString(), viewing.timeZone) }
      : {}),
    addresses: [referenceTo('Condition', need.id)],
  };
}

export function mapSurveyGoal(
  entry: RecordSurvey,
  memberId: string,
  timeZone: string,
  options: { responseInBundle: boolean },
): Goal {
  const { assigned, survey } = entry;
  const goal = surveyGoal(
    {
      id: assigned.id,
      completed: isSurveyCompleted(entry),
      completedAt: assigned.completedAt?.toISOString() ?? null,
      dueAt: assigned.dueAt?.toISOString() ?? null,
    },
    survey,
    timeZone,
  );
  return {
    resourceType: 'Goal',
    id: stableId('goal', 'survey', assigned.id),
    meta: { lastUpdated: instant(assigned.updatedAt), profile: [PROFILES.usCoreGoal] },
    lifecycleStatus: goal.completed ? 'completed' : 'active',
    achievementStatus: achievement(goal.completed ? 'achieved' : 'in-progress'),
    description: { text: `Complete the survey: ${survey.displayName}` },
    subject: referenceTo('Patient', memberId),
    ...(goal.dueDate ? { target: [{ dueDate: goal.dueDate }] } : {}),
    ...(goal.completedAt ? { statusDate: dayOf(goal.completedAt, timeZone) } : {}),
    ...(goal.completed && options.responseInBundle
      ? { outcomeReference: [referenceTo('QuestionnaireResponse', assigned.id)] }
      : {}),
  };
}

/** Only for the customer's active terms, as the Goals tab lists them. */
export function mapConsentGoal(
  consent: RecordConsent,
  memberId: string,
  timeZone: string,
  fallbackUpdated: Date,
): Goal {
  const goal = consentGoal(consent.term, {
    consented: consent.consented,
    answeredAt: consent.answeredAt?.toISOString() ?? null,
  });
  return {
    resourceType: 'Goal',
    id: stableId('goal', 'consent', memberId, consent.term.id),
    meta: { lastUpdated: instant(consent.answeredAt ?? fallbackUpdated), profile: [PROFILES.usCoreGoal] },
    lifecycleStatus: goal.completed ? 'completed' : 'active',
    achievementStatus: achievement(goal.completed ? 'achieved' : 'in-progress'),
    description: { text: `Answer the consent: ${consent.term.name}` },
    subject: referenceTo('Patient', memberId),
    ...(goal.completedAt ? { statusDate: dayOf(goal.completedAt, timeZone) } : {}),
  };
}

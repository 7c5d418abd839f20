/**
 * Goals tracking (spec part 2 sections 2, 3, 7): `GET /users/goals-tracking/{memberId}`, computed
 * with the same rules (`domain/goals.ts`) the member page applies live to its own rows, from the
 * member's assigned surveys, the customer's active consent terms with the member's answers, and
 * the member's needs. Another organisation's member answers 404; days are the caller's.
 */
import { asc, desc, eq } from 'drizzle-orm';
import { consentGoal, goalsInProgress, needGoal, orderGoals, surveyGoal } from '../../domain/index.ts';
import { loadMemberInTenant } from '../auth/scope.ts';
import { activeTerms } from '../consent/terms.ts';
import { assignedSurveys, memberConsents, surveys, userNeeds } from '../db/schema/index.ts';
import type { AppContext } from '../http/context.ts';
import type { HandlersOf } from '../http/operations.ts';
import { presentNeeds, viewingFor } from '../needs/records.ts';
import { presentAssignedSurvey } from './surveys.ts';

export function goalsHandlers(ctx: AppContext): HandlersOf<'goalsTracking'> {
  const { db, clock } = ctx;
  return {
    async goalsTracking({ actor, params }) {
      const member = await loadMemberInTenant(db, actor, params.memberId);
      const viewing = await viewingFor(db, actor, member.id, clock.now());
      const assigned = await db
        .select({ assigned: assignedSurveys, survey: surveys })
        .from(assignedSurveys)
        .innerJoin(surveys, eq(surveys.id, assignedSurveys.surveyId))
        .where(eq(assignedSurveys.memberId, member.id))
        .orderBy(desc(assignedSurveys.assignedAt), asc(assignedSurveys.id));
      const answers = new Map(
        (await db.select().from(memberConsents).where(eq(memberConsents.memberId, member.id))).map((row) => [
          row.termId,
          row,
        ]),
      );
      const needs = await presentNeeds(
        db,
        await db
          .select()
          .from(userNeeds)
          .where(eq(userNeeds.memberId, member.id))
          .orderBy(asc(userNeeds.sortOrder), asc(userNeeds.id)),
      );

      const surveyGoals = orderGoals(
        assigned.map(({ assigned: row, survey }) => surveyGoal(presentAssignedSurvey(row), survey, viewing.timeZone)),
      );
      const consentGoals = orderGoals(
        (await activeTerms(db, member.clientId)).map((term) => {
          const answer = answers.get(term.id);
          return consentGoal(term, {
            consented: answer?.consented ?? null,
            answeredAt: answer?.updatedAt?.toISOString() ?? null,
          });
        }),
      );
      const needGoals = orderGoals(needs.map((need) => needGoal(need, viewing)));
      return {
        assignedSurveys: surveyGoals,
        consents: consentGoals,
        needs: needGoals,
        inProgress: goalsInProgress([...surveyGoals, ...consentGoals, ...needGoals]),
      };
    },
  };
}

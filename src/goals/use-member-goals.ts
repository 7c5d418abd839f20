import { useMemo } from 'react';
import {
  consentGoal,
  goalsInProgress,
  needGoal,
  orderGoals,
  surveyGoal,
  surveyState,
  type ConsentTermTextsView,
  type Goal,
  type SurveyState,
} from '../../domain/index.ts';
import type { MemberRecordRow, QueryStatus } from '../../sync/client/index.ts';
import { useLive, useReportLiveError } from '../data/index.ts';
import { resolveTimeZone } from '../shared/time/days.ts';
import { useNow } from '../shared/time/use-now.ts';
import { useActingUser } from '../services/use-acting-user.ts';
import { memberStageKeyOf } from '../status-change-requests/status-change-form.ts';

/** The member as the goals read it (the `memberRecord` row; a summary until the record loads). */
export type GoalsMember = Pick<MemberRecordRow, 'id' | 'clientId' | 'memberStageId'>;

export interface MemberGoals {
  status: QueryStatus;
  /** Surveys, then consents, then needs, each in the goal order (in progress first, soonest due). */
  goals: Goal[];
  inProgress: number;
  /** The consent terms' texts by term id (the card's title in the reader's language). */
  consentTexts: ReadonlyMap<string, { en: ConsentTermTextsView; es: ConsentTermTextsView }>;
  /** Each survey's state by assigned survey id, as the Survey tab shows it (issue 38: they disagreed). */
  surveyStates: ReadonlyMap<string, SurveyState>;
}

/**
 * A member's goals, derived live on the page from live queries whose rows are already in the store
 * (assigned surveys and their answers, consent terms with answers, needs) by the rules the server's
 * goals-tracking call uses (`domain/goals.ts`); a survey's state by the Survey tab's rule. A need's status depends on the day, so the time is
 * read each minute.
 */
export function useMemberGoals(member: GoalsMember): MemberGoals {
  const user = useActingUser();
  const now = useNow();
  const timeZone = resolveTimeZone(user.timeZone);
  const surveys = useLive('memberSurveys', { memberId: member.id });
  const consents = useLive(
    'memberConsentTerms',
    member.clientId ? { memberId: member.id, clientId: member.clientId } : undefined,
  );
  const needs = useLive('memberGoalNeeds', { memberId: member.id });
  const answers = useLive('surveyAnswers', { memberId: member.id });
  useReportLiveError(surveys);
  useReportLiveError(needs);
  const stageKey = memberStageKeyOf(member.memberStageId ?? null) ?? null;

  return useMemo(() => {
    const viewing = { nowMs: now, timeZone, memberStageKey: stageKey };
    const surveyGoals = orderGoals(
      surveys.rows.map((row) =>
        surveyGoal(
          row,
          { id: row.surveyId, displayName: row.displayName, summary: row.summary, phaseTitle: row.phaseTitle },
          timeZone,
        ),
      ),
    );
    const consentGoals = orderGoals(consents.rows.map((row) => consentGoal(row, row)));
    const needGoals = orderGoals(needs.rows.map((row) => needGoal(row, viewing)));
    const goals: Goal[] = [...surveyGoals, ...consentGoals, ...needGoals];
    const answered = new Set(answers.rows.map((row) => row.assignedSurveyId));
    const statuses = [surveys.status, answers.status, needs.status, member.clientId ? consents.status : 'ready'];
    const status: QueryStatus = statuses.includes('error')
      ? 'error'
      : statuses.every((s) => s === 'ready')
        ? 'ready'
        : 'loading';
    return {
      status,
      goals,
      inProgress: goalsInProgress(goals),
      consentTexts: new Map(consents.rows.map((row) => [row.id, row.texts])),
      surveyStates: new Map(surveys.rows.map((row) => [row.id, surveyState(row, answered.has(row.id), now)])),
    };
  }, [surveys, answers, consents, needs, now, timeZone, stageKey, member.clientId]);
}

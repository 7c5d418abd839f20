/**
 * Goals tracking (spec part 2 sections 2, 3): a member's goals of three kinds, survey (assigned
 * surveys), consent (the customer's consent terms) and need, each completed or in progress, with
 * its dates. One set of pure rules for the server's `GET /users/goals-tracking/{memberId}` and for
 * the member page, which derives the same goals live from the rows already in its store.
 *
 * A goal is in progress while something is left to do: a survey not complete, a consent never
 * answered, a need Identified. A need stopped or expired is closed without being completed.
 */
import { needDaysRemaining, needStatus, type NeedDates, type NeedStatus, type NeedViewing } from './needs.ts';
import { dayOfMillis } from './time.ts';

export const GOAL_KINDS = ['survey', 'consent', 'need'] as const;
export type GoalKind = (typeof GOAL_KINDS)[number];

/**
 * The Identified need card's threshold (spec part 2 section 2: "documenting an action first if the
 * need requires action and the time is at or beyond a threshold"; its value is not given): from
 * the 14th day after identification with no action yet, the card asks for an action first.
 */
export const NEED_ACTION_THRESHOLD_DAYS = 14;
const DAY_MS = 86_400_000;

export interface GoalDates {
  completed: boolean;
  completedAt: string | null;
  dueAt: string | null;
  /** The due day (yyyy-MM-dd) in the viewer's zone. */
  dueDate: string | null;
}

export interface SurveyGoal extends GoalDates {
  kind: 'survey';
  /** The assigned survey's id. */
  id: string;
  /** `phaseTitle`: the workflow phase it was assigned for (the portal's cards; the server's call leaves it out). */
  survey: { id: string; displayName: string; summary: string; phaseTitle?: string | undefined };
}

export interface ConsentGoal extends GoalDates {
  kind: 'consent';
  /** The term's id. */
  id: string;
  termKey: string;
  /** null Incomplete, true Accepted, false Rejected. */
  consented: boolean | null;
}

/** What a need card says, by status (part 2 section 2). */
export type NeedGoalText =
  | { kind: 'fulfilled'; comment: string | null }
  | { kind: 'keepWorking' }
  | { kind: 'documentAction' }
  | { kind: 'stoppedPursuing'; byUserId: string | null; at: string }
  | { kind: 'expired'; on: string }
  | { kind: 'outOfProgram' };

export interface NeedGoal extends GoalDates {
  kind: 'need';
  /** The need's id. */
  id: string;
  issueLabel: string | null;
  status: NeedStatus;
  text: NeedGoalText;
}

export type Goal = SurveyGoal | ConsentGoal | NeedGoal;

export interface GoalNeed extends NeedDates {
  id: string;
  issueLabel: string | null;
  identifiedAt: string;
  closedById: string | null;
  fulfilledComment: string | null;
  needRequiresAction: boolean;
  lastActionAt: string | null;
}

const dueDateOf = (dueAt: string | null, timeZone: string) => (dueAt ? dayOfMillis(Date.parse(dueAt), timeZone) : null);

export function surveyGoal(
  assigned: { id: string; completed: boolean; completedAt: string | null; dueAt: string | null },
  survey: SurveyGoal['survey'],
  timeZone: string,
): SurveyGoal {
  return {
    kind: 'survey',
    id: assigned.id,
    survey,
    completed: assigned.completed,
    completedAt: assigned.completed ? assigned.completedAt : null,
    dueAt: assigned.dueAt,
    dueDate: dueDateOf(assigned.dueAt, timeZone),
  };
}

/** A consent goal is complete once the member has answered, either way (Accepted or Rejected). */
export function consentGoal(
  term: { id: string; key: string },
  answer: { consented: boolean | null; answeredAt: string | null },
): ConsentGoal {
  const answered = answer.consented !== null;
  return {
    kind: 'consent',
    id: term.id,
    termKey: term.key,
    consented: answer.consented,
    completed: answered,
    completedAt: answered ? answer.answeredAt : null,
    dueAt: null,
    dueDate: null,
  };
}

/** The card's text for a need in its status, as part 2 section 2 lists them. */
export function needGoalText(need: GoalNeed, status: NeedStatus, viewing: NeedViewing): NeedGoalText {
  switch (status) {
    case 'Fulfilled':
      return { kind: 'fulfilled', comment: need.fulfilledComment };
    case 'StoppedPursuing':
      return { kind: 'stoppedPursuing', byUserId: need.closedById, at: need.abandonedAt ?? need.expiresAt };
    case 'Unresolved':
      // Out of program (the independence stage) while its window was still open; else it expired.
      return needDaysRemaining(need.expiresAt, viewing.nowMs, viewing.timeZone) > 0
        ? { kind: 'outOfProgram' }
        : { kind: 'expired', on: need.expiresAt };
    case 'Identified': {
      const pastThreshold = viewing.nowMs - Date.parse(need.identifiedAt) >= NEED_ACTION_THRESHOLD_DAYS * DAY_MS;
      return need.needRequiresAction && need.lastActionAt === null && pastThreshold
        ? { kind: 'documentAction' }
        : { kind: 'keepWorking' };
    }
  }
}

export function needGoal(need: GoalNeed, viewing: NeedViewing): NeedGoal {
  const status = needStatus(need, viewing);
  return {
    kind: 'need',
    id: need.id,
    issueLabel: need.issueLabel,
    status,
    text: needGoalText(need, status, viewing),
    completed: status === 'Fulfilled',
    completedAt: status === 'Fulfilled' ? need.fulfilledAt : null,
    dueAt: need.expiresAt,
    dueDate: dueDateOf(need.expiresAt, viewing.timeZone),
  };
}

/** Something is left to do: a survey not complete, a consent not answered, a need still Identified. */
export function isGoalInProgress(goal: Goal): boolean {
  return goal.kind === 'need' ? goal.status === 'Identified' : !goal.completed;
}

/** The Goals tab's badge. */
export const goalsInProgress = (goals: readonly Goal[]) => goals.filter(isGoalInProgress).length;

/** In progress first, soonest due first (undated last); then the rest, most recently completed first. */
export function orderGoals<G extends Goal>(goals: readonly G[]): G[] {
  const due = (goal: Goal) => (goal.dueAt ? Date.parse(goal.dueAt) : Number.POSITIVE_INFINITY);
  const done = (goal: Goal) => (goal.completedAt ? Date.parse(goal.completedAt) : 0);
  return [...goals].sort((a, b) => {
    const open = Number(isGoalInProgress(b)) - Number(isGoalInProgress(a));
    if (open) return open;
    if (isGoalInProgress(a))
      return due(a) - due(b) || GOAL_KINDS.indexOf(a.kind) - GOAL_KINDS.indexOf(b.kind) || a.id.localeCompare(b.id);
    return done(b) - done(a) || a.id.localeCompare(b.id);
  });
}

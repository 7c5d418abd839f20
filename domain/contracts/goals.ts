/** Goals tracking (spec part 2 section 7 "Goals"): a member's survey, consent and need goals. */
import { type } from 'arktype';
import { uuid } from '../api/params.ts';
import { NEED_STATUSES } from '../needs.ts';
import { defineOperation } from './define.ts';

const dates = {
  completed: 'boolean',
  completedAt: 'string | null',
  dueAt: 'string | null',
  dueDate: 'string | null',
} as const;

const surveyGoal = type({
  kind: "'survey'",
  id: 'string',
  survey: { id: 'string', displayName: 'string', summary: 'string' },
  ...dates,
});
const consentGoal = type({ kind: "'consent'", id: 'string', termKey: 'string', consented: 'boolean | null', ...dates });
const needGoalText = type({ kind: "'fulfilled'", comment: 'string | null' })
  .or({ kind: "'keepWorking' | 'documentAction' | 'outOfProgram'" })
  .or({ kind: "'stoppedPursuing'", byUserId: 'string | null', at: 'string' })
  .or({ kind: "'expired'", on: 'string' });
const needGoal = type({
  kind: "'need'",
  id: 'string',
  issueLabel: 'string | null',
  status: type.enumerated(...NEED_STATUSES),
  text: needGoalText,
  ...dates,
});

/**
 * `GET /users/goals-tracking/{memberId}`: the member's goals by kind (assigned surveys, the
 * customer's consent terms, needs), each in the order the Goals tab shows them, and how many are
 * in progress. Days (`dueDate`) and need statuses are in the caller's time zone.
 */
export const goalsTracking = defineOperation({
  method: 'GET',
  path: '/users/goals-tracking/:memberId',
  params: type({ memberId: uuid }),
  response: type({
    assignedSurveys: surveyGoal.array(),
    consents: consentGoal.array(),
    needs: needGoal.array(),
    inProgress: 'number',
  }),
  access: { permission: 'CAN_VIEW_CASELOAD' },
});

/**
 * Workflows (spec part 2 section 7 "Workflows"): the organisation's phases and their sections, a
 * member's (or a guide's members') assigned phases, attaching a phase to a scheduled event and
 * detaching it, the next phase's preview summary, completing a phase, and 'Remind me later'.
 */
import { type } from 'arktype';
import { ENTITIES } from '../entities/index.ts';
import {
  assignedWorkflowPhaseParams,
  assignedWorkflowPhasesQuery,
  assignedWorkflowScheduledEventParams,
  attachWorkflowEventBody,
  completeWorkflowPhaseBody,
  workflowPhaseParams,
  workflowSectionSchema,
  workflowSectionsQuery,
} from '../workflow-schemas.ts';
import { defineOperation } from './define.ts';

const caseload = { permission: 'CAN_VIEW_CASELOAD' } as const;
const completing = { permission: 'CAN_COMPLETE_SURVEYS' } as const;
const assigned = ENTITIES.assignedWorkflowPhase.schema;

/** The organisation's phases, in their order (the member page and the docket name them). */
export const workflowPhases = defineOperation({
  method: 'GET',
  path: '/workflows/phases',
  response: type({ data: ENTITIES.workflowPhase.schema.array() }),
  lists: 'workflowPhase',
  access: caseload,
});

export const workflowPhaseById = defineOperation({
  method: 'GET',
  path: '/workflows/phases/:phaseId',
  params: workflowPhaseParams,
  response: ENTITIES.workflowPhase.schema,
  lists: 'workflowPhase',
  one: true,
  access: caseload,
});

/** A phase's sections with their content (attachContent true). */
export const workflowPhaseSections = defineOperation({
  method: 'GET',
  path: '/workflows/phases/:phaseId/sections',
  params: workflowPhaseParams,
  query: workflowSectionsQuery,
  response: type({ data: workflowSectionSchema.array() }),
  access: caseload,
});

/** A member's assigned phases (memberId), or every assigned phase of a guide's members (guideId). */
export const assignedWorkflowPhases = defineOperation({
  method: 'GET',
  path: '/workflows/assigned/phases',
  query: assignedWorkflowPhasesQuery,
  response: type({ data: assigned.array() }),
  lists: 'assignedWorkflowPhase',
  access: caseload,
});

export const assignedWorkflowPhaseById = defineOperation({
  method: 'GET',
  path: '/workflows/assigned/phases/single/:assignedWorkflowPhaseId',
  params: assignedWorkflowPhaseParams,
  response: assigned,
  lists: 'assignedWorkflowPhase',
  one: true,
  access: caseload,
});

/** Attaches an assigned phase to one of its member's open scheduled events. */
export const attachWorkflowToEvent = defineOperation({
  method: 'POST',
  path: '/workflows/assigned/scheduled',
  body: attachWorkflowEventBody,
  response: assigned,
  access: completing,
  idempotent: true,
});

export const detachWorkflowFromEvent = defineOperation({
  method: 'DELETE',
  path: '/workflows/assigned/scheduled/:assignedWorkflowScheduledEventId',
  params: assignedWorkflowScheduledEventParams,
  response: assigned,
  access: completing,
  idempotent: true,
});

/** The phase after an assigned phase's, with the member's dates for it (null at the last phase). */
export const nextPhasePreviewSummary = defineOperation({
  method: 'GET',
  path: '/workflows/assigned/phases/:assignedWorkflowPhaseId/next-phase-preview-summary',
  params: assignedWorkflowPhaseParams,
  response: type({
    next: type({
      phaseId: 'string',
      title: 'string',
      description: 'string',
      assignedWorkflowPhaseId: 'string | null',
      availableDate: 'string | null',
      dueDate: 'string | null',
    }).or('null'),
  }),
  access: caseload,
});

/** Completes an available phase (its survey submitted first); a second completion is refused. */
export const completeWorkflowPhase = defineOperation({
  method: 'POST',
  path: '/workflows/assigned/complete/phases',
  body: completeWorkflowPhaseBody,
  response: assigned,
  access: completing,
  idempotent: true,
});

/** 'Remind me later': the card reads unscheduled and the member's guide gets a reminder todo. */
export const remindWorkflowPhaseLater = defineOperation({
  method: 'POST',
  path: '/workflows/assigned/phases/:assignedWorkflowPhaseId/remind-later',
  params: assignedWorkflowPhaseParams,
  response: assigned,
  access: completing,
  idempotent: true,
});

/**
 * Workflow phases' schemas (spec part 2 sections 2, 3, 7 "Workflows"): a phase's content as it is
 * authored (sections usable in the workflow stepper, the learn-more dialog or both; accordion,
 * numbered or paragraph; entries of a header and a body) and the request shapes of the Workflows
 * calls. Apart from the rules (`workflows.ts`, which re-exports these).
 */
import { type } from 'arktype';
import { uuid } from './api/params.ts';

export const WORKFLOW_SECTION_USES = ['workflow', 'learnMore', 'both'] as const;
export type WorkflowSectionUse = (typeof WORKFLOW_SECTION_USES)[number];
export const WORKFLOW_SECTION_TYPES = ['accordion', 'numbered', 'paragraph'] as const;
export type WorkflowSectionType = (typeof WORKFLOW_SECTION_TYPES)[number];

export const workflowSectionSchema = type({
  id: 'string',
  title: 'string',
  usableIn: "'workflow' | 'learnMore' | 'both'",
  type: "'accordion' | 'numbered' | 'paragraph'",
  content: type({ header: 'string', body: 'string' }).array(),
});
export type WorkflowSection = typeof workflowSectionSchema.infer;

// ---- Requests (part 2 section 7 "Workflows") ----

export const workflowPhaseParams = type({ phaseId: uuid });
export const assignedWorkflowPhaseParams = type({ assignedWorkflowPhaseId: uuid });
export const assignedWorkflowScheduledEventParams = type({ assignedWorkflowScheduledEventId: uuid });
/** A member's assigned phases (the member page), or those of a guide's members (the docket). */
export const assignedWorkflowPhasesQuery = type({ 'memberId?': uuid, 'guideId?': uuid });
export const workflowSectionsQuery = type({ 'attachContent?': "'true' | 'false'" });
/** Attaching a phase to one of the member's scheduled events; the caller makes the link's id. */
export const attachWorkflowEventBody = type({ id: uuid, assignedWorkflowPhaseId: uuid, scheduledEventId: uuid });
export const completeWorkflowPhaseBody = type({ assignedWorkflowPhaseId: uuid });

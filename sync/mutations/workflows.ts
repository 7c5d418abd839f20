/**
 * Workflow phases: attach a phase to a scheduled event (under a client-made link id) and detach
 * it, complete a phase, 'Remind me later'. Each shows at once on the assigned phase; a refusal
 * (a second completion, an event already taken) rolls it back.
 */
import { OPERATIONS, type BodyOf } from '../../domain/index.ts';
import { defineMutation } from './define.ts';

export type AttachWorkflowArgs = BodyOf<typeof OPERATIONS.attachWorkflowToEvent>;

export const attachWorkflowToEvent = defineMutation({
  operation: OPERATIONS.attachWorkflowToEvent,
  request: (args: AttachWorkflowArgs) => ({ body: args }),
  optimistic: (collections, args) => {
    if (!collections.assignedWorkflowPhase.has(args.assignedWorkflowPhaseId)) return;
    collections.assignedWorkflowPhase.update(args.assignedWorkflowPhaseId, (draft) => {
      draft.assignedWorkflowScheduledEventId = args.id;
      draft.scheduledEventId = args.scheduledEventId;
    });
  },
  confirms: (args) => ({ entity: 'assignedWorkflowPhase', id: args.assignedWorkflowPhaseId }),
});

export interface DetachWorkflowArgs {
  assignedWorkflowScheduledEventId: string;
  assignedWorkflowPhaseId: string;
}

export const detachWorkflowFromEvent = defineMutation({
  operation: OPERATIONS.detachWorkflowFromEvent,
  request: ({ assignedWorkflowScheduledEventId }: DetachWorkflowArgs) => ({
    params: { assignedWorkflowScheduledEventId },
  }),
  optimistic: (collections, args) => {
    if (!collections.assignedWorkflowPhase.has(args.assignedWorkflowPhaseId)) return;
    collections.assignedWorkflowPhase.update(args.assignedWorkflowPhaseId, (draft) => {
      draft.assignedWorkflowScheduledEventId = null;
      draft.scheduledEventId = null;
    });
  },
  confirms: (args) => ({ entity: 'assignedWorkflowPhase', id: args.assignedWorkflowPhaseId }),
});

export interface AssignedWorkflowPhaseArgs {
  assignedWorkflowPhaseId: string;
}

export const completeWorkflowPhase = defineMutation({
  operation: OPERATIONS.completeWorkflowPhase,
  request: ({ assignedWorkflowPhaseId }: AssignedWorkflowPhaseArgs) => ({ body: { assignedWorkflowPhaseId } }),
  optimistic: (collections, { assignedWorkflowPhaseId }, now) => {
    if (!collections.assignedWorkflowPhase.has(assignedWorkflowPhaseId)) return;
    collections.assignedWorkflowPhase.update(assignedWorkflowPhaseId, (draft) => {
      draft.completedAt = now;
    });
  },
  confirms: (args) => ({ entity: 'assignedWorkflowPhase', id: args.assignedWorkflowPhaseId }),
});

export const remindWorkflowPhaseLater = defineMutation({
  operation: OPERATIONS.remindWorkflowPhaseLater,
  request: ({ assignedWorkflowPhaseId }: AssignedWorkflowPhaseArgs) => ({ params: { assignedWorkflowPhaseId } }),
  optimistic: (collections, { assignedWorkflowPhaseId }, now) => {
    if (!collections.assignedWorkflowPhase.has(assignedWorkflowPhaseId)) return;
    collections.assignedWorkflowPhase.update(assignedWorkflowPhaseId, (draft) => {
      draft.remindLaterAt = now;
    });
  },
  confirms: (args) => ({ entity: 'assignedWorkflowPhase', id: args.assignedWorkflowPhaseId }),
});

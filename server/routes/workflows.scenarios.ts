/**
 * The walks' scenarios for the operations of workflows.ts (gathered in server/testing/scenarios.ts):
 * each cell makes its own assigned phase (and event) for the view's member, so writes never meet.
 */
import { OPERATIONS } from '../../domain/index.ts';
import { as } from '../testing/contract-client.ts';
import { createScheduledEvent } from '../testing/factories.ts';
import { ANY_STAFF, READ } from '../testing/grids.ts';
import { uuid } from '../testing/scenario-helpers.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import { createAssignedWorkflowPhase } from './workflows-testing.ts';
import type { workflowHandlers } from './workflows.ts';

export const workflowsScenarios = {
  workflowPhases: {
    authorization: { request: () => ({}), expect: ANY_STAFF },
    isolation: { nothingForeign: () => ({}) },
  },
  workflowPhaseById: {
    authorization: {
      request: async ({ db, o }) => ({ params: { phaseId: (await createAssignedWorkflowPhase(db, o)).phaseId } }),
      expect: READ,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({
        params: { phaseId: (await createAssignedWorkflowPhase(db, foreign)).phaseId },
      }),
    },
  },
  workflowPhaseSections: {
    authorization: {
      request: async ({ db, o }) => ({
        params: { phaseId: (await createAssignedWorkflowPhase(db, o)).phaseId },
        query: { attachContent: 'true' },
      }),
      expect: READ,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({
        params: { phaseId: (await createAssignedWorkflowPhase(db, foreign)).phaseId },
      }),
    },
  },
  assignedWorkflowPhases: {
    authorization: { request: ({ o }) => ({ query: { memberId: o.member.id } }), expect: READ },
    isolation: { notFound: ({ foreign }) => ({ query: { memberId: foreign.member.id } }) },
  },
  assignedWorkflowPhaseById: {
    authorization: {
      request: async ({ db, o }) => ({
        params: { assignedWorkflowPhaseId: (await createAssignedWorkflowPhase(db, o)).assignedWorkflowPhaseId },
      }),
      expect: READ,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({
        params: { assignedWorkflowPhaseId: (await createAssignedWorkflowPhase(db, foreign)).assignedWorkflowPhaseId },
      }),
    },
  },
  attachWorkflowToEvent: {
    authorization: {
      request: async ({ db, o }) => {
        const { assignedWorkflowPhaseId } = await createAssignedWorkflowPhase(db, o);
        const event = await createScheduledEvent(db, o);
        return { body: { id: uuid(), assignedWorkflowPhaseId, scheduledEventId: event.id } };
      },
      expect: READ,
    },
    isolation: {
      notFound: async ({ db, foreign }) => {
        const { assignedWorkflowPhaseId } = await createAssignedWorkflowPhase(db, foreign);
        const event = await createScheduledEvent(db, foreign);
        return { body: { id: crypto.randomUUID(), assignedWorkflowPhaseId, scheduledEventId: event.id } };
      },
    },
    write: async ({ db, org, callAs }) => {
      const { assignedWorkflowPhaseId } = await createAssignedWorkflowPhase(db, org);
      const event = await createScheduledEvent(db, org);
      return () =>
        callAs(org.guide, {
          body: { id: crypto.randomUUID(), assignedWorkflowPhaseId, scheduledEventId: event.id },
        });
    },
  },
  detachWorkflowFromEvent: {
    authorization: {
      request: async ({ t, db, o }) => {
        const { assignedWorkflowPhaseId } = await createAssignedWorkflowPhase(db, o);
        const event = await createScheduledEvent(db, o);
        const id = crypto.randomUUID();
        await as(t, o.guide).call(OPERATIONS.attachWorkflowToEvent, {
          body: { id, assignedWorkflowPhaseId, scheduledEventId: event.id },
        });
        return { params: { assignedWorkflowScheduledEventId: id } };
      },
      expect: READ,
    },
    isolation: {
      notFound: async ({ t, db, foreign }) => {
        const { assignedWorkflowPhaseId } = await createAssignedWorkflowPhase(db, foreign);
        const event = await createScheduledEvent(db, foreign);
        const id = crypto.randomUUID();
        await as(t, foreign.guide).call(OPERATIONS.attachWorkflowToEvent, {
          body: { id, assignedWorkflowPhaseId, scheduledEventId: event.id },
        });
        return { params: { assignedWorkflowScheduledEventId: id } };
      },
    },
    write: async ({ t, db, org, callAs }) => {
      const { assignedWorkflowPhaseId } = await createAssignedWorkflowPhase(db, org);
      const event = await createScheduledEvent(db, org);
      const id = crypto.randomUUID();
      await as(t, org.guide).call(OPERATIONS.attachWorkflowToEvent, {
        body: { id, assignedWorkflowPhaseId, scheduledEventId: event.id },
      });
      return () => callAs(org.guide, { params: { assignedWorkflowScheduledEventId: id } });
    },
  },
  nextPhasePreviewSummary: {
    authorization: {
      request: async ({ db, o }) => ({
        params: { assignedWorkflowPhaseId: (await createAssignedWorkflowPhase(db, o)).assignedWorkflowPhaseId },
      }),
      expect: READ,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({
        params: { assignedWorkflowPhaseId: (await createAssignedWorkflowPhase(db, foreign)).assignedWorkflowPhaseId },
      }),
    },
  },
  completeWorkflowPhase: {
    authorization: {
      request: async ({ db, o }) => ({
        body: { assignedWorkflowPhaseId: (await createAssignedWorkflowPhase(db, o)).assignedWorkflowPhaseId },
      }),
      expect: READ,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({
        body: { assignedWorkflowPhaseId: (await createAssignedWorkflowPhase(db, foreign)).assignedWorkflowPhaseId },
      }),
    },
    write: async ({ db, org, callAs }) => {
      const { assignedWorkflowPhaseId } = await createAssignedWorkflowPhase(db, org);
      return () => callAs(org.guide, { body: { assignedWorkflowPhaseId } });
    },
  },
  remindWorkflowPhaseLater: {
    authorization: {
      request: async ({ db, o }) => ({
        params: { assignedWorkflowPhaseId: (await createAssignedWorkflowPhase(db, o)).assignedWorkflowPhaseId },
      }),
      expect: READ,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({
        params: { assignedWorkflowPhaseId: (await createAssignedWorkflowPhase(db, foreign)).assignedWorkflowPhaseId },
      }),
    },
    write: async ({ db, org, callAs }) => {
      const { assignedWorkflowPhaseId } = await createAssignedWorkflowPhase(db, org);
      return () => callAs(org.guide, { params: { assignedWorkflowPhaseId } });
    },
  },
} satisfies ScenariosOf<HandledBy<typeof workflowHandlers>>;

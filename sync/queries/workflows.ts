/**
 * Workflow phases: a member's assigned phases with their phase's content (the member page's
 * workflow task card and stepper), the organisation's phases (the next phase's preview), and the
 * open phases of a guide's members with the event each is attached to (the docket's Pending and
 * Late events). A completion, an attachment or a 'Remind me later' made anywhere arrives as a
 * change and shows at once.
 */
import { and, eq, isNull } from '@tanstack/db';
import { OPERATIONS } from '../../domain/index.ts';
import { page } from '../page-loader.ts';
import { defineQuery, type RowOf } from './define.ts';

const phasesPage = () => page(OPERATIONS.workflowPhases, {});

export const memberWorkflowPhases = defineQuery({
  name: 'memberWorkflowPhases',
  pages: ({ memberId }: { memberId: string }) => [
    phasesPage(),
    page(OPERATIONS.assignedWorkflowPhases, { query: { memberId } }),
  ],
  query:
    ({ memberId }, { assignedWorkflowPhase, workflowPhase }) =>
    (q) =>
      q
        .from({ assigned: assignedWorkflowPhase })
        .join({ phase: workflowPhase }, ({ assigned, phase }) => eq(assigned.phaseId, phase.id), 'inner')
        .where(({ assigned }) => eq(assigned.memberId, memberId))
        .orderBy(({ phase }) => phase.sortOrder, 'asc')
        .orderBy(({ assigned }) => assigned.availableDate, 'asc')
        .orderBy(({ assigned }) => assigned.id, 'asc')
        .select(({ assigned, phase }) => ({
          id: assigned.id,
          memberId: assigned.memberId,
          phaseId: assigned.phaseId,
          dueDate: assigned.dueDate,
          availableDate: assigned.availableDate,
          completedAt: assigned.completedAt,
          assignedSurveyId: assigned.assignedSurveyId,
          remindLaterAt: assigned.remindLaterAt,
          assignedWorkflowScheduledEventId: assigned.assignedWorkflowScheduledEventId,
          scheduledEventId: assigned.scheduledEventId,
          title: phase.title,
          description: phase.description,
          sortOrder: phase.sortOrder,
          sections: phase.sections,
          nextSteps: phase.nextSteps,
          surveyKey: phase.surveyKey,
        })),
});
export type MemberWorkflowPhaseRow = RowOf<typeof memberWorkflowPhases>;

/** The organisation's phases in their order. */
export const workflowPhaseList = defineQuery({
  name: 'workflowPhaseList',
  pages: () => [phasesPage()],
  query:
    (_params: Record<string, never>, { workflowPhase }) =>
    (q) =>
      q
        .from({ phase: workflowPhase })
        .orderBy(({ phase }) => phase.sortOrder, 'asc')
        .orderBy(({ phase }) => phase.id, 'asc')
        .select(({ phase }) => ({
          id: phase.id,
          title: phase.title,
          description: phase.description,
          sortOrder: phase.sortOrder,
        })),
});
export type WorkflowPhaseListRow = RowOf<typeof workflowPhaseList>;

/**
 * The open phases of the guide's members, each with its phase's title and the event it is
 * attached to (if any, and if still there): the docket decides which are pending and which late.
 */
export const docketWorkflowPhases = defineQuery({
  name: 'docketWorkflowPhases',
  pages: ({ guideId }: { guideId: string }) => [
    phasesPage(),
    page(OPERATIONS.assignedWorkflowPhases, { query: { guideId } }),
    page(OPERATIONS.guideScheduledEvents, { params: { guideId }, query: {} }),
  ],
  query:
    ({ guideId }, { assignedWorkflowPhase, workflowPhase, user, scheduledEvent }) =>
    (q) =>
      q
        .from({ assigned: assignedWorkflowPhase })
        .join({ phase: workflowPhase }, ({ assigned, phase }) => eq(assigned.phaseId, phase.id), 'inner')
        .join({ member: user }, ({ assigned, member }) => eq(assigned.memberId, member.id), 'inner')
        .join({ event: scheduledEvent }, ({ assigned, event }) => eq(assigned.scheduledEventId, event.id), 'left')
        .where(({ assigned, member }) => and(isNull(assigned.completedAt), eq(member.assignedGuideId, guideId)))
        .orderBy(({ assigned }) => assigned.dueDate, 'asc')
        .orderBy(({ assigned }) => assigned.id, 'asc')
        .select(({ assigned, phase, member, event }) => ({
          id: assigned.id,
          memberId: assigned.memberId,
          memberName: member.name,
          memberStatusId: member.memberStatusId,
          title: phase.title,
          dueDate: assigned.dueDate,
          availableDate: assigned.availableDate,
          remindLaterAt: assigned.remindLaterAt,
          eventId: event?.id,
          eventDate: event?.date,
          eventTime: event?.time,
          eventResolved: event?.resolved,
          eventSnoozedUntil: event?.snoozedUntil,
        })),
});
export type DocketWorkflowPhaseRow = RowOf<typeof docketWorkflowPhases>;

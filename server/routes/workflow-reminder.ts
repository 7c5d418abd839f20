/**
 * What 'Remind me later' on a workflow phase leaves beside the phase's mark: a reminder todo for the
 * member's guide due a day later, and the reminder on the member's feed (its Task filter), both naming
 * the assigned phase. One shape for the route (`workflows.ts`, which records their changes) and the
 * demo's seed (`server/seed/workflows.ts`), so the two cannot drift.
 */
import type { feedItems, todos } from '../db/schema/index.ts';

const DAY_MS = 86_400_000;

export interface PhaseReminder {
  organisationId: string;
  clientId: string;
  memberId: string;
  /** Whose docket the reminder lands on. */
  guideId: string;
  assignedPhaseId: string;
  at: Date;
  /** Ids for the two rows (random in the route, drawn from the member in the seed). */
  ids: { todo: string; feedItem: string };
}

export function phaseReminderRows(reminder: PhaseReminder): {
  todo: typeof todos.$inferInsert;
  feedItem: typeof feedItems.$inferInsert;
} {
  const owner = { organisationId: reminder.organisationId, clientId: reminder.clientId, memberId: reminder.memberId };
  const about = { externalItemType: 'assigned_workflow_phase', externalItemId: reminder.assignedPhaseId } as const;
  return {
    todo: {
      id: reminder.ids.todo,
      ...owner,
      userId: reminder.guideId,
      type: 'SCHEDULE_WORKFLOW_PHASE_REMINDER',
      date: new Date(reminder.at.getTime() + DAY_MS),
      createdAt: reminder.at,
      ...about,
    },
    feedItem: { id: reminder.ids.feedItem, ...owner, timestamp: reminder.at, ...about },
  };
}

/**
 * Workflow phases (spec part 2 sections 2, 3, 4): which assigned phases a member has available,
 * which are Late, what the workflow task card shows, the stepper's steps and when Next Steps
 * unlocks, and the next phase's preview summary. Shared by the server, the member page and the
 * docket.
 */
import type { WorkflowSection, WorkflowSectionUse } from './workflow-schemas.ts';

export * from './workflow-schemas.ts';

export interface AssignedPhaseTiming {
  /** yyyy-MM-dd. */
  dueDate: string;
  /** ISO instant. */
  availableDate: string;
  completedAt: string | null;
}

/** Available to the member: not completed and its available date in the past (part 2 section 4). */
export function isPhaseAvailable(phase: Pick<AssignedPhaseTiming, 'availableDate' | 'completedAt'>, nowMs: number) {
  return phase.completedAt === null && Date.parse(phase.availableDate) <= nowMs;
}

/** Late: not completed and its due date before today (yyyy-MM-dd in the reader's zone). */
export function isPhaseLate(phase: Pick<AssignedPhaseTiming, 'dueDate' | 'completedAt'>, today: string) {
  return phase.completedAt === null && phase.dueDate < today;
}

export type WorkflowCardState = 'start' | 'schedule' | 'completed' | 'unscheduled';

/**
 * The workflow task card's state: completed once completed; unscheduled after 'Remind me later'
 * while no event is attached; start (getting started) when available; otherwise schedule (not
 * available yet: the guide books the event it will happen at).
 */
export function workflowCardState(
  phase: Pick<AssignedPhaseTiming, 'availableDate' | 'completedAt'> & {
    remindLaterAt: string | null;
    scheduledEventId: string | null;
  },
  nowMs: number,
): WorkflowCardState {
  if (phase.completedAt !== null) return 'completed';
  if (phase.remindLaterAt !== null && phase.scheduledEventId === null) return 'unscheduled';
  return isPhaseAvailable(phase, nowMs) ? 'start' : 'schedule';
}

/** The sections a place shows: the stepper (workflow) or the learn-more dialog, each with 'both'. */
export function sectionsFor(sections: readonly WorkflowSection[], place: Exclude<WorkflowSectionUse, 'both'>) {
  return sections.filter((section) => section.usableIn === place || section.usableIn === 'both');
}

export type WorkflowStep = { kind: 'section'; section: WorkflowSection } | { kind: 'survey' } | { kind: 'nextSteps' };

/** The stepper's steps: the workflow sections, then Survey (when the phase has one), then Next Steps. */
export function workflowSteps(sections: readonly WorkflowSection[], hasSurvey: boolean): WorkflowStep[] {
  return [
    ...sectionsFor(sections, 'workflow').map((section) => ({ kind: 'section' as const, section })),
    ...(hasSurvey ? [{ kind: 'survey' as const }] : []),
    { kind: 'nextSteps' as const },
  ];
}

/** Whether a step can be opened: every step up to Survey; Next Steps only once the survey is valid. */
export function isStepUnlocked(steps: readonly WorkflowStep[], index: number, surveyValid: boolean): boolean {
  const step = steps[index];
  if (!step) return false;
  return step.kind !== 'nextSteps' || !steps.some((s) => s.kind === 'survey') || surveyValid;
}

export interface PhaseOrder {
  id: string;
  sortOrder: number;
  title: string;
}

/** The phase after this one in the organisation's order (by sortOrder, then id), or null at the last. */
export function nextPhaseOf<P extends PhaseOrder>(phases: readonly P[], phaseId: string): P | null {
  const ordered = [...phases].sort((a, b) => a.sortOrder - b.sortOrder || a.id.localeCompare(b.id));
  const at = ordered.findIndex((phase) => phase.id === phaseId);
  return at < 0 ? null : (ordered[at + 1] ?? null);
}

export interface NextPhasePreview {
  phaseId: string;
  title: string;
  description: string;
  /** The member's assignment of it, when there is one. */
  assignedWorkflowPhaseId: string | null;
  availableDate: string | null;
  dueDate: string | null;
}

/** The summary shown after Finish: the next phase and, when the member has it, its dates. */
export function nextPhasePreview(
  phases: readonly (PhaseOrder & { description: string })[],
  assigned: readonly (Pick<AssignedPhaseTiming, 'availableDate' | 'dueDate'> & { id: string; phaseId: string })[],
  phaseId: string,
): NextPhasePreview | null {
  const next = nextPhaseOf(phases, phaseId);
  if (!next) return null;
  const mine = assigned.find((a) => a.phaseId === next.id);
  return {
    phaseId: next.id,
    title: next.title,
    description: next.description,
    assignedWorkflowPhaseId: mine?.id ?? null,
    availableDate: mine?.availableDate ?? null,
    dueDate: mine?.dueDate ?? null,
  };
}

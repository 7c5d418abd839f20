/** Workflow phases for server tests: the catalogue in an organisation and one phase assigned to its member. */
import type { Db } from '../db/connect.ts';
import type { TestOrganisation } from '../testing/factories.ts';
import { assignWorkflowPhase, ensureWorkflowPhases } from '../seed/workflows.ts';

const DAY = 86_400_000;

/**
 * Assigns the organisation's phase at `phase` (0: 'Getting started', with a survey; 2: 'Connecting
 * to resources', without) to the member, available since yesterday unless `availableInDays` says
 * otherwise.
 */
export async function createAssignedWorkflowPhase(
  db: Db,
  org: TestOrganisation,
  options: { phase?: number; availableInDays?: number; dueInDays?: number; memberId?: string } = {},
) {
  const phaseIds = await ensureWorkflowPhases(db, org.organisationId);
  const phaseId = phaseIds[options.phase ?? 2]!;
  const now = Date.now();
  const assignedWorkflowPhaseId = await assignWorkflowPhase(db, {
    organisationId: org.organisationId,
    clientId: org.clientId,
    memberId: options.memberId ?? org.member.id,
    phaseId,
    availableDate: new Date(now + (options.availableInDays ?? -1) * DAY),
    dueDate: new Date(now + (options.dueInDays ?? 5) * DAY).toISOString().slice(0, 10),
  });
  return { phaseId, phaseIds, assignedWorkflowPhaseId };
}

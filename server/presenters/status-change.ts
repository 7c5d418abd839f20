/** API shapes of member statuses (with their change request fields) and status change requests; the change log carries the same. */
import type { EntityShape, RequestableStatus } from '../../domain/index.ts';
import type { Db, Tx } from '../db/connect.ts';
import type { memberStatusChangeRequests, memberStatuses } from '../db/schema/index.ts';
import { memberSummaries } from './people.ts';

export type StatusChangeRequestRow = typeof memberStatusChangeRequests.$inferSelect;

export function presentRequestableStatus(s: typeof memberStatuses.$inferSelect): RequestableStatus {
  return {
    id: s.id,
    key: s.key,
    name: s.name,
    changeRequestDescription: s.changeRequestDescription,
    effectiveAtQuestionText: s.effectiveAtQuestionText,
    isSelectable: s.isSelectable,
    adminLevel: s.adminLevel,
    deprecated: s.deprecated,
    changeRequestStageIds: s.changeRequestStageIds,
    changeRequestStatusIds: s.changeRequestStatusIds,
  };
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Requests with their member summaries and the creator's and auditor's names (two queries, whatever the count). */
export async function presentStatusChangeRequests(
  db: Db | Tx,
  rows: readonly StatusChangeRequestRow[],
): Promise<EntityShape<'memberStatusChangeRequest'>[]> {
  const people = await memberSummaries(
    db,
    rows.flatMap((r) => [r.memberId, r.creatorId, ...(r.auditorId ? [r.auditorId] : [])]),
  );
  return rows.map((r) => ({
    id: r.id,
    memberId: r.memberId,
    memberStatusId: r.memberStatusId,
    effectiveAt: r.effectiveAt.toISOString(),
    interactionId: r.interactionId,
    creatorId: r.creatorId,
    creatorName: people.get(r.creatorId)?.name ?? '',
    creatorComment: r.creatorComment,
    approval: r.approval ?? null,
    approvedAt: iso(r.approvedAt),
    deniedAt: iso(r.deniedAt),
    auditorId: r.auditorId,
    auditorName: r.auditorId ? (people.get(r.auditorId)?.name ?? null) : null,
    auditorComment: r.auditorComment,
    appliedAt: iso(r.appliedAt),
    createdAt: r.createdAt.toISOString(),
    member: people.get(r.memberId) ?? null,
  }));
}

export async function presentStatusChangeRequest(
  db: Db | Tx,
  row: StatusChangeRequestRow,
): Promise<EntityShape<'memberStatusChangeRequest'>> {
  const [presented] = await presentStatusChangeRequests(db, [row]);
  if (!presented) throw new Error('request not presented');
  return presented;
}

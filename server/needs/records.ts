/**
 * Needs' rows as the API presents them, and the few reads and writes every needs handler shares:
 * the need locked for a write with what its rules read (the member's stage, the issue), and the
 * history entry each change writes beside it.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ENTITIES, type EntityShape, type NeedHistoryKind, type NeedViewing } from '../../domain/index.ts';
import { toWire } from '../../domain/entities/columns.ts';
import type { Actor } from '../auth/actor.ts';
import type { Db, Tx } from '../db/connect.ts';
import type { ChangeRecorder } from '../db/changes.ts';
import {
  memberStages,
  needActions,
  needCategories,
  needHistoryEntries,
  needIssues,
  needResourceReferrals,
  userNeeds,
  users,
} from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { memberSummaries, type MemberSummary } from '../presenters/people.ts';

export type NeedRow = typeof userNeeds.$inferSelect;
export type IssueRow = typeof needIssues.$inferSelect;
type ActionRow = typeof needActions.$inferSelect;
type ReferralRow = typeof needResourceReferrals.$inferSelect;
type HistoryRow = typeof needHistoryEntries.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** What a need's presentation reads beside its row. */
export interface NeedContext {
  issue: Pick<IssueRow, 'id' | 'label' | 'zCode' | 'categoryId' | 'needRequiresAction'> | null;
  domainId: string | null;
  member: MemberSummary | null;
}

export function presentNeed(row: NeedRow, context: NeedContext): EntityShape<'need'> {
  return {
    id: row.id,
    memberId: row.memberId,
    member: context.member,
    issueId: row.issueId,
    issueLabel: context.issue?.label ?? null,
    zCode: context.issue?.zCode ?? null,
    categoryId: context.issue?.categoryId ?? null,
    domainId: context.domainId,
    reason: row.reason,
    identifiedAt: row.identifiedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    abandonedAt: iso(row.abandonedAt),
    closedById: row.closedById,
    fulfilledAt: iso(row.fulfilledAt),
    fulfilledComment: row.fulfilledComment,
    needRequiresAction: context.issue?.needRequiresAction ?? false,
    canDelete: row.lastActionAt === null,
    sortOrder: row.sortOrder,
    createdById: row.createdById,
    assignedSurveyId: row.assignedSurveyId,
    lastActionAt: iso(row.lastActionAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Presents needs with their issues, domains and members read in three queries, whatever their number. */
export async function presentNeeds(db: Db | Tx, rows: readonly NeedRow[]): Promise<EntityShape<'need'>[]> {
  if (rows.length === 0) return [];
  const organisationId = rows[0]!.organisationId;
  const issues = await db
    .select({
      id: needIssues.id,
      label: needIssues.label,
      zCode: needIssues.zCode,
      categoryId: needIssues.categoryId,
      needRequiresAction: needIssues.needRequiresAction,
      domainId: needCategories.domainId,
    })
    .from(needIssues)
    .innerJoin(needCategories, eq(needCategories.id, needIssues.categoryId))
    .where(eq(needIssues.organisationId, organisationId));
  const byId = new Map(issues.map((issue) => [issue.id, issue]));
  const members = await memberSummaries(
    db,
    rows.map((row) => row.memberId),
  );
  return rows.map((row) => {
    const issue = row.issueId ? (byId.get(row.issueId) ?? null) : null;
    return presentNeed(row, { issue, domainId: issue?.domainId ?? null, member: members.get(row.memberId) ?? null });
  });
}

export async function presentOneNeed(db: Db | Tx, row: NeedRow): Promise<EntityShape<'need'>> {
  return (await presentNeeds(db, [row]))[0]!;
}

/** An action as clients receive it: its declared columns (`domain/entities/needs.ts`). */
export function presentAction(row: ActionRow): EntityShape<'needAction'> {
  return toWire(ENTITIES.needAction.table.columns, row, {});
}

/** A referral as clients receive it: its declared columns. */
export function presentReferral(row: ReferralRow): EntityShape<'resourceReferral'> {
  return toWire(ENTITIES.resourceReferral.table.columns, row, {});
}

/** A history entry as clients receive it: its declared columns. */
export function presentHistoryEntry(row: HistoryRow): EntityShape<'needHistoryEntry'> {
  return toWire(ENTITIES.needHistoryEntry.table.columns, row, {});
}

/** The member's stage key (null when the member has none): the independence stage closes every need. */
export async function memberStageKey(db: Db | Tx, memberId: string): Promise<string | null> {
  const [row] = await db
    .select({ key: memberStages.key })
    .from(users)
    .innerJoin(memberStages, eq(memberStages.id, users.memberStageId))
    .where(eq(users.id, memberId));
  return row?.key ?? null;
}

/** How the acting user sees a need now: their zone's today, the member's stage. */
export async function viewingFor(db: Db | Tx, actor: Actor, memberId: string, now: Date): Promise<NeedViewing> {
  return { nowMs: now.getTime(), timeZone: actor.user.timeZone, memberStageKey: await memberStageKey(db, memberId) };
}

/** The need in the actor's organisation, locked for the rest of the write (another's answers 404). */
export async function lockNeed(tx: Tx, actor: Actor, needId: string): Promise<NeedRow> {
  const [row] = await tx
    .select()
    .from(userNeeds)
    .where(and(eq(userNeeds.id, needId), eq(userNeeds.organisationId, actor.organisationId)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

export async function loadIssue(db: Db | Tx, actor: Actor, issueId: string): Promise<IssueRow> {
  const [row] = await db
    .select()
    .from(needIssues)
    .where(and(eq(needIssues.id, issueId), eq(needIssues.organisationId, actor.organisationId)));
  if (!row) throw notFound('No such issue');
  return row;
}

export interface HistoryInput {
  kind: NeedHistoryKind;
  key?: string | null;
  originalValue?: string | null;
  newValue?: string | null;
  comment?: string | null;
  actionId?: string | null;
  referralId?: string | null;
  callId?: string | null;
  visitId?: string | null;
  assignedSurveyId?: string | null;
}

/** Writes a history entry of the need and records its change. */
export async function addHistory(
  tx: Tx,
  changes: ChangeRecorder,
  actor: Actor,
  need: Pick<NeedRow, 'id' | 'memberId'>,
  input: HistoryInput,
  now: Date,
): Promise<void> {
  const [row] = await tx
    .insert(needHistoryEntries)
    .values({
      id: randomUUID(),
      organisationId: actor.organisationId,
      needId: need.id,
      memberId: need.memberId,
      kind: input.kind,
      key: input.key ?? null,
      originalValue: input.originalValue ?? null,
      newValue: input.newValue ?? null,
      comment: input.comment ?? null,
      actionId: input.actionId ?? null,
      referralId: input.referralId ?? null,
      callId: input.callId ?? null,
      visitId: input.visitId ?? null,
      assignedSurveyId: input.assignedSurveyId ?? null,
      actorId: actor.user.id,
      createdAt: now,
    })
    .returning();
  changes.record({
    entity: 'needHistoryEntry',
    id: row!.id,
    op: 'upsert',
    data: presentHistoryEntry(row!),
    created: true,
  });
}

/** Updates the need's row and records its change (last, so the engine confirms on it). */
export async function saveNeed(
  tx: Tx,
  changes: ChangeRecorder,
  id: string,
  set: Partial<typeof userNeeds.$inferInsert>,
  now: Date,
): Promise<EntityShape<'need'>> {
  const [row] = await tx
    .update(userNeeds)
    .set({ ...set, updatedAt: now })
    .where(eq(userNeeds.id, id))
    .returning();
  const shape = await presentOneNeed(tx, row!);
  changes.record({ entity: 'need', id, op: 'upsert', data: shape });
  return shape;
}

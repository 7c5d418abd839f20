/**
 * The hand-driven backend's needs, answered as server/routes/needs.ts and needs-actions.ts do:
 * reads by member (or a need's history); a need added, fulfilled, stopped, extended (by 30 days)
 * or reordered, and an action with its referrals, each change recorded with its history entry and
 * the confirming row last.
 */
import {
  OPERATIONS,
  type ChangeRow,
  type EntityKind,
  type EntityShape,
  type NeedHistoryKind,
  type Operation,
} from '../../domain/index.ts';
import type { HttpResult } from '../ports.ts';

/** What these answers need of the fake backend (described here: importing it would make a cycle). */
interface FakeBackend {
  readonly tables: {
    readonly need: Map<string, EntityShape<'need'>>;
    readonly needAction: Map<string, EntityShape<'needAction'>>;
    readonly resourceReferral: Map<string, EntityShape<'resourceReferral'>>;
    readonly needHistoryEntry: Map<string, EntityShape<'needHistoryEntry'>>;
  };
  readonly head: number;
  upsert<K extends EntityKind>(kind: K, row: EntityShape<K>): ChangeRow;
  remove(kind: EntityKind, id: string): ChangeRow;
}

type Input = { params?: Record<string, string>; query?: Record<string, unknown>; body?: Record<string, unknown> };

const AT = '2026-11-21T12:00:00.000Z';
const notFound = () => ({ status: 404, body: { statusCode: 404, message: 'No record found' } });
let nextEntry = 1;

export function answerNeedRead(backend: FakeBackend, operation: Operation, input: Input): HttpResult | undefined {
  const memberId = input.query?.memberId;
  const byMember = <R extends { memberId: string }>(rows: Iterable<R>) =>
    [...rows].filter((row) => row.memberId === memberId);
  const rows =
    operation === OPERATIONS.userNeeds
      ? byMember(backend.tables.need.values()).sort((a, b) => a.sortOrder - b.sortOrder)
      : operation === OPERATIONS.memberNeedActions
        ? byMember(backend.tables.needAction.values())
        : operation === OPERATIONS.memberResourceReferrals
          ? byMember(backend.tables.resourceReferral.values())
          : operation === OPERATIONS.needHistory
            ? [...backend.tables.needHistoryEntry.values()].filter((row) => row.needId === input.params?.userNeedId)
            : undefined;
  return rows && { body: { data: structuredClone(rows) }, head: backend.head };
}

function history(
  backend: FakeBackend,
  need: EntityShape<'need'>,
  kind: NeedHistoryKind,
  fields: Partial<EntityShape<'needHistoryEntry'>> = {},
): void {
  backend.upsert('needHistoryEntry', {
    id: `h${nextEntry++}`,
    needId: need.id,
    memberId: need.memberId,
    kind,
    key: null,
    originalValue: null,
    newValue: null,
    comment: null,
    actionId: null,
    referralId: null,
    callId: null,
    visitId: null,
    assignedSurveyId: null,
    actorId: 'g1',
    createdAt: AT,
    ...fields,
  });
}

export function answerNeedWrite(backend: FakeBackend, operation: Operation, input: Input): HttpResult | undefined {
  if (operation === OPERATIONS.createUserNeed) {
    const body = input.body as { id: string; memberId: string; issueId: string | null; reason: string };
    const need: EntityShape<'need'> = {
      id: body.id,
      memberId: body.memberId,
      member: null,
      issueId: body.issueId,
      issueLabel: body.issueId ? 'Food insecurity' : null,
      zCode: body.issueId ? 'Z59.41' : null,
      categoryId: null,
      domainId: null,
      reason: body.reason,
      identifiedAt: AT,
      expiresAt: '2026-12-21T05:00:00.000Z',
      abandonedAt: null,
      closedById: null,
      fulfilledAt: null,
      fulfilledComment: null,
      needRequiresAction: true,
      canDelete: true,
      sortOrder: backend.tables.need.size,
      createdById: 'g1',
      assignedSurveyId: null,
      lastActionAt: null,
      updatedAt: AT,
    };
    history(backend, need, 'identified');
    const change = backend.upsert('need', need);
    return { body: need, seq: change.seq };
  }
  if (operation === OPERATIONS.updateUserNeed) {
    const need = backend.tables.need.get(input.params?.userNeedId ?? '');
    if (!need) throw notFound();
    const body = input.body as {
      fulfilled?: true;
      comment?: string;
      abandoned?: true;
      shouldExtend?: true;
      reason?: string;
    };
    let next = need;
    if (body.fulfilled) {
      history(backend, need, 'fulfilled', { comment: body.comment ?? null });
      next = { ...need, fulfilledAt: AT, fulfilledComment: body.comment ?? null, closedById: 'g1' };
    } else if (body.abandoned) {
      history(backend, need, 'stoppedPursuing');
      next = { ...need, abandonedAt: AT, closedById: 'g1' };
    } else if (body.shouldExtend) {
      const expiresAt = new Date(Date.parse(need.expiresAt) + 30 * 86_400_000).toISOString();
      history(backend, need, 'timeWindowExtended', { originalValue: need.expiresAt, newValue: expiresAt });
      next = { ...need, expiresAt };
    } else if (body.reason !== undefined) {
      history(backend, need, 'reasonModified', { originalValue: need.reason, newValue: body.reason });
      next = { ...need, reason: body.reason };
    }
    const change = backend.upsert('need', { ...next, updatedAt: AT });
    return { body: next, seq: change.seq };
  }
  if (operation === OPERATIONS.reorderUserNeeds) {
    const body = input.body as { memberId: string; needIds: string[] };
    const mine = [...backend.tables.need.values()]
      .filter((row) => row.memberId === body.memberId)
      .sort((a, b) => a.sortOrder - b.sortOrder);
    const order = [...body.needIds, ...mine.map((row) => row.id).filter((id) => !body.needIds.includes(id))];
    const shapes = order.map((id, sortOrder) => ({ ...backend.tables.need.get(id)!, sortOrder }));
    let seq = 0;
    for (const shape of [...shapes].reverse()) seq = backend.upsert('need', shape).seq;
    return { body: { data: shapes }, seq };
  }
  if (operation === OPERATIONS.createNeedAction) {
    const need = backend.tables.need.get(input.params?.needId ?? '');
    if (!need) throw notFound();
    const body = input.body as Omit<
      EntityShape<'needAction'>,
      'needId' | 'memberId' | 'creatorId' | 'createdAt' | 'originalActionId' | 'callId' | 'visitId'
    > & {
      originalActionId?: string | null;
      callId?: string | null;
      visitId?: string | null;
      resourceReferrals: { id: string; resourceName: string }[];
    };
    const { resourceReferrals, ...fields } = body;
    const action: EntityShape<'needAction'> = {
      ...fields,
      originalActionId: fields.originalActionId ?? null,
      callId: fields.callId ?? null,
      visitId: fields.visitId ?? null,
      needId: need.id,
      memberId: need.memberId,
      creatorId: 'g1',
      createdAt: AT,
    };
    history(backend, need, 'actionTaken', { actionId: action.id });
    for (const referral of resourceReferrals) {
      history(backend, need, 'resourceReferred', {
        actionId: action.id,
        referralId: referral.id,
        newValue: referral.resourceName,
      });
      backend.upsert('resourceReferral', {
        contactName: null,
        phoneNumber: null,
        url: null,
        streetAddress: null,
        city: null,
        state: null,
        zipcode: null,
        programId: null,
        ...referral,
        actionId: action.id,
        needId: need.id,
        memberId: need.memberId,
        creatorId: 'g1',
        createdAt: AT,
      });
    }
    if (body.markAsFulfilled) history(backend, need, 'fulfilled', { actionId: action.id, comment: body.description });
    backend.upsert('need', {
      ...need,
      lastActionAt: AT,
      canDelete: false,
      ...(body.markAsFulfilled ? { fulfilledAt: AT, fulfilledComment: body.description } : {}),
    });
    const change = backend.upsert('needAction', action);
    return { body: action, seq: change.seq };
  }
  return undefined;
}

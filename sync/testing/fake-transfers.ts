/**
 * The hand-driven backend's member transfer requests, answered as server/routes/member-transfers.ts
 * does: requests by member or by guide (and status), newest first; a review that records the
 * member's move (when approved and due) before the request's own change, which confirms the write.
 */
import {
  OPERATIONS,
  transferStatusOf,
  type ChangeRow,
  type EntityKind,
  type EntityShape,
  type Operation,
} from '../../domain/index.ts';
import type { HttpResult } from '../ports.ts';

/** What these answers need of the fake backend (described here: importing it would make a cycle). */
interface FakeBackend {
  readonly tables: {
    readonly memberTransferRequest: Map<string, Request>;
    readonly user: Map<string, EntityShape<'user'>>;
  };
  readonly head: number;
  upsert<K extends EntityKind>(kind: K, row: EntityShape<K>): ChangeRow;
}

type Input = { params?: Record<string, string>; query?: Record<string, unknown>; body?: Record<string, unknown> };
type Request = EntityShape<'memberTransferRequest'>;

export function makeTransferRequest(id: string, overrides: Partial<Request> = {}): Request {
  return {
    id,
    memberId: 'm1',
    clientId: 'c1',
    originatingGuideId: 'g1',
    receivingGuideId: 'g2',
    creatorId: 'g1',
    transferReasonId: 'r1',
    commentToReceivingGuide: 'Please take over.',
    stringDetail: 'Balancing',
    numericDetail: null,
    timestampDetail: null,
    approval: null,
    effectiveAt: null,
    auditorId: null,
    auditorComment: null,
    approvedAt: null,
    deniedAt: null,
    deletedAt: null,
    appliedAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    member: null,
    ...overrides,
  };
}

export function answerTransferRead(backend: FakeBackend, operation: Operation, input: Input): HttpResult | undefined {
  if (operation !== OPERATIONS.memberTransferRequests) return undefined;
  const { id, memberId, guideId, status } = (input.query ?? {}) as {
    id?: string;
    memberId?: string;
    guideId?: string;
    status?: string;
  };
  const data = [...backend.tables.memberTransferRequest.values()]
    .filter(
      (r) =>
        !r.deletedAt &&
        (!id || r.id === id) &&
        (!memberId || r.memberId === memberId) &&
        (!guideId || r.originatingGuideId === guideId || r.receivingGuideId === guideId),
    )
    .filter((r) => !status || transferStatusOf(r) === status)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  return { body: { data: structuredClone(data), hasMore: false }, head: backend.head };
}

export function answerTransferWrite(backend: FakeBackend, operation: Operation, input: Input): HttpResult | undefined {
  if (operation !== OPERATIONS.auditMemberTransferRequest) return undefined;
  const request = backend.tables.memberTransferRequest.get(input.params?.id ?? '');
  if (!request) throw { status: 404, body: { statusCode: 404, message: 'No record found' } };
  const body = input.body as {
    approval: 'approve' | 'deny';
    receivingGuideId: string;
    effectiveAt: number;
    auditorComment?: string | null;
  };
  const at = '2026-11-21T12:00:00.000Z';
  const approved = body.approval === 'approve';
  const member = backend.tables.user.get(request.memberId);
  const moved = approved && member ? { ...member, assignedGuideId: body.receivingGuideId } : member;
  if (moved && moved !== member) backend.upsert('user', moved);
  // The request embeds the member as it is after the write (an older summary would move the member back).
  const summary = moved
    ? {
        id: moved.id,
        name: moved.name,
        firstName: moved.firstName,
        lastName: moved.lastName,
        assignedGuideId: moved.assignedGuideId ?? null,
      }
    : null;
  const change = backend.upsert('memberTransferRequest', {
    ...request,
    member: summary,
    approval: body.approval,
    auditorComment: body.auditorComment?.trim() || null,
    auditorId: 'a1',
    ...(approved
      ? {
          approvedAt: at,
          receivingGuideId: body.receivingGuideId,
          effectiveAt: new Date(body.effectiveAt).toISOString(),
          appliedAt: at,
        }
      : { deniedAt: at }),
  });
  return { body: change.data, seq: change.seq };
}

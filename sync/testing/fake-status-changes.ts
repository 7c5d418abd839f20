/**
 * The hand-driven backend's status change requests, answered as server/routes/status-change-requests.ts
 * does: by id, member or guide (and pending), newest first; an audit that records the member's
 * status (when approved and effective) before the request's own change, which confirms the write.
 */
import { OPERATIONS, type ChangeRow, type EntityKind, type EntityShape, type Operation } from '../../domain/index.ts';
import type { HttpResult } from '../ports.ts';

/** What these answers use of the fake backend (named here, not imported: fake-backend.ts imports this file). */
interface FakeBackend {
  readonly tables: {
    memberStatusChangeRequest: Map<string, EntityShape<'memberStatusChangeRequest'>>;
    user: Map<string, EntityShape<'user'>>;
  };
  readonly head: number;
  upsert<K extends EntityKind>(kind: K, row: EntityShape<K>): ChangeRow;
}

type Input = { params?: Record<string, string>; query?: Record<string, unknown>; body?: Record<string, unknown> };
type Request = EntityShape<'memberStatusChangeRequest'>;

export function makeStatusChangeRequest(id: string, overrides: Partial<Request> = {}): Request {
  return {
    id,
    memberId: 'm1',
    memberStatusId: 2,
    effectiveAt: '2026-11-20T06:00:00.000Z',
    interactionId: null,
    creatorId: 'g1',
    creatorName: 'Gabriela Reyes',
    creatorComment: null,
    approval: null,
    approvedAt: null,
    deniedAt: null,
    auditorId: null,
    auditorName: null,
    auditorComment: null,
    appliedAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    member: null,
    ...overrides,
  };
}

/** The member summary the server embeds (the pending list joins on its guide). */
function summaryOf(backend: FakeBackend, memberId: string): Request['member'] {
  const member = backend.tables.user.get(memberId);
  return member
    ? {
        id: member.id,
        name: member.name,
        firstName: member.firstName,
        lastName: member.lastName,
        assignedGuideId: member.assignedGuideId ?? null,
      }
    : null;
}

export function answerStatusChangeRead(
  backend: FakeBackend,
  operation: Operation,
  input: Input,
): HttpResult | undefined {
  if (operation !== OPERATIONS.statusChangeRequests) return undefined;
  const { id, memberId, guideId, status } = (input.query ?? {}) as {
    id?: string;
    memberId?: string;
    guideId?: string;
    status?: string;
  };
  const data = [...backend.tables.memberStatusChangeRequest.values()]
    .filter((r) => (!id || r.id === id) && (!memberId || r.memberId === memberId) && (!status || r.approval === null))
    .filter((r) => !guideId || backend.tables.user.get(r.memberId)?.assignedGuideId === guideId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
    .map((r) => ({ ...r, member: summaryOf(backend, r.memberId) }));
  return { body: { data: structuredClone(data) }, head: backend.head };
}

export function answerStatusChangeWrite(
  backend: FakeBackend,
  operation: Operation,
  input: Input,
): HttpResult | undefined {
  if (operation !== OPERATIONS.updateStatusChangeRequest) return undefined;
  const request = backend.tables.memberStatusChangeRequest.get(input.params?.id ?? '');
  if (!request)
    throw {
      status: 404,
      body: {
        statusCode: 404,
        message: "An Error occurred. Member's status change request was not found or was deleted.",
      },
    };
  const body = input.body as { approval?: 'approve' | 'deny'; auditorComment?: string | null };
  const at = '2026-11-21T12:00:00.000Z';
  const approved = body.approval === 'approve';
  const member = backend.tables.user.get(request.memberId);
  if (approved && member) backend.upsert('user', { ...member, memberStatusId: request.memberStatusId });
  const change = backend.upsert('memberStatusChangeRequest', {
    ...request,
    member: summaryOf(backend, request.memberId),
    approval: body.approval ?? null,
    auditorComment: body.auditorComment?.trim() || null,
    auditorId: 'a1',
    auditorName: 'Samuel Okafor',
    ...(approved ? { approvedAt: at, appliedAt: at } : { deniedAt: at }),
  });
  return { body: { memberStatusChangeRequest: change.data }, seq: change.seq };
}

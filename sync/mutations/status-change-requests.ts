/**
 * Member status change requests: create, the creator's edit, the audit. A new request has no
 * optimistic row (the server decides whether it is approved, and may apply it at once): it and
 * its feed item arrive with the write's changes, and the write confirms on the answered request.
 * An edit and an audit show at once and roll back on a refusal (the form shows the 400's message).
 */
import { OPERATIONS, type updateStatusChangeRequestBody, type BodyOf } from '../../domain/index.ts';
import { asSent, defineMutation } from './define.ts';

export type CreateStatusChangeRequestArgs = BodyOf<typeof OPERATIONS.createStatusChangeRequest>;

export const createStatusChangeRequest = defineMutation({
  operation: OPERATIONS.createStatusChangeRequest,
  request: (args: CreateStatusChangeRequestArgs) => ({ body: args }),
  optimistic: () => undefined,
  confirms: (_args, answer) => ({ entity: 'memberStatusChangeRequest', id: answer.memberStatusChangeRequest.id }),
});

export type EditStatusChangeRequestArgs = Omit<
  BodyOf<typeof OPERATIONS.updateStatusChangeRequest>,
  'approval' | 'auditorComment'
> & { id: string };

/** The creator's edit of their pending request. */
export const editStatusChangeRequest = defineMutation({
  operation: OPERATIONS.updateStatusChangeRequest,
  request: ({ id, ...body }: EditStatusChangeRequestArgs) => ({ params: { id }, body }),
  optimistic: (collections, { id, ...body }) => {
    const patch = asSent<typeof updateStatusChangeRequestBody>(body);
    if (!collections.memberStatusChangeRequest.has(id)) return;
    collections.memberStatusChangeRequest.update(id, (draft) => {
      if (patch.memberStatusId !== undefined) draft.memberStatusId = patch.memberStatusId;
      if (patch.effectiveAt !== undefined) draft.effectiveAt = new Date(patch.effectiveAt).toISOString();
      if (patch.creatorComment !== undefined) draft.creatorComment = patch.creatorComment;
    });
  },
  confirms: (args) => ({ entity: 'memberStatusChangeRequest', id: args.id }),
});

export interface AuditStatusChangeRequestArgs {
  id: string;
  approval: 'approve' | 'deny';
  auditorComment?: string | null;
}

/** An auditor approves or denies, with a comment. */
export const auditStatusChangeRequest = defineMutation({
  operation: OPERATIONS.updateStatusChangeRequest,
  request: ({ id, ...body }: AuditStatusChangeRequestArgs) => ({ params: { id }, body }),
  optimistic: (collections, { id, approval }, now) => {
    if (!collections.memberStatusChangeRequest.has(id)) return;
    collections.memberStatusChangeRequest.update(id, (draft) => {
      draft.approval = approval;
      draft.approvedAt = approval === 'approve' ? now : null;
      draft.deniedAt = approval === 'deny' ? now : null;
    });
  },
  confirms: (args) => ({ entity: 'memberStatusChangeRequest', id: args.id }),
});

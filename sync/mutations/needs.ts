/**
 * Writing a member's needs: add, edit, fulfil, stop pursuing, extend, delete, reorder, and record
 * an action (with its resource referrals). A new need or action shows at once under its client-made
 * id; closing a need shows at once; the new expiry of an extension and every history entry are the
 * server's to say, so they arrive with its changes.
 */
import {
  type createActionBody,
  type createNeedBody,
  type createReferralBody,
  OPERATIONS,
  sanitizeRichText,
  type BodyOf,
} from '../../domain/index.ts';
import { asSent, defineMutation } from './define.ts';

export type CreateNeedArgs = BodyOf<typeof OPERATIONS.createUserNeed> & {
  issueLabel: string | null;
  expiresAt: string;
};

export const createNeed = defineMutation({
  operation: OPERATIONS.createUserNeed,
  request: ({ issueLabel: _label, expiresAt: _expiresAt, ...body }: CreateNeedArgs) => ({ body }),
  optimistic: (collections, args, now) => {
    const body = asSent<typeof createNeedBody>(args);
    if (!body || collections.need.has(body.id)) return;
    const last = [...collections.need.values()]
      .filter((need) => need.memberId === body.memberId)
      .reduce((max, need) => Math.max(max, need.sortOrder), -1);
    collections.need.insert({
      id: body.id,
      memberId: body.memberId,
      issueId: body.issueId,
      issueLabel: args.issueLabel,
      zCode: null,
      categoryId: null,
      domainId: null,
      reason: sanitizeRichText(body.reason),
      identifiedAt: now,
      expiresAt: args.expiresAt,
      abandonedAt: null,
      closedById: null,
      fulfilledAt: null,
      fulfilledComment: null,
      needRequiresAction: false,
      canDelete: true,
      sortOrder: last + 1,
      createdById: '',
      assignedSurveyId: body.assignedSurveyId ?? null,
      lastActionAt: null,
      updatedAt: now,
    });
  },
  confirms: (_args, answer) => ({ entity: 'need', id: answer.id }),
});

export interface NeedIdArgs {
  needId: string;
}

export type EditNeedArgs = NeedIdArgs & { issueId?: string | null; issueLabel?: string | null; reason?: string };

export const editNeed = defineMutation({
  operation: OPERATIONS.updateUserNeed,
  request: ({ needId, issueId, reason }: EditNeedArgs) => ({
    params: { userNeedId: needId },
    body: { ...(issueId !== undefined ? { issueId } : {}), ...(reason !== undefined ? { reason } : {}) },
  }),
  optimistic: (collections, args) => {
    if (!collections.need.has(args.needId)) return;
    collections.need.update(args.needId, (draft) => {
      if (args.issueId !== undefined) {
        draft.issueId = args.issueId;
        draft.issueLabel = args.issueLabel ?? null;
      }
      if (args.reason !== undefined) draft.reason = sanitizeRichText(args.reason);
    });
  },
  confirms: (args) => ({ entity: 'need', id: args.needId }),
});

export type FulfilNeedArgs = NeedIdArgs & { comment: string };

export const fulfilNeed = defineMutation({
  operation: OPERATIONS.updateUserNeed,
  request: ({ needId, comment }: FulfilNeedArgs) => ({
    params: { userNeedId: needId },
    body: { fulfilled: true as const, comment },
  }),
  optimistic: (collections, args, now) => {
    if (!collections.need.has(args.needId)) return;
    collections.need.update(args.needId, (draft) => {
      draft.fulfilledAt = now;
      draft.fulfilledComment = args.comment.trim();
    });
  },
  confirms: (args) => ({ entity: 'need', id: args.needId }),
});

export const stopPursuingNeed = defineMutation({
  operation: OPERATIONS.updateUserNeed,
  request: ({ needId }: NeedIdArgs) => ({ params: { userNeedId: needId }, body: { abandoned: true as const } }),
  optimistic: (collections, args, now) => {
    if (collections.need.has(args.needId))
      collections.need.update(args.needId, (draft) => void (draft.abandonedAt = now));
  },
  confirms: (args) => ({ entity: 'need', id: args.needId }),
});

export const extendNeed = defineMutation({
  operation: OPERATIONS.updateUserNeed,
  request: ({ needId }: NeedIdArgs) => ({ params: { userNeedId: needId }, body: { shouldExtend: true as const } }),
  optimistic: () => undefined,
  confirms: (args) => ({ entity: 'need', id: args.needId }),
});

export const deleteNeed = defineMutation({
  operation: OPERATIONS.deleteUserNeed,
  request: ({ needId }: NeedIdArgs) => ({ params: { userNeedId: needId } }),
  optimistic: (collections, args) => {
    if (collections.need.has(args.needId)) collections.need.delete(args.needId);
  },
  confirms: (args) => ({ entity: 'need', id: args.needId }),
});

export interface ReorderNeedsArgs {
  memberId: string;
  needIds: string[];
}

export const reorderNeeds = defineMutation({
  operation: OPERATIONS.reorderUserNeeds,
  request: (args: ReorderNeedsArgs) => ({ body: args }),
  optimistic: (collections, args) => {
    args.needIds.forEach((id, index) => {
      if (collections.need.has(id) && collections.need.get(id)!.sortOrder !== index)
        collections.need.update(id, (draft) => void (draft.sortOrder = index));
    });
  },
  // The server records every need of the member, the first of the new order last.
  confirms: (args) => ({ entity: 'need', id: args.needIds[0] ?? '' }),
});

export type CreateNeedActionArgs = BodyOf<typeof OPERATIONS.createNeedAction> & { needId: string; memberId: string };

export const createNeedAction = defineMutation({
  operation: OPERATIONS.createNeedAction,
  request: ({ needId, memberId: _memberId, ...body }: CreateNeedActionArgs) => ({ params: { needId }, body }),
  optimistic: (collections, { needId, memberId, ...args }, now) => {
    const body = asSent<typeof createActionBody>(args);
    if (!body || collections.needAction.has(body.id)) return;
    collections.needAction.insert({
      id: body.id,
      needId,
      memberId,
      activityId: body.activityId,
      date: body.date,
      durationInMinutes: body.durationInMinutes,
      description: body.description,
      creatorId: '',
      originalActionId: body.originalActionId ?? null,
      markAsFulfilled: body.markAsFulfilled,
      callId: body.callId ?? null,
      visitId: body.visitId ?? null,
      createdAt: now,
    });
    if (collections.need.has(needId)) {
      collections.need.update(needId, (draft) => {
        draft.lastActionAt = now;
        draft.canDelete = false;
        if (body.markAsFulfilled) draft.fulfilledAt = now;
      });
    }
  },
  confirms: (args) => ({ entity: 'needAction', id: args.id }),
});

export type CreateResourceReferralArgs = BodyOf<typeof OPERATIONS.createResourceReferral> & {
  actionId: string;
  needId: string;
  memberId: string;
};

export const createResourceReferral = defineMutation({
  operation: OPERATIONS.createResourceReferral,
  request: ({ actionId, needId: _needId, memberId: _memberId, ...body }: CreateResourceReferralArgs) => ({
    params: { actionId },
    body,
  }),
  optimistic: (collections, { actionId, needId, memberId, ...args }, now) => {
    const body = asSent<typeof createReferralBody>(args);
    if (!body || collections.resourceReferral.has(body.id)) return;
    collections.resourceReferral.insert({
      id: body.id,
      actionId,
      needId,
      memberId,
      resourceName: body.resourceName,
      contactName: body.contactName ?? null,
      phoneNumber: body.phoneNumber ?? null,
      url: body.url ?? null,
      streetAddress: body.streetAddress ?? null,
      city: body.city ?? null,
      state: body.state ?? null,
      zipcode: body.zipcode ?? null,
      programId: body.programId ?? null,
      creatorId: '',
      createdAt: now,
    });
  },
  confirms: (_args, answer) => ({ entity: 'resourceReferral', id: answer.id }),
});

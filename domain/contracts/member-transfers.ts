/**
 * Member transfer requests (spec part 2 section 7 "Transfers"): the reasons, the requests (listed
 * by member or guide, newest first), a request, its edit by its creator, and its review.
 *
 * Every write answers the request as its change carries it and records that change last, so the
 * sync engine confirms on it. An approved request whose effective time has come moves the member
 * (and the member's open work) to the receiving guide in the same transaction.
 */
import { type } from 'arktype';
import { uuid } from '../api/params.ts';
import { ENTITIES, type EntityShape } from '../entities/index.ts';
import { transferReasonSchema } from '../entities/transfers.ts';
import {
  auditTransferBody,
  createTransferBody,
  transferRequestsQuery,
  updateTransferBody,
} from '../member-transfers.ts';
import { defineOperation } from './define.ts';

const caseload = { permission: 'CAN_VIEW_CASELOAD' } as const;
const requestParams = type({ id: uuid });
const request = ENTITIES.memberTransferRequest.schema;

/** The organisation's transfer reasons, in their order. */
export const memberTransferReasons = defineOperation({
  method: 'GET',
  path: '/users/member-transfer-requests/reasons',
  response: type({ data: transferReasonSchema.array() }),
  access: caseload,
});

/** Requests (not deleted) about a member or whose originating or receiving guide is `guideId`, newest first, by keyset. */
export const memberTransferRequests = defineOperation({
  method: 'GET',
  path: '/users/member-transfer-requests',
  query: transferRequestsQuery,
  response: type({ data: request.array(), hasMore: 'boolean' }),
  lists: 'memberTransferRequest',
  keyset: (last: EntityShape<'memberTransferRequest'>) => ({ 'after-created-at': last.createdAt, 'after-id': last.id }),
  access: caseload,
});

/**
 * Requests a transfer: allowed when the member is the acting user's, or for auditors, whose
 * request is approved at once (effective at `effectiveAt`, now by default).
 */
export const createMemberTransferRequest = defineOperation({
  method: 'POST',
  path: '/users/member-transfer-requests',
  body: createTransferBody,
  response: request,
  access: caseload,
  idempotent: true,
});

/** The creator edits their pending request (403 for anyone else, 409 once reviewed). */
export const updateMemberTransferRequest = defineOperation({
  method: 'PATCH',
  path: '/users/member-transfer-requests/:id',
  params: requestParams,
  body: updateTransferBody,
  response: request,
  access: caseload,
  idempotent: true,
});

/** Approves or denies a request (auditors only); an approval may change the receiving guide and says when it takes effect. */
export const auditMemberTransferRequest = defineOperation({
  method: 'PATCH',
  path: '/users/member-transfer-requests/audit/:id',
  params: requestParams,
  body: auditTransferBody,
  response: request,
  access: { permission: 'CAN_AUDIT_MEMBER_TRANSFER_REQUESTS' },
  idempotent: true,
});

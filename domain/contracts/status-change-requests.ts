/**
 * Member status change requests (spec part 2 section 7 "Status change requests"): create, edit or
 * audit one, list them (the member's feed and the docket read them through the sync engine), and
 * the organisation's window settings the form needs. GET /users/member-statuses (people.ts) answers
 * each status with its change request fields.
 */
import { type } from 'arktype';
import { ENTITIES } from '../entities/index.ts';
import {
  createStatusChangeRequestBody,
  statusChangeRequestParams,
  statusChangeRequestsQuery,
  updateStatusChangeRequestBody,
} from '../status-change-requests.ts';
import { defineOperation } from './define.ts';

const request = ENTITIES.memberStatusChangeRequest.schema;

/**
 * Makes a request. An auditor's own is approved at once (and applied at once when its effective
 * time has passed); anyone else's is pending review. Refused (400) outside the eligibility window,
 * for a status the user may not ask for, or without the engagement checklist when it applies.
 */
export const createStatusChangeRequest = defineOperation({
  method: 'POST',
  path: '/users/member-status-change-request',
  body: createStatusChangeRequestBody,
  response: type({ memberStatusChangeRequest: request }),
  access: { permission: 'CAN_CREATE_MEMBER_STATUS_CHANGE_REQUESTS' },
  idempotent: true,
});

/**
 * With `approval`: an audit (auditors; a decided request also needs CAN_ALTER_COMPLETE_MEMBER_STATUS_REQUESTS;
 * approving an out-of-window date is refused with the spec's grace warning). Without: the
 * creator's edit of their own pending request.
 */
export const updateStatusChangeRequest = defineOperation({
  method: 'PATCH',
  path: '/users/member-status-change-request/:id',
  params: statusChangeRequestParams,
  body: updateStatusChangeRequestBody,
  response: type({ memberStatusChangeRequest: request }),
  access: { permission: 'CAN_VIEW_CASELOAD' },
  idempotent: true,
});

/** A member's requests, or the pending ones about a guide's members, newest first, by keyset. */
export const statusChangeRequests = defineOperation({
  method: 'GET',
  path: '/users/member-status-change-requests',
  query: statusChangeRequestsQuery,
  response: type({ data: request.array() }),
  lists: 'memberStatusChangeRequest',
  keyset: (last: { createdAt: string; id: string }) => ({ 'after-created-at': last.createdAt, 'after-id': last.id }),
  access: { permission: 'CAN_VIEW_CASELOAD' },
});

/** The organisation's eligibility window (previous-month grace in days, algorithm start date). */
export const statusChangeSettings = defineOperation({
  method: 'GET',
  path: '/users/member-status-change-request/settings',
  response: type({ graceDays: 'number', algorithmStartDate: 'string | null' }),
  access: { permission: 'CAN_VIEW_CASELOAD' },
});

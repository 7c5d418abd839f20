/** A member's page: the full record, status history, alerts, the member-viewed event, the external record system. */
import { type } from 'arktype';
import { uuid } from '../api/params.ts';
import { ENTITIES } from '../entities/index.ts';
import { defineOperation } from './define.ts';

const caseload = { permission: 'CAN_VIEW_CASELOAD' } as const;
const memberParams = type({ memberId: uuid });

/** A staff user (their guide shape) or a member with status, stage, birthday and contact details. */
export const getUser = defineOperation({
  method: 'GET',
  path: '/users/:userId',
  params: type({ userId: uuid }),
  query: type({ 'include-details?': "'true'|'false'" }),
  response: ENTITIES.user.schema,
  lists: 'user',
  one: true,
  access: caseload,
});

/** Posted when a member page opens (its failure is ignored); recorded in the audit trail only. */
export const memberViewed = defineOperation({
  method: 'POST',
  path: '/users/:memberId/viewed',
  params: memberParams,
  response: type({ viewedAt: 'string' }),
  access: caseload,
});

/** The member's status history (the feed's status events), newest first. */
export const memberStatusEvents = defineOperation({
  method: 'GET',
  path: '/users/:memberId/status-events',
  params: memberParams,
  response: type({ data: ENTITIES.memberStatusEvent.schema.array() }),
  lists: 'memberStatusEvent',
  access: caseload,
});

/** Dismisses a status event; only unable-to-newly-engage and unable-to-re-engage may be dismissed. */
export const dismissMemberStatus = defineOperation({
  method: 'PATCH',
  path: '/users/member-status-change/:statusEventId/dismiss',
  params: type({ statusEventId: uuid }),
  response: type({ id: 'string' }),
  access: { permission: 'CAN_DISMISS_MEMBER_STATUS' },
  idempotent: true,
});

/** Global alerts, and the member's when `memberId` is given. */
export const alerts = defineOperation({
  method: 'GET',
  path: '/notifications/alerts',
  query: type({ 'memberId?': uuid }),
  response: type({ data: ENTITIES.alert.schema.array() }),
  lists: 'alert',
  access: 'app-access',
});

/** Dismisses a dismissable alert. */
export const dismissAlert = defineOperation({
  method: 'DELETE',
  path: '/notifications/alerts/:alertId',
  params: type({ alertId: uuid }),
  response: type({ id: 'string' }),
  access: 'app-access',
  idempotent: true,
});

/** The external record system: the member of an external patient id (`/avon-patient?id=`). */
export const memberByExternalPatientId = defineOperation({
  method: 'GET',
  path: '/avon/patients/get-reema-id',
  query: type({ patientId: '0 < string <= 64' }),
  response: type({ memberId: 'string' }),
  access: caseload,
});

/** Registers the member with the external record system (before provider scheduling); answers the patient id. */
export const registerExternalPatient = defineOperation({
  method: 'POST',
  path: '/avon/patients/add-patient',
  body: type({ memberId: uuid }),
  response: type({ memberId: 'string', externalPatientId: 'string' }),
  access: caseload,
  idempotent: true,
});

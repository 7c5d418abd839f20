/**
 * A need's actions and referrals as ServiceRequests, each with a Task that says how far it got
 * (the issue: "referrals and actions as ServiceRequest with Task for their status"). Pure.
 *
 * - An action (work a guide did for the need: a call, information given, an application made) is a
 *   ServiceRequest `completed`, intent `plan`, coded by its activity (our catalogue's name as text),
 *   done on its day, performed by its guide; its Task is `completed`, executed on that day.
 * - A referral (to a community resource, made with an action) is a ServiceRequest, intent `order`,
 *   to that resource (its name, contact, phone, address in the code's text and a note); `active`
 *   while the need is worked on, `completed` once the need is fulfilled, `revoked` when it is no
 *   longer pursued; its Task follows: `in-progress`, `completed`, `cancelled`.
 * Both are in the need's SDOH category (SDOHCC's category codes) and give the need's Condition as
 * reason. No profile is claimed: SDOHCC's ServiceRequest asks for a coded procedure (SNOMED CT,
 * CPT) and its referral Task an owner Organization; we hold neither, only the activity's and the
 * resource's names.
 */
import type { NeedStatus } from '../../domain/index.ts';
import { sdohCategoryConcept, type SdohCategory } from './codes.ts';
import { instant, referenceTo, stableId } from './ids.ts';
import type { RecordNeedAction, RecordReferral } from './record.ts';
import type { ServiceRequest, Task } from './types.ts';

const TASK_CODES = 'http://hl7.org/fhir/CodeSystem/task-code';
const FULFILL = { coding: [{ system: TASK_CODES, code: 'fulfill', display: 'Fulfill the focal request' }] };

export interface NeedContext {
  memberId: string;
  status: NeedStatus;
  category: SdohCategory;
  /** When the need was last changed (a referral's status follows the need). */
  updatedAt: Date;
  /** Staff the record names as Practitioners: a reference to anyone else would not resolve. */
  staff: (id: string) => boolean;
}

export const taskIdOf = (requestId: string) => stableId('task', requestId);

export function mapAction(action: RecordNeedAction, need: NeedContext): [ServiceRequest, Task] {
  const lastUpdated = instant(action.createdAt);
  const guide = need.staff(action.creatorId) ? referenceTo('Practitioner', action.creatorId) : undefined;
  const description = action.description.trim();
  const request: ServiceRequest = {
    resourceType: 'ServiceRequest',
    id: action.id,
    meta: { lastUpdated },
    status: 'completed',
    intent: 'plan',
    category: [sdohCategoryConcept(need.category)],
    code: { text: action.activity.name },
    subject: referenceTo('Patient', need.memberId),
    occurrenceDateTime: action.date,
    authoredOn: lastUpdated,
    ...(guide ? { requester: guide, performer: [guide] } : {}),
    reasonReference: [referenceTo('Condition', action.needId)],
    ...(description ? { note: [{ time: lastUpdated, text: description }] } : {}),
  };
  const task: Task = {
    resourceType: 'Task',
    id: taskIdOf(action.id),
    meta: { lastUpdated },
    status: 'completed',
    intent: 'plan',
    code: FULFILL,
    description: `${action.activity.name}, ${action.durationInMinutes} min`,
    focus: referenceTo('ServiceRequest', action.id),
    for: referenceTo('Patient', need.memberId),
    authoredOn: lastUpdated,
    lastModified: lastUpdated,
    ...(guide ? { requester: guide, owner: guide } : {}),
    executionPeriod: { start: action.date, end: action.date },
  };
  return [request, task];
}

const REFERRAL_STATUS: Readonly<Record<NeedStatus, [ServiceRequest['status'], Task['status']]>> = {
  Identified: ['active', 'in-progress'],
  Unresolved: ['active', 'in-progress'],
  Fulfilled: ['completed', 'completed'],
  StoppedPursuing: ['revoked', 'cancelled'],
};

export function mapReferral(referral: RecordReferral, need: NeedContext): [ServiceRequest, Task] {
  const [requestStatus, taskStatus] = REFERRAL_STATUS[need.status];
  const open = requestStatus === 'active';
  // An open referral changes with nothing; a closed one changed when its need was closed.
  const lastUpdated = instant(open || need.updatedAt < referral.createdAt ? referral.createdAt : need.updatedAt);
  const authoredOn = instant(referral.createdAt);
  const guide = need.staff(referral.creatorId) ? referenceTo('Practitioner', referral.creatorId) : undefined;
  const contact = [referral.contactName, referral.phoneNumber, referral.url].filter((part) => part?.trim());
  const request: ServiceRequest = {
    resourceType: 'ServiceRequest',
    id: referral.id,
    meta: { lastUpdated },
    status: requestStatus,
    intent: 'order',
    category: [sdohCategoryConcept(need.category)],
    code: { text: `Referral to ${referral.resourceName}` },
    subject: referenceTo('Patient', need.memberId),
    authoredOn,
    ...(guide ? { requester: guide } : {}),
    performer: [{ display: referral.resourceName }],
    reasonReference: [referenceTo('Condition', referral.needId)],
    ...(contact.length ? { note: [{ time: authoredOn, text: `Contact: ${contact.join(', ')}` }] } : {}),
  };
  const task: Task = {
    resourceType: 'Task',
    id: taskIdOf(referral.id),
    meta: { lastUpdated },
    status: taskStatus,
    intent: 'order',
    code: FULFILL,
    focus: referenceTo('ServiceRequest', referral.id),
    for: referenceTo('Patient', need.memberId),
    authoredOn,
    lastModified: lastUpdated,
    ...(guide ? { requester: guide } : {}),
    owner: { display: referral.resourceName },
    reasonReference: referenceTo('Condition', referral.needId),
  };
  return [request, task];
}

/**
 * The registry of entity kinds. Adding a kind is one `defineEntity` in this folder and one entry
 * here; every consumer is typed over `EntityKind`, so a kind it does not handle is a compile error.
 */
import { consent, consentIdentity, consentLink, consentSubmission, consentTerm } from './consent.ts';
import type { Audience, SocketEventNames } from './define.ts';
import { hospitalization } from './hospitalization.ts';
import { alertDismissal } from './notifications.ts';
import { address, alert, emailAddress, memberChangeLog, memberStatusEvent, phoneNumber } from './member.ts';
import { user } from './people.ts';
import { memberStatusChangeRequest } from './status-change.ts';
import { memberTransferRequest } from './transfers.ts';
import { assignedSurvey, survey, surveyResponse } from './surveys.ts';
import { resourceProgram } from './resources.ts';
import { noteDraft, visit } from './visits.ts';
import { need, needAction, needHistoryEntry, resourceReferral } from './needs.ts';
import { callRecording } from './calls.ts';
import { callRecordingFeedback } from '../calls-page.ts';
import { messageTemplateCategory, scheduledMessage } from './messages.ts';
import { internalPhoneNumber, team } from './teams.ts';
import { adminBulkOperation, adminUser } from './admin-users.ts';
import { needsMetadata } from './needs-content.ts';
import { assignedWorkflowPhase, workflowPhase } from './workflows.ts';
import { customer, customerSegment } from './customers.ts';
import { trainingCharacter, trainingProviderStatus } from './training.ts';
import { adminUserImport } from './admin-users-import.ts';
import { learnMoreRecord, surveyRecord } from './survey-authoring.ts';
import { surveyAssignment } from './survey-assignment.ts';
import { chwMonthClosing } from './reports.ts';
import {
  call,
  feedItem,
  interaction,
  notification,
  priorityContact,
  scheduledEvent,
  smsMessage,
  todo,
} from './work.ts';

export const ENTITIES = {
  user,
  phoneNumber,
  emailAddress,
  address,
  memberStatusEvent,
  alert,
  memberChangeLog,
  todo,
  scheduledEvent,
  priorityContact,
  interaction,
  feedItem,
  smsMessage,
  call,
  notification,
  consent,
  consentSubmission,
  consentIdentity,
  consentLink,
  consentTerm,
  visit,
  noteDraft,
  memberTransferRequest,
  memberStatusChangeRequest,
  survey,
  assignedSurvey,
  surveyResponse,
  hospitalization,
  alertDismissal,
  need,
  needAction,
  resourceReferral,
  needHistoryEntry,
  resourceProgram,
  callRecording,
  callRecordingFeedback,
  scheduledMessage,
  messageTemplateCategory,
  team,
  internalPhoneNumber,
  adminUser,
  adminBulkOperation,
  customer,
  trainingCharacter,
  trainingProviderStatus,
  adminUserImport,
  needsMetadata,
  surveyRecord,
  learnMoreRecord,
  workflowPhase,
  assignedWorkflowPhase,
  surveyAssignment,
  chwMonthClosing,
  customerSegment,
} as const;

export type EntityKind = keyof typeof ENTITIES;
export const ENTITY_KINDS = Object.keys(ENTITIES) as EntityKind[];

/** The shape of a kind as the API and the change log carry it. */
export type EntityShape<K extends EntityKind> = (typeof ENTITIES)[K]['schema']['infer'];

/** The fields of a kind that embed a summary of another kind (a todo's `member`). */
export type EmbeddedFields<K extends EntityKind> = keyof NonNullable<(typeof ENTITIES)[K]['embeds']> & string;

/** Entities without a named event in the spec travel on this generic event. */
export const GENERIC_CHANGE_EVENT = 'change';

export function isEntityKind(value: string): value is EntityKind {
  return Object.hasOwn(ENTITIES, value);
}

export function entityDefinition<K extends EntityKind>(kind: K): (typeof ENTITIES)[K] {
  return ENTITIES[kind];
}

/** Who hears of a change of this kind. */
export function audienceOf(kind: EntityKind): Audience {
  return ENTITIES[kind].audience as Audience;
}

/** Kinds a user without these permissions must not hear of (their audience is a permission's holders). */
export function kindsHiddenFrom(permissions: readonly string[]): EntityKind[] {
  return ENTITY_KINDS.filter((kind) => {
    const audience = audienceOf(kind);
    return audience.kind === 'permission' && !permissions.includes(audience.permission);
  });
}

/** The socket event a change travels on (part 1 section 4). */
export function socketEventFor(kind: EntityKind, op: 'upsert' | 'delete', created: boolean): string {
  const events = (ENTITIES[kind] as { events?: SocketEventNames }).events;
  if (!events) return GENERIC_CHANGE_EVENT;
  if (op === 'delete') return events.delete;
  return created ? events.created : events.upsert;
}

export { defineEntity, type Audience, type EntityDefinition, type SocketEventNames } from './define.ts';
export { consentTermTextsSchema, type ConsentTermTextsView } from './consent.ts';
export { coordsSchema, guideSchema, memberListRowSchema, memberSummarySchema, type Coords } from './people.ts';
export { transferReasonSchema } from './transfers.ts';

/** The registry of named writes the UI may ask the engine for. */
import type { MutationDefinition } from './define.ts';
import { recordConsent, sendConsentText } from './consents.ts';
import { createMessage, deleteMessage, sendScheduledMessage } from './messages.ts';
import { setVoicemailGreeting } from './voicemail-greeting.ts';
import { answerSurveyQuestion, assignSurvey, reopenSurvey, submitSurvey, updateSurveyNotes } from './surveys.ts';
import {
  attachWorkflowToEvent,
  completeWorkflowPhase,
  detachWorkflowFromEvent,
  remindWorkflowPhaseLater,
} from './workflows.ts';
import { snoozeTodo } from './docket.ts';
import {
  auditStatusChangeRequest,
  createStatusChangeRequest,
  editStatusChangeRequest,
} from './status-change-requests.ts';
import { auditMemberTransferRequest, createMemberTransferRequest, updateMemberTransferRequest } from './transfers.ts';
import {
  createScheduledEvent,
  deleteScheduledEvent,
  snoozeScheduledEvent,
  updateScheduledEvent,
} from './scheduled-events.ts';
import { dismissAlert, dismissMemberStatus } from './member.ts';
import { updateHospitalization } from './hospitalizations.ts';
import { createTeam, updateTeam } from './admin-teams.ts';
import { updateSurveyAssignment } from './admin-surveys.ts';
import {
  createLearnMoreRecord,
  createSurveyRecord,
  publishSurveyRecord,
  updateLearnMoreRecord,
  updateSurveyRecord,
} from './admin-survey-records.ts';
import { bulkUserOperation, createAdminUser, deleteAdminUser, updateAdminUser } from './admin-users.ts';
import {
  createCustomer,
  createCustomerSegment,
  createCustomerTerm,
  deleteCustomerSegment,
  renameCustomerSegment,
  updateCustomer,
  updateCustomerTerm,
} from './admin-customers.ts';
import { resetTrainingCharacters, setTrainingProviderStatus } from './training.ts';
import { importAdminUsers } from './admin-users-import.ts';
import { createInternalPhoneNumber, updateInternalPhoneNumber } from './admin-phone-numbers.ts';
import {
  createNeedActivity,
  createNeedCategory,
  createNeedDomain,
  createNeedIssue,
  createNeedZCode,
  updateNeedActivity,
  updateNeedCategory,
  updateNeedDomain,
  updateNeedIssue,
  updateNeedZCode,
} from './admin-needs-content.ts';
import {
  createMessageTemplate,
  createMessageTemplateCategory,
  updateMessageTemplate,
  updateMessageTemplateCategory,
} from './admin-message-templates.ts';
import { deleteNotification, markNotificationSeen } from './notifications.ts';
import { createNote, createVisit, deleteNote, deleteVisit, updateNote, updateVisit } from './notes-visits.ts';
import { assignCall, assignText, closeCallReview, shareCall, submitRecordingFeedback } from './calls-page.ts';
import {
  createNeed,
  createNeedAction,
  createResourceReferral,
  deleteNeed,
  editNeed,
  extendNeed,
  fulfilNeed,
  reorderNeeds,
  stopPursuingNeed,
} from './needs.ts';
import { hangUpCall, placeCall, returnCall, saveCallNote, updateCall } from './calls-telephony.ts';
import {
  addAddress,
  addEmailAddress,
  addPhoneNumber,
  deleteAddress,
  deleteEmailAddress,
  deletePhoneNumber,
  setPrimaryAddress,
  updateAddress,
  updateEmailAddress,
  setMemberSegment,
  updatePersonalInfo,
  updatePhoneNumber,
} from './member-info.ts';

export const MUTATIONS = {
  attachWorkflowToEvent,
  detachWorkflowFromEvent,
  completeWorkflowPhase,
  remindWorkflowPhaseLater,
  createTeam,
  createSurveyRecord,
  updateSurveyRecord,
  publishSurveyRecord,
  createLearnMoreRecord,
  updateLearnMoreRecord,
  updateTeam,
  updateSurveyAssignment,
  createAdminUser,
  updateAdminUser,
  deleteAdminUser,
  bulkUserOperation,
  createCustomer,
  updateCustomer,
  createCustomerTerm,
  createCustomerSegment,
  renameCustomerSegment,
  deleteCustomerSegment,
  updateCustomerTerm,
  resetTrainingCharacters,
  setTrainingProviderStatus,
  importAdminUsers,
  createInternalPhoneNumber,
  updateInternalPhoneNumber,
  createMessageTemplateCategory,
  updateMessageTemplateCategory,
  createMessageTemplate,
  updateMessageTemplate,
  createNeedIssue,
  updateNeedIssue,
  createNeedActivity,
  updateNeedActivity,
  createNeedCategory,
  updateNeedCategory,
  createNeedDomain,
  updateNeedDomain,
  createNeedZCode,
  updateNeedZCode,
  snoozeTodo,
  dismissMemberStatus,
  dismissAlert,
  addPhoneNumber,
  updatePhoneNumber,
  deletePhoneNumber,
  addEmailAddress,
  updateEmailAddress,
  deleteEmailAddress,
  addAddress,
  updateAddress,
  deleteAddress,
  setPrimaryAddress,
  updatePersonalInfo,
  setMemberSegment,
  recordConsent,
  sendConsentText,
  createMessage,
  sendScheduledMessage,
  deleteMessage,
  setVoicemailGreeting,
  createNote,
  updateNote,
  deleteNote,
  createVisit,
  updateVisit,
  deleteVisit,
  createScheduledEvent,
  updateScheduledEvent,
  deleteScheduledEvent,
  snoozeScheduledEvent,
  createMemberTransferRequest,
  updateMemberTransferRequest,
  auditMemberTransferRequest,
  createStatusChangeRequest,
  editStatusChangeRequest,
  auditStatusChangeRequest,
  assignSurvey,
  answerSurveyQuestion,
  updateSurveyNotes,
  submitSurvey,
  reopenSurvey,
  assignCall,
  assignText,
  shareCall,
  closeCallReview,
  submitRecordingFeedback,
  updateHospitalization,
  markNotificationSeen,
  deleteNotification,
  placeCall,
  updateCall,
  hangUpCall,
  saveCallNote,
  returnCall,
  createNeed,
  editNeed,
  fulfilNeed,
  stopPursuingNeed,
  extendNeed,
  deleteNeed,
  reorderNeeds,
  createNeedAction,
  createResourceReferral,
} as const;
export type MutationName = keyof typeof MUTATIONS;
export type MutationArgs<N extends MutationName> =
  (typeof MUTATIONS)[N] extends MutationDefinition<infer A, any> ? A : never;

export { defineMutation, type MutationDefinition } from './define.ts';
export { runMutation, type MutationContext } from './run.ts';
export type { RecordConsentArgs, SendConsentTextArgs } from './consents.ts';
export type { CreateMessageArgs, ScheduledMessageIdArgs } from './messages.ts';
export type { SetVoicemailGreetingArgs } from './voicemail-greeting.ts';
export type {
  AnswerSurveyQuestionArgs,
  AssignedSurveyIdArgs,
  AssignSurveyArgs,
  UpdateSurveyNotesArgs,
} from './surveys.ts';
export type { SnoozeTodoArgs } from './docket.ts';
export type { AuditMemberTransferArgs, CreateMemberTransferArgs, UpdateMemberTransferArgs } from './transfers.ts';
export type {
  CreateScheduledEventArgs,
  ScheduledEventIdArgs,
  SnoozeScheduledEventArgs,
  UpdateScheduledEventArgs,
} from './scheduled-events.ts';
export type { DismissAlertArgs, DismissMemberStatusArgs } from './member.ts';
export type { UpdateHospitalizationArgs } from './hospitalizations.ts';
export type { DeleteNotificationArgs, MarkNotificationSeenArgs } from './notifications.ts';
export type {
  CreateNoteArgs,
  CreateVisitArgs,
  DeleteFeedEntryArgs,
  UpdateNoteArgs,
  UpdateVisitArgs,
} from './notes-visits.ts';
export type {
  AddAddressArgs,
  AddEmailAddressArgs,
  AddPhoneNumberArgs,
  AddressIdArgs,
  DeleteEmailAddressArgs,
  DeletePhoneNumberArgs,
  UpdateAddressArgs,
  UpdateEmailAddressArgs,
  UpdatePersonalInfoArgs,
  UpdatePhoneNumberArgs,
} from './member-info.ts';
export type {
  AssignCallArgs,
  AssignTextArgs,
  CloseCallReviewArgs,
  ShareCallArgs,
  SubmitRecordingFeedbackArgs,
} from './calls-page.ts';
export type { PlaceCallArgs, ReturnCallArgs, SaveCallNoteArgs, UpdateCallArgs } from './calls-telephony.ts';
export type {
  CreateNeedActionArgs,
  CreateNeedArgs,
  CreateResourceReferralArgs,
  EditNeedArgs,
  FulfilNeedArgs,
  NeedIdArgs,
  ReorderNeedsArgs,
} from './needs.ts';

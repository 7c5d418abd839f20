/** The registry of named writes the UI may ask the engine for. */
import { mutationsIn, type MutationDefinition } from './define.ts';
import * as consents from './consents.ts';
import * as messages from './messages.ts';
import * as voicemailGreeting from './voicemail-greeting.ts';
import * as surveys from './surveys.ts';
import * as workflows from './workflows.ts';
import * as docket from './docket.ts';
import * as statusChangeRequests from './status-change-requests.ts';
import * as transfers from './transfers.ts';
import * as scheduledEvents from './scheduled-events.ts';
import * as member from './member.ts';
import * as hospitalizations from './hospitalizations.ts';
import * as adminTeams from './admin-teams.ts';
import * as adminSurveys from './admin-surveys.ts';
import * as adminSurveyRecords from './admin-survey-records.ts';
import * as adminUsers from './admin-users.ts';
import * as adminCustomers from './admin-customers.ts';
import * as training from './training.ts';
import * as adminUsersImport from './admin-users-import.ts';
import * as adminPhoneNumbers from './admin-phone-numbers.ts';
import * as adminNeedsContent from './admin-needs-content.ts';
import * as adminMessageTemplates from './admin-message-templates.ts';
import * as notifications from './notifications.ts';
import * as notesVisits from './notes-visits.ts';
import * as callsPage from './calls-page.ts';
import * as needs from './needs.ts';
import * as callsTelephony from './calls-telephony.ts';
import * as memberInfo from './member-info.ts';

/** Every write an area module exports, by its export name (a new one in an existing area joins by itself). */
export const MUTATIONS = {
  ...mutationsIn(consents),
  ...mutationsIn(messages),
  ...mutationsIn(voicemailGreeting),
  ...mutationsIn(surveys),
  ...mutationsIn(workflows),
  ...mutationsIn(docket),
  ...mutationsIn(statusChangeRequests),
  ...mutationsIn(transfers),
  ...mutationsIn(scheduledEvents),
  ...mutationsIn(member),
  ...mutationsIn(hospitalizations),
  ...mutationsIn(adminTeams),
  ...mutationsIn(adminSurveys),
  ...mutationsIn(adminSurveyRecords),
  ...mutationsIn(adminUsers),
  ...mutationsIn(adminCustomers),
  ...mutationsIn(training),
  ...mutationsIn(adminUsersImport),
  ...mutationsIn(adminPhoneNumbers),
  ...mutationsIn(adminNeedsContent),
  ...mutationsIn(adminMessageTemplates),
  ...mutationsIn(notifications),
  ...mutationsIn(notesVisits),
  ...mutationsIn(callsPage),
  ...mutationsIn(needs),
  ...mutationsIn(callsTelephony),
  ...mutationsIn(memberInfo),
};
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

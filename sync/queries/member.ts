/**
 * A member's page: the record (header and member info), contact details, the activity feed with
 * the items it points at, status events, and alerts. Every part is live: a text, call, note or
 * status change for this member reaches every open page at once.
 */
import { and, eq, inArray, isNull, or, isUndefined } from '@tanstack/db';
import {
  FEED_PAGE_SIZE,
  MEMBER_INFO_LIMITS,
  OPERATIONS,
  type GeneratedMemberSummary,
  type StandardMemberAttributes,
} from '../../domain/index.ts';
import { page } from '../page-loader.ts';
import { defineQuery } from './define.ts';

/** The full record: one read serves the header, member info and the contact details. */
const recordPage = (memberId: string) =>
  page(OPERATIONS.getUser, { params: { userId: memberId }, query: { 'include-details': 'true' } });

export interface MemberRecordRow {
  id: string;
  name: string;
  firstName: string;
  lastName: string;
  role: string | null;
  clientId: string | null;
  assignedGuideId: string | null;
  memberStatusId: number | null;
  memberStageId: number | null;
  outreachPhase: string | null;
  birthDate: string | null;
  externalPatientId: string | null;
  language: string | null;
  lastEventAt: string | null;
  lastEventType: string | null;
  /** Personal information (Edit personal information). */
  preferredName: string | null;
  namePronunciation: string | null;
  pronouns: string | null;
  reportedLanguage: string | null;
  raceEthnicitySummary: string | null;
  /** Insurance, PCP, care team, hospitals and the customer's feed data (null: none fed). */
  standardMemberAttributes: StandardMemberAttributes | null;
  /** The generated summary (Member portrait); null before the first. */
  memberSummary: GeneratedMemberSummary | null;
  /** The member's customer has a medical center (offers Provider scheduling). */
  clientHasMedicalCenter: boolean;
}

/** The member (one row, or none when missing or another organisation's: the page then fails with 404). */
export const memberRecord = defineQuery<{ memberId: string }, MemberRecordRow>({
  name: 'memberRecord',
  pages: ({ memberId }) => [recordPage(memberId)],
  query:
    ({ memberId }, { user }) =>
    (q) =>
      q
        .from({ user })
        .where(({ user }) => eq(user.id, memberId))
        .select(({ user }) => ({
          id: user.id,
          name: user.name,
          firstName: user.firstName,
          lastName: user.lastName,
          role: user.role,
          clientId: user.clientId,
          assignedGuideId: user.assignedGuideId,
          memberStatusId: user.memberStatusId,
          memberStageId: user.memberStageId,
          outreachPhase: user.outreachPhase,
          birthDate: user.birthDate,
          externalPatientId: user.externalPatientId,
          language: user.language,
          lastEventAt: user.lastEventAt,
          lastEventType: user.lastEventType,
          preferredName: user.preferredName,
          namePronunciation: user.namePronunciation,
          pronouns: user.pronouns,
          reportedLanguage: user.reportedLanguage,
          raceEthnicitySummary: user.raceEthnicitySummary,
          standardMemberAttributes: user.standardMemberAttributes,
          memberSummary: user.memberSummary,
          clientHasMedicalCenter: user.clientHasMedicalCenter,
        })),
});

export interface MemberPhoneRow {
  id: string;
  number: string;
  description: string;
  primary: boolean;
  type: string | null;
  carrier: string | null;
  doNotContactReason: string | null;
}

/** The member's phone numbers, primary first. */
export const memberPhones = defineQuery<{ memberId: string }, MemberPhoneRow>({
  name: 'memberPhones',
  pages: ({ memberId }) => [recordPage(memberId)],
  query:
    ({ memberId }, { phoneNumber }) =>
    (q) =>
      q
        .from({ phone: phoneNumber })
        .where(({ phone }) => eq(phone.memberId, memberId))
        .orderBy(({ phone }) => phone.primary, 'desc')
        .orderBy(({ phone }) => phone.id, 'asc')
        .select(({ phone }) => ({
          id: phone.id,
          number: phone.number,
          description: phone.description,
          primary: phone.primary,
          type: phone.type,
          carrier: phone.carrier,
          doNotContactReason: phone.doNotContactReason,
        })),
});

export interface MemberEmailRow {
  id: string;
  emailAddress: string;
  description: string | null;
  primary: boolean;
}

export const memberEmails = defineQuery<{ memberId: string }, MemberEmailRow>({
  name: 'memberEmails',
  pages: ({ memberId }) => [recordPage(memberId)],
  query:
    ({ memberId }, { emailAddress }) =>
    (q) =>
      q
        .from({ email: emailAddress })
        .where(({ email }) => eq(email.memberId, memberId))
        .orderBy(({ email }) => email.primary, 'desc')
        .orderBy(({ email }) => email.id, 'asc')
        .select(({ email }) => ({
          id: email.id,
          emailAddress: email.emailAddress,
          description: email.description,
          primary: email.primary,
        })),
});

export interface MemberAddressRow {
  id: string;
  description: string | null;
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  zip: string;
  primary: boolean;
}

export const memberAddresses = defineQuery<{ memberId: string }, MemberAddressRow>({
  name: 'memberAddresses',
  pages: ({ memberId }) => [recordPage(memberId)],
  query:
    ({ memberId }, { address }) =>
    (q) =>
      q
        .from({ address })
        .where(({ address }) => eq(address.memberId, memberId))
        .orderBy(({ address }) => address.primary, 'desc')
        .orderBy(({ address }) => address.id, 'asc')
        .select(({ address }) => ({
          id: address.id,
          description: address.description,
          line1: address.line1,
          line2: address.line2,
          city: address.city,
          state: address.state,
          zip: address.zip,
          primary: address.primary,
        })),
});

export interface MemberFeedParams {
  memberId: string;
  /** Feed item types shown (filter); the task filter expands to its three kinds (`domain`'s FEED_FILTER_TYPES). */
  types: string[];
  /** How many items to have read: a multiple of `FEED_PAGE_SIZE` (domain); fewer rows than this means the feed is read to its start. */
  upTo: number;
}

export interface MemberFeedRow {
  id: string;
  timestamp: string;
  timestampMs: number;
  externalItemType: string;
  externalItemId: string | null;
  /** A text's message (when the item is a message). */
  messageText: string | null;
  messageIncoming: boolean | null;
  smsStatus: string | null;
  smsErrorCode: number | null;
  /** A text's attachments (`files` ids), none when it has none. */
  messageFileIds: readonly string[] | null;
  /** A call's, visit's or note's interaction. */
  interactionType: string | null;
  interactionIncoming: boolean | null;
  duration: number | null;
  outcomeId: number | string | null;
  note: string | null;
  /** A call's status, its failure code, whether it went to voicemail, whether its notes fall short (the feed's chips). */
  callStatus: string | null;
  callErrorCode: number | null;
  callWentToVoicemail: boolean | null;
  callInsufficientNotes: boolean | null;
  memberId: string;
  /** A note's or visit's interaction id and author (Edit, Delete). */
  interactionId: string | null;
  guideId: string | null;
  /** A visit's own fields (its Edit dialog and the deletion rule). */
  visitCreatedBy: string | null;
  visitCreatedAt: string | null;
  visitEndTime: string | null;
  visitAddressId: string | null;
  visitLocation: string | null;
  visitOutcomeDetails: string | null;
  visitScheduledEventId: string | null;
}

/** The member's feed, newest first, each item with what it points at, kept live. */
export const memberFeed = defineQuery<MemberFeedParams, MemberFeedRow>({
  name: 'memberFeed',
  pages: ({ memberId, types, upTo }) => [
    page(
      OPERATIONS.feedItems,
      { query: { userId: memberId, 'page-size': FEED_PAGE_SIZE, 'sort-direction': 'DESC', type: types } },
      { upTo },
    ),
  ],
  query:
    ({ memberId, types }, { feedItem, smsMessage, interaction, call, visit }) =>
    (q) =>
      q
        .from({ item: feedItem })
        .join({ message: smsMessage }, ({ item, message }) => eq(item.messageId, message.id), 'left')
        .join({ interaction }, ({ item, interaction }) => eq(item.interactionId, interaction.id), 'left')
        .join({ call }, ({ item, call }) => eq(item.callId, call.id), 'left')
        .join({ visit }, ({ item, visit }) => eq(item.visitId, visit.id), 'left')
        .where(({ item }) => and(eq(item.memberId, memberId), inArray(item.externalItemType, types)))
        .orderBy(({ item }) => item.timestampMs, 'desc')
        .orderBy(({ item }) => item.id, 'desc')
        .select(({ item, message, interaction, call, visit }) => ({
          id: item.id,
          timestamp: item.timestamp,
          timestampMs: item.timestampMs,
          externalItemType: item.externalItemType,
          externalItemId: item.externalItemId,
          messageText: message?.text,
          messageIncoming: message?.incoming,
          smsStatus: message?.smsStatus,
          smsErrorCode: message?.smsErrorCode,
          messageFileIds: message?.fileIds,
          interactionType: interaction?.interactionType,
          interactionIncoming: interaction?.incoming,
          duration: interaction?.duration,
          outcomeId: interaction?.outcomeId,
          note: interaction?.note,
          callStatus: call?.status,
          callErrorCode: call?.errorCode,
          callWentToVoicemail: call?.wentToVoicemail,
          callInsufficientNotes: call?.insufficientNotes,
          memberId: item.memberId,
          interactionId: interaction?.id,
          guideId: interaction?.guideId,
          visitCreatedBy: visit?.createdBy,
          visitCreatedAt: visit?.createdAt,
          visitEndTime: visit?.endTime,
          visitAddressId: visit?.addressId,
          visitLocation: visit?.location,
          visitOutcomeDetails: visit?.outcomeDetails,
          visitScheduledEventId: visit?.scheduledEventId,
        })),
});

export interface MemberStatusEventRow {
  id: string;
  memberStatusId: number;
  effectiveAt: string;
  effectiveAtMs: number;
  feedItemId: string | null;
}

/** The member's status events, newest first (the feed shows them among its items). */
export const memberStatusHistory = defineQuery<{ memberId: string }, MemberStatusEventRow>({
  name: 'memberStatusHistory',
  pages: ({ memberId }) => [page(OPERATIONS.memberStatusEvents, { params: { memberId } })],
  query:
    ({ memberId }, { memberStatusEvent }) =>
    (q) =>
      q
        .from({ event: memberStatusEvent })
        .where(({ event }) => eq(event.memberId, memberId))
        .orderBy(({ event }) => event.effectiveAtMs, 'desc')
        .orderBy(({ event }) => event.id, 'desc')
        .select(({ event }) => ({
          id: event.id,
          memberStatusId: event.memberStatusId,
          effectiveAt: event.effectiveAt,
          effectiveAtMs: event.effectiveAtMs,
          feedItemId: event.feedItemId,
        })),
});

export interface AlertRow {
  id: string;
  memberId: string | null;
  alertType: string;
  severity: 'info' | 'warning' | 'error';
  title: string;
  message: string;
  isDismissable: boolean;
}

/**
 * Global alerts, and the member's when a member page shows them (`memberId` null: global only),
 * less those this user dismissed (dismissals are per user and only the user's own reach the engine).
 */
export const activeAlerts = defineQuery<{ memberId: string | null }, AlertRow>({
  name: 'activeAlerts',
  pages: ({ memberId }) => [page(OPERATIONS.alerts, { query: memberId ? { memberId } : {} })],
  query:
    ({ memberId }, { alert, alertDismissal }) =>
    (q) =>
      q
        .from({ alert })
        .join({ dismissed: alertDismissal }, ({ alert, dismissed }) => eq(alert.id, dismissed.alertId), 'left')
        .where(({ alert, dismissed }) =>
          and(
            isUndefined(dismissed?.id),
            memberId ? or(isNull(alert.memberId), eq(alert.memberId, memberId)) : isNull(alert.memberId),
          ),
        )
        .orderBy(({ alert }) => alert.id, 'asc')
        .select(({ alert }) => ({
          id: alert.id,
          memberId: alert.memberId,
          alertType: alert.alertType,
          severity: alert.severity,
          title: alert.title,
          message: alert.message,
          isDismissable: alert.isDismissable,
        })),
});

/** The Member file updates dialog reads 100 entries at a time (the contract's most), and more as the guide scrolls. */
export const FILE_UPDATES_PAGE_SIZE = MEMBER_INFO_LIMITS.changeLogPageSize;

export interface MemberFileUpdatesParams {
  memberId: string;
  /** How many entries to have read: a multiple of FILE_UPDATES_PAGE_SIZE; fewer rows means all are read. */
  upTo: number;
}

export interface MemberFileUpdateRow {
  id: string;
  createdAt: string;
  createdAtMs: number;
  changedById: string | null;
  changedByName: string | null;
  subject: 'phoneNumber' | 'emailAddress' | 'address' | 'personalInfo';
  subjectId: string;
  label: string;
  action: 'created' | 'updated' | 'deleted';
  detailedChanges: { field: string; label: string; oldValue: string | null; newValue: string | null }[];
}

/** The member's file updates, newest first, live: a change made while the dialog is open appears at its top. */
export const memberFileUpdates = defineQuery<MemberFileUpdatesParams, MemberFileUpdateRow>({
  name: 'memberFileUpdates',
  pages: ({ memberId, upTo }) => [
    page(
      OPERATIONS.memberChangeLogs,
      { params: { memberId }, query: { 'page-size': FILE_UPDATES_PAGE_SIZE } },
      { upTo },
    ),
  ],
  query:
    ({ memberId }, { memberChangeLog }) =>
    (q) =>
      q
        .from({ entry: memberChangeLog })
        .where(({ entry }) => eq(entry.memberId, memberId))
        .orderBy(({ entry }) => entry.createdAtMs, 'desc')
        .orderBy(({ entry }) => entry.id, 'desc')
        .select(({ entry }) => ({
          id: entry.id,
          createdAt: entry.createdAt,
          createdAtMs: entry.createdAtMs,
          changedById: entry.changedById,
          changedByName: entry.changedByName,
          subject: entry.subject,
          subjectId: entry.subjectId,
          label: entry.label,
          action: entry.action,
          detailedChanges: entry.detailedChanges,
        })),
});

/**
 * A member's page: the record (header and member info), contact details, the activity feed with
 * the items it points at, status events, and alerts. Every part is live: a text, call, note or
 * status change for this member reaches every open page at once.
 */
import { and, eq, inArray, isNull, or, isUndefined } from '@tanstack/db';
import { FEED_PAGE_SIZE, MEMBER_INFO_LIMITS, OPERATIONS } from '../../domain/index.ts';
import { page } from '../page-loader.ts';
import { defineQuery, type RowOf } from './define.ts';

/** The full record: one read serves the header, member info and the contact details. */
const recordPage = (memberId: string) =>
  page(OPERATIONS.getUser, { params: { userId: memberId }, query: { 'include-details': 'true' } });

/** The member (one row, or none when missing or another organisation's: the page then fails with 404). */
export const memberRecord = defineQuery({
  name: 'memberRecord',
  pages: ({ memberId }: { memberId: string }) => [recordPage(memberId)],
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
          /** Personal information (Edit personal information). */
          preferredName: user.preferredName,
          namePronunciation: user.namePronunciation,
          pronouns: user.pronouns,
          reportedLanguage: user.reportedLanguage,
          raceEthnicitySummary: user.raceEthnicitySummary,
          /** The member's segment, one of their customer's (null: none). */
          segmentId: user.segmentId,
          /** Insurance, PCP, care team, hospitals and the customer's feed data (null: none fed). */
          standardMemberAttributes: user.standardMemberAttributes,
          /** The generated summary (Member portrait); null before the first. */
          memberSummary: user.memberSummary,
          /** The member's customer has a medical center (offers Provider scheduling). */
          clientHasMedicalCenter: user.clientHasMedicalCenter,
        })),
});
export type MemberRecordRow = RowOf<typeof memberRecord>;

/** The member's phone numbers, primary first. */
export const memberPhones = defineQuery({
  name: 'memberPhones',
  pages: ({ memberId }: { memberId: string }) => [recordPage(memberId)],
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
export type MemberPhoneRow = RowOf<typeof memberPhones>;

export const memberEmails = defineQuery({
  name: 'memberEmails',
  pages: ({ memberId }: { memberId: string }) => [recordPage(memberId)],
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
export type MemberEmailRow = RowOf<typeof memberEmails>;

export const memberAddresses = defineQuery({
  name: 'memberAddresses',
  pages: ({ memberId }: { memberId: string }) => [recordPage(memberId)],
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
export type MemberAddressRow = RowOf<typeof memberAddresses>;

export interface MemberFeedParams {
  memberId: string;
  /** Feed item types shown (filter); the task filter expands to its three kinds (`domain`'s FEED_FILTER_TYPES). */
  types: string[];
  /** How many items to have read: a multiple of `FEED_PAGE_SIZE` (domain); fewer rows than this means the feed is read to its start. */
  upTo: number;
}

/** The member's feed, newest first, each item with what it points at, kept live. */
export const memberFeed = defineQuery({
  name: 'memberFeed',
  pages: ({ memberId, types, upTo }: MemberFeedParams) => [
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
          /** A text's message (when the item is a message). */
          messageText: message?.text,
          messageIncoming: message?.incoming,
          smsStatus: message?.smsStatus,
          smsErrorCode: message?.smsErrorCode,
          /** A text's attachments (`files` ids), none when it has none. */
          messageFileIds: message?.fileIds,
          /** A call's, visit's or note's interaction. */
          interactionType: interaction?.interactionType,
          interactionIncoming: interaction?.incoming,
          duration: interaction?.duration,
          outcomeId: interaction?.outcomeId,
          note: interaction?.note,
          /** A call's status, its failure code, whether it went to voicemail, whether its notes fall short (the feed's chips). */
          callStatus: call?.status,
          callErrorCode: call?.errorCode,
          callWentToVoicemail: call?.wentToVoicemail,
          callInsufficientNotes: call?.insufficientNotes,
          memberId: item.memberId,
          /** A note's or visit's interaction id and author (Edit, Delete). */
          interactionId: interaction?.id,
          guideId: interaction?.guideId,
          /** A visit's own fields (its Edit dialog and the deletion rule). */
          visitCreatedBy: visit?.createdBy,
          visitCreatedAt: visit?.createdAt,
          visitEndTime: visit?.endTime,
          visitAddressId: visit?.addressId,
          visitLocation: visit?.location,
          visitOutcomeDetails: visit?.outcomeDetails,
          visitScheduledEventId: visit?.scheduledEventId,
        })),
});
export type MemberFeedRow = RowOf<typeof memberFeed>;

/** The member's status events, newest first (the feed shows them among its items). */
export const memberStatusHistory = defineQuery({
  name: 'memberStatusHistory',
  pages: ({ memberId }: { memberId: string }) => [page(OPERATIONS.memberStatusEvents, { params: { memberId } })],
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
export type MemberStatusEventRow = RowOf<typeof memberStatusHistory>;

/**
 * Global alerts, and the member's when a member page shows them (`memberId` null: global only),
 * less those this user dismissed (dismissals are per user and only the user's own reach the engine).
 */
export const activeAlerts = defineQuery({
  name: 'activeAlerts',
  pages: ({ memberId }: { memberId: string | null }) => [
    page(OPERATIONS.alerts, { query: memberId ? { memberId } : {} }),
  ],
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
export type AlertRow = RowOf<typeof activeAlerts>;

/** The Member file updates dialog reads 100 entries at a time (the contract's most), and more as the guide scrolls. */
export const FILE_UPDATES_PAGE_SIZE = MEMBER_INFO_LIMITS.changeLogPageSize;

export interface MemberFileUpdatesParams {
  memberId: string;
  /** How many entries to have read: a multiple of FILE_UPDATES_PAGE_SIZE; fewer rows means all are read. */
  upTo: number;
}

/** The member's file updates, newest first, live: a change made while the dialog is open appears at its top. */
export const memberFileUpdates = defineQuery({
  name: 'memberFileUpdates',
  pages: ({ memberId, upTo }: MemberFileUpdatesParams) => [
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
export type MemberFileUpdateRow = RowOf<typeof memberFileUpdates>;

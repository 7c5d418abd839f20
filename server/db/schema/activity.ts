/** What happened: interactions, calls, texts, the feed, member status events, notifications, alerts, hospitalizations, files. */
import { sql } from 'drizzle-orm';
// Types only: the columns' string unions are declared once, in domain/.
import type { FeedItemType, NotificationTarget } from '../../../domain/index.ts';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisationId } from './organisation.ts';
import { clients, memberStatuses, phoneNumbers, users } from './tenancy.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const interactions = pgTable(
  'interactions',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationId(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    /** call, visit, message, note */
    interactionType: text('interaction_type').notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id),
    guideId: uuid('guide_id')
      .notNull()
      .references(() => users.id),
    timestamp: ts('timestamp').notNull(),
    /** Seconds. */
    duration: integer('duration'),
    incoming: boolean('incoming').notNull().default(false),
    outcomeId: integer('outcome_id'),
    note: text('note'),
  },
  (t) => [
    index('interactions_guide_ts_idx').on(t.guideId, t.timestamp),
    index('interactions_member_ts_idx').on(t.memberId, t.timestamp),
    // The CHW minutes report reads an organisation's visits of a month.
    index('interactions_organisation_type_ts_idx').on(t.organisationId, t.interactionType, t.timestamp),
  ],
);

export const feedItems = pgTable(
  'feed_items',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationId(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id),
    timestamp: ts('timestamp').notNull(),
    /** What the item points at (FEED_ITEM_TYPES, domain/catalogues.ts). */
    externalItemType: text('external_item_type').$type<FeedItemType>().notNull(),
    externalItemId: text('external_item_id').notNull(),
  },
  (t) => [index('feed_items_member_ts_idx').on(t.memberId, t.timestamp, t.id)],
);

/**
 * A member's status from `effective_at` on (a "user member status", spec part 1 section 2): the
 * feed shows them beside its items. The newest one is the member's current status
 * (`users.member_status_id`). Dismissed events (unable-to-newly-engage, unable-to-re-engage only)
 * keep their row and leave the feed.
 */
export const memberStatusEvents = pgTable(
  'member_status_events',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationId(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id),
    memberStatusId: integer('member_status_id')
      .notNull()
      .references(() => memberStatuses.id),
    effectiveAt: ts('effective_at').notNull(),
    /** The feed item that caused the change (the feed's jump button goes there), if any. */
    feedItemId: uuid('feed_item_id').references(() => feedItems.id),
    dismissedAt: ts('dismissed_at'),
  },
  (t) => [index('member_status_events_member_idx').on(t.memberId, t.effectiveAt, t.id)],
);

export const calls = pgTable(
  'calls',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationId(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    sid: text('sid').notNull(),
    status: text('status').notNull(),
    incoming: boolean('incoming').notNull(),
    originatorUserId: uuid('originator_user_id'),
    originatorPhoneNumber: text('originator_phone_number').notNull(),
    originatorErrorCode: integer('originator_error_code'),
    receiverUserId: uuid('receiver_user_id'),
    receiverPhoneNumber: text('receiver_phone_number').notNull(),
    receiverErrorCode: integer('receiver_error_code'),
    outcomeId: integer('outcome_id'),
    subjectId: uuid('subject_id'),
    note: text('note'),
    wentToVoicemail: boolean('went_to_voicemail').notNull().default(false),
    timeStarted: ts('time_started').notNull(),
    timeConnected: ts('time_connected'),
    timeEnded: ts('time_ended'),
    /** Seconds. */
    duration: integer('duration'),
    isFeedbackCall: boolean('is_feedback_call').notNull().default(false),
    insufficientNotes: boolean('insufficient_notes').notNull().default(false),
    noFollowUpNeeded: boolean('no_follow_up_needed').notNull().default(false),
    interactionId: uuid('interaction_id'),
    /** The Phone call dialog's call (server/telephony/): the member's number it dialled, resourcing or interaction call, the event it answers. */
    phoneNumberId: integer('phone_number_id'),
    resourceInteraction: boolean('resource_interaction').notNull().default(false),
    scheduledEventId: uuid('scheduled_event_id'),
    /** A missed call's voicemail audio (also in call_recordings, kind 'voicemail'). */
    voicemailFileId: uuid('voicemail_file_id'),
  },
  (t) => [
    index('calls_subject_idx').on(t.subjectId, t.timeStarted),
    index('calls_client_started_idx').on(t.clientId, t.timeStarted),
    index('calls_sid_idx').on(t.sid),
    // The calls page (server/routes/calls-page.ts): the date range in the page's order with the
    // columns its filters and count read (index-only), the parties' calls, and a number searched by
    // its start or its end.
    index('calls_organisation_started_idx').on(
      t.organisationId,
      t.timeStarted,
      t.id,
      t.status,
      t.incoming,
      t.isFeedbackCall,
    ),
    index('calls_originator_started_idx').on(t.originatorUserId, t.timeStarted),
    index('calls_receiver_started_idx').on(t.receiverUserId, t.timeStarted),
    index('calls_originator_number_idx').on(t.originatorPhoneNumber.op('text_pattern_ops')),
    index('calls_receiver_number_idx').on(t.receiverPhoneNumber.op('text_pattern_ops')),
    index('calls_originator_number_reversed_idx').on(sql`reverse(${t.originatorPhoneNumber}) text_pattern_ops`),
    index('calls_receiver_number_reversed_idx').on(sql`reverse(${t.receiverPhoneNumber}) text_pattern_ops`),
    // The rare kinds the page narrows to: unassigned calls and feedback calls.
    index('calls_unassigned_started_idx')
      .on(t.organisationId, t.timeStarted)
      .where(sql`subject_id is null`),
    index('calls_feedback_started_idx')
      .on(t.organisationId, t.timeStarted)
      .where(sql`is_feedback_call`),
  ],
);

export const smsMessages = pgTable(
  'sms_messages',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationId(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    subjectId: uuid('subject_id'),
    text: text('text').notNull(),
    phoneNumberId: integer('phone_number_id').references(() => phoneNumbers.id),
    /** The staff user who sent it, or who it was addressed to. */
    userId: uuid('user_id'),
    incoming: boolean('incoming').notNull(),
    sentAt: ts('sent_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    smsStatus: text('sms_status').notNull(),
    smsErrorCode: integer('sms_error_code'),
    smsPhoneNumber: text('sms_phone_number').notNull(),
    noFollowUpNeeded: boolean('no_follow_up_needed').notNull().default(false),
    wasSentByCronJob: boolean('was_sent_by_cron_job').notNull().default(false),
    interactionId: uuid('interaction_id'),
    /** Attachments (`files` ids), sent with the text. */
    fileIds: jsonb('file_ids').$type<string[]>().notNull().default([]),
    /** The carrier's id of an outbound text (its delivery receipts name it). */
    carrierSid: text('carrier_sid'),
  },
  (t) => [
    index('sms_subject_idx').on(t.subjectId, t.createdAt),
    index('sms_client_created_idx').on(t.clientId, t.createdAt),
    // The calls page's Texts tab, as for calls above.
    index('sms_organisation_created_idx').on(t.organisationId, t.createdAt, t.id, t.incoming),
    index('sms_user_created_idx').on(t.userId, t.createdAt),
    index('sms_number_idx').on(t.smsPhoneNumber.op('text_pattern_ops')),
    index('sms_number_reversed_idx').on(sql`reverse(${t.smsPhoneNumber}) text_pattern_ops`),
    index('sms_unassigned_created_idx')
      .on(t.organisationId, t.createdAt)
      .where(sql`subject_id is null`),
    // The texts still to hand to the carrier, which every instance sweeps every few seconds
    // (dispatchQueuedTexts): a handful of rows, where the table holds every text ever sent.
    index('sms_queued_outgoing_idx')
      .on(t.createdAt)
      .where(sql`incoming = false and sms_status = 'queued' and carrier_sid is null`),
  ],
);

export const notificationGroups = pgTable('notification_groups', {
  key: text('key').primaryKey(),
  label: text('label').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationId(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    guideId: uuid('guide_id')
      .notNull()
      .references(() => users.id),
    memberId: uuid('member_id'),
    label: text('label').notNull(),
    description: text('description').notNull(),
    notificationGroupType: text('notification_group_type').notNull(),
    /** A key of NOTIFICATION_TYPES (server/notifications); null on rows written before it. */
    notificationType: text('notification_type'),
    /** What opening it shows and that object's id; null: the member's page. */
    externalItemType: text('external_item_type').$type<NotificationTarget>(),
    externalItemId: text('external_item_id'),
    seenAt: ts('seen_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('notifications_guide_created_idx').on(t.guideId, t.createdAt)],
);

export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationId(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    /** Null for a global alert. */
    memberId: uuid('member_id'),
    alertType: text('alert_type').notNull(),
    severity: text('severity').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    isDismissable: boolean('is_dismissable').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** Set when someone dismissed it: it no longer shows for anyone. */
    dismissedAt: ts('dismissed_at'),
  },
  (t) => [index('alerts_organisation_member_idx').on(t.organisationId, t.memberId)],
);

export const hospitalizations = pgTable(
  'hospitalizations',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationId(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id),
    hospital: text('hospital').notNull(),
    hospitalInfo: jsonb('hospital_info').$type<Record<string, string>>(),
    admitDate: date('admit_date').notNull(),
    dischargeDate: date('discharge_date'),
    guideEnteredDischargedAt: date('guide_entered_discharged_at'),
    admitComplaint: text('admit_complaint'),
    followUpType: text('follow_up_type'),
    dischargeDisposition: text('discharge_disposition'),
    isEnrolledInBehavioralHealth: boolean('is_enrolled_in_behavioral_health').notNull().default(false),
    note: text('note'),
    /** PV1-19 of the ADT feed (server/adt): the hospital's visit number, so later messages find the same stay. */
    visitNumber: text('visit_number'),
  },
  (t) => [
    index('hospitalizations_member_idx').on(t.memberId),
    uniqueIndex('hospitalizations_member_visit_idx').on(t.memberId, t.visitNumber),
  ],
);

export const files = pgTable('files', {
  id: uuid('id').primaryKey(),
  organisationId: organisationId(),
  clientId: uuid('client_id')
    .notNull()
    .references(() => clients.id),
  ownerUserId: uuid('owner_user_id')
    .notNull()
    .references(() => users.id),
  name: text('name').notNull(),
  mimeType: text('mime_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  storageKey: text('storage_key').notNull(),
  info: jsonb('info').$type<Record<string, unknown>>(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

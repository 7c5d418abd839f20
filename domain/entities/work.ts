/** A guide's work items: todos, scheduled events, priority contacts, interactions, feed items, notifications. */
import { type } from 'arktype';
import { defineEntity } from './define.ts';
import { coordsSchema, docketMemberSchema, memberSummarySchema } from './people.ts';
import { visit } from './visits.ts';

const iso = 'string';
/** Docket rows embed the member with the columns the docket shows (the store merges them over the member). */
const embeddedMember = docketMemberSchema.or('null');

export const todo = defineEntity({
  kind: 'todo',
  schema: type({
    id: 'string',
    userId: 'string',
    memberId: 'string | null',
    type: 'string',
    date: iso,
    completedAt: 'string | null',
    snoozedUntil: 'string | null',
    scheduledEventId: 'string | null',
    externalItemType: 'string | null',
    externalItemId: 'string | null',
    member: embeddedMember,
  }),
  events: { upsert: 'todo:updated', created: 'todo:created', delete: 'todo:deleted' },
  audience: { kind: 'organisation' },
  embeds: { member: 'user' },
});

export const scheduledEvent = defineEntity({
  kind: 'scheduledEvent',
  schema: type({
    id: 'string',
    type: 'string',
    date: 'string',
    time: 'string | null',
    userId: 'string',
    memberId: 'string',
    createdBy: 'string | null',
    note: 'string | null',
    /** The member's address the visit is at, or null (then visitLocation is free text). */
    visitLocationAddressId: 'string | null',
    visitLocation: 'string | null',
    /** Where that address was placed when the visit was planned; null for free text or an address not placed. */
    'visitCoords?': coordsSchema.or('null'),
    resolved: 'boolean',
    snoozedUntil: 'string | null',
    member: embeddedMember,
  }),
  events: { upsert: 'scheduled-event:updated', created: 'scheduled-event:created', delete: 'scheduled-event:deleted' },
  audience: { kind: 'organisation' },
  embeds: { member: 'user' },
});

export const priorityContact = defineEntity({
  kind: 'priorityContact',
  schema: type({
    id: 'string',
    memberId: 'string',
    guideId: 'string',
    sortOrder: 'number',
    priorityLevel: 'number | string | null',
    member: embeddedMember,
  }),
  events: {
    upsert: 'priority-contact:upserted',
    created: 'priority-contact:upserted',
    delete: 'priority-contact:deleted',
  },
  audience: { kind: 'organisation' },
  embeds: { member: 'user' },
});

export const interaction = defineEntity({
  kind: 'interaction',
  schema: type({
    id: 'string',
    interactionId: 'string',
    interactionType: 'string',
    subjectIds: 'string[]',
    memberId: 'string',
    guideId: 'string',
    timestamp: iso,
    duration: 'number | null',
    incoming: 'boolean',
    originator: 'string',
    receiver: 'string',
    outcomeId: 'number | string | null',
    /** A visit's or note's text (the feed shows it). */
    'note?': 'string | null',
    member: embeddedMember,
  }),
  audience: { kind: 'organisation' },
  embeds: { member: 'user' },
});

/** A text message to or from a member (the feed and the calls and texts page show it). */
export const smsMessage = defineEntity({
  kind: 'smsMessage',
  schema: type({
    id: 'string',
    memberId: 'string | null',
    userId: 'string | null',
    text: 'string',
    incoming: 'boolean',
    sentAt: 'string | null',
    createdAt: iso,
    smsStatus: 'string',
    smsErrorCode: 'number | null',
    smsPhoneNumber: 'string',
    /** Its attachments (`files` ids: read through a temporary link). */
    'fileIds?': 'string[]',
    /** The member it is assigned to (the calls page's From or To); the feed's reads leave it out. */
    'member?': embeddedMember,
  }),
  audience: { kind: 'organisation' },
  embeds: { member: 'user' },
});

/**
 * A phone call as the feed's chips need it (spec part 1 section 3 "Call"): its status, the
 * carrier's error code of a failed call, whether it went to voicemail, and whether its outcome and
 * notes are complete.
 */
export const call = defineEntity({
  kind: 'call',
  schema: type({
    id: 'string',
    memberId: 'string | null',
    status: "'CONNECTING' | 'ACTIVE' | 'ENDED' | 'FAILED' | 'MISSED' | 'BUSY'",
    incoming: 'boolean',
    /** The failing side's code (part 1 section 8's call failure codes), null when none. */
    errorCode: 'number | null',
    outcomeId: 'number | null',
    wentToVoicemail: 'boolean',
    insufficientNotes: 'boolean',
    /** Seconds. */
    duration: 'number | null',
    timeStarted: iso,
    /**
     * The calls page's columns (server/routes/calls-page-presenter.ts). Optional: a call presented
     * for the feed's chips leaves them out, and the store merges call rows, keeping what it has.
     */
    'originatorUserId?': 'string | null',
    'originatorPhoneNumber?': 'string',
    'receiverUserId?': 'string | null',
    'receiverPhoneNumber?': 'string',
    'isFeedbackCall?': 'boolean',
    'timeEnded?': 'string | null',
    'voicemailFileId?': 'string | null',
    /** False when the receiving side left no connection logs (a failed call then reads 'Unable to reach Guide'). */
    'receiverLogged?': 'boolean',
    /** When the call was assigned to a member from the calls page (Assign call is offered once). */
    'assignedAt?': 'string | null',
    /** Its review tasks (voice call audits): who, and whether done. */
    'reviews?': type({
      id: 'string',
      assigneeId: 'string',
      actionTaken: 'boolean | null',
      completedAt: 'string | null',
    }).array(),
    /** The member it is assigned to (the calls page's From or To). */
    'member?': embeddedMember,
    /**
     * The Phone call dialog's live state (domain/calls.ts, server/telephony/): when it connected,
     * the staff user on it, the note, resourcing or interaction call, the event it answers.
     */
    'guideId?': 'string | null',
    'timeConnected?': 'string | null',
    'note?': 'string | null',
    'resourceInteraction?': 'boolean',
    'scheduledEventId?': 'string | null',
    /** The member's customer's engagement length in minutes (the 'engaged' outcome waits for it). */
    'engagementMinutes?': 'number',
  }),
  audience: { kind: 'organisation' },
  embeds: { member: 'user' },
});

/**
 * A line of a member's activity feed, pointing at what happened. The feed's reads embed that item
 * (a text's message, a call's, visit's or note's interaction) so the feed shows it without another
 * call; the sync engine keeps the embedded rows in their own collections, live.
 */
export const feedItem = defineEntity({
  kind: 'feedItem',
  schema: type({
    id: 'string',
    memberId: 'string',
    timestamp: iso,
    externalItemType: 'string',
    externalItemId: 'string | null',
    'message?': smsMessage.schema.or('null'),
    'interaction?': interaction.schema.or('null'),
    /** A call item's call (its chips: Failed, Went to voicemail, Incomplete). */
    'call?': call.schema.or('null'),
    /** A visit item's visit (place, end, outcome details: its Edit dialog and deletion rule). */
    'visit?': visit.schema.or('null'),
  }),
  events: { upsert: 'feed-item:updated', created: 'feed-item:updated', delete: 'feed-item:deleted' },
  audience: { kind: 'organisation' },
  embeds: { message: 'smsMessage', interaction: 'interaction', call: 'call', visit: 'visit' },
});

/** A notification is its guide's alone: nobody else hears of it. */
export const notification = defineEntity({
  kind: 'notification',
  schema: type({
    id: 'string',
    label: 'string',
    description: 'string',
    seenAt: 'string | null',
    createdAt: iso,
    memberId: 'string | null',
    guideId: 'string',
    notificationGroupType: 'string',
    /** A key of NOTIFICATION_TYPES (domain/entities/notifications.ts), so the portal words it; null on older rows. */
    'notificationType?': 'string | null',
    /** What opening it shows (NotificationTarget) and that object's id; null: the member's page. */
    'externalItemType?': 'string | null',
    'externalItemId?': 'string | null',
    /** The member it is about, for the panel's wording. */
    'member?': memberSummarySchema.or('null'),
  }),
  events: { upsert: 'notification:upserted', created: 'notification:upserted', delete: 'notification:deleted' },
  audience: { kind: 'user', field: 'guideId' },
  embeds: { member: 'user' },
});

/** API shapes of a guide's work items; the change log carries exactly these. */
import { and, eq, inArray } from 'drizzle-orm';
import type { EntityShape } from '../../domain/index.ts';
import type { Db, Tx } from '../db/connect.ts';
import {
  calls,
  feedItems,
  interactions,
  smsMessages,
  visits,
  type notifications,
  type priorityContacts,
  type scheduledEvents,
  type todos,
} from '../db/schema/index.ts';
import { together } from '../db/together.ts';
import { memberSummaries, type MemberSummary } from './people.ts';
import { presentVisit } from './visits.ts';

type Member = MemberSummary | null | undefined;

export function presentTodo(t: typeof todos.$inferSelect, member: Member) {
  return {
    id: t.id,
    userId: t.userId,
    memberId: t.memberId,
    type: t.type,
    date: t.date.toISOString(),
    completedAt: t.completedAt?.toISOString() ?? null,
    snoozedUntil: t.snoozedUntil?.toISOString() ?? null,
    scheduledEventId: t.scheduledEventId,
    externalItemType: t.externalItemType,
    externalItemId: t.externalItemId,
    member: member ?? null,
  };
}

export function presentScheduledEvent(e: typeof scheduledEvents.$inferSelect, member: Member) {
  return {
    id: e.id,
    type: e.type,
    date: e.date,
    time: e.time,
    userId: e.userId,
    memberId: e.memberId,
    createdBy: e.createdBy,
    note: e.note,
    visitLocationAddressId: e.visitLocationAddressId,
    visitLocation: e.visitLocation,
    visitCoords:
      e.visitLatitude !== null && e.visitLongitude !== null ? { lat: e.visitLatitude, lng: e.visitLongitude } : null,
    resolved: e.resolved,
    snoozedUntil: e.snoozedUntil?.toISOString() ?? null,
    member: member ?? null,
  };
}

export function presentPriorityContact(p: typeof priorityContacts.$inferSelect, member: Member) {
  return {
    id: p.id,
    memberId: p.memberId,
    guideId: p.guideId,
    sortOrder: p.sortOrder,
    priorityLevel: p.priorityLevel,
    member: member ?? null,
  };
}

export function presentInteraction(i: typeof interactions.$inferSelect, member: Member): EntityShape<'interaction'> {
  return {
    id: i.id,
    interactionId: i.id,
    interactionType: i.interactionType,
    subjectIds: [i.memberId],
    memberId: i.memberId,
    guideId: i.guideId,
    timestamp: i.timestamp.toISOString(),
    duration: i.duration,
    incoming: i.incoming,
    originator: i.incoming ? i.memberId : i.guideId,
    receiver: i.incoming ? i.guideId : i.memberId,
    outcomeId: i.outcomeId,
    note: i.note,
    member: member ?? null,
  };
}

type FeedItemRow = typeof feedItems.$inferSelect;

/** What a feed item points at, embedded in it: a text's message; a call's, visit's or note's interaction. */
export interface FeedEmbeds {
  message: EntityShape<'smsMessage'> | null;
  interaction: EntityShape<'interaction'> | null;
  call: EntityShape<'call'> | null;
  visit: EntityShape<'visit'> | null;
}

/** A feed item with both embeds always present (null when it points at neither). */
function presentFeedItem(f: FeedItemRow, embeds: FeedEmbeds): EntityShape<'feedItem'> {
  return {
    id: f.id,
    memberId: f.memberId,
    timestamp: f.timestamp.toISOString(),
    externalItemType: f.externalItemType,
    externalItemId: f.externalItemId,
    message: embeds.message,
    interaction: embeds.interaction,
    call: embeds.call,
    visit: embeds.visit,
  };
}

/**
 * A feed item the write has just stored, with what it points at already in hand (a new note's
 * interaction, a new text's message): what `presentFeedItems` would read back, without reading it.
 */
export function presentNewFeedItem(f: FeedItemRow, embeds: Partial<FeedEmbeds>): EntityShape<'feedItem'> {
  return presentFeedItem(f, {
    message: embeds.message ?? null,
    interaction: embeds.interaction ?? null,
    call: embeds.call ?? null,
    visit: embeds.visit ?? null,
  });
}

const CALL_STATUSES = new Set(['CONNECTING', 'ACTIVE', 'ENDED', 'FAILED', 'MISSED', 'BUSY']);

export function presentCall(c: typeof calls.$inferSelect): EntityShape<'call'> {
  return {
    id: c.id,
    memberId: c.subjectId,
    // A status the carrier invented later reads as ended rather than breaking the feed.
    status: (CALL_STATUSES.has(c.status) ? c.status : 'ENDED') as EntityShape<'call'>['status'],
    incoming: c.incoming,
    errorCode: c.receiverErrorCode ?? c.originatorErrorCode,
    outcomeId: c.outcomeId,
    wentToVoicemail: c.wentToVoicemail,
    insufficientNotes: c.insufficientNotes,
    duration: c.duration,
    timeStarted: c.timeStarted.toISOString(),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Feed item types whose item is an interaction (a call's through its call row). */
const INTERACTION_TYPES = new Set(['call', 'visit', 'note']);

/**
 * Feed items as every read and change presents them, with what each points at: the `sms_messages`
 * row of a 'message'; the interaction of a 'visit' or 'note' (its id is the item's), or of a 'call'
 * (through the call's `interaction_id`, or the item's id when it names an interaction itself), and
 * a call item's call, a visit item's visit.
 * Another member's or organisation's row is never embedded. At most five queries, whatever the
 * number of items: messages, calls, interactions, and the interactions' member summaries and visits.
 */
export async function presentFeedItems(
  db: Db | Tx,
  organisationId: string,
  rows: readonly FeedItemRow[],
): Promise<EntityShape<'feedItem'>[]> {
  const idsOf = (test: (f: FeedItemRow) => boolean) => [
    ...new Set(rows.filter((f) => test(f) && UUID.test(f.externalItemId)).map((f) => f.externalItemId)),
  ];
  const messageIds = idsOf((f) => f.externalItemType === 'message');
  const callIds = idsOf((f) => f.externalItemType === 'call');
  const [messageRows, callRows] = await together(db, [
    () =>
      messageIds.length
        ? db
            .select()
            .from(smsMessages)
            .where(and(eq(smsMessages.organisationId, organisationId), inArray(smsMessages.id, messageIds)))
        : [],
    () =>
      callIds.length
        ? db
            .select()
            .from(calls)
            .where(and(eq(calls.organisationId, organisationId), inArray(calls.id, callIds)))
        : [],
  ]);
  const callInteraction = new Map(callRows.map((c) => [c.id, c.interactionId]));
  const callById = new Map(callRows.map((c) => [c.id, c]));
  /** The interaction id an item points at, if any. */
  const interactionIdOf = (f: FeedItemRow): string | null => {
    if (!INTERACTION_TYPES.has(f.externalItemType) || !UUID.test(f.externalItemId)) return null;
    if (f.externalItemType !== 'call') return f.externalItemId;
    return callInteraction.has(f.externalItemId) ? (callInteraction.get(f.externalItemId) ?? null) : f.externalItemId;
  };
  const interactionIds = [...new Set(rows.map(interactionIdOf).filter((id): id is string => id !== null))];
  const interactionRows = interactionIds.length
    ? await db
        .select()
        .from(interactions)
        .where(and(eq(interactions.organisationId, organisationId), inArray(interactions.id, interactionIds)))
    : [];
  const visitIds = interactionRows.filter((i) => i.interactionType === 'visit').map((i) => i.id);
  const [members, visitRows] = await together(db, [
    () =>
      memberSummaries(
        db,
        interactionRows.map((i) => i.memberId),
      ),
    () =>
      visitIds.length
        ? db
            .select()
            .from(visits)
            .where(and(eq(visits.organisationId, organisationId), inArray(visits.id, visitIds)))
        : [],
  ]);
  const visitById = new Map(visitRows.map((v) => [v.id, v]));
  const messageById = new Map(messageRows.map((m) => [m.id, m]));
  const interactionById = new Map(interactionRows.map((i) => [i.id, i]));
  return rows.map((f) => {
    const message = f.externalItemType === 'message' ? messageById.get(f.externalItemId) : undefined;
    const interactionId = interactionIdOf(f);
    const interaction = interactionId ? interactionById.get(interactionId) : undefined;
    const call = f.externalItemType === 'call' ? callById.get(f.externalItemId) : undefined;
    return presentFeedItem(f, {
      call: call && call.subjectId === f.memberId ? presentCall(call) : null,
      message: message && message.subjectId === f.memberId ? presentSmsMessage(message) : null,
      interaction:
        interaction && interaction.memberId === f.memberId
          ? presentInteraction(interaction, members.get(interaction.memberId))
          : null,
      visit: visitOf(f, interaction, visitById),
    });
  });
}

/** A visit item's visit row, when the item's interaction is that visit of the same member. */
function visitOf(
  f: FeedItemRow,
  interaction: typeof interactions.$inferSelect | undefined,
  visitById: Map<string, typeof visits.$inferSelect>,
): EntityShape<'visit'> | null {
  if (f.externalItemType !== 'visit' || !interaction || interaction.memberId !== f.memberId) return null;
  const visit = visitById.get(interaction.id);
  return visit && visit.memberId === f.memberId ? presentVisit(visit, interaction.timestamp) : null;
}

/** `member`, when given, is the summary the panel words the notification with (server/notifications). */
export function presentNotification(n: typeof notifications.$inferSelect, member?: MemberSummary | null) {
  return {
    id: n.id,
    label: n.label,
    description: n.description,
    seenAt: n.seenAt?.toISOString() ?? null,
    createdAt: n.createdAt.toISOString(),
    memberId: n.memberId,
    guideId: n.guideId,
    notificationGroupType: n.notificationGroupType,
    notificationType: n.notificationType,
    externalItemType: n.externalItemType,
    externalItemId: n.externalItemId,
    ...(member !== undefined ? { member } : {}),
  };
}

export function presentSmsMessage(m: typeof smsMessages.$inferSelect): EntityShape<'smsMessage'> {
  return {
    id: m.id,
    memberId: m.subjectId,
    userId: m.userId,
    text: m.text,
    incoming: m.incoming,
    sentAt: m.sentAt?.toISOString() ?? null,
    createdAt: m.createdAt.toISOString(),
    smsStatus: m.smsStatus,
    smsErrorCode: m.smsErrorCode,
    smsPhoneNumber: m.smsPhoneNumber,
    fileIds: m.fileIds,
  };
}

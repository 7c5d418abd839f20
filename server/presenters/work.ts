/** API shapes of a guide's work items; the change log carries exactly these. */
import type { EntityShape } from '../../domain/index.ts';
import type { priorityContacts, scheduledEvents, smsMessages, todos, interactions, feedItems, notifications } from '../db/schema/index.ts';
import type { MemberSummary } from './people.ts';

type Member = MemberSummary | null | undefined;

export function presentTodo(t: typeof todos.$inferSelect, member: Member) {
  return {
    id: t.id, userId: t.userId, memberId: t.memberId, type: t.type, date: t.date.toISOString(),
    completedAt: t.completedAt?.toISOString() ?? null, snoozedUntil: t.snoozedUntil?.toISOString() ?? null,
    scheduledEventId: t.scheduledEventId, externalItemType: t.externalItemType, externalItemId: t.externalItemId,
    member: member ?? null,
  };
}

export function presentScheduledEvent(e: typeof scheduledEvents.$inferSelect, member: Member) {
  return {
    id: e.id, type: e.type, date: e.date, time: e.time, userId: e.userId, memberId: e.memberId, createdBy: e.createdBy,
    note: e.note, visitLocation: e.visitLocation, resolved: e.resolved, snoozedUntil: e.snoozedUntil?.toISOString() ?? null,
    member: member ?? null,
  };
}

export function presentPriorityContact(p: typeof priorityContacts.$inferSelect, member: Member) {
  return { id: p.id, memberId: p.memberId, guideId: p.guideId, sortOrder: p.sortOrder, priorityLevel: p.priorityLevel, member: member ?? null };
}

export function presentInteraction(i: typeof interactions.$inferSelect, member: Member) {
  return {
    id: i.id, interactionId: i.id, interactionType: i.interactionType, subjectIds: [i.memberId], memberId: i.memberId,
    guideId: i.guideId, timestamp: i.timestamp.toISOString(), duration: i.duration, incoming: i.incoming,
    originator: i.incoming ? i.memberId : i.guideId, receiver: i.incoming ? i.guideId : i.memberId, outcomeId: i.outcomeId,
    member: member ?? null,
  };
}

export function presentFeedItem(f: typeof feedItems.$inferSelect) {
  return { id: f.id, memberId: f.memberId, timestamp: f.timestamp.toISOString(), externalItemType: f.externalItemType, externalItemId: f.externalItemId };
}

export function presentNotification(n: typeof notifications.$inferSelect) {
  return {
    id: n.id, label: n.label, description: n.description, seenAt: n.seenAt?.toISOString() ?? null, createdAt: n.createdAt.toISOString(),
    memberId: n.memberId, guideId: n.guideId, notificationGroupType: n.notificationGroupType,
  };
}

export function presentSmsMessage(m: typeof smsMessages.$inferSelect): EntityShape<'smsMessage'> {
  return {
    id: m.id, memberId: m.subjectId, userId: m.userId, text: m.text, incoming: m.incoming, sentAt: m.sentAt?.toISOString() ?? null,
    createdAt: m.createdAt.toISOString(), smsStatus: m.smsStatus, smsErrorCode: m.smsErrorCode, smsPhoneNumber: m.smsPhoneNumber,
  };
}

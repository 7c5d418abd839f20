/**
 * A call coming in (the carrier's inbound-call webhook): whose it is and where it rings. The
 * organisation is the one whose line was called (`internal_phone_numbers.number`), else the one
 * whose member's number is calling. A member's call is theirs (the feed shows it) and rings for
 * their guide; an unknown number's call has no member (the calls page's Assign call, Call back)
 * and rings for the line's support users.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect.ts';
import type { ChangeRecorder } from '../db/changes.ts';
import {
  calls,
  clients,
  feedItems,
  interactions,
  internalPhoneNumbers,
  phoneNumbers,
  users,
} from '../db/schema/index.ts';
import { notify } from '../notifications/notify.ts';
import { recordFeedItem, recordInteraction } from '../routes/interaction-records.ts';
import { recordCall } from './call-records.ts';
import type { CallRow } from './present.ts';

export interface InboundCall {
  sid: string;
  from: string;
  to: string;
  at: Date;
}

export interface InboundRoute {
  organisationId: string;
  /** The calling member, when the number is one of a member's. */
  member: typeof users.$inferSelect | null;
  /** Who it rings for: the member's guide, else the line's first support user. */
  receiverUserId: string | null;
  /** A customer of the organisation for the row (the member's, else the oldest). */
  clientId: string;
}

/** Where an inbound call belongs; undefined when neither the line nor the caller is ours. */
export async function routeInboundCall(
  db: Db | Tx,
  call: Pick<InboundCall, 'from' | 'to'>,
): Promise<InboundRoute | undefined> {
  const [line] = await db
    .select()
    .from(internalPhoneNumbers)
    .where(eq(internalPhoneNumbers.number, call.to))
    .orderBy(asc(internalPhoneNumbers.id))
    .limit(1);
  const memberWhere = line
    ? and(eq(phoneNumbers.number, call.from), eq(phoneNumbers.organisationId, line.organisationId))
    : eq(phoneNumbers.number, call.from);
  const [caller] = await db
    .select({ member: users })
    .from(phoneNumbers)
    .innerJoin(users, and(eq(users.id, phoneNumbers.userId), eq(users.role, 'PATIENT')))
    .where(memberWhere)
    // A number on the member's record first; one removed from it still finds its member.
    .orderBy(sql`${phoneNumbers.deletedAt} is not null`)
    .limit(1);
  const member = caller?.member ?? null;
  const organisationId = line?.organisationId ?? member?.organisationId;
  if (!organisationId) return undefined;
  const clientId = member?.clientId ?? (await oldestClientOf(db, organisationId));
  if (!clientId) return undefined;
  return {
    organisationId,
    member,
    clientId,
    receiverUserId: member?.assignedGuideId ?? line?.supportUserIds[0] ?? null,
  };
}

async function oldestClientOf(db: Db | Tx, organisationId: string): Promise<string | undefined> {
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.organisationId, organisationId))
    .orderBy(asc(clients.createdAt), asc(clients.id))
    .limit(1);
  return client?.id;
}

/** The incoming call's row (CONNECTING), with its interaction and feed item when a member is calling. */
export async function receiveInboundCall(
  tx: Tx,
  changes: ChangeRecorder,
  call: InboundCall,
  route: InboundRoute,
): Promise<CallRow> {
  const [known] = await tx
    .select()
    .from(calls)
    .where(and(eq(calls.sid, call.sid), eq(calls.organisationId, route.organisationId)));
  if (known) return known;
  const owned = { organisationId: route.organisationId, clientId: route.clientId };
  const interactionId = route.member && route.receiverUserId ? randomUUID() : null;
  if (interactionId && route.member && route.receiverUserId) {
    const [interaction] = await tx
      .insert(interactions)
      .values({
        id: interactionId,
        ...owned,
        interactionType: 'call',
        memberId: route.member.id,
        guideId: route.receiverUserId,
        timestamp: call.at,
        incoming: true,
      })
      .returning();
    if (interaction) await recordInteraction(tx, changes, interaction, true);
  }
  const [row] = await tx
    .insert(calls)
    .values({
      id: randomUUID(),
      ...owned,
      sid: call.sid,
      status: 'CONNECTING',
      incoming: true,
      originatorUserId: route.member?.id ?? null,
      originatorPhoneNumber: call.from,
      receiverUserId: route.receiverUserId,
      receiverPhoneNumber: call.to,
      subjectId: route.member?.id ?? null,
      timeStarted: call.at,
      interactionId,
    })
    .returning();
  if (!row) throw new Error('call not stored');
  if (route.member) {
    const [feed] = await tx
      .insert(feedItems)
      .values({
        id: randomUUID(),
        ...owned,
        memberId: route.member.id,
        timestamp: call.at,
        externalItemType: 'call',
        externalItemId: row.id,
      })
      .returning();
    if (feed) await recordFeedItem(tx, changes, feed, true);
    // The member's guide is told of the call (their notification centre), whoever it rang for.
    await notify(tx, changes, {
      ...owned,
      guideId: route.member.assignedGuideId,
      memberId: route.member.id,
      type: 'inbound_call',
      target: { type: 'call', id: row.id },
      at: call.at,
    });
  }
  await recordCall(tx, changes, row, true);
  return row;
}

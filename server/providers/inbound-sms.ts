/**
 * An inbound text from a member: stores the message, its interaction and feed item, gives the
 * assigned guide a Text back todo and a notification, all in one transaction with its changes.
 * A carrier opt-out keyword (STOP) marks the sending number do-not-contact with the reason STOP
 * (the feed shows a banner for it) and records the member's rejection of text-message consent
 * (TCPA) as answered by SMS (`ipAddress` 'SMS'); START or UNSTOP lifts a STOP but answers no consent.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect.ts';
import type { ChangeRecorder } from '../db/changes.ts';
import { CONSENT_TERM_KEYS } from '../../domain/index.ts';
import { recordConsentAnswer } from '../consent/submissions.ts';
import { consentTerms, feedItems, interactions, phoneNumbers, smsMessages, todos, users } from '../db/schema/index.ts';
import { notify } from '../notifications/notify.ts';
import { presentPhoneNumber } from '../presenters/member.ts';
import { memberSummaries, presentUserChange } from '../presenters/people.ts';
import { presentFeedItems, presentInteraction, presentSmsMessage, presentTodo } from '../presenters/work.ts';

export interface InboundText {
  from: string;
  to: string;
  text: string;
  receivedAt: Date;
}

export interface InboundResult {
  messageId: string;
  todoId: string | null;
}

/** Finds the member who owns the sending number (within any organisation: the number says which). */
export async function findMemberByPhone(tx: Db | Tx, number: string) {
  const [row] = await tx
    .select({ member: users, phoneId: phoneNumbers.id })
    .from(phoneNumbers)
    .innerJoin(users, and(eq(users.id, phoneNumbers.userId), eq(users.role, 'PATIENT')))
    .where(eq(phoneNumbers.number, number))
    // A number on the member's record first; one removed from it still finds its member.
    .orderBy(sql`${phoneNumbers.deletedAt} is not null`)
    .limit(1);
  return row;
}

/** The do-not-contact reason a STOP text sets. */
export const STOP_REASON = 'STOP';
/** The carriers' opt-out and opt-in keywords, the whole text (any case, trailing punctuation aside). */
const OPT_OUT = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPTOUT']);
// 'YES' opts in at some carriers too, but it is also an everyday answer to a guide's question.
const OPT_IN = new Set(['START', 'UNSTOP']);

/** True to opt out, false to opt back in, null for an ordinary text. */
export function optOutKeyword(text: string): boolean | null {
  const word = text
    .trim()
    .replace(/[.!]+$/, '')
    .toUpperCase();
  return OPT_OUT.has(word) ? true : OPT_IN.has(word) ? false : null;
}

/** Applies a STOP or START to the sending number, with its `phoneNumber` change; a no-op changes nothing. */
async function applyOptOut(tx: Tx, changes: ChangeRecorder, phoneId: number, optOut: boolean): Promise<void> {
  const alreadyStopped = and(eq(phoneNumbers.doNotContact, true), eq(phoneNumbers.doNotContactReason, STOP_REASON));
  const [phone] = await tx
    .update(phoneNumbers)
    .set(
      optOut
        ? { doNotContact: true, doNotContactReason: STOP_REASON }
        : { doNotContact: false, doNotContactReason: null },
    )
    .where(
      and(
        eq(phoneNumbers.id, phoneId),
        // STOP on a stopped number, or START on one not stopped by a STOP (another reason stays), change nothing.
        optOut
          ? or(
              eq(phoneNumbers.doNotContact, false),
              isNull(phoneNumbers.doNotContactReason),
              ne(phoneNumbers.doNotContactReason, STOP_REASON),
            )
          : alreadyStopped,
      ),
    )
    .returning();
  if (!phone) return;
  // A number removed from the record keeps its opt-out (it comes back with it if added again), unseen by clients.
  if (phone.deletedAt) changes.record({ entity: 'phoneNumber', id: String(phone.id), op: 'delete', data: null });
  else changes.record({ entity: 'phoneNumber', id: String(phone.id), op: 'upsert', data: presentPhoneNumber(phone) });
}

/** A STOP is the member's answer to the TCPA term of their customer, when it has one ('SMS' as the address). */
async function rejectTextingConsent(
  tx: Tx,
  changes: ChangeRecorder,
  member: typeof users.$inferSelect,
  at: Date,
): Promise<void> {
  const [term] = await tx
    .select()
    .from(consentTerms)
    .where(
      and(
        eq(consentTerms.clientId, member.clientId),
        eq(consentTerms.key, CONSENT_TERM_KEYS.tcpa),
        eq(consentTerms.isActive, true),
      ),
    )
    .limit(1);
  if (!term) return;
  await recordConsentAnswer(tx, changes, {
    organisationId: member.organisationId,
    clientId: member.clientId,
    memberId: member.id,
    term,
    consented: false,
    consentLinkId: null,
    consentIdentityId: null,
    ipAddress: 'SMS',
    languageCode: member.language,
    internalSubmitterUserId: null,
    requestId: null,
    now: at,
  });
}

export async function recordInboundText(
  tx: Tx,
  changes: ChangeRecorder,
  text: InboundText,
  owner: NonNullable<Awaited<ReturnType<typeof findMemberByPhone>>>,
): Promise<InboundResult> {
  const { member, phoneId } = owner;
  // Rows belong to the member's organisation and customer.
  const owned = { organisationId: member.organisationId, clientId: member.clientId };
  const guideId = member.assignedGuideId;
  const messageId = randomUUID();
  const [message] = await tx
    .insert(smsMessages)
    .values({
      id: messageId,
      ...owned,
      subjectId: member.id,
      text: text.text,
      phoneNumberId: phoneId,
      userId: guideId,
      incoming: true,
      sentAt: text.receivedAt,
      createdAt: text.receivedAt,
      smsStatus: 'received',
      smsPhoneNumber: text.from,
    })
    .returning();
  if (message)
    changes.record({
      entity: 'smsMessage',
      id: message.id,
      op: 'upsert',
      data: presentSmsMessage(message),
      created: true,
    });
  // The member's last event moves (the member list shows it): clients hear of that too. The
  // member's row is locked before its phone's, as every write to a member's details does.
  const [touched] = await tx
    .update(users)
    .set({ lastEventAt: text.receivedAt, lastEventType: 'message' })
    .where(eq(users.id, member.id))
    .returning();
  if (touched) changes.record({ entity: 'user', id: touched.id, op: 'upsert', data: presentUserChange(touched) });
  const optOut = optOutKeyword(text.text);
  if (optOut !== null) await applyOptOut(tx, changes, phoneId, optOut);
  if (optOut === true) await rejectTextingConsent(tx, changes, member, text.receivedAt);
  const [feed] = await tx
    .insert(feedItems)
    .values({
      id: randomUUID(),
      ...owned,
      memberId: member.id,
      timestamp: text.receivedAt,
      externalItemType: 'message',
      externalItemId: messageId,
    })
    .returning();
  // The same shape as the feed's reads: the item embeds its message.
  for (const data of feed ? await presentFeedItems(tx, member.organisationId, [feed]) : [])
    changes.record({ entity: 'feedItem', id: data.id, op: 'upsert', data, created: true });
  if (!guideId) return { messageId, todoId: null };

  const summaries = await memberSummaries(tx, [member.id]);
  const [interaction] = await tx
    .insert(interactions)
    .values({
      id: randomUUID(),
      ...owned,
      interactionType: 'message',
      memberId: member.id,
      guideId,
      timestamp: text.receivedAt,
      incoming: true,
    })
    .returning();
  if (interaction)
    changes.record({
      entity: 'interaction',
      id: interaction.id,
      op: 'upsert',
      data: presentInteraction(interaction, summaries.get(member.id)),
      created: true,
    });
  const [todo] = await tx
    .insert(todos)
    .values({
      id: randomUUID(),
      ...owned,
      userId: guideId,
      memberId: member.id,
      type: 'TEXT_BACK',
      date: text.receivedAt,
      externalItemType: 'message',
      externalItemId: messageId,
    })
    .returning();
  if (todo)
    changes.record({
      entity: 'todo',
      id: todo.id,
      op: 'upsert',
      data: presentTodo(todo, summaries.get(member.id)),
      created: true,
    });
  await notify(tx, changes, { ...owned, guideId, memberId: member.id, type: 'inbound_text', at: text.receivedAt });
  return { messageId, todoId: todo?.id ?? null };
}

/**
 * One ADT message in, one ACK out, whichever way it came (MLLP or HTTP). Guarantees:
 * - every message is kept in `adt_messages` with its outcome (applied, unmatched, rejected,
 *   duplicate) and reason, in the same transaction as what it applied, so an ACK is only ever sent
 *   for a message that is in the database; if that write fails the message is stored as rejected
 *   in a second one (without claiming its control id, so the resend applies) and answered AR
 *   (resend), and if even that fails nothing is answered (the
 *   caller's 500, or a closed MLLP connection: the sender resends);
 * - a control id (MSH-10) already received from the same sender is kept as a duplicate, not
 *   applied again, and answered as the original was (its code and error condition: AA for an
 *   applied one): the duplicate's row is all it writes, with no change rows, todo or notification
 *   (the original's claim on its control id is a unique index, so a concurrent copy waits for it);
 * - the raw text is PHI: it is stored in the table and nowhere else; logs and ACKs carry reasons
 *   made of field names and codes.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { ChangeRecorder } from '../db/changes.ts';
import type { Tx } from '../db/connect.ts';
import { adtMessages, type AdtMessageStatus } from '../db/schema/index.ts';
import { buildAdtAck, type AckCode, type AckVerdict, type ErrorCondition } from './ack.ts';
import { applyAdtFacts, type AdtFeed } from './apply-adt.ts';
import { readAdtMessage, type AdtReading } from './hl7-adt.ts';

export const INTERNAL_FAILURE = 'could not be applied (internal error); resend';

export interface AdtDelivery {
  feed: AdtFeed;
  transport: 'mllp' | 'http';
  raw: string;
  receivedAt: Date;
}

export interface AdtIngestResult {
  messageId: string;
  status: AdtMessageStatus;
  ack: string;
}

/** Runs work in one transaction of the feed's organisation with the change recorder, publishing after commit. */
export type FeedWrite = <T>(work: (tx: Tx, changes: ChangeRecorder) => Promise<T>) => Promise<T>;

export async function ingestAdtMessage(
  delivery: AdtDelivery,
  write: FeedWrite,
  log?: { warn(obj: object, msg: string): void },
): Promise<AdtIngestResult> {
  const reading = readAdtMessage(delivery.raw);
  try {
    const { id, status, verdict } = await write((tx, changes) => storeAndApply(tx, changes, delivery, reading));
    return { messageId: id, status, ack: buildAdtAck(reading.message, verdict) };
  } catch (error) {
    // Class only: a database error's message may carry the row's values.
    log?.warn(
      { err: { type: (error as Error).constructor.name, code: (error as { code?: unknown }).code } },
      'ADT message not applied; kept as rejected',
    );
    const reason = INTERNAL_FAILURE;
    // Without its control id: the AR asks for a resend, which must be applied, not taken for a duplicate (MSH-10 is still in `raw`).
    const unclaimed: AdtReading = { ...reading, header: { ...reading.header, controlId: null } };
    const id = await write((tx) =>
      insertMessage(tx, delivery, unclaimed, { status: 'rejected', ackCode: 'AR', reason }),
    );
    return {
      messageId: id,
      status: 'rejected',
      ack: buildAdtAck(reading.message, { code: 'AR', condition: '207', reason }),
    };
  }
}

interface Stored {
  id: string;
  status: AdtMessageStatus;
  verdict: AckVerdict;
}

async function storeAndApply(
  tx: Tx,
  changes: ChangeRecorder,
  delivery: AdtDelivery,
  reading: AdtReading,
): Promise<Stored> {
  if (!reading.ok) {
    const verdict: AckVerdict = {
      code: reading.ackCode,
      condition: rejectedCondition(reading.ackCode, reading.reason),
      reason: reading.reason,
    };
    return claimOrDuplicate(
      tx,
      delivery,
      reading,
      { status: 'rejected', ackCode: reading.ackCode, reason: reading.reason },
      verdict,
    );
  }
  // Claimed first (status filled in below): a concurrent copy of the same control id waits on this row, then finds it.
  const claimed = await claimOrDuplicate(
    tx,
    delivery,
    reading,
    { status: 'applied', ackCode: 'AA', reason: null },
    { code: 'AA' },
  );
  if (claimed.status === 'duplicate') return claimed;
  const outcome = await applyAdtFacts(
    tx,
    changes,
    delivery.feed,
    reading.facts,
    reading.header.eventTime,
    delivery.receivedAt,
  );
  if (outcome.status === 'applied') {
    await tx
      .update(adtMessages)
      .set({ memberId: outcome.memberId, hospitalizationId: outcome.hospitalizationId, reason: outcome.reason ?? null })
      .where(eq(adtMessages.id, claimed.id));
    return claimed;
  }
  await tx
    .update(adtMessages)
    .set({ status: outcome.status, ackCode: 'AE', reason: outcome.reason, memberId: outcome.memberId })
    .where(eq(adtMessages.id, claimed.id));
  return { id: claimed.id, status: outcome.status, verdict: { code: 'AE', condition: '204', reason: outcome.reason } };
}

/** Why a message that could not be read was refused: not ours (AR), a field not a date, or one missing. */
function rejectedCondition(ackCode: AckCode, reason: string): ErrorCondition {
  return ackCode === 'AR' ? '200' : reason.includes('not a date') ? '102' : '101';
}

/** The condition a stored message was answered with: its status, code and reason say which (AE from applying: no such member or stay). */
function answeredCondition(original: {
  status: AdtMessageStatus;
  ackCode: AckCode;
  reason: string | null;
}): ErrorCondition | undefined {
  if (original.ackCode === 'AA') return undefined;
  return original.status === 'rejected' ? rejectedCondition(original.ackCode, original.reason ?? '') : '204';
}

interface Outcome {
  status: AdtMessageStatus;
  ackCode: AckCode;
  reason: string | null;
}

/** Stores the message as received; when its control id is taken, stores it as a duplicate answered like the original. */
async function claimOrDuplicate(
  tx: Tx,
  delivery: AdtDelivery,
  reading: AdtReading,
  outcome: Outcome,
  verdict: AckVerdict,
): Promise<Stored> {
  const id = await insertMessage(tx, delivery, reading, outcome, true);
  if (id) return { id, status: outcome.status, verdict };
  const { sender, controlId } = reading.header;
  const [original] = await tx
    .select({
      id: adtMessages.id,
      status: adtMessages.status,
      ackCode: adtMessages.ackCode,
      reason: adtMessages.reason,
    })
    .from(adtMessages)
    .where(
      and(
        eq(adtMessages.clientId, delivery.feed.clientId),
        sender === null ? isNull(adtMessages.sender) : eq(adtMessages.sender, sender),
        eq(adtMessages.controlId, controlId ?? ''),
        ne(adtMessages.status, 'duplicate'),
      ),
    )
    .limit(1);
  const duplicateId = await insertMessage(tx, delivery, reading, {
    status: 'duplicate',
    ackCode: original?.ackCode ?? 'AA',
    reason: 'MSH-10 control id received before',
  });
  const answered: AckVerdict = original
    ? { code: original.ackCode, condition: answeredCondition(original), reason: original.reason ?? undefined }
    : { code: 'AA' };
  return { id: duplicateId, status: 'duplicate', verdict: answered };
}

async function insertMessage(
  tx: Tx,
  delivery: AdtDelivery,
  reading: AdtReading,
  outcome: Outcome,
  claim?: false,
): Promise<string>;
async function insertMessage(
  tx: Tx,
  delivery: AdtDelivery,
  reading: AdtReading,
  outcome: Outcome,
  claim: true,
): Promise<string | null>;
async function insertMessage(
  tx: Tx,
  delivery: AdtDelivery,
  reading: AdtReading,
  outcome: Outcome,
  claim = false,
): Promise<string | null> {
  const id = randomUUID();
  const values = {
    id,
    organisationId: delivery.feed.organisationId,
    clientId: delivery.feed.clientId,
    transport: delivery.transport,
    sender: reading.header.sender,
    controlId: reading.header.controlId,
    messageType: reading.header.messageType,
    visitNumber: reading.ok ? reading.facts.stay.visitNumber : null,
    eventTime: reading.header.eventTime,
    // PostgreSQL text cannot hold NUL; nothing else is changed.
    raw: delivery.raw.replaceAll('\u0000', '\uFFFD'),
    receivedAt: delivery.receivedAt,
    ...outcome,
  };
  if (!claim || !reading.header.controlId) {
    await tx.insert(adtMessages).values(values);
    return id;
  }
  const inserted = await tx.insert(adtMessages).values(values).onConflictDoNothing().returning({ id: adtMessages.id });
  return inserted[0]?.id ?? null;
}

/**
 * Recording answers and identity confirmations. Each runs inside the caller's `write` (server/http/operations.ts)
 * transaction and records its change-log rows there, so an answer, the member's current state and
 * the changes staff hear about commit together or not at all.
 *
 * Why a repeated submit records one answer (structurally, not by a disabled button):
 * 1. the member's state row for the term is locked first, so answers to one term are serialized;
 * 2. a request id seen before for the same link and term returns the first answer (and a unique
 *    index on (link, term, request id) backs this up);
 * 3. an answer equal to the current one records nothing new.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { ConsentIdentityBody, StaffConsentIdentityBody } from '../../domain/index.ts';
import { parseDateOfBirth } from '../../domain/index.ts';
import type { Tx } from '../db/connect.ts';
import type { ChangeRecorder } from '../db/changes.ts';
import { consentIdentities, consentLinks, consentSubmissions, memberConsents } from '../db/schema/index.ts';
import { badRequest } from '../http/errors.ts';
import {
  presentMemberConsent,
  presentSubmission,
  type ConsentSubmissionRow,
  type ConsentTermRow,
  type MemberConsentRow,
} from './terms.ts';
import { notifyAssignedGuide } from '../notifications/notify.ts';

export interface AnswerInput {
  organisationId: string;
  /** The member's customer (the term's). */
  clientId: string;
  memberId: string;
  term: ConsentTermRow;
  consented: boolean;
  consentLinkId: string | null;
  consentIdentityId: string | null;
  ipAddress: string;
  languageCode: string;
  internalSubmitterUserId: string | null;
  /** The client's id for this submit (Idempotency-Key); retries carry the same one. */
  requestId: string | null;
  now: Date;
}

export interface AnswerOutcome {
  submission: ConsentSubmissionRow;
  state: MemberConsentRow;
  replayed: boolean;
}

async function lockState(
  tx: Tx,
  input: Pick<AnswerInput, 'organisationId' | 'clientId' | 'memberId' | 'term' | 'now'>,
): Promise<MemberConsentRow> {
  await tx
    .insert(memberConsents)
    .values({
      memberId: input.memberId,
      termId: input.term.id,
      organisationId: input.organisationId,
      clientId: input.clientId,
      consented: null,
      updatedAt: input.now,
    })
    .onConflictDoNothing();
  const [state] = await tx
    .select()
    .from(memberConsents)
    .where(and(eq(memberConsents.memberId, input.memberId), eq(memberConsents.termId, input.term.id)))
    .for('update');
  if (!state) throw new Error('member consent state missing after insert');
  return state;
}

async function submissionById(tx: Tx, id: string): Promise<ConsentSubmissionRow | undefined> {
  const [row] = await tx.select().from(consentSubmissions).where(eq(consentSubmissions.id, id)).limit(1);
  return row;
}

export async function recordConsentAnswer(tx: Tx, changes: ChangeRecorder, input: AnswerInput): Promise<AnswerOutcome> {
  const state = await lockState(tx, input);

  if (input.requestId && input.consentLinkId) {
    const [seen] = await tx
      .select()
      .from(consentSubmissions)
      .where(
        and(
          eq(consentSubmissions.consentLinkId, input.consentLinkId),
          eq(consentSubmissions.termId, input.term.id),
          eq(consentSubmissions.requestId, input.requestId),
        ),
      )
      .limit(1);
    if (seen) return { submission: seen, state, replayed: true };
  }
  if (state.consented === input.consented && state.lastSubmissionId) {
    const last = await submissionById(tx, state.lastSubmissionId);
    if (last) return { submission: last, state, replayed: true };
  }

  const [submission] = await tx
    .insert(consentSubmissions)
    .values({
      id: randomUUID(),
      organisationId: input.organisationId,
      clientId: input.clientId,
      memberId: input.memberId,
      termId: input.term.id,
      consented: input.consented,
      consentLinkId: input.consentLinkId,
      consentIdentityId: input.consentIdentityId,
      ipAddress: input.ipAddress,
      languageCode: input.languageCode,
      internalSubmitterUserId: input.internalSubmitterUserId,
      requestId: input.requestId,
      createdAt: input.now,
    })
    .returning();
  if (!submission) throw new Error('consent submission not created');
  const [updated] = await tx
    .update(memberConsents)
    .set({ consented: input.consented, lastSubmissionId: submission.id, updatedAt: input.now })
    .where(and(eq(memberConsents.memberId, input.memberId), eq(memberConsents.termId, input.term.id)))
    .returning();
  if (!updated) throw new Error('member consent state not updated');

  changes.record({
    entity: 'consentSubmission',
    id: submission.id,
    op: 'upsert',
    created: true,
    data: { ...presentSubmission(submission) },
  });
  changes.record({
    entity: 'consent',
    id: `${updated.memberId}:${updated.termId}`,
    op: 'upsert',
    data: { ...presentMemberConsent(updated, input.term) },
  });
  if (!input.internalSubmitterUserId)
    await notifyAssignedGuide(tx, changes, { memberId: input.memberId, type: 'consent_answered', at: input.now });
  return { submission, state: updated, replayed: false };
}

/**
 * Checks the identity an answer names: required terms need one, and it must be the member's own
 * (for a link: confirmed through that same link). Returns the id to store (null when not required).
 */
export async function identityForAnswer(
  tx: Tx,
  term: ConsentTermRow,
  memberId: string,
  consentIdentityId: string | null | undefined,
  consentLinkId: string | null,
): Promise<string | null> {
  if (!term.identityRequired) return null;
  if (!consentIdentityId) {
    throw badRequest([
      {
        property: 'consentIdentityId',
        constraints: { required: 'Please confirm your identity before answering this consent.' },
      },
    ]);
  }
  const [identity] = await tx
    .select({
      id: consentIdentities.id,
      memberId: consentIdentities.memberId,
      consentLinkId: consentIdentities.consentLinkId,
    })
    .from(consentIdentities)
    .where(eq(consentIdentities.id, consentIdentityId))
    .limit(1);
  if (
    !identity ||
    identity.memberId !== memberId ||
    (consentLinkId !== null && identity.consentLinkId !== consentLinkId)
  ) {
    throw badRequest([
      {
        property: 'consentIdentityId',
        constraints: { unknown: 'Please confirm your identity before answering this consent.' },
      },
    ]);
  }
  return identity.id;
}

export interface IdentityInput {
  organisationId: string;
  clientId: string;
  memberId: string;
  consentLinkId: string | null;
  fields: Omit<ConsentIdentityBody, 'consentLinkKey'> | Omit<StaffConsentIdentityBody, 'memberId'>;
  ipAddress: string;
  languageCode: string;
  internalSubmitterUserId: string | null;
  now: Date;
}

const trimmed = (s: string | null | undefined): string | null => (s?.trim() ? s.trim() : null);

/** Records an identity confirmation; the same confirmation sent twice through a link is kept once. */
export async function recordIdentity(
  tx: Tx,
  changes: ChangeRecorder,
  input: IdentityInput,
): Promise<{ id: string; replayed: boolean }> {
  const dateOfBirth = trimmed(input.fields.dateOfBirth) ?? '';
  const values = {
    name: trimmed(input.fields.name) ?? '',
    dateOfBirth,
    dateOfBirthIso: parseDateOfBirth(dateOfBirth, input.now),
    email: trimmed(input.fields.email),
    line1: trimmed(input.fields.line1),
    city: trimmed(input.fields.city),
    state: trimmed(input.fields.state)?.toUpperCase() ?? null,
    zip: trimmed(input.fields.zip),
  };
  if (input.consentLinkId) {
    // Locking the link serializes confirmations through it, so a double submit cannot slip past.
    await tx
      .select({ id: consentLinks.id })
      .from(consentLinks)
      .where(eq(consentLinks.id, input.consentLinkId))
      .for('update');
    const [latest] = await tx
      .select()
      .from(consentIdentities)
      .where(eq(consentIdentities.consentLinkId, input.consentLinkId))
      .orderBy(desc(consentIdentities.createdAt))
      .limit(1);
    const same = latest && (Object.keys(values) as (keyof typeof values)[]).every((k) => latest[k] === values[k]);
    if (latest && same) return { id: latest.id, replayed: true };
  }
  const [row] = await tx
    .insert(consentIdentities)
    .values({
      id: randomUUID(),
      organisationId: input.organisationId,
      clientId: input.clientId,
      memberId: input.memberId,
      consentLinkId: input.consentLinkId,
      ...values,
      ipAddress: input.ipAddress,
      languageCode: input.languageCode,
      internalSubmitterUserId: input.internalSubmitterUserId,
      createdAt: input.now,
    })
    .returning();
  if (!row) throw new Error('consent identity not created');
  changes.record({
    entity: 'consentIdentity',
    id: row.id,
    op: 'upsert',
    created: true,
    // What staff need (an identity was confirmed, for whom, through which link), not the member's answers:
    // the organisation's every staff browser reads this change and keeps a copy.
    data: {
      id: row.id,
      memberId: row.memberId,
      consentLinkId: row.consentLinkId,
      internalSubmitterUserId: row.internalSubmitterUserId,
      createdAt: row.createdAt.toISOString(),
    },
  });
  return { id: row.id, replayed: false };
}

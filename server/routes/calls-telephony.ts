/**
 * Phone calls from the portal (spec part 2 section 7 "Calls"). What this file guarantees:
 * - Another organisation's member, number, event or call answers 404 like a missing one; the
 *   number and the scheduled event must be the member's; a number marked do-not-contact (for any
 *   reason but a text STOP, which only stops texts) is refused.
 * - The carrier is asked to dial outside any transaction, with the call's client-made id, so a
 *   retried request neither dials twice nor stores two calls; the call then starts CONNECTING with
 *   its interaction and feed item, and what happens next arrives by the carrier's webhooks.
 * - An outcome is accepted only as `callOutcomeChoices` offers it at the server's time (the
 *   2-minute mark, the customer's engagement length, the override permission, deprecations), and
 *   its note only as `callNoteProblem` allows; a refused write (400) writes nothing.
 * - Only the staff user on the call, or a holder of CAN_MANAGE_OTHER_GUIDES_WORK, records its
 *   outcome or note or hangs it up.
 * - The note alone (no `outcomeId`: the review drawer's autosaved 'My notes') keeps the outcome and
 *   is not held to the 50-character rule while it is being typed: a short note for an outcome that
 *   needs one leaves the call waiting as 'Complete note', as no note does. Generated notes live on
 *   the recording (`call_recordings`) and never write this note.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  callNoteProblem,
  callOutcomeChoices,
  CALL_MESSAGES,
  CALL_OVERRIDE_PERMISSION,
  sanitizeRichText,
  type UpdateCallBody,
} from '../../domain/index.ts';
import type { Actor } from '../auth/actor.ts';
import type { Db, Tx } from '../db/connect.ts';
import {
  callRecordings,
  calls,
  clients,
  interactionOutcomes,
  internalPhoneNumbers,
  phoneNumbers,
  scheduledEvents,
} from '../db/schema/index.ts';
import type { AppContext } from '../http/context.ts';
import { forbidden, HttpError, notFound } from '../http/errors.ts';
import type { HandlersOf } from '../http/operations.ts';
import { SIMULATED_PROVIDER_NUMBER } from '../providers/sms-simulator.ts';
import { applyOutcome, insertPlacedCall } from '../telephony/call-records.ts';
import { presentCallRecording, presentTelephonyCall, staffSideOf, type CallRow } from '../telephony/present.ts';
import { memberForWrite, refusedFields } from './interaction-records.ts';

type CallOperations = 'placeCall' | 'updateCall' | 'hangUpCall' | 'getCall' | 'callRecordings';

/** The call in the caller's organisation (locked in a write); 404 otherwise. */
export async function callOf(db: Db | Tx, actor: Actor, callId: string, lock = false): Promise<CallRow> {
  const query = db
    .select()
    .from(calls)
    .where(and(eq(calls.id, callId), eq(calls.organisationId, actor.organisationId)));
  const [call] = lock ? await query.for('update') : await query;
  if (!call) throw notFound();
  return call;
}

export const mayWorkOn = (actor: Actor, call: CallRow) =>
  staffSideOf(call) === actor.user.id || actor.permissions.includes('CAN_MANAGE_OTHER_GUIDES_WORK');

/** The number the member sees: their customer's market line (or feedback line), else the carrier's default. */
export async function callerIdFor(db: Db, clientId: string, feedback: boolean): Promise<string> {
  const [client] = await db
    .select({ main: clients.internalPhoneNumberId, feedback: clients.feedbackNumberId })
    .from(clients)
    .where(eq(clients.id, clientId));
  const lineId = feedback ? (client?.feedback ?? client?.main) : client?.main;
  if (!lineId) return SIMULATED_PROVIDER_NUMBER;
  const [line] = await db
    .select({ number: internalPhoneNumbers.number })
    .from(internalPhoneNumbers)
    .where(eq(internalPhoneNumbers.id, lineId));
  return line?.number ?? SIMULATED_PROVIDER_NUMBER;
}

export function callsTelephonyHandlers({ db, clock, callProvider }: AppContext): HandlersOf<CallOperations> {
  /** The outcome's key when the call may take it now; throws one 400 naming every refused field. */
  async function checkOutcome(tx: Tx, actor: Actor, call: CallRow, body: UpdateCallBody): Promise<void> {
    const problems: { property: string; message: string }[] = [];
    let outcomeKey: string | null = null;
    if (body.outcomeId !== null && body.outcomeId !== undefined) {
      const outcomes = await tx
        .select()
        .from(interactionOutcomes)
        .where(eq(interactionOutcomes.kind, 'call'))
        .orderBy(asc(interactionOutcomes.id));
      const [client] = await tx
        .select({ minutes: clients.callEngagementLengthRequirementInMinutes })
        .from(clients)
        .where(eq(clients.id, call.clientId));
      const choice = callOutcomeChoices({
        outcomes: outcomes.map((o) => ({ id: o.id, key: o.key, deprecatedAt: o.deprecatedAt?.toISOString() ?? null })),
        call: {
          resourceInteraction: body.resourceInteraction ?? call.resourceInteraction,
          timeStarted: call.timeStarted.toISOString(),
          timeConnected: call.timeConnected?.toISOString() ?? null,
          timeEnded: call.timeEnded?.toISOString() ?? null,
        },
        engagementMinutes: client?.minutes ?? 0,
        canOverride: actor.permissions.includes(CALL_OVERRIDE_PERMISSION),
        now: clock.now().toISOString(),
      }).find((c) => c.id === body.outcomeId);
      if (!choice || choice.lock) problems.push({ property: 'outcomeId', message: CALL_MESSAGES.outcomeLocked });
      else outcomeKey = choice.key;
    }
    const noteProblem = callNoteProblem(outcomeKey, body.note);
    if (noteProblem) problems.push({ property: 'note', message: noteProblem });
    if (problems.length) throw refusedFields(problems);
  }

  return {
    async placeCall({ actor, body, write }) {
      const member = await memberForWrite(db, actor, body.targetUserId);
      const [phone] = await db
        .select()
        .from(phoneNumbers)
        .where(
          and(
            eq(phoneNumbers.id, body.phoneNumberId),
            eq(phoneNumbers.userId, member.id),
            eq(phoneNumbers.organisationId, actor.organisationId),
            isNull(phoneNumbers.deletedAt),
          ),
        );
      const problems: { property: string; message: string }[] = [];
      if (!phone) problems.push({ property: 'phoneNumberId', message: 'The number is not one of the member’s.' });
      else if (phone.doNotContact && phone.doNotContactReason !== 'STOP')
        problems.push({ property: 'phoneNumberId', message: CALL_MESSAGES.doNotCall });
      if (body.scheduledEventId) {
        const [event] = await db
          .select({ id: scheduledEvents.id })
          .from(scheduledEvents)
          .where(
            and(
              eq(scheduledEvents.id, body.scheduledEventId),
              eq(scheduledEvents.organisationId, actor.organisationId),
              eq(scheduledEvents.memberId, member.id),
            ),
          );
        if (!event)
          problems.push({ property: 'scheduledEventId', message: 'The scheduled event is not one of the member’s.' });
      }
      if (problems.length || !phone) throw refusedFields(problems);
      const [taken] = await db.select().from(calls).where(eq(calls.id, body.id));
      if (taken && taken.organisationId !== actor.organisationId)
        throw new HttpError(409, 'This call id is already used.', 'Please try again.');
      if (taken) return presentTelephonyCall(db, taken);
      const from = await callerIdFor(db, member.clientId, body.isFeedbackCall ?? false);
      let sid: string;
      try {
        ({ sid } = await callProvider.placeCall({ callId: body.id, from, to: phone.number }));
      } catch {
        throw new HttpError(
          502,
          'The telephony provider did not take the call.',
          'The call could not be placed. Please try again.',
        );
      }
      return write(async (tx, changes) => {
        const [again] = await tx.select().from(calls).where(eq(calls.id, body.id));
        if (again) return presentTelephonyCall(tx, again);
        const call = await insertPlacedCall(tx, changes, {
          id: body.id,
          sid,
          member,
          guideId: actor.user.id,
          phoneNumberId: phone.id,
          from,
          to: phone.number,
          at: clock.now(),
          resourceInteraction: body.resourceInteraction,
          isFeedbackCall: body.isFeedbackCall ?? false,
          scheduledEventId: body.scheduledEventId ?? null,
        });
        return presentTelephonyCall(tx, call);
      });
    },

    async updateCall({ actor, params: { callId }, body, write }) {
      return write(async (tx, changes) => {
        const call = await callOf(tx, actor, callId, true);
        if (!call.subjectId) throw forbidden('Assign the call to a member first.');
        if (!mayWorkOn(actor, call)) throw forbidden('Only the guide on the call may record its outcome or note.');
        const outcomeId = body.outcomeId === undefined ? call.outcomeId : body.outcomeId;
        // The note alone is not checked against the outcome (see the header); a changed call kind is.
        const noteOnly = body.outcomeId === undefined && body.resourceInteraction === undefined;
        if (!noteOnly)
          await checkOutcome(tx, actor, call, {
            outcomeId,
            note: body.note,
            resourceInteraction: body.resourceInteraction,
          });
        // The note is stored sanitized (the editor's starter-kit tags only), as notes and visits are.
        const note = body.note === null ? null : sanitizeRichText(body.note);
        return presentTelephonyCall(
          tx,
          await applyOutcome(
            tx,
            changes,
            call,
            { outcomeId, note, resourceInteraction: body.resourceInteraction },
            clock.now(),
          ),
        );
      });
    },

    async hangUpCall({ actor, params: { callId } }) {
      const call = await callOf(db, actor, callId);
      if (!mayWorkOn(actor, call)) throw forbidden('Only the guide on the call may end it.');
      if (call.status === 'CONNECTING' || call.status === 'ACTIVE') {
        try {
          await callProvider.hangUp(call.sid);
        } catch {
          throw new HttpError(
            502,
            'The telephony provider did not end the call.',
            'The call could not be ended. Please try again.',
          );
        }
      }
      return presentTelephonyCall(db, call);
    },

    async getCall({ actor, params: { callId } }) {
      return presentTelephonyCall(db, await callOf(db, actor, callId));
    },

    async callRecordings({ actor, params: { callId } }) {
      const call = await callOf(db, actor, callId);
      const rows = await db
        .select()
        .from(callRecordings)
        .where(and(eq(callRecordings.callId, call.id), eq(callRecordings.organisationId, actor.organisationId)))
        .orderBy(asc(callRecordings.createdAt), asc(callRecordings.id));
      return { data: rows.map((row) => presentCallRecording(row, call.subjectId)) };
    },
  };
}

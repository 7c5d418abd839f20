/**
 * Call back from the calls page (spec part 1 sections 2 and 7: POST /calls/return with the call):
 * the number the call came from is dialled, whether or not a member has it. What this file
 * guarantees:
 * - Another organisation's call answers 404 like a missing one; nothing is dialled or written.
 * - Only an incoming call is returned, and a feedback call only by a holder of
 *   CAN_MANAGE_MEMBER_FEEDBACK (403 otherwise); a number marked do-not-contact (for any reason but
 *   a text STOP) is refused with a 400. A refusal dials nothing and writes nothing.
 * - As with placing a call, the carrier is asked outside any transaction with the new call's
 *   client-made id, so a retry neither dials twice nor stores two calls.
 * - A member's call is returned as their call (interaction and feed item, as the Phone call dialog
 *   places one); an unknown caller's as an unassigned call the calls page can assign afterwards.
 *   Either way the guide placing it is the call's guide (its outcome and note are theirs).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { CALL_MESSAGES, mayReturnCall } from '../../domain/index.ts';
import { phoneNumbers, calls } from '../db/schema/index.ts';
import type { AppContext } from '../http/context.ts';
import { forbidden, HttpError } from '../http/errors.ts';
import type { HandlersOf } from '../http/operations.ts';
import { insertPlacedCall, insertUnassignedPlacedCall } from '../telephony/call-records.ts';
import { presentTelephonyCall } from '../telephony/present.ts';
import { callerIdFor, callOf } from './calls-telephony.ts';
import { memberForWrite, refusedFields } from './interaction-records.ts';

export function callsReturnHandlers({ db, clock, callProvider }: AppContext): HandlersOf<'returnCall'> {
  return {
    async returnCall({ actor, body, write }) {
      const original = await callOf(db, actor, body.callId);
      if (!mayReturnCall(original, actor.permissions.includes('CAN_MANAGE_MEMBER_FEEDBACK')))
        throw forbidden('This call cannot be returned.');
      const to = original.incoming ? original.originatorPhoneNumber : original.receiverPhoneNumber;
      const rows = await db
        .select()
        .from(phoneNumbers)
        .where(
          and(
            eq(phoneNumbers.organisationId, actor.organisationId),
            eq(phoneNumbers.number, to),
            isNull(phoneNumbers.deletedAt),
          ),
        );
      if (rows.some((row) => row.doNotContact && row.doNotContactReason !== 'STOP'))
        throw refusedFields([{ property: 'callId', message: CALL_MESSAGES.doNotCall }]);
      const member = original.subjectId ? await memberForWrite(db, actor, original.subjectId) : null;
      const [taken] = await db.select().from(calls).where(eq(calls.id, body.id));
      if (taken && taken.organisationId !== actor.organisationId)
        throw new HttpError(409, 'This call id is already used.', 'Please try again.');
      if (taken) return presentTelephonyCall(db, taken);
      const from = await callerIdFor(db, member?.clientId ?? original.clientId, original.isFeedbackCall);
      let sid: string;
      try {
        ({ sid } = await callProvider.placeCall({ callId: body.id, from, to }));
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
        const common = {
          id: body.id,
          sid,
          guideId: actor.user.id,
          from,
          to,
          at: clock.now(),
          isFeedbackCall: original.isFeedbackCall,
        };
        const call = member
          ? await insertPlacedCall(tx, changes, {
              ...common,
              member,
              phoneNumberId: rows.find((row) => row.userId === member.id)?.id ?? null,
              resourceInteraction: false,
              scheduledEventId: null,
            })
          : await insertUnassignedPlacedCall(tx, changes, {
              ...common,
              organisationId: actor.organisationId,
              clientId: original.clientId,
            });
        return presentTelephonyCall(tx, call);
      });
    },
  };
}

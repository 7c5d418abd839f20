import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Dialog, Spinner } from '../../../ui/index.ts';
import { CallSummaryDrawer } from '../CallSummaryDrawer.tsx';
import { useLive, useMutation, useReportLiveError } from '../../data/index.ts';
import { useNow } from '../../shared/time/use-now.ts';
import { callPhase } from './call-form.ts';
import { CallOutcomeForm } from './CallOutcomeForm.tsx';
import { CallState } from './CallState.tsx';
import { CallSummary } from './CallSummary.tsx';
import { PlaceCallForm } from './PlaceCallForm.tsx';

export interface PhoneCallDialogProps {
  /** The member to call; null for a call already placed to a number no member has (Call back to an unknown caller). */
  memberId: string | null;
  /** A call already placed (a 'Complete call' follow-up, the feed): its state, outcome and note. A new call otherwise. */
  callId?: string;
  /** The scheduled event the call answers (the docket's Call now). */
  scheduledEvent?: { id: string };
  onClose: () => void;
}

/**
 * The Phone call dialog (spec part 2 sections 2 and 4): choose the number and the kind of call,
 * place it, follow it live (connecting, connected with its time, ended, missed, busy, failed with
 * its reason) as the carrier's reports arrive, end it, record the outcome and the note, and read
 * the generated notes and transcript when they arrive. While the call is going the dialog stays
 * open (End call first); afterwards Close leaves it, and a call left incomplete waits on the docket.
 * After the call, View summary opens the call review drawer over the dialog, where the guide writes
 * 'My notes' (autosaved; the note field here follows it).
 */
export function PhoneCallDialog({ memberId, callId: openedCallId, scheduledEvent, onClose }: PhoneCallDialogProps) {
  const { t } = useLingui();
  const [callId, setCallId] = useState(openedCallId);
  const call = useLive('phoneCall', callId ? { callId } : undefined);
  useReportLiveError(call);
  const row = call.rows[0];
  const live = row ? callPhase(row.status) !== 'over' : false;
  const now = useNow(1000);
  const [ending, setEnding] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const hangUp = useMutation('hangUpCall');
  const endCall = async () => {
    if (!callId) return;
    setEnding(true);
    await hangUp({ callId });
    setEnding(false);
  };
  const close = () => (live ? undefined : onClose());

  return (
    <Dialog
      open
      onClose={close}
      title={t`Phone call`}
      actions={
        callId ? (
          <Button variant="secondary" disabled={live} onClick={onClose}>
            {t`Close`}
          </Button>
        ) : undefined
      }
    >
      {!callId ? (
        memberId ? (
          <PlaceCallForm
            memberId={memberId}
            scheduledEventId={scheduledEvent?.id ?? null}
            onPlaced={setCallId}
            onCancel={onClose}
          />
        ) : null
      ) : !row ? (
        call.status === 'error' ? (
          <p role="alert">{t`This call could not be loaded.`}</p>
        ) : (
          <Spinner label={t`Loading`} />
        )
      ) : (
        <div className="flex flex-col gap-5">
          <CallState
            call={row}
            now={now}
            // Undefined until a read of the whole call: a row the feed brought leaves it out.
            ending={ending || (live && row.timeEnded != null)}
            onHangUp={() => void endCall()}
          />
          {row.memberId ? (
            <CallOutcomeForm call={row} now={now} />
          ) : (
            <p className="text-slate-700">{t`To record this call's outcome and notes, assign it to a member on the calls page.`}</p>
          )}
          {callPhase(row.status) === 'over' && (row.timeConnected || row.status === 'MISSED') ? (
            <>
              <CallSummary callId={row.id} />
              <div>
                <Button onClick={() => setReviewing(true)}>{t`View summary`}</Button>
              </div>
            </>
          ) : null}
          {/* Nested in this dialog, so closing the drawer comes back here with the outcome form as it was. */}
          {reviewing ? <CallSummaryDrawer callId={row.id} onClose={() => setReviewing(false)} /> : null}
        </div>
      )}
    </Dialog>
  );
}

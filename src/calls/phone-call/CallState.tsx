import { useLingui } from '@lingui/react/macro';
import { callClock } from '../../../domain/index.ts';
import type { PhoneCallRow } from '../../../sync/client/index.ts';
import { Badge, Button, Spinner } from '../../../ui/index.ts';
import { callFailureText } from '../../member/call-chips.ts';
import { formatPhoneNumber } from '../../shared/member/member-info-format.ts';
import { useMemberLabels } from '../../member/use-member-labels.ts';
import { callPhase } from './call-form.ts';

export interface CallStateProps {
  call: PhoneCallRow;
  now: number;
  ending: boolean;
  onHangUp: () => void;
}

/**
 * The live call state (spec part 1 section 4 "Call status"): dialling, connected with its running
 * time, then how it ended. Announced politely as it changes, so a screen reader hears the call
 * connect and end; the running time itself is not announced every second.
 */
export function CallState({ call, now, ending, onHangUp }: CallStateProps) {
  const { t } = useLingui();
  const labels = useMemberLabels();
  const phase = callPhase(call.status);
  const connectedFor = call.timeConnected
    ? ((call.timeEnded ? Date.parse(call.timeEnded) : now) - Date.parse(call.timeConnected)) / 1000
    : 0;
  const status: Record<PhoneCallRow['status'], string> = {
    CONNECTING: t`Connecting…`,
    ACTIVE: t`Connected`,
    ENDED: t`Call ended`,
    MISSED: t`No answer`,
    BUSY: t`Busy`,
    FAILED: t`Call failed`,
  };
  const tone =
    call.status === 'FAILED'
      ? 'danger'
      : call.status === 'ACTIVE'
        ? 'success'
        : call.status === 'ENDED'
          ? 'neutral'
          : 'warning';
  return (
    <section
      aria-label={t`Call status`}
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 bg-slate-50 p-3"
    >
      <div className="flex flex-col gap-1">
        <p aria-live="polite" className="flex items-center gap-2 font-medium text-slate-900">
          {phase === 'dialling' ? <Spinner size="sm" label={t`Connecting`} /> : null}
          <Badge tone={tone}>{status[call.status]}</Badge>
          {call.receiverPhoneNumber && !call.incoming ? (
            <span className="text-slate-700">{formatPhoneNumber(call.receiverPhoneNumber)}</span>
          ) : null}
        </p>
        {call.timeConnected ? (
          <p className="text-slate-700">
            {t`Duration`}: <span className="font-mono tabular-nums">{callClock(connectedFor)}</span>
          </p>
        ) : null}
        {call.status === 'FAILED' ? (
          <p className="text-red-700">{callFailureText(call.errorCode, labels.callError)}</p>
        ) : null}
      </div>
      {phase !== 'over' ? (
        <Button variant="danger" disabled={ending} onClick={onHangUp}>
          {ending ? t`Ending…` : t`End call`}
        </Button>
      ) : null}
    </section>
  );
}

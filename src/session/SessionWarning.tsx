import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog } from '../../ui/index.ts';
import { formatTimeLeft } from './idle-timer.ts';

export interface SessionWarningProps {
  open: boolean;
  /** The countdown while open. */
  secondsLeft: number;
  /** 'Stay signed in', Escape or a click outside: the user is there. */
  onStay: () => void;
}

/**
 * The warning before the automatic logout (spec part 1 section 4). Its own module, loaded apart
 * from the shell (`load-session-warning.ts`), since it brings the dialog component (issue #13).
 */
export function SessionWarning({ open, secondsLeft, onStay }: SessionWarningProps) {
  const { t } = useLingui();
  const timeLeft = open ? formatTimeLeft(secondsLeft) : '';
  return (
    <Dialog
      open={open}
      onClose={onStay}
      role="alertdialog"
      title={t`Are you still there?`}
      description={
        // Not a live region: a screen reader would otherwise read the countdown every second.
        <Trans>
          You have not used the portal for a while. To protect member information, you will be logged out in{' '}
          <strong className="font-semibold tabular-nums" role="timer">
            {timeLeft}
          </strong>
          .
        </Trans>
      }
      actions={
        // Focused when the warning opens, so Enter or Space answers it at once.
        <Button variant="primary" onClick={onStay} data-autofocus>
          <Trans>Stay signed in</Trans>
        </Button>
      }
    />
  );
}

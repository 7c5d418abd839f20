import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog } from '../../ui/index.ts';
import { useServices } from '../app/services.tsx';
import { listenForActivity, type ActivityTarget } from './activity.ts';
import { createIdleTimer, formatTimeLeft } from './idle-timer.ts';

/**
 * The automatic logout of every signed-in screen (spec part 1 section 4): a warning once less than
 * 10 minutes of the 30-minute inactivity limit remain, then logout. Any key or pointer press
 * anywhere resets it, so the warning closes as soon as the user touches the page; the button is
 * there for those who activate it without a press (screen readers, switch access).
 */
export function SessionTimeout({ activityTarget }: { activityTarget: ActivityTarget }) {
  const { t } = useLingui();
  const { auth, clock } = useServices();
  const timer = useMemo(() => createIdleTimer({ clock, onTimeout: () => void auth.signOut() }), [auth, clock]);

  useEffect(() => {
    timer.start();
    const stopListening = listenForActivity(activityTarget, () => timer.recordActivity());
    return () => {
      stopListening();
      timer.stop();
    };
  }, [timer, activityTarget]);

  const state = useSyncExternalStore(timer.subscribe, timer.getState);
  const stay = () => timer.recordActivity();
  const timeLeft = state.status === 'warning' ? formatTimeLeft(state.secondsLeft) : '';

  return (
    <Dialog
      open={state.status === 'warning'}
      onClose={stay}
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
        <Button variant="primary" onClick={stay} data-autofocus>
          <Trans>Stay signed in</Trans>
        </Button>
      }
    />
  );
}

import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useServices } from '../services/services.tsx';
import { listenForActivity, type ActivityTarget } from '../platform/activity.ts';
import { createIdleTimer } from './idle-timer.ts';
import { useSessionWarning } from './load-session-warning.ts';

/**
 * The automatic logout of every signed-in screen (spec part 1 section 4): a warning once less than
 * 10 minutes of the 30-minute inactivity limit remain, then logout. Any key or pointer press
 * anywhere resets it, so the warning closes as soon as the user touches the page; the button is
 * there for those who activate it without a press (screen readers, switch access).
 *
 * The timer is here and starts with the shell; the warning's dialog is a module of its own,
 * fetched once the page is idle (issue #13: the dialog component stays out of the first load).
 */
export function SessionTimeout({ activityTarget }: { activityTarget: ActivityTarget }) {
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
  const due = state.status === 'warning';
  const Warning = useSessionWarning(due);
  // Mounted closed once loaded, as the dialog always was, so it opens and hands focus back the same way.
  return Warning ? (
    <Warning open={due} secondsLeft={due ? state.secondsLeft : 0} onStay={() => timer.recordActivity()} />
  ) : null;
}

import { useEffect, useState } from 'react';
import { Plural, Trans } from '@lingui/react/macro';
import { useServices } from '../services/services.tsx';
import { PublicLayout } from '../shared/screen/PublicLayout.tsx';

/** Spec part 1 section 9: the no-access countdown. */
export const NO_ACCESS_COUNTDOWN_SECONDS = 10;

/** Public. Access denied: counts down, then logs out and the browser lands on /login. */
export function NoAccessPage() {
  const { auth, clock } = useServices();
  const [secondsLeft, setSecondsLeft] = useState(NO_ACCESS_COUNTDOWN_SECONDS);

  useEffect(() => {
    const handle = clock.setInterval(() => setSecondsLeft((left) => Math.max(0, left - 1)), 1000);
    return () => clock.clearInterval(handle);
  }, [clock]);

  const done = secondsLeft === 0;
  useEffect(() => {
    if (done) void auth.signOut();
  }, [done, auth]);

  return (
    <PublicLayout>
      <section className="w-full max-w-lg rounded-xl bg-white p-8 text-center shadow" aria-labelledby="no-access-title">
        <h1 id="no-access-title" className="text-2xl font-semibold text-slate-900">
          <Trans>Access Denied</Trans>
        </h1>
        <p className="mt-3 text-slate-700">
          <Trans>
            You do not currently have access to the application. If you believe this is a mistake, contact your
            administrator
          </Trans>
        </p>
        {/* The ticking number is not a live region: announcing it every second would drown a screen reader. */}
        {done ? null : (
          <p className="mt-6 font-medium text-slate-900">
            <Plural value={secondsLeft} one="Logging you out in # second" other="Logging you out in # seconds" />
          </p>
        )}
        <p className="mt-6 font-medium text-slate-900" role="status">
          {done ? <Trans>Redirecting to login...</Trans> : null}
        </p>
      </section>
    </PublicLayout>
  );
}

import { memo, useEffect, useRef, type ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { useServices } from '../services/services.tsx';
import { LOGIN_PATH } from '../auth/auth-paths.ts';
import { useAuthState } from '../services/use-auth-state.ts';
import { SessionTimeout } from '../session/SessionTimeout.tsx';
import { AppHeader } from './AppHeader.tsx';
import { isPrideMonth } from './celebration.ts';
import { useCurrentPath } from './current-path.ts';
import { FullPageSpinner } from './FullPageSpinner.tsx';
import { SessionFailure } from './SessionFailure.tsx';
import { ShellBanners } from './ShellBanners.tsx';
import { useShellEnvironment } from '../services/shell-environment.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink.tsx';
import { useActingUserState } from '../services/use-acting-user.ts';
import type { ActingUser } from '../services/verify-response.ts';

/** Spec part 1 section 9: after a failed load of the acting user, log out after 1.5 s. */
export const FAILED_LOAD_LOGOUT_DELAY_MS = 1500;
export const NO_ACCESS_PATH = '/no-access';

/**
 * Every signed-in screen renders inside this: signed-out visitors go to /login (their path is
 * remembered), then the acting user is verified before anything else shows.
 */
export function ProtectedShell({ children }: { children: ReactNode }) {
  const auth = useAuthState();
  const { auth: session } = useServices();
  const [, navigate] = useLocation();
  const currentPath = useCurrentPath();

  useEffect(() => {
    if (auth.status !== 'signed-out') return;
    session.rememberReturnPath(currentPath);
    navigate(LOGIN_PATH, { replace: true });
  }, [auth.status, session, currentPath, navigate]);

  if (auth.status !== 'signed-in') return <FullPageSpinner />;
  return <ActingUserGate>{children}</ActingUserGate>;
}

function ActingUserGate({ children }: { children: ReactNode }) {
  const { actingUser, auth, clock } = useServices();
  const state = useActingUserState();
  // Read when the logout fires, so a path change meanwhile does not restart the 1.5 s timer.
  const path = useCurrentPath();
  const currentPath = useRef(path);
  useEffect(() => {
    currentPath.current = path;
  }, [path]);

  useEffect(() => {
    void actingUser.load();
  }, [actingUser]);

  const failed = state.status === 'failed';
  useEffect(() => {
    if (!failed) return undefined;
    // The user gets a moment to read why, and comes back here after signing in again.
    const handle = clock.setTimeout(
      () => void auth.signOut({ returnTo: currentPath.current }),
      FAILED_LOAD_LOGOUT_DELAY_MS,
    );
    return () => clock.clearTimeout(handle);
  }, [failed, auth, clock]);

  switch (state.status) {
    case 'initial':
    case 'loading':
      return <FullPageSpinner />;
    case 'failed':
      return <SessionFailure error={state.error} />;
    case 'success':
      if (!state.data.user.hasAppAccess) return <Redirect to={NO_ACCESS_PATH} replace />;
      return <ShellLayout user={state.data.user}>{children}</ShellLayout>;
  }
}

/** Landmarks: header (with the main navigation), the banners, then main; the session timer watches over all. */
function ShellLayout({ user, children }: { user: ActingUser; children: ReactNode }) {
  const { clock } = useServices();
  const { activityTarget } = useShellEnvironment();
  const prideMonth = isPrideMonth(clock.now(), user.timeZone);
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <SkipLink />
      <MemoAppHeader prideMonth={prideMonth} />
      <MemoShellBanners prideMonth={prideMonth} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <MemoSessionTimeout activityTarget={activityTarget} />
    </div>
  );
}

// The shell renders again on every navigation (it reads the address); these parts read what they
// show themselves (the header's tabs the address), so a click to another page leaves the rest of
// them unrendered (issue #37: the click back to a kept page).
const MemoAppHeader = memo(AppHeader);
const MemoShellBanners = memo(ShellBanners);
const MemoSessionTimeout = memo(SessionTimeout);

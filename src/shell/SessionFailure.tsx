import { Trans } from '@lingui/react/macro';
import { ApiError } from '../api/index.ts';
import { RouteErrorPage } from '../errors/RouteErrorPage.tsx';

/** Spec part 1 section 2: after a failed load of the acting user, what the user sees until logout. */
export function SessionFailure({ error }: { error: unknown }) {
  if (error instanceof ApiError && error.code === 401) {
    return (
      <main className="flex min-h-screen flex-col items-center justify-center gap-2 p-6 text-center" role="alert">
        <h1 className="text-2xl font-semibold text-slate-900">
          <Trans>Not logged in</Trans>
        </h1>
        <p className="text-slate-700">
          <Trans>Redirecting you to login page</Trans>
        </p>
      </main>
    );
  }
  return <RouteErrorPage error={error} />;
}

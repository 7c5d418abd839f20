import { Trans } from '@lingui/react/macro';

/** Shown when the runtime configuration cannot be loaded (spec part 1 section 8: unset environment). */
export function StartupFailure() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-2 p-6 text-center" role="alert">
      <h1 className="text-2xl font-semibold text-slate-900">
        <Trans>Environment has not been set yet</Trans>
      </h1>
      <p className="text-slate-700">
        <Trans>Reload the page in a moment. If this keeps happening, contact your administrator.</Trans>
      </p>
    </main>
  );
}

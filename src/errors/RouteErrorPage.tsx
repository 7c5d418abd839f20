import { Trans } from '@lingui/react/macro';
import { Button } from '../../ui/index.ts';
import { useCopyError } from './useCopyError.ts';

/** Spec part 1 section 8: 'Unknown error' with a copy-error action. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const copyError = useCopyError();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">
        <Trans>Unknown error</Trans>
      </h1>
      <Button variant="secondary" onClick={() => copyError(error)}>
        <Trans>Copy error</Trans>
      </Button>
    </main>
  );
}

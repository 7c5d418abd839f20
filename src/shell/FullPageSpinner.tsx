import { useLingui } from '@lingui/react/macro';
import { Spinner } from '../../ui/index.ts';

/** The wait while the session or the acting user loads. */
export function FullPageSpinner() {
  const { t } = useLingui();
  return (
    <main className="flex min-h-screen items-center justify-center">
      <Spinner label={t`Loading`} size="lg" />
    </main>
  );
}

import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { Button, Spinner } from '../../ui/index.ts';
import { useServices } from '../services/services.tsx';
import { useAuthState } from '../services/use-auth-state.ts';
import { useLanguage } from '../i18n/index.ts';
import { PublicLayout } from '../shared/screen/PublicLayout.tsx';

export const HOME_PATH = '/';

/**
 * Public. Sign-in happens in the identity provider's popup; once signed in (now or already) the
 * user goes back to the page they were sent here from, else home.
 */
export function LoginPage() {
  const { t } = useLingui();
  const { auth } = useServices();
  const state = useAuthState();
  const { language } = useLanguage();
  const [, navigate] = useLocation();
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (state.status === 'signed-in') navigate(auth.takeReturnPath() ?? HOME_PATH, { replace: true });
  }, [state.status, auth, navigate]);

  const signIn = () => {
    setPending(true);
    // A failed or closed popup is only logged (spec part 1 section 8): the button simply comes back.
    void auth.signIn({ language }).finally(() => setPending(false));
  };

  return (
    <PublicLayout>
      <section className="w-full max-w-md rounded-xl bg-white p-8 text-center shadow" aria-labelledby="login-title">
        <h1 id="login-title" className="text-2xl font-semibold text-slate-900">
          <Trans>Welcome to Care Portal</Trans>
        </h1>
        <p className="mt-3 text-slate-700">
          <Trans>Sign in with your work account to see your docket and your members.</Trans>
        </p>
        <Button
          variant="primary"
          className="mt-6 w-full"
          onClick={signIn}
          disabled={pending || state.status === 'signed-in'}
        >
          {pending ? <Spinner label={t`Signing in`} size="sm" className="text-white" /> : null}
          <Trans>Sign in</Trans>
        </Button>
      </section>
    </PublicLayout>
  );
}

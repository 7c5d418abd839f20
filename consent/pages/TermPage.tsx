import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ConsentAnswerResult, ConsentFormState } from '../../domain/consent-api.ts';
import { ConsentApiError, consentApi } from '../api.ts';
import { ConsentForm } from '../forms/ConsentForm.tsx';
import { IdentityForm } from '../forms/IdentityForm.tsx';
import { navigate, siteHref } from '../router.ts';
import { PageHeading } from '../shell/PageHeading.tsx';
import { Spinner } from '../shell/Spinner.tsx';
import { ApplicationErrorPage } from './ApplicationErrorPage.tsx';
import { LinkExpiredPage } from './LinkExpiredPage.tsx';

type Load =
  { status: 'loading' } | { status: 'ready'; data: ConsentFormState } | { status: 'failed'; unknownTerm: boolean };

/**
 * `/{termKey}`: one term. Terms that require identity first show the identity confirmation (unless
 * it was already confirmed through this link); after the answer the flow goes to the next
 * unanswered term, or back to the welcome page with completed=true.
 */
export function TermPage({ linkKey, termKey, base }: { linkKey: string; termKey: string; base: string }) {
  const { t, i18n } = useLingui();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [identityId, setIdentityId] = useState<string | null | undefined>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    consentApi.form(linkKey, termKey, i18n.locale, controller.signal).then(
      (data) => setLoad({ status: 'ready', data }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setLoad({ status: 'failed', unknownTerm: error instanceof ConsentApiError && error.isUnknownTerm });
      },
    );
    return () => controller.abort();
  }, [linkKey, termKey, i18n.locale]);

  if (load.status === 'loading') return <Spinner label={t`Loading`} />;
  if (load.status === 'failed') return load.unknownTerm ? <ApplicationErrorPage /> : <LinkExpiredPage />;

  const { term, position, total } = load.data;
  const confirmedIdentity = identityId === undefined ? load.data.termIdentityId : identityId;
  const needsIdentity = term.identityRequired && !confirmedIdentity;
  const fail = (error: ConsentApiError) => setLoad({ status: 'failed', unknownTerm: error.isUnknownTerm });
  const answered = (result: ConsentAnswerResult) =>
    navigate(
      result.nextTermKey
        ? siteHref(base, `/${encodeURIComponent(result.nextTermKey)}`, { key: linkKey })
        : siteHref(base, '/', { key: linkKey, completed: 'true' }),
    );

  return (
    <section className="space-y-5">
      <p className="text-base font-medium text-slate-700">{t`Step ${position} of ${total}`}</p>
      <PageHeading title={term.name}>{term.name}</PageHeading>
      {needsIdentity ? (
        <IdentityForm linkKey={linkKey} onConfirmed={setIdentityId} onFailure={fail} />
      ) : (
        <ConsentForm
          term={term}
          linkKey={linkKey}
          consentIdentityId={term.identityRequired ? (confirmedIdentity ?? null) : null}
          onAnswered={answered}
          onIdentityNeeded={() => setIdentityId(null)}
          onFailure={fail}
          autoFocus={identityId !== undefined}
        />
      )}
    </section>
  );
}

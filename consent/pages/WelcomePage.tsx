import { useEffect, useState, type MouseEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ConsentLinkState } from '../../domain/consent-api.ts';
import { firstTermToShow } from '../../domain/consent-rules.ts';
import { consentApi } from '../api.ts';
import { navigate, siteHref } from '../router.ts';
import { PageHeading } from '../shell/PageHeading.tsx';
import { Spinner } from '../shell/Spinner.tsx';
import { primaryButton, secondaryButton } from '../shell/styles.ts';
import { LinkExpiredPage } from './LinkExpiredPage.tsx';
import { TermStatusList } from './TermStatusList.tsx';

type Load = { status: 'loading' } | { status: 'ready'; data: ConsentLinkState } | { status: 'failed' };

/** `/`: the terms with their status and Begin Enrollment; with completed=true, the thank-you. */
export function WelcomePage({ linkKey, completed, base }: { linkKey: string; completed: boolean; base: string }) {
  const { t, i18n } = useLingui();
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    consentApi.linkState(linkKey, i18n.locale, controller.signal).then(
      (data) => setLoad({ status: 'ready', data }),
      () => {
        if (!controller.signal.aborted) setLoad({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [linkKey, i18n.locale]);

  if (load.status === 'loading') return <Spinner label={t`Loading`} />;
  // Expired, unknown or unreachable: the spec shows the expired message for all of them.
  if (load.status === 'failed') return <LinkExpiredPage />;

  const { terms } = load.data;
  const first = firstTermToShow(terms);
  const start = first ? siteHref(base, `/${encodeURIComponent(first.key)}`, { key: linkKey }) : undefined;
  const go = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };

  return (
    <section className="space-y-6">
      {completed ? (
        <>
          <PageHeading title={t`Thank you!`}>
            <Trans>Thank you!</Trans>
          </PageHeading>
          <p className="text-lg">
            <Trans>
              Your answers have been saved. Your care team will see them right away. You can close this page now.
            </Trans>
          </p>
        </>
      ) : (
        <>
          <PageHeading title={t`Welcome`}>
            <Trans>Welcome</Trans>
          </PageHeading>
          <p className="text-lg">
            <Trans>
              Your care team has asked you to review the consents below. Read each one and choose whether you agree. It
              takes about 5 minutes.
            </Trans>
          </p>
        </>
      )}
      <h2 className="text-xl font-semibold">
        <Trans>Your consents</Trans>
      </h2>
      {terms.length ? (
        <TermStatusList terms={terms} />
      ) : (
        <p>
          <Trans>There is nothing for you to review right now.</Trans>
        </p>
      )}
      {start && (
        <a href={start} onClick={go(start)} className={completed ? secondaryButton : primaryButton}>
          {completed ? <Trans>Review my answers</Trans> : <Trans>Begin Enrollment</Trans>}
        </a>
      )}
    </section>
  );
}

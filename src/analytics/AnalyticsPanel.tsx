import { lazy, Suspense, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { OPERATIONS, type ResponseOf } from '../../domain/index.ts';
import { Spinner } from '../../ui/index.ts';
import { useServices } from '../app/services.tsx';
import { ownDashboardOf, refreshDelay, yearMonthOf } from './embed.ts';

// The charts stay out of the docket's chunk until the panel shows.
const DocketDashboard = lazy(() => import('./DocketDashboard.tsx'));

type Embed = ResponseOf<typeof OPERATIONS.sigmaEmbed>;

/**
 * The docket's analytics panel for today (spec part 1 sections 2 and 4): asks the server for the
 * signed, expiring embed URL of the guide's month and asks again at its expiry; the portal's own
 * dashboard page shows in place, an external workbook in a frame.
 */
export function AnalyticsPanel({ guideId, day }: { guideId: string; day: string }) {
  const { t } = useLingui();
  const { api, clock } = useServices();
  const yearMonth = yearMonthOf(day);
  const [embed, setEmbed] = useState<{ key: string; value: Embed } | { key: string; failed: true } | null>(null);
  const key = `${guideId}:${yearMonth}`;
  const [round, setRound] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    api
      .call(OPERATIONS.sigmaEmbed, { body: { key: 'docketDashboard', params: { docketDashboard: { guideId, yearMonth } } } }, { signal: abort.signal, handledStatuses: 'all' })
      .then(
        (value) => setEmbed({ key, value }),
        () => !abort.signal.aborted && setEmbed({ key, failed: true }),
      );
    return () => abort.abort();
  }, [api, guideId, yearMonth, key, round]);

  // The signed URL is re-requested when it expires, at the expiry time.
  const expiresAt = embed && 'value' in embed && embed.key === key ? embed.value.expirationTimestamp : undefined;
  useEffect(() => {
    if (expiresAt === undefined) return;
    const timer = setTimeout(() => setRound((n) => n + 1), refreshDelay(expiresAt, clock.now()));
    return () => clearTimeout(timer);
  }, [expiresAt, clock]);

  const heading = t`This month at a glance`;
  const current = embed?.key === key ? embed : null;
  let body;
  if (!current) body = <Spinner label={t`Loading the dashboard`} className="w-full py-6" />;
  else if ('failed' in current || !current.value.hasEmbed) body = <p className="text-slate-700">{t`The dashboard is not available right now.`}</p>;
  else {
    const own = ownDashboardOf(current.value.url, window.location.origin);
    body = own ? (
      <Suspense fallback={<Spinner label={t`Loading the dashboard`} className="w-full py-6" />}>
        <DocketDashboard {...own} />
      </Suspense>
    ) : (
      <iframe title={heading} src={current.value.url} className="h-96 w-full rounded border-0" sandbox="allow-scripts allow-same-origin" />
    );
  }
  return (
    <section aria-label={heading} className="rounded-lg border border-slate-200 bg-white p-4" data-testid="analytics-panel">
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{heading}</h2>
      {body}
    </section>
  );
}

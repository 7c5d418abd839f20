import { lazy, Suspense, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { OPERATIONS, type ResponseOf } from '../../domain/index.ts';
import { Spinner } from '../../ui/index.ts';
import { useServices } from '../services/services.tsx';
import { useActingUser } from '../services/use-acting-user.ts';
import { ownDashboardOf, refreshDelay, yearMonthOf } from './embed.ts';
import { analyticsCacheOf, EXPIRY_MARGIN_MS } from './embed-cache.ts';

// The charts stay out of the docket's chunk until the panel shows.
const DocketDashboard = lazy(() => import('./DocketDashboard.tsx'));

type Embed = ResponseOf<typeof OPERATIONS.sigmaEmbed>;

/**
 * The docket's analytics panel for today (spec part 1 sections 2 and 4): asks the server for the
 * signed, expiring embed URL of the guide's month, keeps it until shortly before its expiry
 * (embed-cache.ts) and asks again then; the portal's own dashboard page shows in place, an
 * external workbook in a frame.
 */
export function AnalyticsPanel({ guideId, day }: { guideId: string; day: string }) {
  const { t } = useLingui();
  const { api, auth, clock } = useServices();
  const user = useActingUser();
  const cache = analyticsCacheOf(auth, clock.now);
  const yearMonth = yearMonthOf(day);
  // Per acting user: an impersonation never reads the embed signed for someone else.
  const key = `embed:${user.id}:${guideId}:${yearMonth}`;
  // A kept, unexpired embed shows at once (going back to the docket asks nothing: issue #13).
  const [embed, setEmbed] = useState<{ key: string; value: Embed } | { key: string; failed: true } | null>(() => {
    const kept = cache.peek<Embed>(key);
    return kept ? { key, value: kept } : null;
  });
  const [round, setRound] = useState(0);

  useEffect(() => {
    const kept = cache.peek<Embed>(key);
    if (kept) {
      // Shown again (React Activity re-runs effects) or back to a month already asked: no request.
      setEmbed((current) =>
        current && 'value' in current && current.key === key && current.value === kept ? current : { key, value: kept },
      );
      return;
    }
    let cancelled = false;
    cache
      .load(
        key,
        () =>
          api.call(
            OPERATIONS.sigmaEmbed,
            { body: { key: 'docketDashboard', params: { docketDashboard: { guideId, yearMonth } } } },
            { handledStatuses: 'all' },
          ),
        (value) => value.expirationTimestamp,
      )
      .then(
        (value) => !cancelled && setEmbed({ key, value }),
        () => !cancelled && setEmbed({ key, failed: true }),
      );
    return () => {
      cancelled = true;
    };
  }, [api, cache, guideId, yearMonth, key, round]);

  // The signed URL is asked for again when the kept one stops being used, shortly before its expiry.
  const expiresAt = embed && 'value' in embed && embed.key === key ? embed.value.expirationTimestamp : undefined;
  useEffect(() => {
    if (expiresAt === undefined) return;
    const timer = clock.setTimeout(
      () => setRound((n) => n + 1),
      refreshDelay(expiresAt - EXPIRY_MARGIN_MS, clock.now()),
    );
    return () => clock.clearTimeout(timer);
  }, [expiresAt, clock]);

  const heading = t`This month at a glance`;
  const current = embed?.key === key ? embed : null;
  let body;
  if (!current) body = <Spinner label={t`Loading the dashboard`} className="w-full py-6" />;
  else if ('failed' in current || !current.value.hasEmbed)
    body = <p className="text-slate-700">{t`The dashboard is not available right now.`}</p>;
  else {
    const own = ownDashboardOf(current.value.url, window.location.origin);
    body = own ? (
      <Suspense fallback={<Spinner label={t`Loading the dashboard`} className="w-full py-6" />}>
        <DocketDashboard {...own} />
      </Suspense>
    ) : (
      <iframe
        title={heading}
        src={current.value.url}
        className="h-96 w-full rounded border-0"
        sandbox="allow-scripts allow-same-origin"
      />
    );
  }
  return (
    <section
      aria-label={heading}
      className="rounded-lg border border-slate-200 bg-white p-4"
      data-testid="analytics-panel"
    >
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{heading}</h2>
      {/* The dashboard's height (268 px at 1280 px wide), kept while it loads: the tabs below
          stayed where a guide reached for them and then jumped by 200 px when it arrived. */}
      <div className="min-h-[16.75rem]">{body}</div>
    </section>
  );
}

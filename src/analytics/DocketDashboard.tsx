import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { OPERATIONS, type ResponseOf } from '../../domain/index.ts';
import { Spinner } from '../../ui/index.ts';
import { useServices } from '../services/services.tsx';
import { useActingUser } from '../services/use-acting-user.ts';
import type { OwnDashboard } from './embed.ts';
import { analyticsCacheOf } from './embed-cache.ts';

type Data = ResponseOf<typeof OPERATIONS.docketDashboardData>;
const TYPES = ['call', 'visit', 'message', 'note'] as const;
const COLOURS: Record<(typeof TYPES)[number], string> = {
  call: '#1d4ed8',
  visit: '#15803d',
  message: '#b45309',
  note: '#475569',
};

/**
 * The portal's own docket dashboard (the default of the analytics panel): the guide's month as
 * figures (members engaged, follow-ups done, minutes of member contact) and interactions by day and
 * type as stacked bars, with the same numbers in a table for screen readers. Loaded lazily.
 */
export default function DocketDashboard(signed: OwnDashboard) {
  const { t } = useLingui();
  const { api, auth, clock } = useServices();
  const user = useActingUser();
  const cache = analyticsCacheOf(auth, clock.now);
  // The data of one signed URL is asked for once: it is kept as long as the URL (embed-cache.ts).
  const key = `dashboard:${user.id}:${signed.guideId}:${signed.yearMonth}:${signed.expires}:${signed.signature}`;
  const [data, setData] = useState<{ for: string; value: Data } | { for: string; failed: true } | null>(() => {
    const kept = cache.peek<Data>(key);
    return kept ? { for: key, value: kept } : null;
  });
  useEffect(() => {
    const kept = cache.peek<Data>(key);
    if (kept) {
      setData((current) =>
        current && 'value' in current && current.for === key && current.value === kept
          ? current
          : { for: key, value: kept },
      );
      return;
    }
    let cancelled = false;
    cache
      .load(
        key,
        () => api.call(OPERATIONS.docketDashboardData, { query: signed }, { handledStatuses: 'all' }),
        () => signed.expires,
      )
      .then(
        (value) => !cancelled && setData({ for: key, value }),
        () => !cancelled && setData({ for: key, failed: true }),
      );
    return () => {
      cancelled = true;
    };
    // The signed parameters are the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, cache, key]);

  const typeLabel: Record<(typeof TYPES)[number], string> = {
    call: t`Calls`,
    visit: t`Visits`,
    message: t`Messages`,
    note: t`Notes`,
  };
  if (!data || data.for !== key) return <Spinner label={t`Loading the dashboard`} className="w-full py-6" />;
  if ('failed' in data) return <p className="text-slate-700">{t`The dashboard is not available right now.`}</p>;
  const { days, membersEngaged, followUpsDone, contactMinutes } = data.value;
  const totals = days.map((d) => TYPES.reduce((sum, type) => sum + d[type], 0));
  const interactionsTotal = totals.reduce((a, b) => a + b, 0);
  const max = Math.max(1, ...totals);
  const barWidth = 10;
  const gap = 3;
  const height = 120;
  const width = days.length * (barWidth + gap);
  const figures = [
    { id: 'interactions', label: t`Interactions`, value: interactionsTotal },
    { id: 'members-engaged', label: t`Members engaged`, value: membersEngaged },
    { id: 'follow-ups-done', label: t`Follow-ups done`, value: followUpsDone },
    { id: 'contact-minutes', label: t`Minutes of member contact`, value: contactMinutes },
  ];
  const chartTitle = t`Interactions by day and type`;
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.id} data-figure={figure.id} className="rounded-md bg-slate-50 p-3">
            <dt className="text-xs font-medium text-slate-700">{figure.label}</dt>
            <dd className="text-2xl font-semibold text-slate-900 tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <figure>
        <figcaption className="mb-2 text-sm font-medium text-slate-800">{chartTitle}</figcaption>
        <svg
          viewBox={`0 0 ${width} ${height}`}
          className="h-32 w-full"
          role="img"
          aria-label={chartTitle}
          preserveAspectRatio="none"
        >
          {days.map((d, i) => {
            let y = height;
            return TYPES.map((type) => {
              const h = (d[type] / max) * (height - 4);
              y -= h;
              return h > 0 ? (
                <rect
                  key={`${d.day}-${type}`}
                  x={i * (barWidth + gap)}
                  y={y}
                  width={barWidth}
                  height={h}
                  fill={COLOURS[type]}
                />
              ) : null;
            });
          })}
        </svg>
        <ul className="mt-2 flex flex-wrap gap-3 text-xs text-slate-800">
          {TYPES.map((type) => (
            <li key={type} className="flex items-center gap-1">
              <span
                aria-hidden="true"
                className="inline-block h-3 w-3 rounded-sm"
                style={{ backgroundColor: COLOURS[type] }}
              />
              {typeLabel[type]}
            </li>
          ))}
        </ul>
        <table className="sr-only">
          <caption>{chartTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Day`}</th>
              {TYPES.map((type) => (
                <th key={type} scope="col">
                  {typeLabel[type]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days
              .filter((_, i) => (totals[i] ?? 0) > 0)
              .map((d) => (
                <tr key={d.day}>
                  <th scope="row">{d.day}</th>
                  {TYPES.map((type) => (
                    <td key={type}>{d[type]}</td>
                  ))}
                </tr>
              ))}
          </tbody>
        </table>
      </figure>
    </div>
  );
}

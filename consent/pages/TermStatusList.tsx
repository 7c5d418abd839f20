import { Trans } from '@lingui/react/macro';
import { consentStatusOf, type ConsentStatus } from '../../domain/consent-rules.ts';
import type { ConsentLinkState } from '../../domain/consent-api.ts';

const icons: Record<ConsentStatus, { path: string; color: string }> = {
  accepted: { path: 'M9 12.75 11.25 15 15 9.75M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z', color: 'text-green-700' },
  rejected: { path: 'm9.75 9.75 4.5 4.5m0-4.5-4.5 4.5M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z', color: 'text-red-700' },
  pending: { path: 'M12 6v6h4.5m4.5 0a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z', color: 'text-slate-500' },
};

function StatusText({ status }: { status: ConsentStatus }) {
  switch (status) {
    case 'accepted':
      return <Trans>Accepted</Trans>;
    case 'rejected':
      return <Trans>Rejected</Trans>;
    case 'pending':
      return <Trans>Pending</Trans>;
  }
}

/** Each term with an icon and its status in words (colour is never the only signal). */
export function TermStatusList({ terms }: { terms: ConsentLinkState['terms'] }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {terms.map((term) => {
        const status = consentStatusOf(term.consented);
        const icon = icons[status];
        return (
          <li key={term.id} className="flex items-center gap-3 px-4 py-3">
            <svg
              className={`size-7 shrink-0 ${icon.color}`}
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              aria-hidden="true"
            >
              <path strokeLinecap="round" strokeLinejoin="round" d={icon.path} />
            </svg>
            <span className="flex-1 font-medium">{term.name}</span>
            <span className={`text-sm font-semibold ${status === 'pending' ? 'text-slate-700' : icon.color}`}>
              <StatusText status={status} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}

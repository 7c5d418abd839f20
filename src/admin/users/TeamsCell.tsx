import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';

/**
 * The user list's Teams column (spec part 3 section 2): the first team, then 'and N more' whose
 * tooltip names the others. The tooltip shows on hover and on keyboard focus, and is the button's
 * description for screen readers.
 */
export function TeamsCell({ first, more }: { first: string | null; more: readonly string[] }) {
  const { t } = useLingui();
  const tooltipId = useId();
  if (!first) return <span className="text-slate-600">{t`No teams`}</span>;
  if (!more.length) return <span>{first}</span>;
  const count = more.length;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-1">
      <span>{first}</span>
      <span className="group relative">
        <button
          type="button"
          aria-describedby={tooltipId}
          className="rounded text-blue-800 underline decoration-dotted focus-visible:outline-3 focus-visible:outline-blue-600"
        >
          {t`and ${count} more`}
        </button>
        <span
          id={tooltipId}
          role="tooltip"
          className="invisible absolute top-full left-0 z-20 mt-1 w-max max-w-xs rounded bg-slate-900 px-2 py-1 text-sm text-white group-focus-within:visible group-hover:visible"
        >
          {more.join(', ')}
        </span>
      </span>
    </span>
  );
}

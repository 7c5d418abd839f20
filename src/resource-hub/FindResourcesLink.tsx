import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { resourceHubPath } from './resource-hub-paths.ts';

/** The member page's way into the resource hub, referring for that member. */
export function FindResourcesLink({ memberId }: { memberId: string }) {
  const { t } = useLingui();
  return (
    <Link
      href={resourceHubPath({ memberId })}
      className="inline-flex items-center rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-blue-600"
    >
      {t`Find resources`}
    </Link>
  );
}

import type { ReactNode } from 'react';
import { Link, useRoute } from 'wouter';
import { cx } from '../../ui/index.ts';

/**
 * One entry of an admin side list (the portal's tools, message categories, needs kinds), marked as
 * the current page while its route or a page below it is shown; `exact` marks it on its own route
 * only (an index entry such as All Categories, which every other route is below).
 */
export function SideNavLink({
  href,
  exact = false,
  bold = false,
  children,
}: {
  href: string;
  exact?: boolean;
  /** Always in the heavier weight (the portal's tools), not only while current. */
  bold?: boolean;
  children: ReactNode;
}) {
  const [atRoute] = useRoute(href);
  const [belowRoute] = useRoute(`${href}/*`);
  const current = atRoute || (!exact && belowRoute);
  return (
    <li>
      <Link
        href={href}
        aria-current={current ? 'page' : undefined}
        className={cx(
          'block rounded-md px-3 py-2 focus-visible:outline-3 focus-visible:outline-blue-600',
          (bold || current) && 'font-medium',
          current ? 'bg-blue-100 text-blue-900' : 'text-slate-800 hover:bg-slate-100',
        )}
      >
        {children}
      </Link>
    </li>
  );
}

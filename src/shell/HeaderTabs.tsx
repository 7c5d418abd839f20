import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { cx } from '../../ui/index.ts';
import { DOCKET_PATH } from '../shared/paths/docket-paths.ts';
import {
  CALLS_PATH,
  HOSPITALIZATIONS_PATH,
  MEMBER_LIST_PATH,
  sectionOf,
  type Section,
} from '../shared/paths/sections.ts';

const tabClass = (active: boolean) =>
  cx(
    'inline-flex items-center gap-1 whitespace-nowrap border-b-3 px-2 py-3 font-medium lg:px-3',
    'focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-blue-600',
    active
      ? 'border-blue-700 text-blue-900'
      : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900',
  );

export interface HeaderTabsProps {
  /** The analytics workbook; without one the Dashboard tab is left out. */
  analyticsUrl: string | undefined;
  showHospitalizations: boolean;
}

/**
 * The section tabs (spec part 1 section 1). They are links between pages, so they are a
 * navigation landmark with `aria-current="page"`, not an ARIA tablist: Tab moves between them and
 * Enter follows one, as with any link.
 */
export function HeaderTabs({ analyticsUrl, showHospitalizations }: HeaderTabsProps) {
  const { t } = useLingui();
  const [pathname] = useLocation();
  const current = sectionOf(pathname);
  const nav = useRef<HTMLElement>(null);
  // Where the tabs scroll sideways (a narrow window, longer words), the current one is kept in view: once the strip
  // is laid out, and again whenever it or its tabs change size (the bell's count arriving, another language). Asked
  // of a resize observer, which runs after the browser's own layout: called from the effect, scrolling made the first
  // render's task lay the whole page out itself, a quarter of that task (test/bench/RESULTS.md, long tasks).
  useEffect(() => {
    const strip = nav.current;
    if (!strip) return;
    // The strip alone scrolls, sideways: never the page (a resize while the reader is further down it).
    const observer = new ResizeObserver(() => {
      const tab = strip.querySelector('[aria-current="page"]');
      if (!tab) return;
      const shown = strip.getBoundingClientRect();
      const wanted = tab.getBoundingClientRect();
      if (wanted.left < shown.left) strip.scrollLeft -= shown.left - wanted.left;
      else if (wanted.right > shown.right)
        strip.scrollLeft += Math.min(wanted.right - shown.right, wanted.left - shown.left);
    });
    observer.observe(strip);
    if (strip.firstElementChild) observer.observe(strip.firstElementChild);
    return () => observer.disconnect();
  }, [current]);
  const tab = (section: Section, href: string, label: string) => (
    <li key={section}>
      <Link
        href={href}
        aria-current={current === section ? 'page' : undefined}
        className={tabClass(current === section)}
      >
        {label}
      </Link>
    </li>
  );
  return (
    <nav ref={nav} aria-label={t`Main`} className="-mb-px min-w-0 overflow-x-auto [scrollbar-width:thin]">
      <ul className="flex">
        {tab('docket', DOCKET_PATH, t`Docket`)}
        {tab('member-list', MEMBER_LIST_PATH, t`Members`)}
        {tab('calls', CALLS_PATH, t`Calls and texts`)}
        {analyticsUrl ? (
          <li>
            {/* noreferrer too: our paths carry member ids, which the workbook's host has no need of. */}
            <a href={analyticsUrl} target="_blank" rel="noopener noreferrer" className={tabClass(false)}>
              <Trans>Dashboard</Trans>
              <svg className="size-4" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
                <path d="M11 3h6v6h-2V6.4l-6.3 6.3-1.4-1.4L13.6 5H11zM4 5h5v2H5v8h8v-4h2v6H3V5z" />
              </svg>
              <span className="sr-only">{t`(opens in a new tab)`}</span>
            </a>
          </li>
        ) : null}
        {showHospitalizations ? tab('hospitalizations', HOSPITALIZATIONS_PATH, t`Hospitalizations`) : null}
      </ul>
    </nav>
  );
}

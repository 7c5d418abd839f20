import { useId, useState, type ReactNode } from 'react';
import { cx } from './cx.ts';

export interface DisclosureProps {
  /** The section's heading text; the heading holds the toggle button. */
  title: ReactNode;
  /** The heading's level in the page's outline. */
  headingLevel?: 2 | 3 | 4;
  defaultOpen?: boolean;
  /** Controlled: whether it is expanded (with `onOpenChange`), e.g. remembered in preferences. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Shown after the title inside the heading, e.g. a count. */
  badge?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Names the section for a link to it (`data-section`), e.g. going to the consents. */
  'data-section'?: string;
}

/**
 * A collapsible section (the WAI-ARIA disclosure pattern): a heading whose button says whether the
 * content is expanded; the content is hidden, not unmounted, while collapsed.
 *
 * @example
 *   <Disclosure title={t`Phone numbers`}><PhoneList /></Disclosure>
 */
export function Disclosure({
  title,
  headingLevel = 3,
  defaultOpen = true,
  open: controlled,
  onOpenChange,
  badge,
  children,
  className,
  'data-section': section,
}: DisclosureProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const open = controlled ?? uncontrolled;
  const toggle = () => {
    setUncontrolled(!open);
    onOpenChange?.(!open);
  };
  const contentId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={cx('border-b border-slate-200 last:border-b-0', className)} data-section={section}>
      <Heading className="text-base font-semibold text-slate-900">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={toggle}
          className="flex w-full items-center gap-2 py-2 text-left hover:text-blue-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        >
          <svg
            className={cx('size-4 shrink-0 transition-transform', open ? 'rotate-90' : '')}
            viewBox="0 0 20 20"
            fill="currentColor"
            aria-hidden="true"
          >
            <path d="M7.5 4.2 13.3 10l-5.8 5.8-1-1L11.3 10 6.5 5.2z" />
          </svg>
          <span>{title}</span>
          {badge}
        </button>
      </Heading>
      <div id={contentId} hidden={!open} className="pb-3">
        {children}
      </div>
    </section>
  );
}

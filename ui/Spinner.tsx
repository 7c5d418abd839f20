import { cx } from './cx.ts';

export interface SpinnerProps {
  /** Read by screen readers, e.g. "Loading". Required: a spinner without words says nothing. */
  label: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const sizes = { sm: 'size-4', md: 'size-8', lg: 'size-12' } as const;

/**
 * A busy indicator announced politely to assistive technology.
 *
 * @example
 *   <Spinner label={t`Loading`} size="lg" />
 */
export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  return (
    <div role="status" aria-live="polite" className={cx('inline-flex items-center justify-center', className)}>
      <svg className={cx('animate-spin text-blue-700', sizes[size])} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label}</span>
    </div>
  );
}

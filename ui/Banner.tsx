import type { ReactNode } from 'react';
import { cx } from './cx.ts';

export type BannerTone = 'info' | 'warning' | 'error';

export interface BannerProps {
  tone?: BannerTone;
  children: ReactNode;
  /** A control at the end of the banner, e.g. a "Switch to my view" button. */
  action?: ReactNode;
  className?: string;
}

const tones: Record<BannerTone, string> = {
  info: 'border-blue-200 bg-blue-50 text-blue-950',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
  error: 'border-red-300 bg-red-50 text-red-950',
};

/**
 * A full-width message strip. Errors are announced at once (role="alert"); other tones politely.
 *
 * @example
 *   <Banner tone="warning" action={<Button size="sm">Switch to my view</Button>}>You are viewing as Ann Lee</Banner>
 */
export function Banner({ tone = 'info', children, action, className }: BannerProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx('flex items-center justify-between gap-4 border-b px-4 py-2', tones[tone], className)}
    >
      <div>{children}</div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  );
}

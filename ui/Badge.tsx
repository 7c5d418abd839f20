import type { ReactNode } from 'react';
import { cx } from './cx.ts';

export type BadgeTone = 'neutral' | 'info' | 'warning' | 'danger' | 'success';

export interface BadgeProps {
  children: ReactNode;
  tone?: BadgeTone;
  className?: string;
}

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-slate-200 text-slate-900',
  info: 'bg-blue-100 text-blue-900',
  warning: 'bg-amber-100 text-amber-950',
  danger: 'bg-red-100 text-red-900',
  success: 'bg-green-100 text-green-900',
};

/**
 * A small count or status pill, e.g. the number of items behind a tab. It is plain text to assistive
 * technology, read together with whatever it sits in ("Follow up 12").
 *
 * @example
 *   <Badge tone="info">{followUps.length}</Badge>
 */
export function Badge({ children, tone = 'neutral', className }: BadgeProps) {
  return (
    <span
      className={cx(
        'inline-flex min-w-6 items-center justify-center rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

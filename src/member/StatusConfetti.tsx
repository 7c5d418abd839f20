import { useEffect, useRef, useState } from 'react';
import { useMemberStatuses } from '../shared/member/use-member-statuses.ts';
import { CONFETTI, celebrates, playConfetti } from './confetti.ts';

/**
 * Confetti over the page when this member's status changes live to newly-engaged or re-engaged.
 * Decorative: hidden from assistive technology, never in the way of a click, and skipped when the
 * user asks for less motion.
 */
export function StatusConfetti({ memberStatusId }: { memberStatusId: number | null }) {
  const statusOf = useMemberStatuses();
  const key = statusOf(memberStatusId)?.key;
  const previous = useRef<string | undefined>(undefined);
  const [playing, setPlaying] = useState(0);
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const before = previous.current;
    previous.current = key;
    if (!celebrates(before, key)) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    setPlaying((count) => count + 1);
  }, [key]);

  useEffect(() => {
    if (!playing || !canvas.current) return undefined;
    const stop = playConfetti(canvas.current);
    const timer = setTimeout(() => setPlaying(0), CONFETTI.durationMs);
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [playing]);

  if (!playing) return null;
  return (
    <canvas
      ref={canvas}
      aria-hidden="true"
      data-confetti=""
      className="pointer-events-none fixed inset-0 z-50 h-full w-full"
    />
  );
}

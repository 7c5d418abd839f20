import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useServices } from '../services/services.tsx';
import { scheduleHighlight, type HighlightTiming } from '../shared/member/highlight.ts';

/** The attribute a feed entry's element carries, so the feed can find it to scroll to. */
export const FEED_ENTRY_ATTRIBUTE = 'data-feed-entry';

export interface FeedHighlight {
  /** The feed item highlighted now, if any. */
  highlightedId: string | undefined;
  /** Scrolls to a feed item, then highlights it for a while (the timing says when). */
  show(itemId: string, timing: HighlightTiming, onScrolled?: () => void): void;
}

/**
 * Scrolls to and highlights feed items inside `list`, on the app's clock. A new highlight stops
 * the one before; leaving the page stops it.
 */
export function useFeedHighlight(list: RefObject<HTMLElement | null>): FeedHighlight {
  const { clock } = useServices();
  const [highlightedId, setHighlightedId] = useState<string | undefined>(undefined);
  const stop = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => stop.current?.(), []);

  const show = useCallback(
    (itemId: string, timing: HighlightTiming, onScrolled?: () => void) => {
      stop.current?.();
      stop.current = scheduleHighlight(
        clock,
        {
          scroll: () => {
            const element = list.current?.querySelector<HTMLElement>(
              `[${FEED_ENTRY_ATTRIBUTE}="item:${CSS.escape(itemId)}"]`,
            );
            element?.scrollIntoView({ behavior: 'smooth', block: 'center' });
            // Keyboard and screen reader users land on it too.
            element?.focus({ preventScroll: true });
            onScrolled?.();
          },
          highlight: () => setHighlightedId(itemId),
          clear: () => setHighlightedId((current) => (current === itemId ? undefined : current)),
        },
        timing,
      );
    },
    [clock, list],
  );
  return { highlightedId, show };
}

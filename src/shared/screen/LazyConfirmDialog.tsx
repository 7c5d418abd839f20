import { useState } from 'react';
import type { ConfirmDialogProps } from '../../../ui/index.ts';
import { useIdlePrefetch } from '../../platform/idle-prefetch.ts';
import { preloadable } from '../../platform/preloadable.tsx';
import { LoadingDialogBoundary } from './on-visit.tsx';

// Rendered directly once fetched: a `React.lazy` suspends on its first opening even then (preloadable.tsx).
const ConfirmDialogModule = preloadable(async () => (await import('../../../ui/ConfirmDialog.tsx')).ConfirmDialog);

/**
 * `ConfirmDialog` for a screen of the docket's first load (a row menu's Delete event): it brings the
 * dialog component (@headlessui's Dialog, about 15 kB gzip), so it is fetched once the page is idle
 * and rendered from its first opening on (issue #13). Opened before it is in, it shows after a
 * moment, as the lazy forms do; the choice that opened it is kept. Once opened it stays mounted, so
 * closing it returns focus to the opener as before.
 */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  const [opened, setOpened] = useState(props.open);
  // Set during render (React's "store information from previous renders"): no frame without it.
  if (props.open && !opened) setOpened(true);
  useIdlePrefetch(ConfirmDialogModule.preload);
  return opened ? (
    <LoadingDialogBoundary>
      <ConfirmDialogModule {...props} />
    </LoadingDialogBoundary>
  ) : null;
}

import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';

/**
 * Kept out of sight: laid over the list where the map would stand, at the same width, faded to almost nothing
 * and out of the pointer's, the keyboard's and assistive technology's way. Not hidden or moved off screen: a
 * canvas that is never composited leaves the browser's WebGL set-up for the moment it is shown.
 */
const KEPT_OUT_OF_SIGHT = 'pointer-events-none absolute inset-x-4 top-4 rounded-lg bg-white opacity-[0.01]';

/**
 * The member list's map section: in the page's flow while shown, else kept mounted and drawn out of sight
 * (`usePreparedMap`), so that switching to the map reveals a map already drawn. The page around it is `relative`.
 */
export function MapStage({ shown, children }: { shown: boolean; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <section
      aria-label={t`Members map`}
      inert={!shown}
      aria-hidden={shown ? undefined : true}
      className={shown ? 'rounded-lg bg-white shadow-sm' : KEPT_OUT_OF_SIGHT}
    >
      {children}
    </section>
  );
}

import { Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Spinner } from '../../../ui/index.ts';
import { preloadable } from '../../platform/preloadable.tsx';

/**
 * A screen's module, loaded when it is first shown or fetched ahead with `preload`, so the docket's
 * first load carries none of it (issue #13: the docket route's JavaScript stays under its budget).
 * Once its module is in, the screen renders in the commit that shows it (`preloadable`).
 */
export function onVisit<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & { preload(): Promise<unknown> } {
  return preloadable(load);
}

/** A module from the same origin usually arrives within this: a spinner shown for less would only flash. */
export const SPINNER_DELAY_MS = 150;

/** True once the wait has lasted long enough for a spinner to be worth showing. */
export function useLongWait(): boolean {
  const [long, setLong] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLong(true), SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return long;
}

/** The busy indicator of a screen still loading, shown only once the wait is long enough to notice. */
function LoadingScreen() {
  const { t } = useLingui();
  // The empty box keeps the page's height, so nothing below jumps when the spinner appears.
  return useLongWait() ? (
    <Spinner label={t`Loading`} className="w-full py-10" />
  ) : (
    <div className="w-full py-10" aria-hidden="true" />
  );
}

/** A dialog still loading: after a moment, a spinner where the dialog will open, over the page. */
function LoadingDialog() {
  const { t } = useLingui();
  if (!useLongWait()) return null;
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/20">
      <Spinner label={t`Loading`} size="lg" />
    </div>
  );
}

/** Where a lazily loaded screen appears: nothing, then a spinner after a moment, then the screen. */
export function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingScreen />}>{children}</Suspense>;
}

/** Where a lazily loaded dialog opens (its forms load with it): nothing, then a spinner after a moment, then the dialog. */
export function LoadingDialogBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingDialog />}>{children}</Suspense>;
}

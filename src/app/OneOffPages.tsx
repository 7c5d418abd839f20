import { useLayoutEffect, type ReactNode } from 'react';
import { Router, useRouter } from 'wouter';
import { useFullPath, useOnKeptPage } from './KeptPages.tsx';
import { usePageLocation } from './page-location.ts';

/**
 * Where the pages that are not kept (calls, hospitalizations, admin…) show. A page left for a kept
 * page (the docket, the member list, a member page) is hidden at once and unmounted only after
 * the kept page has painted: unmounting a large page (the calls page: ~65 ms of React in the
 * benchmark) sat between the guide's click and the docket on screen (issue #13's target for
 * returning to a screen is 50 ms). A page left for another one-off page goes at once, as the new
 * one takes its place.
 */
export function OneOffPages({ children }: { children: ReactNode }) {
  const path = useFullPath();
  const onKeptPage = useOnKeptPage();
  const location = usePageLocation(path);
  // A router with its own address starts from wouter's defaults: the app's parser is passed on.
  const { parser } = useRouter();
  useLayoutEffect(() => {
    if (!onKeptPage) {
      location.moveTo(path);
      return;
    }
    // A frame's callback runs before that frame paints; a task it posts runs after.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => location.moveTo(path));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [location, path, onKeptPage]);
  return (
    <div className={onKeptPage ? 'hidden' : 'contents'}>
      <Router hook={location.hook} searchHook={location.searchHook} parser={parser}>
        {children}
      </Router>
    </div>
  );
}

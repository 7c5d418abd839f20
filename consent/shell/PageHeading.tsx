import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The page's h1. It takes focus when the page appears (and sets the document title), so a screen
 * reader user hears where a navigation landed instead of silence.
 */
export function PageHeading({ children, title }: { children: ReactNode; title: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = title;
    ref.current?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [title]);
  return (
    <h1 ref={ref} tabIndex={-1} className="text-2xl font-bold leading-tight text-slate-900 outline-none sm:text-3xl">
      {children}
    </h1>
  );
}

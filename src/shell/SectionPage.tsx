import type { ReactNode } from 'react';

/**
 * A section whose screen has not been built yet: its name as the page heading and nothing else, so
 * the header tabs lead somewhere honest. Each feature replaces its route when it lands.
 */
export function SectionPage({ title }: { title: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl p-4">
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
    </div>
  );
}
